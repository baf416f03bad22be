import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@storefront/shared';

type ComboPick = CartLine['picks'][number];

/**
 * A combo pick's name as the cart, the combo's view and checkout show it: a pick beyond the
 * step's required qty says it is an extra (issue 17 item 4), since it raised the combo's price.
 */
export function useComboPickName(): (pick: ComboPick) => string {
  const { t } = useTranslation();
  return useCallback(
    (pick: ComboPick) =>
      pick.is_extra ? t('cart_page.extra_pick', { name: pick.item_name }) : pick.item_name,
    [t],
  );
}
