import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, type Profile } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session/session';
import { profileQueryOptions } from './get-profile';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  country_id?: number;
  city_id?: number;
  company_id?: number;
}

/** POST /profile (bearer): the edited fields; answers the updated profile. */
export async function updateProfile(
  update: ProfileUpdate,
): Promise<{ profile: Profile; text: string }> {
  const answer = await apiClient.post<Profile>(accountPaths.profile, { ...update });
  return { profile: answer.responseData, text: answer.responseText };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ profile }) => {
      // Place names come back in the language asked; the profile in other languages is stale.
      await queryClient.invalidateQueries({ queryKey: ['profile'], refetchType: 'none' });
      queryClient.setQueryData(profileQueryOptions(language).queryKey, profile);
      // The header shows the name (spec §3 user data, kept encrypted).
      await updateSessionUser({ name: profile.name, email: profile.email });
    },
  });
}
