import { cartPaths } from '@storefront/shared';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { cartOwner } from './cart-owner';
import { useCartChange, type CartChangeData } from './update-cart';

/** Spec §7 POST /update-combo-cart: the line (cart_id), its combo and the new picks. */
export interface UpdateComboCartInput {
  cart_id: number;
  combo_id: number;
  combo_items: number[];
}

export function updateComboCart(input: UpdateComboCartInput): Promise<ApiAnswer<CartChangeData>> {
  return apiClient.post<CartChangeData>(cartPaths.updateComboCart, {
    cart_id: input.cart_id,
    combo_id: input.combo_id,
    combo_items: input.combo_items.join(','),
    ...cartOwner(),
  });
}

export function useUpdateComboCart() {
  return useCartChange(updateComboCart);
}
