import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountPaths } from '@storefront/shared';
import { notify } from '../../ui/toast';
import { apiClient } from '../api-client';
import { refreshCartCount, setCartCount } from '../cart-count';
import { renewGuestId } from '../guest-id';
import { clearSession, getToken } from './session';

/** Queries that belong to a signed-in user and must not outlive the session. */
export const USER_QUERY_ROOTS = ['profile', 'colleagues', 'orders', 'delivery-options'] as const;

/**
 * Spec §4 logout, in its order: the token revoked on the server (DESIGN §4; a network failure
 * does not stop a local logout), user data and token cleared from session and local storage,
 * the guest cookie replaced by a new random cookie_id (30 days), user data and cart count reset,
 * navigation to the given target, notifications dismissed, then "Logout successfully!".
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (target: string = '/') => {
      if (getToken()) {
        try {
          await apiClient.post(accountPaths.logout, {}, { expireSessionOn401: false });
        } catch {
          // Logged out locally all the same; the server's token expires on its own.
        }
      }
      clearSession('logout');
      renewGuestId();
      for (const root of USER_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
      setCartCount(0);
      void refreshCartCount();
      await navigate(target);
      notify.dismissAll();
      notify.success(t('logout_success'));
    },
    [navigate, queryClient, t],
  );
}
