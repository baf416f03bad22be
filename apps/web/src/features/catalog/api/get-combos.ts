import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Combo, type Language, type Paginated } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

export const COMBOS_PAGE_SIZE = 12;

/** GET /combos (DESIGN §3): the combos list of /food-combos. */
export async function getCombos(page: number, signal?: AbortSignal): Promise<Paginated<Combo>> {
  const answer = await apiClient.get<{ combos: Paginated<Combo> }>(
    apiPaths.combos,
    { page, limit: COMBOS_PAGE_SIZE },
    { signal },
  );
  return answer.responseData.combos;
}

export const combosQueryOptions = (page: number, language: Language) =>
  queryOptions({
    queryKey: ['combos', { page, language }],
    queryFn: ({ signal }) => getCombos(page, signal),
    placeholderData: keepPreviousData,
  });

export function useCombos(page: number) {
  return useQuery(combosQueryOptions(page, useLanguage()));
}
