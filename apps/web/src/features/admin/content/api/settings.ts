import { adminPaths, type AdminSettings, type AdminSettingsInput } from '@storefront/shared';
import { useAdminQuery } from '../../shell/admin-queries';
import { SETTINGS_RESOURCE } from './resources';
import { useSaveWholeRecord } from './whole-record';

/** GET /admin/settings: site data in every language, contact, currency, VAT, delivery fee. */
export function useAdminSettings() {
  return useAdminQuery<AdminSettings>(SETTINGS_RESOURCE, adminPaths.settings);
}

/**
 * PUT /admin/settings. The storefront's own site-info query is cached by TanStack Query too:
 * it is dropped so the shop in this tab shows the new name, address or currency at once.
 */
export function useSaveSettings() {
  return useSaveWholeRecord<AdminSettings, AdminSettingsInput>(
    SETTINGS_RESOURCE,
    adminPaths.settings,
    'site-info',
  );
}
