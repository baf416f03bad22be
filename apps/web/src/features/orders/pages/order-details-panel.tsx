import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import '../../../i18n/orders-texts';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InlineLoader } from '../../../ui/loader';
import { useLiveOrder } from '../api/get-order';
import { OrderBody } from '../components/order-body';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ReorderButton } from '../components/reorder-button';
import '../components/orders.css';

/**
 * The dashboard's order details (spec §2): order id, date, status, who ordered and for whom,
 * the combo items and other products as ordered, and the totals; "No details found" when the
 * order does not exist or is someone else's (the server answers 404 for both).
 */
export function OrderDetailsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  // The kitchen's steps as they happen.
  const order = useLiveOrder(validId ? id : 0);
  const data = order.data;
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
          <OrderBody order={data} headingId={headingId} />
        </>
      ) : null}
    </section>
  );
}
