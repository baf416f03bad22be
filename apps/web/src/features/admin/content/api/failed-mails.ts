import { useMutation } from '@tanstack/react-query';
import { adminPaths, type AdminFailedMail } from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useAdminQuery, useInvalidateAdmin } from '../../shell/admin-queries';
import { FAILED_MAILS_RESOURCE } from './resources';

/** GET /admin/failed-mails: mails that failed after their last attempt, newest first. */
export function useFailedMails() {
  return useAdminQuery<{ data: AdminFailedMail[] }>(FAILED_MAILS_RESOURCE, adminPaths.failedMails);
}

/** POST /admin/failed-mails/{id}/retry; the list is fetched again. */
export function useRetryMail() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.post<null>(adminPaths.failedMailRetry(id), {})).responseText,
    onSettled: () => invalidate(FAILED_MAILS_RESOURCE),
  });
}
