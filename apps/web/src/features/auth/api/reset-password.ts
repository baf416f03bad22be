import { useMutation } from '@tanstack/react-query';
import { accountPaths } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /reset-password: the token of the /reset-password/{token} link and the new password. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const answer = await apiClient.post<null>(accountPaths.resetPassword, { ...input });
  return answer.responseText;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
