import { useTranslation } from 'react-i18next';
import type { CartLine, Item } from '@storefront/shared';
import { useCartCount } from '../../../lib/cart-count';
import { useSession } from '../../../lib/session/session';
import { CartIcon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { useCart } from '../api/get-cart';
import { useUpdateCart } from '../api/update-cart';
import { minimumQuantity } from '../hooks/item-quantity';
import { useAddItemToCart } from '../hooks/use-add-item-to-cart';
import { QuantityStepper } from './quantity-stepper';

/**
 * "Add to cart" on an item card (spec §2 menu, home, search). While the call runs the button
 * keeps its name and focus, shows a spinner and ignores further clicks. A dish already in the
 * cart shows how many instead, with minus and plus (issue 17 item 2); taking it out is the cart
 * page's Remove.
 */
export function AddToCartButton({ item, describedBy }: { item: Item; describedBy?: string }) {
  const line = useCartLineOf(item.id);
  if (line) return <InCartStepper line={line} describedBy={describedBy} />;
  return <AddButton item={item} describedBy={describedBy} />;
}

/**
 * The cart's plain line of this dish, when there is one. The cart is asked for only when the
 * header's count says it holds something (one shared query for every card of the page).
 */
function useCartLineOf(itemId: number): CartLine | undefined {
  const count = useCartCount();
  const cart = useCart({ enabled: count > 0 });
  if (count === 0) return undefined;
  return cart.data?.carts.find((line) => line.is_combo === 0 && line.product?.id === itemId);
}

function InCartStepper({ line, describedBy }: { line: CartLine; describedBy?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const update = useUpdateCart();
  return (
    <QuantityStepper
      quantity={line.quantity}
      min={minimumQuantity(line.product?.min_qty, user)}
      busy={update.isPending}
      describedBy={describedBy ?? ''}
      labels={{
        group: t('item.in_cart'),
        decrease: t('item.decrease'),
        increase: t('item.increase'),
      }}
      onChange={(quantity) =>
        update.mutate(
          { cart_id: line.id, quantity },
          // Spec §8 cart update failure; the card keeps the quantity the server last confirmed.
          { onError: () => notify.error(t('something_went_wrong')) },
        )
      }
    />
  );
}

function AddButton({ item, describedBy }: { item: Item; describedBy?: string }) {
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
