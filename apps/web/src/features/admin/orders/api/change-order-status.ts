import { useMutation } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminOrderDetails,
  type AdminOrderStatusRequest,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useInvalidateAdmin } from '../../shell/admin-queries';
import { ORDERS_RESOURCE, OVERVIEW_RESOURCE } from './resources';

/**
 * POST /admin/orders/{id}/status: complete or cancel (DESIGN §6). Afterwards — also after a 409,
 * when another operator was quicker — the order, the lists and the start page's counts are
 * fetched again.
 */
export function useChangeOrderStatus(id: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (body: AdminOrderStatusRequest) =>
      (await apiClient.post<AdminOrderDetails>(adminPaths.orderStatus(id), { ...body }))
        .responseData,
    onSettled: () => invalidate(ORDERS_RESOURCE, OVERVIEW_RESOURCE),
  });
}
