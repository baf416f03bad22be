import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, type AdminRefund, type RefundStatus } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { AdminBadge, type BadgeTone } from '../../shell/admin-badge';
import type { AdminColumn } from '../../shell/admin-table';
import { adminHref } from '../../shell/section';
import { useColumns } from '../../shell/use-columns';
import './payments.css';

const TONE: Record<RefundStatus, BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

/** A refund's status as a badge; a failed one says why the provider refused it. */
export function RefundStatusBadge({ refund }: { refund: AdminRefund }) {
  const { t } = useTranslation();
  return (
    <span className="admin-payments__stack" data-testid="refund-status" data-status={refund.status}>
      <AdminBadge tone={TONE[refund.status]}>
        {t(`admin_payments.refunds.statuses.${refund.status}`)}
      </AdminBadge>
      {refund.status === 'failed' && refund.failure ? (
        <span className="admin-payments__small">{refund.failure}</span>
      ) : null}
    </span>
  );
}

/**
 * The refunds' columns: on the Payments page with the order or purchase each refunded, on an
 * order's page without (`withOrder` false). Reasons and names are people's words: isolated.
 */
export function useRefundColumns({
  withOrder,
}: {
  withOrder: boolean;
}): AdminColumn<AdminRefund>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = useColumns('admin_payments.refunds.columns');
  const columns: AdminColumn<AdminRefund>[] = [
    column('when', { sortKey: 'created_at' }, (row) => formatDateTime(row.at, language)),
    column('order', (row) =>
      row.order_id === null ? (
        <span className="admin-payments__stack">
          <span>{t('admin_payments.purchase')}</span>
          <bdi className="admin-payments__small admin-payments__code">{row.reference}</bdi>
        </span>
      ) : (
        <Link className="admin-payments__reference" to={adminHref('orders', row.order_id)}>
          {row.reference}
        </Link>
      ),
    ),
    column('amount', { align: 'end' }, (row) => formatMoney(row.amount, language, row.currency)),
    column('status', (row) => <RefundStatusBadge refund={row} />),
    column('reason', (row) => <bdi className="admin-payments__text">{row.reason}</bdi>),
    column('by', (row) => (row.by ? <bdi>{row.by}</bdi> : t('admin_payments.none'))),
  ];
  return withOrder ? columns : columns.filter(({ id }) => id !== 'order');
}
