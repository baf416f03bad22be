import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type AdminSettings, type AdminSettingsInput } from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useAdminQuery, useInvalidateAdmin } from '../../shell/admin-queries';
import { SETTINGS_RESOURCE } from './resources';

/** GET /admin/settings: site data in every language, contact, currency, VAT, delivery fee. */
export function useAdminSettings() {
  return useAdminQuery<AdminSettings>(SETTINGS_RESOURCE, adminPaths.settings);
}

/**
 * PUT /admin/settings. The storefront's own site-info query is cached by TanStack Query too:
 * it is dropped so the shop in this tab shows the new name, address or currency at once.
 */
export function useSaveSettings() {
  const invalidate = useInvalidateAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminSettingsInput) => {
      const answer = await apiClient.put<AdminSettings>(adminPaths.settings, { ...body });
      return { settings: answer.responseData, text: answer.responseText };
    },
    onSuccess: () =>
      Promise.all([
        invalidate(SETTINGS_RESOURCE),
        queryClient.invalidateQueries({ queryKey: ['site-info'] }),
      ]),
  });
}
