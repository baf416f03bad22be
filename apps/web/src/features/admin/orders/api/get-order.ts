import { adminPaths, type AdminOrderDetails } from '@storefront/shared';
import { useAdminRecord } from '../../shell/admin-queries';
import { ORDERS_RESOURCE } from './resources';

/** GET /admin/orders/{id}: the order with its people, lines, payments, history and next steps. */
export function useAdminOrder(id: number) {
  return useAdminRecord<AdminOrderDetails>(ORDERS_RESOURCE, adminPaths.order, id);
}
