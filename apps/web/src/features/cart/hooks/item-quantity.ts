import { CART_MAX_QUANTITY, type Item, type SessionUser } from '@storefront/shared';

/** Spec §3 lists a `quantity` on items: a value stored for the shopper, when the data has one. */
type ItemWithStoredQuantity = Item & { quantity?: unknown };

function wholeNumber(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * Spec §4 add to cart: a wholesaler adds the larger of any stored quantity and the item's
 * min_qty; everyone else adds 1. Kept within the cart's bounds (1 to CART_MAX_QUANTITY).
 */
export function quantityToAdd(item: ItemWithStoredQuantity, user: SessionUser | null): number {
  if (user?.is_wholesale !== 1) return 1;
  const quantity = Math.max(1, wholeNumber(item.min_qty), wholeNumber(item.quantity));
  return Math.min(quantity, CART_MAX_QUANTITY);
}

/** The lowest quantity a line may have: 1, or the item's min_qty for a wholesaler (DESIGN §5). */
export function minimumQuantity(minQty: number | undefined, user: SessionUser | null): number {
  return user?.is_wholesale === 1 ? Math.max(1, wholeNumber(minQty)) : 1;
}
