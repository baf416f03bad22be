import { cartPaths } from '@storefront/shared';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { cartOwner } from './cart-owner';
import { useCartChange, type CartChangeData } from './update-cart';

/** Spec §7 GET /remove-cart-item/{id}: the line's id; the owner rides in the query. */
export function removeCartItem(lineId: number): Promise<ApiAnswer<CartChangeData>> {
  return apiClient.get<CartChangeData>(cartPaths.removeCartItem(lineId), { ...cartOwner() });
}

export function useRemoveCartItem() {
  return useCartChange(removeCartItem);
}
