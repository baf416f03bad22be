import { useMutation } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminContactDetail,
  type AdminContactRow,
  type AdminContactSort,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useAdminList, useAdminRecord, useInvalidateAdmin } from '../../shell/admin-queries';
import type { ListSort } from '../../shell/use-list-params';
import { MESSAGES_RESOURCE, OVERVIEW_RESOURCE } from './resources';

/** Newest first when the URL names no order: the operator's inbox. */
const MESSAGES_DEFAULT_SORT: ListSort<AdminContactSort> = { sort: 'created_at', direction: 'desc' };

/** GET /admin/contact-messages with the list's URL parameters. */
export function useAdminMessages() {
  return useAdminList<AdminContactRow>(
    MESSAGES_RESOURCE,
    adminPaths.contactMessages,
    MESSAGES_DEFAULT_SORT,
  );
}

/** GET /admin/contact-messages/{id}: the full text and who handled it. */
export function useAdminMessage(id: number) {
  return useAdminRecord<AdminContactDetail>(MESSAGES_RESOURCE, adminPaths.contactMessage, id);
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
