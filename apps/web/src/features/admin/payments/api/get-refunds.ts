import {
  adminPaths,
  type AdminRefund,
  type Paginated,
  type SortDirection,
} from '@storefront/shared';
import type { QueryValue } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/admin-queries';
import { REFUNDS_RESOURCE } from './resources';

/** Newest first, as the query schema's default; also the list's URL scope (`refunds.page`). */
export const REFUNDS_DEFAULT_SORT: { sort: string; direction: SortDirection } = {
  sort: 'created_at',
  direction: 'desc',
};
export const REFUNDS_SCOPE = 'refunds';

/** GET /admin/refunds: every refund, of orders and of subscription purchases. */
export function useRefunds(query: Record<string, QueryValue>) {
  return useAdminQuery<Paginated<AdminRefund>>(REFUNDS_RESOURCE, adminPaths.refunds, query);
}
