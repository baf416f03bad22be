import { adminPaths, type AdminOrderRow } from '@storefront/shared';
import { useAdminList } from '../../shell/admin-queries';
import { ORDERS_RESOURCE } from '../../orders/api/resources';

/**
 * GET /admin/orders?refund_due=1: cancelled orders that still owe their customer money, oldest
 * first (the longest wait first). A third list on the Payments page: its URL parameters are
 * `due.page`, ….
 */
export function useRefundsDue() {
  return useAdminList<AdminOrderRow>(
    ORDERS_RESOURCE,
    adminPaths.orders,
    { sort: 'created_at', direction: 'asc' },
    { scope: 'due', sent: (query) => ({ ...query, refund_due: '1' }) },
  );
}
