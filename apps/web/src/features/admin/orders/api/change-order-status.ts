import { useMutation } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminOrderDetails,
  type AdminOrderStatusRequest,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useInvalidateAdmin } from '../../shell/admin-queries';
import { PAYMENT_PROBLEMS_RESOURCE, REFUNDS_RESOURCE } from '../../payments/api/resources';
import { ORDERS_RESOURCE, OVERVIEW_RESOURCE } from './resources';

/**
 * POST /admin/orders/{id}/status: complete or cancel (a paid order's refund goes with its
 * cancellation, docs/decisions.md 092). Afterwards — also after a 409, when another operator was
 * quicker — the order, the lists, the refunds and the start page's counts are fetched again.
 */
export function useChangeOrderStatus(id: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (body: Omit<AdminOrderStatusRequest, 'language'>) => {
      const answer = await apiClient.post<AdminOrderDetails>(adminPaths.orderStatus(id), {
        ...body,
      });
      // The server's words: a cancellation's refund made, on its way, or still owed.
      return { order: answer.responseData, text: answer.responseText };
    },
    onSettled: () =>
      invalidate(ORDERS_RESOURCE, OVERVIEW_RESOURCE, REFUNDS_RESOURCE, PAYMENT_PROBLEMS_RESOURCE),
  });
}
