import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, type Profile } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session/session';

/** The same address may hold a new picture: a version parameter makes browsers fetch it again. */
export function cacheBusted(url: string, version: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}

/** POST /profile/image (bearer, multipart field `image`): answers the new image's address. */
export async function uploadProfileImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiClient.postForm<{ profile_image: string }>(
    accountPaths.profileImage,
    form,
  );
  return answer.responseData.profile_image;
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: async (url) => {
      const shown = cacheBusted(url);
      queryClient.setQueriesData<Profile>({ queryKey: ['profile'] }, (profile) =>
        profile ? { ...profile, profile_image: shown } : profile,
      );
      // The header's avatar follows.
      await updateSessionUser({ profile_image: shown });
    },
  });
}
