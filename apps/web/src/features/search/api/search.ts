import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MENU_PAGE_SIZE,
  searchPaths,
  type DietaryFilter,
  type Language,
  type SearchData,
} from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

export interface SearchFilter extends DietaryFilter {
  q: string;
  page: number;
}

/** GET /search (spec §2 /searchResult): items (12 per page, as the menu) and combos. */
export async function getSearch(
  { q, page, tags = [], without = [] }: SearchFilter,
  signal?: AbortSignal,
): Promise<SearchData> {
  const answer = await apiClient.get<SearchData>(
    searchPaths.search,
    {
      q,
      page,
      limit: MENU_PAGE_SIZE,
      // Issue 16 item 4: comma-separated lists, only when chosen.
      ...(tags.length > 0 ? { tags: tags.join(',') } : {}),
      ...(without.length > 0 ? { without: without.join(',') } : {}),
    },
    { signal },
  );
  return answer.responseData;
}

export const searchQueryOptions = (filter: SearchFilter, language: Language) =>
  queryOptions({
    // The language is part of the key: the same text answers other names in another language.
    queryKey: [
      'search',
      {
        q: filter.q,
        page: filter.page,
        tags: filter.tags ?? [],
        without: filter.without ?? [],
        language,
      },
    ],
    queryFn: ({ signal }) => getSearch(filter, signal),
    placeholderData: keepPreviousData,
  });

/** No call without a text: the page asks for one instead. */
export function useSearch(filter: SearchFilter) {
  return useQuery({ ...searchQueryOptions(filter, useLanguage()), enabled: filter.q !== '' });
}
