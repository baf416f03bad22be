import { useMutation } from '@tanstack/react-query';
import { accountPaths, type SessionUser } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { getGuestId } from '../../../lib/guest-id';

export interface RegisterPayload {
  name: string;
  email: string;
  phone_number: string;
  password: string;
  country_id?: number;
  city_id?: number;
  company_id?: number;
  university_id?: number;
  building_id?: number;
  user_type?: 1 | 2;
  is_wholesale: 0 | 1;
}

/**
 * POST /register (spec §3 payload): the form's fields plus cookie_id (the guest cart is kept)
 * and language. Answers {user} without a token: the shopper logs in next (spec §2).
 */
export async function registerAccount(payload: RegisterPayload): Promise<string> {
  const answer = await apiClient.post<{ user: SessionUser }>(accountPaths.register, {
    ...payload,
    cookie_id: getGuestId(),
  });
  return answer.responseText;
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
