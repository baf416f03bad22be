import { adminPaths, type AdminRefund } from '@storefront/shared';
import { useAdminList } from '../../shell/admin-queries';
import { REFUNDS_RESOURCE } from './resources';

/**
 * GET /admin/refunds: every refund, of orders and of subscription purchases; newest first, as the
 * query schema's default. A second list on its page: its URL parameters are `refunds.page`, ….
 */
export function useRefunds() {
  return useAdminList<AdminRefund>(
    REFUNDS_RESOURCE,
    adminPaths.refunds,
    { sort: 'created_at', direction: 'desc' },
    { scope: 'refunds' },
  );
}
