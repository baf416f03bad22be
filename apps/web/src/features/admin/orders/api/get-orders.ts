import { adminPaths, type AdminOrderRow, type AdminOrderSort } from '@storefront/shared';
import type { QueryValue } from '../../../../lib/api-client';
import { useAdminList } from '../../shell/admin-queries';
import type { ListSort } from '../../shell/use-list-params';
import { ORDERS_RESOURCE } from './resources';

/** The list's order when the URL names none: newest first (adminOrdersQuerySchema's default). */
const ORDERS_DEFAULT_SORT: ListSort<AdminOrderSort> = { sort: 'created_at', direction: 'desc' };

/** Days are the operator's own: the browser's offset from UTC goes along with a day filter. */
function withOperatorDays(query: Record<string, QueryValue>): Record<string, QueryValue> {
  return query.from || query.to ? { ...query, tz_offset: new Date().getTimezoneOffset() } : query;
}

/** GET /admin/orders with the list's URL parameters. */
export function useAdminOrders() {
  return useAdminList<AdminOrderRow>(ORDERS_RESOURCE, adminPaths.orders, ORDERS_DEFAULT_SORT, {
    sent: withOperatorDays,
  });
}
