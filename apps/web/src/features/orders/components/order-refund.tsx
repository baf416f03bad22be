import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@storefront/shared';

/**
 * What the shop gives back of an order: the money still on its way (a cancelled paid order's
 * whole payment until the provider confirms the refund), then what came back. Nothing for an
 * order the shop owes nothing.
 */
export function OrderRefund({
  order,
  formatMoney,
}: {
  order: Pick<OrderDetails, 'refunded' | 'refund_pending'>;
  formatMoney: (amount: number) => string;
}) {
  const { t } = useTranslation();
  if (order.refund_pending <= 0 && order.refunded <= 0) return null;
  const pending = order.refund_pending > 0;
  return (
    <div
      className={`order-refund${pending ? ' order-refund--pending' : ''}`}
      role="status"
      data-testid="order-refund"
    >
      {pending ? (
        <p className="order-refund__line">
          {t('orders.refund_pending', { amount: formatMoney(order.refund_pending) })}
        </p>
      ) : null}
      {order.refunded > 0 ? (
        <p className="order-refund__line">
          {t('orders.refund_done', { amount: formatMoney(order.refunded) })}
        </p>
      ) : null}
      {pending ? <p className="order-refund__hint">{t('orders.refund_timing')}</p> : null}
    </div>
  );
}
