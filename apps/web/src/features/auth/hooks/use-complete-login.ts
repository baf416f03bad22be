import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiAnswer } from '../../../lib/api-client';
import { refreshCartCount } from '../../../lib/cart-count';
import { startSession } from '../../../lib/session/session';
import { notify } from '../../../ui/toast';
import type { LoginData } from '../api/login';

/**
 * What every successful sign-in does (password, Google, Facebook): store the token and the
 * encrypted user, show the server's text, refresh the cart count (the guest cart was merged).
 * Storing the token re-renders the /login guard, which sends the shopper to the redirect target.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    async (answer: ApiAnswer<LoginData>) => {
      const { user, token } = answer.responseData;
      // The sign-in's own text replaces what led here ("Please Login to continue"): one toast,
      // not two stacked (issue 17 item 6).
      notify.dismissAll();
      notify.success(answer.responseText);
      // Pages asked as a guest (home, products) are asked again as this user.
      queryClient.removeQueries({ queryKey: ['profile'] });
      await startSession(token, user);
      void refreshCartCount();
    },
    [queryClient],
  );
}
