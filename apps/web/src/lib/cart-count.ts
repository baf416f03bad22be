import { useSyncExternalStore } from 'react';
import { createStore } from './external-store';

/**
 * The cart count shown in the header (spec §3 client state "cart count"). The one place it is
 * kept: the cart feature fills it from POST /cart-items; logout resets it to 0 (spec §4).
 */
const cartCount = createStore(0);

export const setCartCount = (count: number) => cartCount.set(Math.max(0, Math.trunc(count)));
export const getCartCount = cartCount.get;

export function useCartCount(): number {
  return useSyncExternalStore(cartCount.subscribe, cartCount.get, cartCount.get);
}

type CountLoader = () => Promise<number>;
let loader: CountLoader | null = null;

/**
 * The cart feature registers how the count is fetched (spec §7 POST /cart-items, which comes
 * with the cart issue); until then refreshing keeps the current value.
 */
export function setCartCountLoader(next: CountLoader | null): void {
  loader = next;
}

/**
 * The one seam that refreshes the header's count: called after login (the guest cart merged
 * into the user's), after logout (a fresh guest) and after cart changes.
 */
export async function refreshCartCount(): Promise<void> {
  if (!loader) return;
  try {
    setCartCount(await loader());
  } catch {
    // A failed refresh keeps the last known count; the API client has logged a network failure.
  }
}
