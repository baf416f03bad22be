import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type HomeData, type Language } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';
import { getGuestId } from '../../../lib/guest-id';
import { useSession } from '../../../lib/session/session';

/**
 * GET /home (spec §7): banners, featured combos, special items, categories; with `user_id` when
 * logged in and `cookie_id` when present.
 */
export async function getHome(userId: number | undefined, signal?: AbortSignal): Promise<HomeData> {
  const answer = await apiClient.get<HomeData>(
    apiPaths.home,
    { user_id: userId, cookie_id: getGuestId() },
    { signal },
  );
  return answer.responseData;
}

export const homeQueryOptions = (language: Language, userId?: number) =>
  queryOptions({
    queryKey: ['home', language, userId ?? null],
    queryFn: ({ signal }) => getHome(userId, signal),
  });

export function useHome() {
  const session = useSession();
  // A stored token's user is restored first, so the page is asked for once, as that user.
  return useQuery({
    ...homeQueryOptions(useLanguage(), session.user?.id),
    enabled: !session.restoring,
  });
}
