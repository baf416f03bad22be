import {
  adminPaths,
  type AdminOrderRow,
  type AdminOrderSort,
  type Paginated,
  type SortDirection,
} from '@storefront/shared';
import type { QueryValue } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/admin-queries';
import { ORDERS_RESOURCE } from './resources';

/** The list's order when the URL names none: newest first (adminOrdersQuerySchema's default). */
export const ORDERS_DEFAULT_SORT: { sort: AdminOrderSort; direction: SortDirection } = {
  sort: 'created_at',
  direction: 'desc',
};

/**
 * GET /admin/orders with the list's URL parameters. Days are the operator's own: the browser's
 * offset from UTC goes along whenever a day filter is set.
 */
export function useAdminOrders(query: Record<string, QueryValue>) {
  const withDays =
    query.from || query.to ? { ...query, tz_offset: new Date().getTimezoneOffset() } : query;
  return useAdminQuery<Paginated<AdminOrderRow>>(ORDERS_RESOURCE, adminPaths.orders, withDays);
}
