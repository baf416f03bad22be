import { useMutation } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminContactDetail,
  type AdminContactRow,
  type AdminContactSort,
  type Paginated,
  type SortDirection,
} from '@storefront/shared';
import { apiClient, type QueryValue } from '../../../../lib/api-client';
import { useAdminQuery, useInvalidateAdmin } from '../../shell/admin-queries';
import { MESSAGES_RESOURCE, OVERVIEW_RESOURCE } from './resources';

/** Newest first when the URL names no order: the operator's inbox. */
export const MESSAGES_DEFAULT_SORT: { sort: AdminContactSort; direction: SortDirection } = {
  sort: 'created_at',
  direction: 'desc',
};

/** GET /admin/contact-messages with the list's URL parameters. */
export function useAdminMessages(query: Record<string, QueryValue>) {
  return useAdminQuery<Paginated<AdminContactRow>>(
    MESSAGES_RESOURCE,
    adminPaths.contactMessages,
    query,
  );
}

/** GET /admin/contact-messages/{id}: the full text and who handled it. */
export function useAdminMessage(id: number) {
  return useAdminQuery<AdminContactDetail>(
    MESSAGES_RESOURCE,
    adminPaths.contactMessage(id),
    {},
    {
      enabled: id > 0,
    },
  );
}

/**
 * POST /admin/contact-messages/{id}/handled; the list, the message and the start page's count
 * of unhandled messages are fetched again.
 */
export function useMarkMessage(id: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (handled: boolean) => {
      const answer = await apiClient.post<AdminContactDetail>(
        adminPaths.contactMessageHandled(id),
        { handled },
      );
      return answer.responseText;
    },
    onSettled: () => invalidate(MESSAGES_RESOURCE, OVERVIEW_RESOURCE),
  });
}
