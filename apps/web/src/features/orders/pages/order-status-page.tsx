import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { OrderDetails } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import '../../../i18n/orders-texts';
import { useLanguage } from '../../../i18n/use-language';
import { refreshCartCount } from '../../../lib/cart-count';
import { formatDateTime } from '../../../lib/format-date';
import { usePaymentPolling } from '../../../lib/payment-polling';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InlineLoader } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { CheckAgainButton, PaymentStatusLine } from '../../../ui/payment-wait';
import { useOrderByReference } from '../api/find-order';
import { useLiveOrder } from '../api/get-order';
import { OrderBody } from '../components/order-body';
import { OrderStatusBadge } from '../components/order-status-badge';
import '../components/orders.css';

const isPending = (order: OrderDetails | undefined) => order?.status === 'Pending';

/** The cart's query root (features/cart); the cart empties once a payment is confirmed. */
const CART_QUERY_ROOT = 'cart';

/**
 * /order-status/:reference: where the payment provider sends the customer back (`?cancelled=1`
 * from its Cancel). Shows the order's state in words, asking again every 2 s while it is
 * Pending (the provider's notification may arrive a moment after the customer), then the order
 * itself as the dashboard shows it, kept live: lines, note, delivery, the kitchen's steps.
 */
export function OrderStatusPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('order_page.title'));
  const language = useLanguage();
  const queryClient = useQueryClient();
  const reference = useParams().reference ?? '';
  const cancelledByShopper = useSearchParams()[0].get('cancelled') === '1';
  const { keepPolling, isSlow, checkAgain } = usePaymentPolling(isPending);
  const found = useOrderByReference(reference);
  const orderId = found.data?.id ?? 0;
  // Live: the payment's confirmation and the kitchen's steps as they happen.
  const order = useLiveOrder(orderId, { refetchInterval: keepPolling });
  const data = order.data;
  const status = data?.status;
  const headingId = useId();

  // Paid: the server has emptied the cart (DESIGN §6), so the header count and cart follow.
  useEffect(() => {
    if (status === 'Processing' || status === 'Completed') {
      void queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] });
      void refreshCartCount();
    }
  }, [status, queryClient]);

  const slow = isSlow(order);
  const showsCancelled = status === 'Cancelled' || (status === 'Pending' && cancelledByShopper);
  const sentence = !status
    ? ''
    : showsCancelled
      ? t('order_page.text_cancelled')
      : status === 'Pending'
        ? slow
          ? t('order_page.text_slow')
          : t('order_page.text_pending')
        : status === 'Processing'
          ? t('order_page.text_processing')
          : t('order_page.text_completed');

  const loading = found.isPending || (orderId > 0 && order.isPending);
  const notFound = found.data === null;
  const failed = (found.isError || order.isError) && !data;

  return (
    <>
      <PageBanner title={t('order_page.title')} />
      <div className="container section section--tight">
        {loading ? <InlineLoader /> : null}
        {notFound ? <EmptyState title={t('order_not_found')} /> : null}
        {failed ? (
          <ErrorState onRetry={() => void (found.isError ? found.refetch() : order.refetch())} />
        ) : null}
        {data ? (
          <article
            className={`order-status-card order-status-card--${data.status.toLowerCase()}`}
            aria-labelledby={headingId}
          >
            <header className="order-status-card__head">
              <div>
                <p className="fine-print">{t('order_page.reference')}</p>
                <h2 id={headingId} className="order-status-card__reference">
                  {data.reference}
                </h2>
                <p className="fine-print">{formatDateTime(data.date, language)}</p>
              </div>
              <OrderStatusBadge status={data.status} />
            </header>
            <PaymentStatusLine
              waiting={status === 'Pending' && !slow}
              className="order-status-card__sentence"
              spinnerClassName="order-status-card__spinner"
            >
              {sentence}
            </PaymentStatusLine>
            {slow ? (
              <CheckAgainButton
                label={t('order_page.check_again')}
                onClick={() => checkAgain(order)}
              />
            ) : null}
            <OrderBody order={data} headingId={headingId} />
            <div className="order-status-card__actions">
              {showsCancelled ? (
                <Link className="button button--primary" to={paths.cart.getHref()}>
                  {t('order_page.back_to_cart')}
                </Link>
              ) : null}
              <Link
                className={`button ${showsCancelled ? 'button--ghost' : 'button--primary'}`}
                to={paths.dashboardOrders.getHref()}
              >
                {t('order_page.my_orders')}
              </Link>
              <Link className="button button--ghost" to={paths.menu.getHref()}>
                {t('order_page.menu')}
              </Link>
            </div>
          </article>
        ) : null}
      </div>
    </>
  );
}
