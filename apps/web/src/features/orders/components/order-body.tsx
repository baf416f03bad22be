import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@storefront/shared';
import '../../../i18n/orders-texts';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatMoney } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/format-date';
import { BillBreakdown } from '../../../ui/bill-breakdown';
import { OrderDeliveryText } from './order-delivery';
import { OrderInvoice } from './order-invoice';
import { OrderLinesSection } from './order-lines';
import { OrderRefund } from './order-refund';
import { OrderTracker } from './order-tracker';
import './orders.css';

/** The order's people, each a fact with name and e-mail: who placed it and whom it is for. */
const PEOPLE = ['ordered_by', 'ordered_for'] as const;
/** The order's lines in two groups, each a section titled `orders.<group>`. */
const LINE_GROUPS = [
  ['combo_items', 'order-combo-items'],
  ['other_products', 'order-other-products'],
] as const;

/**
 * An order as its customer reads it, on the page after paying and on the dashboard's order
 * page alike: the kitchen's steps with their times, a refund, the facts (date, note, delivery,
 * who ordered and for whom), the lines, the totals with the invoice, and the history.
 */
export function OrderBody({ order, headingId }: { order: OrderDetails; headingId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatMoney = useFormatMoney(order.currency);
  return (
    <>
      <OrderTracker order={order} />
      <OrderRefund order={order} formatMoney={formatMoney} />
      <dl className="facts order-facts">
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>{formatDateTime(order.date, language)}</dd>
        </div>
        {order.note ? (
          <div>
            <dt>{t('orders.note')}</dt>
            <dd className="order-facts__note" data-testid="order-note">
              {order.note}
            </dd>
          </div>
        ) : null}
        {order.delivery ? (
          <div>
            <dt>{t('orders.delivery')}</dt>
            <dd>
              <OrderDeliveryText delivery={order.delivery} />
            </dd>
          </div>
        ) : null}
        {PEOPLE.map((role) => (
          <div key={role}>
            <dt>{t(`orders.${role}`)}</dt>
            <dd>
              {order[role].name}
              <span className="order-facts__email">{order[role].email}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="order-details__grid">
        <div className="order-details__lines">
          {LINE_GROUPS.map(([group, testId]) => (
            <OrderLinesSection
              key={group}
              headingId={`${headingId}-${group}`}
              title={t(`orders.${group}`)}
              lines={order[group]}
              formatMoney={formatMoney}
              testId={testId}
            />
          ))}
        </div>
        <section aria-labelledby={`${headingId}-totals`} className="order-section order-totals">
          <h3 id={`${headingId}-totals`} className="order-section__title">
            {t('orders.totals')}
          </h3>
          <BillBreakdown
            figures={{ ...order, total: order.order_total }}
            formatMoney={formatMoney}
            testIdPrefix="order"
          />
          <OrderInvoice order={order} />
          {order.history.length > 0 ? (
            <>
              <h3 className="order-section__title order-history__title">{t('orders.history')}</h3>
              <ol className="stack-list order-history">
                {order.history.map((entry, index) => (
                  <li key={`${entry.status}-${entry.step ?? ''}-${index}`}>
                    <span className="order-history__status">
                      {entry.step
                        ? t(`orders.step_${entry.step}`)
                        : t(`order_status.${entry.status}`)}
                    </span>
                    <span className="order-history__date">
                      {formatDateTime(entry.date, language)}
                    </span>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
