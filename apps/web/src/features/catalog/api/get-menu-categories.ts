import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type HomeData, type Language, type MenuCategory } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

/** The menu's category chips: the categories of GET /home (no separate categories call yet). */
export async function getMenuCategories(signal?: AbortSignal): Promise<MenuCategory[]> {
  const answer = await apiClient.get<HomeData>(apiPaths.home, {}, { signal });
  return answer.responseData.categories;
}

export const menuCategoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['menu-categories', language],
    queryFn: ({ signal }) => getMenuCategories(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useMenuCategories() {
  return useQuery(menuCategoriesQueryOptions(useLanguage()));
}
