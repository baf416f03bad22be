import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@storefront/shared';

const TONE: Record<OrderStatus, string> = {
  Pending: 'warning',
  Processing: 'info',
  Completed: 'success',
  Cancelled: 'danger',
};

/** An order's status as a coloured badge; the word, not the colour, carries the meaning. */
export function AdminOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`admin-badge admin-badge--${TONE[status]}`} data-status={status}>
      {t(`admin_orders.status.${status}`)}
    </span>
  );
}
