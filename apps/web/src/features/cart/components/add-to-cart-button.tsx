import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/shared';
import { CartIcon } from '../../../ui/icons';
import { useAddItemToCart } from '../hooks/use-add-item-to-cart';

/**
 * "Add to cart" on an item card (spec §2 menu, home, search). While the call runs the button
 * keeps its name and focus, shows a spinner and ignores further clicks.
 */
export function AddToCartButton({ item, describedBy }: { item: Item; describedBy?: string }) {
  const { t } = useTranslation();
  const { addItem, isAdding } = useAddItemToCart();
  return (
    <button
      type="button"
      className="button button--primary button--small"
      onClick={() => {
        if (!isAdding) addItem(item);
      }}
      aria-disabled={isAdding || undefined}
      aria-busy={isAdding || undefined}
      aria-describedby={describedBy}
    >
      {isAdding ? (
        <span className="button-spinner" aria-hidden="true" />
      ) : (
        <CartIcon width={18} height={18} />
      )}
      {t('item.add_to_cart')}
    </button>
  );
}
