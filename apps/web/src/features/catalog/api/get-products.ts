import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type DietaryFilter,
  type Item,
  type Language,
  type Paginated,
} from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { MENU_PAGE_SIZE } from '@storefront/shared';

export interface ProductsFilter extends DietaryFilter {
  page: number;
  categoryId?: number;
  /** Spec §7: `user_id` rides along when logged in. */
  userId?: number;
}

/** POST /products (spec §7): a page of menu items, 12 per page (spec §9). */
export async function getProducts(
  { page, categoryId, userId, tags = [], without = [] }: ProductsFilter,
  signal?: AbortSignal,
): Promise<Paginated<Item>> {
  const answer = await apiClient.post<{ items: Paginated<Item> }>(
    apiPaths.products,
    {
      page,
      limit: MENU_PAGE_SIZE,
      ...(categoryId ? { category_id: categoryId } : {}),
      ...(userId ? { user_id: userId } : {}),
      // Issue 16 item 4: sent only when chosen, so the plain menu's request stays the spec's.
      ...(tags.length > 0 ? { tags } : {}),
      ...(without.length > 0 ? { without } : {}),
    },
    { signal },
  );
  return answer.responseData.items;
}

export const productsQueryOptions = (filter: ProductsFilter, language: Language) =>
  queryOptions({
    queryKey: [
      'products',
      {
        page: filter.page,
        categoryId: filter.categoryId ?? null,
        tags: filter.tags ?? [],
        without: filter.without ?? [],
        language,
        userId: filter.userId ?? null,
      },
    ],
    queryFn: ({ signal }) => getProducts(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(filter: Omit<ProductsFilter, 'userId'>) {
  const session = useSession();
  return useQuery({
    ...productsQueryOptions({ ...filter, userId: session.user?.id }, useLanguage()),
    enabled: !session.restoring,
  });
}
