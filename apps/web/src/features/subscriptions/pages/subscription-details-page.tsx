import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatMoney, type SubscriptionPlan } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import '../../../i18n/subscriptions-texts';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { leavePageFor } from '../../../lib/leave-page';
import { isLoggedIn } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LockIcon } from '../../../ui/icons';
import { InlineLoader } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { notify } from '../../../ui/toast';
import {
  forgetTxnIds,
  txnIdFor,
  usePurchaseSubscription,
  useSubscriptionDetails,
} from '../api/subscriptions';
import '../components/subscriptions.css';

// i18next's own type: deriving it from useTranslation's return instantiates the whole typed
// resource tree, which TypeScript gives up on (TS2589) once the back office's texts join it.
type Translate = TFunction;

/** A plan's duration in the largest whole unit: years, months (30 days) or days. */
export function durationText(t: Translate, days: number): string {
  if (days % 365 === 0) {
    const n = days / 365;
    return n === 1 ? t('subscription_page.year') : t('subscription_page.years', { n });
  }
  if (days % 30 === 0) {
    const n = days / 30;
    return n === 1 ? t('subscription_page.month') : t('subscription_page.months', { n });
  }
  return days === 1 ? t('subscription_page.day') : t('subscription_page.days', { n: days });
}

/** Spec §8: the server's text for a refused purchase, else the spec's texts. */
function purchaseFailureText(error: unknown, t: Translate): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.displayMessage
  )
    return error.displayMessage;
  if (error instanceof ApiError && error.status === 502) return t('payment_processing_error');
  return t('purchase_failed');
}

/**
 * /company-subscription-details/:id (spec §2): the company, its plans (price, duration, seats,
 * discount) and Pay now → POST /purchase-subscription with a txn_id kept for the visit → the
 * payment page. `?cancelled=1` comes back from the provider's Cancel.
 */
export function SubscriptionDetailsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('subscription_page.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const companyId = Number(useParams().id);
  const validId = Number.isInteger(companyId) && companyId > 0;
  const cancelled = useSearchParams()[0].get('cancelled') === '1';
  const details = useSubscriptionDetails(validId ? companyId : 0);
  const purchase = usePurchaseSubscription();
  const [leaving, setLeaving] = useState(false);
  const [payingPlan, setPayingPlan] = useState<number | null>(null);
  const busy = purchase.isPending || leaving;

  // A cancelled payment ended that purchase: the next Pay now starts a new one.
  useEffect(() => {
    if (cancelled && validId) forgetTxnIds(companyId);
  }, [cancelled, validId, companyId]);

  const data = details.data;
  const notFound = !validId || (details.error instanceof ApiError && details.error.status === 404);

  const pay = (plan: SubscriptionPlan) => {
    if (busy || !data) return;
    if (!isLoggedIn()) {
      notify.error(t('error_login_to_continue'));
      void navigate(paths.login.getHref(), {
        state: { from: `${location.pathname}${location.search}` },
      });
      return;
    }
    setPayingPlan(plan.subscription_id);
    purchase.mutate(
      {
        companyId: data.company_id,
        subscriptionId: plan.subscription_id,
        txnId: txnIdFor(data.company_id, plan.subscription_id),
      },
      {
        onSuccess: (answer) => {
          setLeaving(true);
          leavePageFor(answer.paymentLink);
        },
        onError: (error) => {
          setPayingPlan(null);
          notify.error(purchaseFailureText(error, t));
        },
      },
    );
  };

  return (
    <>
      <PageBanner title={t('subscription_page.title')} subtitle={t('subscription_page.intro')} />
      <div className="container section section--tight">
        {validId && details.isPending ? <InlineLoader /> : null}
        {notFound ? <EmptyState title={t('invalid_subscription')} /> : null}
        {details.isError && !notFound ? (
          <ErrorState onRetry={() => void details.refetch()} />
        ) : null}
        {data ? (
          <>
            {cancelled ? (
              <p className="subscription-notice" role="status">
                {t('subscription_page.cancelled')}
              </p>
            ) : null}
            <section
              className="surface-card subscription-company"
              aria-labelledby="subscription-company"
            >
              <h2 id="subscription-company" className="subscription-company__name">
                {data.company_name}
              </h2>
              <dl>
                <div>
                  <dt>{t('subscription_page.email')}</dt>
                  <dd>{data.company_email}</dd>
                </div>
                {data.company_address ? (
                  <div>
                    <dt>{t('subscription_page.address')}</dt>
                    <dd>{data.company_address}</dd>
                  </div>
                ) : null}
              </dl>
            </section>
            <section aria-labelledby="subscription-plans">
              <h2 id="subscription-plans">{t('subscription_page.plans')}</h2>
              <ul className="card-grid subscription-plans">
                {data.plans.map((plan, index) => {
                  const paying = busy && payingPlan === plan.subscription_id;
                  return (
                    <li
                      key={plan.subscription_id}
                      className="surface-card subscription-plan"
                      data-testid="subscription-plan"
                    >
                      <h3>{t('subscription_page.plan', { number: index + 1 })}</h3>
                      <p className="subscription-plan__price">
                        {formatMoney(plan.price, language, data.currency)}
                      </p>
                      <dl>
                        <div>
                          <dt>{t('subscription_page.duration')}</dt>
                          <dd>{durationText(t, plan.duration)}</dd>
                        </div>
                        <div>
                          <dt>{t('subscription_page.seats')}</dt>
                          <dd>
                            {t('subscription_page.seats_value', { count: plan.no_of_employee })}
                          </dd>
                        </div>
                        <div>
                          <dt>{t('subscription_page.discount')}</dt>
                          <dd>
                            {t('subscription_page.discount_value', {
                              percent: plan.discount_percent,
                            })}
                          </dd>
                        </div>
                      </dl>
                      <button
                        type="button"
                        className="button button--primary"
                        onClick={() => pay(plan)}
                        disabled={busy}
                        aria-busy={paying}
                      >
                        {paying ? (
                          <span className="button-spinner" aria-hidden="true" />
                        ) : (
                          <LockIcon width={18} height={18} />
                        )}
                        {paying ? t('processing_payment') : t('subscription_page.pay_now')}
                      </button>
                      <p className="subscription-plan__note">{t('subscription_page.pay_note')}</p>
                    </li>
                  );
                })}
              </ul>
              <p className="visually-hidden" role="status">
                {busy ? t('processing_payment') : ''}
              </p>
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}
