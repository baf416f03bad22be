import { lazyPage } from '../../../lib/routing/lazy-page';
import type { AdminSection } from '../shell/section';

const PaymentsPage = lazyPage(() => import('./pages/payments-page'));

/**
 * The back office's payments (issue 16 item 6): the payments that need an operator and the
 * refunds, at /admin/payments, with the orders in the side navigation's sales group. An order's
 * own page refunds its payments with the same form (components/refund-dialog.tsx).
 */
export const adminPaymentsSection: AdminSection = {
  group: 'sales',
  nav: [{ to: 'payments', label: (t) => t('admin_payments.nav.payments') }],
  routes: [{ path: 'payments', element: <PaymentsPage /> }],
};
