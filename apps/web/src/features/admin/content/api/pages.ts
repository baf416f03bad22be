import { useMutation } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminPageDetail,
  type AdminPageInput,
  type AdminPageRow,
  type AdminPageSort,
  type Paginated,
  type SortDirection,
} from '@storefront/shared';
import { apiClient, type QueryValue } from '../../../../lib/api-client';
import { useAdminQuery, useInvalidateAdmin } from '../../shell/admin-queries';
import { PAGES_RESOURCE } from './resources';

/** The list's order when the URL names none (adminPageListQuerySchema's default). */
export const PAGES_DEFAULT_SORT: { sort: AdminPageSort; direction: SortDirection } = {
  sort: 'id',
  direction: 'asc',
};

/** GET /admin/pages with the list's URL parameters. */
export function useAdminPages(query: Record<string, QueryValue>) {
  return useAdminQuery<Paginated<AdminPageRow>>(PAGES_RESOURCE, adminPaths.pages, query);
}

/** GET /admin/pages/{id}: the page's texts in every language. */
export function useAdminPageDetail(id: number) {
  return useAdminQuery<AdminPageDetail>(
    PAGES_RESOURCE,
    adminPaths.page(id),
    {},
    {
      enabled: id > 0,
    },
  );
}

/** POST /admin/pages (no id) or PUT /admin/pages/{id}; answers the id (and the saved page). */
export function useSavePage(id: number | undefined) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (body: AdminPageInput) => {
      if (id === undefined) {
        const answer = await apiClient.post<{ id: number }>(adminPaths.pages, { ...body });
        return { id: answer.responseData.id, text: answer.responseText, page: undefined };
      }
      const answer = await apiClient.put<AdminPageDetail>(adminPaths.page(id), { ...body });
      return { id, text: answer.responseText, page: answer.responseData };
    },
    onSuccess: () => invalidate(PAGES_RESOURCE),
  });
}

/** DELETE /admin/pages/{id} (refused with 409 for the pages the shop links to). */
export function useDeletePage(id: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.delete<{ id: number }>(adminPaths.page(id))).responseText,
    onSuccess: () => invalidate(PAGES_RESOURCE),
  });
}
