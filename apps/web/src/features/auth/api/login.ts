import { useMutation } from '@tanstack/react-query';
import { accountPaths, type SessionUser } from '@storefront/shared';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { getGuestId } from '../../../lib/guest-id';

export interface LoginData {
  user: SessionUser;
  token: string;
}

/**
 * POST /login (spec §7: cookie_id, email, password, language): the guest id rides along so the
 * server merges the guest cart into the user's (DESIGN §4).
 */
export function login(input: { email: string; password: string }): Promise<ApiAnswer<LoginData>> {
  return apiClient.post<LoginData>(accountPaths.login, {
    email: input.email,
    password: input.password,
    cookie_id: getGuestId(),
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
