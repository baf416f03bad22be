import { useMutation } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminPageDetail,
  type AdminPageInput,
  type AdminPageRow,
  type AdminPageSort,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useAdminList, useAdminRecord, useInvalidateAdmin } from '../../shell/admin-queries';
import type { ListSort } from '../../shell/use-list-params';
import { PAGES_RESOURCE } from './resources';

/** The list's order when the URL names none (adminPageListQuerySchema's default). */
const PAGES_DEFAULT_SORT: ListSort<AdminPageSort> = { sort: 'id', direction: 'asc' };

/** GET /admin/pages with the list's URL parameters. */
export function useAdminPages() {
  return useAdminList<AdminPageRow>(PAGES_RESOURCE, adminPaths.pages, PAGES_DEFAULT_SORT);
}

/** GET /admin/pages/{id}: the page's texts in every language. */
export function useAdminPageDetail(id: number) {
  return useAdminRecord<AdminPageDetail>(PAGES_RESOURCE, adminPaths.page, id);
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
