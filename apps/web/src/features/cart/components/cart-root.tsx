import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCartCountLoader } from '../api/cart-count';
import { ComboModalProvider } from './combo-modal-context';

/**
 * The cart's app-wide part, mounted once around the layout by the app: the header count's
 * loader (POST /cart-items at start, then after login, logout and every cart change) and the
 * combo modal that menu, home, combos and cart pages open.
 */
export function CartRoot({ children }: { children?: ReactNode }) {
  useCartCountLoader();
  return <ComboModalProvider>{children ?? <Outlet />}</ComboModalProvider>;
}
