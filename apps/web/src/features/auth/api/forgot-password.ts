import { useMutation } from '@tanstack/react-query';
import { accountPaths } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /forgot-password (spec §7: email, language): the same answer whether the e-mail is known. */
export async function forgotPassword(email: string): Promise<string> {
  const answer = await apiClient.post<null>(accountPaths.forgotPassword, { email });
  return answer.responseText;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
