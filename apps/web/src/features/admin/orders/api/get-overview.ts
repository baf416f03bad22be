import { adminPaths, type AdminOverview } from '@storefront/shared';
import { useAdminQuery } from '../../shell/admin-queries';
import { OVERVIEW_RESOURCE } from './resources';

/** GET /admin/overview: the start page's counts, "today" being the operator's own day. */
export function useAdminOverview() {
  return useAdminQuery<AdminOverview>(OVERVIEW_RESOURCE, adminPaths.overview, {
    tz_offset: new Date().getTimezoneOffset(),
  });
}
