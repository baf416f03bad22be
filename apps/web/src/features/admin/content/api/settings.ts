import {
  adminPaths,
  adminSettingsInputSchema,
  type AdminSettings,
  type AdminSettingsInput,
} from '@storefront/shared';
import { SETTINGS_RESOURCE } from './resources';
import { wholeRecord } from './whole-record';

/**
 * /admin/settings: site data in every language, contact, currency, VAT, delivery fee. The
 * storefront's own site-info query is cached by TanStack Query too: a save drops it so the shop
 * in this tab shows the new name, address or currency at once.
 */
export const settingsRecord = wholeRecord<AdminSettings, AdminSettingsInput>(
  SETTINGS_RESOURCE,
  adminPaths.settings,
  adminSettingsInputSchema,
  'site-info',
);
