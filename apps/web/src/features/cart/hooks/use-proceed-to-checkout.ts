import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Cart } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { isLoggedIn } from '../../../lib/session/session';
import { notify } from '../../../ui/toast';

/**
 * The cart's "Proceed to checkout" (spec §4 checkout): a logged-out shopper goes to /login and
 * comes back to /cart; a cart without a combo is sent to /food-combos (error_add_combo);
 * otherwise the checkout summary modal opens (`openSummary`). The server checks the same rules.
 */
export function useProceedToCheckout(openSummary: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return useCallback(
    (cart: Cart) => {
      if (!isLoggedIn()) {
        notify.error(t('error_login_to_continue'));
        void navigate(paths.login.getHref(), { state: { from: paths.cart.getHref() } });
        return;
      }
      if (!cart.carts.some((line) => line.is_combo === 1)) {
        notify.error(t('error_add_combo'));
        void navigate(paths.combos.getHref());
        return;
      }
      openSummary();
    },
    [navigate, openSummary, t],
  );
}
