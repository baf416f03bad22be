import {
  adminPaths,
  type AdminPaymentProblem,
  type Paginated,
  type SortDirection,
} from '@storefront/shared';
import type { QueryValue } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/admin-queries';
import { PAYMENT_PROBLEMS_RESOURCE } from './resources';

/** The list's order when the URL names none: newest first (the query schema's default). */
export const PAYMENT_PROBLEMS_DEFAULT_SORT: { sort: string; direction: SortDirection } = {
  sort: 'received_at',
  direction: 'desc',
};

/** GET /admin/payment-problems: refused notifications; `state` open (the default), resolved, all. */
export function usePaymentProblems(query: Record<string, QueryValue>) {
  return useAdminQuery<Paginated<AdminPaymentProblem>>(
    PAYMENT_PROBLEMS_RESOURCE,
    adminPaths.paymentProblems,
    query,
  );
}
