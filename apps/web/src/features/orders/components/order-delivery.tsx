import { useTranslation } from 'react-i18next';
import type { OrderDelivery } from '@storefront/shared';

/** Issue 15: the delivery an order promises, as the server wrote it in the reader's language. */
export function OrderDeliveryText({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation();
  if (!delivery) return null;
  return (
    <span data-testid="order-delivery">
      {delivery.asap ? t('orders.delivery_asap', { time: delivery.label }) : delivery.label}
    </span>
  );
}
