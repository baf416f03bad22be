import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Language, type Page } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

/** GET /pages/{id} (spec §7): 1 about, 3 privacy, 4 terms. */
export async function getPage(id: number, signal?: AbortSignal): Promise<Page> {
  const answer = await apiClient.get<Page>(apiPaths.page(id), {}, { signal });
  return answer.responseData;
}

export const pageQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['page', { id, language }],
    queryFn: ({ signal }) => getPage(id, signal),
    staleTime: 10 * 60 * 1000,
  });

export function usePage(id: number) {
  return useQuery(pageQueryOptions(id, useLanguage()));
}
