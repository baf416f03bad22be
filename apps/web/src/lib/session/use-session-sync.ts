import { useEffect } from 'react';
import { refreshCartCount } from '../cart-count';
import { restoreStoredSession } from './restore-session';
import { watchOtherTabs } from './session';

/**
 * Mounted once by the layout: restores the user of a stored token at start-up and follows
 * logins and logouts made in other tabs (the cart count follows the identity).
 */
export function useSessionSync(): void {
  useEffect(() => {
    void restoreStoredSession();
    return watchOtherTabs(() => {
      void restoreStoredSession();
      void refreshCartCount();
    });
  }, []);
}
