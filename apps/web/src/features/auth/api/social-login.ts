import { useMutation } from '@tanstack/react-query';
import { accountPaths, type SocialProvider } from '@storefront/shared';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { getGuestId } from '../../../lib/guest-id';
import type { LoginData } from './login';

export interface SocialLoginInput {
  provider: SocialProvider;
  socialUserId: string;
  name?: string;
  email?: string;
  photo?: string;
  /** Google: the ID token the server verifies (DESIGN §4). */
  idToken?: string;
  /** Facebook: the access token the server checks against the app. */
  accessToken?: string;
}

/** POST /social-login (spec §7 fields plus the provider's proof); answers like login. */
export function socialLogin(input: SocialLoginInput): Promise<ApiAnswer<LoginData>> {
  return apiClient.post<LoginData>(accountPaths.socialLogin, {
    name: input.name,
    email: input.email,
    photo: input.photo,
    graph_domain: input.provider,
    social_user_id: input.socialUserId,
    cookie_id: getGuestId(),
    id_token: input.idToken,
    access_token: input.accessToken,
  });
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin });
}
