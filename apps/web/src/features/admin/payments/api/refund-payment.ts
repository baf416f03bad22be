import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminPaths, type adminRefundResultSchema } from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useInvalidateAdmin } from '../../shell/admin-queries';
import { ORDERS_RESOURCE } from '../../orders/api/resources';
import { PAYMENT_PROBLEMS_RESOURCE, REFUNDS_RESOURCE } from './resources';

export type RefundResult = z.infer<typeof adminRefundResultSchema>;

/** What the refund form sends (the language is added by the API client). */
export interface RefundBody {
  amount: number;
  reason: string;
  request_id: string;
}

/**
 * POST /admin/payments/{id}/refunds. Afterwards, whatever the answer (a refund may have been
 * recorded even when the provider refused it), the refunds, the payment problems and the orders
 * (their payments' refundable money, a cancelled order's "refund due") are fetched again.
 */
export function useRefundPayment(paymentId: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: RefundBody) =>
      apiClient.post<RefundResult>(adminPaths.paymentRefunds(paymentId), { ...body }),
    onSettled: () => invalidate(REFUNDS_RESOURCE, PAYMENT_PROBLEMS_RESOURCE, ORDERS_RESOURCE),
  });
}
