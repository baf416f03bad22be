import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, type Language, type Profile } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

/** GET /profile (bearer): spec §3 user profile. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await apiClient.get<Profile>(accountPaths.profile, {}, { signal })).responseData;
}

/** Under the `profile` root, which logout and login clear (lib/session/use-logout.ts). */
export const profileQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['profile', language],
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions(useLanguage()));
}
