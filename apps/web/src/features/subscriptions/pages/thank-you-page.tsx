import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SubscriptionPurchase } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import '../../../i18n/subscriptions-texts';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format-date';
import { usePaymentPolling } from '../../../lib/payment-polling';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InlineLoader } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { CheckAgainButton, PaymentStatusLine } from '../../../ui/payment-wait';
import { useSubscriptionPurchase } from '../api/subscriptions';
import '../components/subscriptions.css';

const isPending = (purchase: SubscriptionPurchase | undefined) => purchase?.status === 'pending';

/**
 * /thankyou?txn=… (spec §2): where the payment provider sends the buyer back. Asks every 2 s
 * while the purchase is pending; paid, "Subscription completed" with the company and end date.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('thankyou_page.title'));
  const language = useLanguage();
  const txnId = useSearchParams()[0].get('txn') ?? '';
  const { keepPolling, isSlow, checkAgain } = usePaymentPolling(isPending);
  const purchase = useSubscriptionPurchase(txnId, keepPolling);
  const data = purchase.data;
  const slow = isSlow(purchase);

  return (
    <>
      <PageBanner title={t('thankyou_page.title')} />
      <div className="container section section--tight">
        {txnId === '' ? <EmptyState title={t('thankyou_page.no_txn')} /> : null}
        {txnId !== '' && purchase.isPending ? <InlineLoader /> : null}
        {purchase.isError && !data ? <ErrorState onRetry={() => void purchase.refetch()} /> : null}
        {data ? (
          <article
            className="surface-card subscription-status"
            data-testid="subscription-status"
            data-status={data.status}
          >
            <h2>{data.company_name}</h2>
            <PaymentStatusLine waiting={data.status === 'pending' && !slow}>
              {data.status === 'paid'
                ? t('thankyou_page.completed')
                : data.status === 'cancelled'
                  ? t('thankyou_page.cancelled')
                  : slow
                    ? t('thankyou_page.slow')
                    : t('thankyou_page.pending')}
            </PaymentStatusLine>
            {data.status === 'paid' && data.ends_at ? (
              <p>
                {t('thankyou_page.completed_text', {
                  company: data.company_name,
                  date: formatDateTime(data.ends_at, language),
                })}
              </p>
            ) : null}
            {slow ? (
              <CheckAgainButton
                label={t('thankyou_page.check_again')}
                onClick={() => checkAgain(purchase)}
              />
            ) : null}
            {data.status === 'cancelled' ? (
              <Link
                className="button button--primary"
                to={paths.subscriptionDetails.getHref(data.company_id)}
              >
                {t('subscription_page.title')}
              </Link>
            ) : null}
            <Link className="button button--ghost" to={paths.menu.getHref()}>
              {t('thankyou_page.menu')}
            </Link>
          </article>
        ) : null}
      </div>
    </>
  );
}
