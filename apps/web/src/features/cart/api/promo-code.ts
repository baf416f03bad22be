import { cartPaths } from '@storefront/shared';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { cartOwner } from './cart-owner';
import { useCartChange, type CartChangeData } from './update-cart';

/**
 * POST /apply-promo-code (issue 16 item 3): the code as the customer typed it (the server trims
 * it and reads it upper-case). A refusal is a 422 whose text says why, in the caller's language.
 */
export function applyPromoCode(promoCode: string): Promise<ApiAnswer<CartChangeData>> {
  return apiClient.post<CartChangeData>(cartPaths.applyPromoCode, {
    promo_code: promoCode,
    ...cartOwner(),
  });
}

/** POST /remove-promo-code: the cart's code comes off. */
export function removePromoCode(): Promise<ApiAnswer<CartChangeData>> {
  return apiClient.post<CartChangeData>(cartPaths.removePromoCode, { ...cartOwner() });
}

/** Both answer the repriced cart, which replaces the cached one. */
export function useApplyPromoCode() {
  return useCartChange(applyPromoCode);
}

export function useRemovePromoCode() {
  return useCartChange<void>(removePromoCode);
}
