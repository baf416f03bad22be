import { useTranslation } from 'react-i18next';
import type { AdminOrderRow, OrderStatus } from '@storefront/shared';
import { AdminBadge, type BadgeTone } from '../../shell/admin-badge';

const TONE: Record<OrderStatus, BadgeTone> = {
  Pending: 'warning',
  Processing: 'info',
  Completed: 'success',
  Cancelled: 'danger',
};

/** An order's status as a coloured badge; the word, not the colour, carries the meaning. */
export function AdminOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <AdminBadge tone={TONE[status]} data-status={status}>
      {t(`admin_orders.status.${status}`)}
    </AdminBadge>
  );
}

/** Issue 17 item 11: a cancelled order whose payment went through; the money must go back. */
export function RefundDueBadge() {
  const { t } = useTranslation();
  return (
    <AdminBadge tone="warning" data-testid="refund-due">
      {t('admin_orders.refund_due')}
    </AdminBadge>
  );
}

/** Where the order goes: the recipient's building or university, and their company below. */
export function DeliverTo({ place }: { place: AdminOrderRow['deliver_to'] }) {
  const { t } = useTranslation();
  return (
    <>
      <span>{place.place || t('admin_orders.detail.none')}</span>
      {place.company ? <span className="admin-orders__muted">{place.company}</span> : null}
    </>
  );
}
