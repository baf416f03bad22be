import { adminPaths, type AdminPaymentProblem } from '@storefront/shared';
import { useAdminList } from '../../shell/admin-queries';
import { PAYMENT_PROBLEMS_RESOURCE } from './resources';

/**
 * GET /admin/payment-problems: refused notifications; `state` open (the default), resolved, all.
 * Newest first when the URL names no order (the query schema's default).
 */
export function usePaymentProblems() {
  return useAdminList<AdminPaymentProblem>(PAYMENT_PROBLEMS_RESOURCE, adminPaths.paymentProblems, {
    sort: 'received_at',
    direction: 'desc',
  });
}
