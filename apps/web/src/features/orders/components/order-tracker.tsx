import { useTranslation } from 'react-i18next';
import { KITCHEN_STEPS, type OrderDetails } from '@storefront/shared';

/**
 * Issue 15 item 5: where a paid order is (paid, accepted, preparing, out for delivery,
 * delivered), the current step marked; the order page keeps it live through the order's stream.
 */
export function OrderTracker({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  if (order.status !== 'Processing' && order.status !== 'Completed') return null;
  const reached =
    order.status === 'Completed'
      ? KITCHEN_STEPS.length
      : order.step === null
        ? 0
        : KITCHEN_STEPS.indexOf(order.step) + 1;
  const steps = ['paid', ...KITCHEN_STEPS] as const;
  return (
    <ol
      className="inline-list order-tracker"
      aria-label={t('orders.tracking')}
      data-testid="order-tracker"
    >
      {steps.map((step, index) => (
        <li
          key={step}
          className={`order-tracker__step${index <= reached ? ' order-tracker__step--done' : ''}`}
          aria-current={index === reached ? 'step' : undefined}
        >
          {t(`orders.step_${step}`)}
        </li>
      ))}
    </ol>
  );
}
