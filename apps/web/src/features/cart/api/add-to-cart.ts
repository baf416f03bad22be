import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartPaths } from '@storefront/shared';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { cartOwner } from './cart-owner';
import { applyCartCount } from './cart-count';
import { invalidateCart } from './get-cart';

/** Spec §7 POST /add-to-cart, item form: product_id and quantity. */
export interface AddItemInput {
  product_id: number;
  quantity: number;
}
/** Spec §7 POST /add-to-cart, combo form: combo_id and the picked item ids. */
export interface AddComboInput {
  combo_id: number;
  combo_items: number[];
}
export type AddToCartInput = AddItemInput | AddComboInput;

export interface AddToCartData {
  cart_id: number;
  line_id: number;
  cart_count: number;
}

export function addToCart(input: AddToCartInput): Promise<ApiAnswer<AddToCartData>> {
  const body =
    'combo_id' in input
      ? // Spec §7: combo_items travel comma-joined ("12,15,31").
        { combo_id: input.combo_id, combo_items: input.combo_items.join(',') }
      : { product_id: input.product_id, quantity: input.quantity };
  return apiClient.post<AddToCartData>(cartPaths.addToCart, { ...body, ...cartOwner() });
}

/** Adds an item or a combo; the header count and the cached cart follow. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => {
      applyCartCount(answer.responseData?.cart_count);
      void invalidateCart(queryClient);
    },
  });
}
