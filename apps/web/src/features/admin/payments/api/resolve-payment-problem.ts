import { useMutation } from '@tanstack/react-query';
import { adminPaths, type AdminPaymentProblem } from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useInvalidateAdmin } from '../../shell/admin-queries';
import { PAYMENT_PROBLEMS_RESOURCE } from './resources';

/**
 * POST /admin/payment-problems/{id}/resolve with the operator's note: dealt with another way.
 * The list is fetched again afterwards, also after a 409 (another operator was quicker).
 */
export function useResolvePaymentProblem(id: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (note: string) =>
      apiClient.post<AdminPaymentProblem>(adminPaths.paymentProblemResolve(id), { note }),
    onSettled: () => invalidate(PAYMENT_PROBLEMS_RESOURCE),
  });
}
