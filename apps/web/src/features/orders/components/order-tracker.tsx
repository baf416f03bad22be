import { useTranslation } from 'react-i18next';
import { KITCHEN_STEPS, type Language, type OrderDetails } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { formatTime } from '../../../lib/format-date';

type TrackedStep = 'paid' | (typeof KITCHEN_STEPS)[number];

/** When the order reached a step, from its history (the payment, each kitchen step). */
function reachedAt(order: OrderDetails, step: TrackedStep): string | undefined {
  const entry =
    step === 'paid'
      ? order.history.find((item) => item.status === 'Processing' && item.step === null)
      : (order.history.find((item) => item.step === step) ??
        (step === 'delivered'
          ? order.history.find((item) => item.status === 'Completed')
          : undefined));
  return entry?.date;
}

/**
 * Where a paid order is (paid, accepted, preparing, out for delivery, delivered), each step
 * reached with its time and the current one marked; the order's pages keep it live through the
 * order's stream (api/get-order.ts `useLiveOrder`).
 */
export function OrderTracker({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (order.status !== 'Processing' && order.status !== 'Completed') return null;
  const reached =
    order.status === 'Completed'
      ? KITCHEN_STEPS.length
      : order.step === null
        ? 0
        : KITCHEN_STEPS.indexOf(order.step) + 1;
  const steps: readonly TrackedStep[] = ['paid', ...KITCHEN_STEPS];
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
          <span data-testid="order-step-name">{t(`orders.step_${step}`)}</span>
          {index <= reached ? <StepTime at={reachedAt(order, step)} language={language} /> : null}
        </li>
      ))}
    </ol>
  );
}

function StepTime({ at, language }: { at: string | undefined; language: Language }) {
  if (!at) return null;
  return (
    <time className="order-tracker__time" dateTime={at}>
      {formatTime(at, language)}
    </time>
  );
}
