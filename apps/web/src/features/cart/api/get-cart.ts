import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { cartPaths, type Cart, type Language } from '@storefront/shared';
import { currentLanguage } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { notify } from '../../../ui/toast';
import { cartOwner, cartOwnerKey } from './cart-owner';

export const CART_QUERY_ROOT = 'cart';

/**
 * Decision 093: the one answer that took a promo code off the cart (it no longer applied) says
 * which and why in `promo_notice`; the shopper is told then, on whichever page asked for the cart.
 */
function tellPromoNotice(cart: Cart): void {
  if (cart.promo_notice) notify.warning(cart.promo_notice);
}

/**
 * POST /cart: the caller's cart, priced by the server (never by the browser). Never
 * aborted when its query is no longer wanted (the page re-keyed it, another read started): the
 * read that took a stale promo code off is the only one that says so, and its notice must reach
 * the shopper.
 */
export async function getCart(): Promise<Cart> {
  const answer = await apiClient.post<Cart>(cartPaths.cart, { ...cartOwner() });
  tellPromoNotice(answer.responseData);
  return answer.responseData;
}

export const cartQueryKey = (owner: string, language: Language) =>
  [CART_QUERY_ROOT, { owner, language }] as const;

export const cartQueryOptions = (owner: string, language: Language) =>
  queryOptions({
    queryKey: cartQueryKey(owner, language),
    queryFn: () => getCart(),
    // The cart changes from other tabs and devices: always ask again when the page opens.
    staleTime: 0,
  });

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  const language = useLanguage();
  // Re-render (and re-key) when the shopper logs in or out.
  const { restoring } = useSession();
  return useQuery({
    ...cartQueryOptions(cartOwnerKey(), language),
    // A stored token's user is being restored: ask once, as that user.
    enabled: enabled && !restoring,
  });
}

/**
 * A cart change answered with the new cart (update, update combo, remove): that answer is the
 * server's state, so it replaces the cached cart without asking again.
 */
export function storeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartQueryKey(cartOwnerKey(), currentLanguage()), cart);
  tellPromoNotice(cart);
}

/** A cart change answered without the cart (add to cart): the cached cart is out of date. */
export function invalidateCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] });
}
