import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@storefront/shared';

/** An order's status (spec §4) as a coloured badge with its name in words, never colour alone. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`pill order-status order-status--${status.toLowerCase()}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`order_status.${status}`)}
    </span>
  );
}
