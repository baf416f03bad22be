import { OrderDeliveryText } from '../components/order-delivery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { orderPaths } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import '../../../i18n/orders-texts';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useFormatMoney } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BillBreakdown } from '../../../ui/bill-breakdown';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InlineLoader } from '../../../ui/loader';
import { useEventStream } from '../../../lib/event-stream';
import { useOrder } from '../api/get-order';
import { OrderTracker } from '../components/order-tracker';
import { OrderInvoice } from '../components/order-invoice';
import { OrderRefund } from '../components/order-refund';
import { OrderLinesSection } from '../components/order-lines';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ReorderButton } from '../components/reorder-button';
import '../components/orders.css';

/** The order's people, each a fact with name and e-mail: who placed it and whom it is for. */
const PEOPLE = ['ordered_by', 'ordered_for'] as const;
/** The order's lines in two groups, each a section titled `orders.<group>`. */
const LINE_GROUPS = [
  ['combo_items', 'order-combo-items'],
  ['other_products', 'order-other-products'],
] as const;

/**
 * The dashboard's order details (spec §2): order id, date, status, who ordered and for whom,
 * the combo items and other products as ordered, and the totals; "No details found" when the
 * order does not exist or is someone else's (the server answers 404 for both).
 */
export function OrderDetailsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const order = useOrder(validId ? id : 0);
  const data = order.data;
  // Issue 15: the kitchen's steps as they happen; each event reads the order again.
  const following = validId && (data?.status === 'Processing' || data?.status === 'Pending');
  useEventStream(following ? orderPaths.orderStream(id) : null, undefined, () => {
    void order.refetch();
  });
  const formatMoney = useFormatMoney(data?.currency);
  useDocumentTitle(
    data ? t('orders.details_title', { reference: data.reference }) : t('orders.title'),
  );
  const notFound = !validId || (order.error instanceof ApiError && order.error.status === 404);

  return (
    <section className="surface-card account-card" aria-labelledby={headingId}>
      <Link to={paths.dashboardOrders.getHref()} className="text-link order-details__back">
        {t('orders.back')}
      </Link>
      {order.isPending && validId ? <InlineLoader /> : null}
      {notFound ? (
        <>
          <h2 id={headingId} className="visually-hidden">
            {t('orders.title')}
          </h2>
          <EmptyState title={t('order_not_found')} />
        </>
      ) : null}
      {order.isError && !notFound ? <ErrorState onRetry={() => void order.refetch()} /> : null}
      {data ? (
        <>
          <div className="account-card__head order-details__head">
            <div>
              <h2 id={headingId} className="block-title">
                {t('orders.details_title', { reference: data.reference })}
              </h2>
            </div>
            <div className="spread-row order-details__actions">
              <OrderStatusBadge status={data.status} />
              <ReorderButton
                orderId={data.id}
                reference={data.reference}
                className="button button--primary button--small"
              />
            </div>
          </div>
          <OrderTracker order={data} />
          <OrderRefund order={data} formatMoney={formatMoney} />
          <dl className="facts order-facts">
            <div>
              <dt>{t('orders.date')}</dt>
              <dd>{formatDateTime(data.date, language)}</dd>
            </div>
            {data.note ? (
              <div>
                <dt>{t('orders.note')}</dt>
                <dd className="order-facts__note" data-testid="order-note">
                  {data.note}
                </dd>
              </div>
            ) : null}
            {data.delivery ? (
              <div>
                <dt>{t('orders.delivery')}</dt>
                <dd>
                  <OrderDeliveryText delivery={data.delivery} />
                </dd>
              </div>
            ) : null}
            {PEOPLE.map((role) => (
              <div key={role}>
                <dt>{t(`orders.${role}`)}</dt>
                <dd>
                  {data[role].name}
                  <span className="order-facts__email">{data[role].email}</span>
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
                  lines={data[group]}
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
                figures={{ ...data, total: data.order_total }}
                formatMoney={formatMoney}
                testIdPrefix="order"
              />
              <OrderInvoice order={data} />
              {data.history.length > 0 ? (
                <>
                  <h3 className="order-section__title order-history__title">
                    {t('orders.history')}
                  </h3>
                  <ol className="stack-list order-history">
                    {data.history.map((entry, index) => (
                      <li key={`${entry.status}-${index}`}>
                        <span className="order-history__status">
                          {t(`order_status.${entry.status}`)}
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
      ) : null}
    </section>
  );
}
