import { useEffect } from 'react';
import { cartPaths } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { refreshCartCount, setCartCount, setCartCountLoader } from '../../../lib/cart-count';
import { cartOwner } from './cart-owner';

/** POST /cart-items (spec §7): responseData is the cart count (the number of lines). */
export async function getCartCount(): Promise<number> {
  const answer = await apiClient.post<number>(cartPaths.count, { ...cartOwner() });
  return typeof answer.responseData === 'number' ? answer.responseData : 0;
}

/**
 * Registers POST /cart-items as the loader of the header's count (lib/cart-count.ts) and loads
 * the count once at start. Login, logout and other tabs refresh it through the same seam.
 */
export function useCartCountLoader(): void {
  useEffect(() => {
    setCartCountLoader(getCartCount);
    void refreshCartCount();
    return () => setCartCountLoader(null);
  }, []);
}

/** After a cart change: the count the server answered with, or a fresh one when it did not. */
export function applyCartCount(count: unknown): void {
  if (typeof count === 'number' && Number.isFinite(count)) setCartCount(count);
  else void refreshCartCount();
}
