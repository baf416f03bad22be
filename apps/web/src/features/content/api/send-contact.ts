import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ContactRequest } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';

export type ContactFields = Omit<ContactRequest, 'language'>;

/** POST /contact-us (spec §7): answers `responseMessage` on success and on failure (§8). */
export async function sendContact(fields: ContactFields): Promise<string> {
  const answer = await apiClient.post<{ id: number }>(apiPaths.contactUs, { ...fields });
  return answer.responseMessage ?? answer.responseText;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
