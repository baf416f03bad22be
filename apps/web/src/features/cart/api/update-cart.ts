import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartPaths, type Cart } from '@storefront/shared';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { cartOwner } from './cart-owner';
import { applyCartCount } from './cart-count';
import { invalidateCart, storeCart } from './get-cart';

/** The answer of a cart change (update, update combo, remove): the new cart and its count. */
export interface CartChangeData {
  cart: Cart;
  cart_count: number;
}

/** Stores the cart a change answered with (or asks again), and the count. */
export function applyCartChange(
  queryClient: Parameters<typeof storeCart>[0],
  data: Partial<CartChangeData> | null | undefined,
): void {
  if (data?.cart) storeCart(queryClient, data.cart);
  else void invalidateCart(queryClient);
  applyCartCount(data?.cart_count);
}

/** Spec §7 POST /update-cart: cart_id is the line's id. */
export interface UpdateCartInput {
  cart_id: number;
  quantity: number;
}

export function updateCart(input: UpdateCartInput): Promise<ApiAnswer<CartChangeData>> {
  return apiClient.post<CartChangeData>(cartPaths.updateCart, { ...input, ...cartOwner() });
}

/**
 * A cart change whose answer is the new cart (update, update combo, remove, promo code): the
 * answer replaces the cached cart and the count.
 */
export function useCartChange<Input>(
  mutationFn: (input: Input) => Promise<ApiAnswer<CartChangeData>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => applyCartChange(queryClient, answer.responseData),
  });
}

/** Spec §4: the quantity is sent first; the line changes only when the server says so. */
export function useUpdateCart() {
  return useCartChange(updateCart);
}
