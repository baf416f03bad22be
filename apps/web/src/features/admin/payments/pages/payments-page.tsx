import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, type AdminOrderRow, type AdminPaymentProblem } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { AdminBadge } from '../../shell/admin-badge';
import { AdminFilters, AdminPage, OptionsFilter, fixedOptions } from '../../shell/admin-page';
import { GridQueryTable, RowButton, type AdminColumn } from '../../shell/admin-table';
import { adminHref } from '../../shell/section';
import { useColumns } from '../../shell/use-columns';
import { AdminOrderStatusBadge } from '../../orders/components/order-status-badge';
import { usePaymentProblems } from '../api/get-payment-problems';
import { useRefunds } from '../api/get-refunds';
import { useRefundsDue } from '../api/get-refunds-due';
import { RefundDialog } from '../components/refund-dialog';
import { useRefundColumns } from '../components/refund-columns';
import { ResolveDialog } from '../components/resolve-dialog';
import '../components/payments.css';

const STATES = ['open', 'resolved', 'all'] as const;

/** The problem's name in buttons and dialogs: its order, its purchase, else its session. */
function problemName(row: AdminPaymentProblem): string {
  return row.order?.reference ?? row.purchase_reference ?? row.session_id ?? `#${row.id}`;
}

/**
 * Back office, Payments (issue 16 item 6, decision 067): the payment notifications the shop
 * refused — an amount that differs from the order's, a payment for a cancelled order — for an
 * operator to refund or mark as dealt with, and every refund made. Each list pages on its own.
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin_payments.title')}>
      <RefundsDueSection />
      <ProblemsSection />
      <RefundsSection />
    </AdminPage>
  );
}

function ProblemsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, list } = usePaymentProblems();
  const [refunding, setRefunding] = useState<AdminPaymentProblem | null>(null);
  const [resolving, setResolving] = useState<AdminPaymentProblem | null>(null);
  const money = (amount: number, currency: string) => formatMoney(amount, language, currency);
  const state = params.filters.state ?? 'open';

  const column = useColumns('admin_payments.problems.columns');
  const columns: AdminColumn<AdminPaymentProblem>[] = [
    column('received', { sortKey: 'received_at' }, (row) => (
      <span className="admin-payments__when">{formatDateTime(row.received_at, language)}</span>
    )),
    // What went wrong; for a problem the page has no words for, below it what the shop
    // recorded (its log's English line: the known kinds say it in the operator's language).
    column('kind', (row) => (
      <span className="admin-payments__stack admin-payments__what">
        <span>{t(`admin_payments.problems.kinds.${row.kind}`)}</span>
        {row.kind === 'other' ? <span className="admin-payments__small">{row.detail}</span> : null}
      </span>
    )),
    column('order', (row) => <ProblemSubject row={row} />),
    column('paid', { align: 'end' }, (row) =>
      row.amount !== null && row.currency
        ? money(row.amount, row.currency)
        : t('admin_payments.none'),
    ),
    column('refunds', { align: 'end' }, (row) =>
      row.payment ? (
        <span className="admin-payments__stack">
          <span>
            {t('admin_payments.problems.refunded', {
              amount: money(row.payment.refunded, row.payment.currency),
            })}
          </span>
          <span className="admin-payments__small" data-testid="payment-refundable">
            {t('admin_payments.problems.refundable', {
              amount: money(row.payment.refundable, row.payment.currency),
            })}
          </span>
        </span>
      ) : (
        t('admin_payments.none')
      ),
    ),
    // An open problem's actions sit under its state: what can be done about it now.
    column('state', (row) => (
      <span className="admin-payments__stack">
        <ProblemState row={row} />
        {row.resolved ? null : (
          <span className="admin-payments__actions">
            {row.payment && row.payment.refundable > 0 ? (
              <RowButton
                tone="primary"
                label={t('admin_payments.refund.button')}
                named={t('admin_payments.problems.refund_named', { name: problemName(row) })}
                onClick={() => setRefunding(row)}
              />
            ) : null}
            <RowButton
              tone="ghost"
              label={t('admin_payments.problems.resolve')}
              named={t('admin_payments.problems.resolve_named', { name: problemName(row) })}
              onClick={() => setResolving(row)}
            />
          </span>
        )}
      </span>
    )),
  ];

  return (
    <section className="admin-payments__section" aria-labelledby="payment-problems">
      <h2 id="payment-problems">{t('admin_payments.problems.title')}</h2>
      <p className="admin-payments__intro">{t('admin_payments.problems.intro')}</p>
      <AdminFilters params={params} search={false} fields={['state']}>
        <OptionsFilter
          label={t('admin_payments.problems.show')}
          name="state"
          value={state}
          options={fixedOptions(STATES, (option) => t(`admin_payments.problems.states.${option}`))}
        />
      </AdminFilters>
      <GridQueryTable
        caption={t('admin_payments.problems.title')}
        columns={columns}
        list={list}
        params={params}
        emptyText={t(
          state === 'open' ? 'admin_payments.problems.empty_open' : 'admin_payments.problems.empty',
        )}
      />
      {refunding?.payment ? (
        <RefundDialog
          payment={refunding.payment}
          name={problemName(refunding)}
          onClose={() => setRefunding(null)}
        />
      ) : null}
      {resolving ? (
        <ResolveDialog
          problemId={resolving.id}
          name={problemName(resolving)}
          onClose={() => setResolving(null)}
        />
      ) : null}
    </section>
  );
}

/** What the payment was for: the order (a link, with its status), a purchase, or unknown. */
function ProblemSubject({ row }: { row: AdminPaymentProblem }) {
  const { t } = useTranslation();
  if (row.order) {
    return (
      <span className="admin-payments__stack">
        <Link className="admin-payments__reference" to={adminHref('orders', row.order.id)}>
          {row.order.reference}
        </Link>
        <span>
          <AdminOrderStatusBadge status={row.order.status} />
        </span>
      </span>
    );
  }
  if (row.purchase_reference) {
    return (
      <span className="admin-payments__stack">
        <span>{t('admin_payments.purchase')}</span>
        <bdi className="admin-payments__small admin-payments__code">{row.purchase_reference}</bdi>
      </span>
    );
  }
  return (
    <span className="admin-payments__stack">
      <span className="admin-payments__text">{t('admin_payments.problems.unknown')}</span>
      {row.session_id ? (
        <bdi className="admin-payments__small admin-payments__code">{row.session_id}</bdi>
      ) : null}
    </span>
  );
}

/** Open, or dealt with: by whom, when, and the note saying how. */
function ProblemState({ row }: { row: AdminPaymentProblem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { resolved } = row;
  if (!resolved) {
    return (
      <AdminBadge tone="warning" data-testid="payment-problem-state">
        {t('admin_payments.problems.open')}
      </AdminBadge>
    );
  }
  const date = formatDateTime(resolved.at, language);
  return (
    <span className="admin-payments__stack" data-testid="payment-problem-state">
      <span>
        <AdminBadge tone="success">{t('admin_payments.problems.resolved')}</AdminBadge>
      </span>
      <span className="admin-payments__small admin-payments__text">
        {resolved.by
          ? t('admin_payments.problems.resolved_by', { name: resolved.by, date })
          : t('admin_payments.problems.resolved_on', { date })}
      </span>
      {resolved.note ? <bdi className="admin-payments__text">{resolved.note}</bdi> : null}
    </span>
  );
}

/**
 * Cancelled orders whose payment went through and was not all given back (docs/decisions.md
 * 092): a refund the provider refused or never answered, or one left for later. Each opens its
 * order, where the Refund button of its payment gives the money back.
 */
function RefundsDueSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, list } = useRefundsDue();
  const column = useColumns('admin_payments.problems.due.columns');
  const columns: AdminColumn<AdminOrderRow>[] = [
    column('order', (row) => (
      <span className="admin-payments__stack">
        <Link className="admin-payments__reference" to={adminHref('orders', row.id)}>
          {row.reference}
        </Link>
        <span className="admin-payments__small">{formatDateTime(row.created_at, language)}</span>
      </span>
    )),
    column('customer', (row) => (
      <span className="admin-payments__stack">
        <span>{row.customer.name}</span>
        <bdi className="admin-payments__small">{row.customer.email}</bdi>
      </span>
    )),
    column('paid', { align: 'end' }, (row) => formatMoney(row.total, language, row.currency)),
    column('action', (row) => (
      <Link
        className="button button--primary button--small"
        to={adminHref('orders', row.id)}
        aria-label={t('admin_payments.problems.due.refund_named', { name: row.reference })}
      >
        {t('admin_payments.problems.due.refund')}
      </Link>
    )),
  ];
  return (
    <section className="admin-payments__section" aria-labelledby="payment-refunds-due">
      <h2 id="payment-refunds-due">{t('admin_payments.problems.due.title')}</h2>
      <p className="admin-payments__intro">{t('admin_payments.problems.due.intro')}</p>
      <GridQueryTable
        caption={t('admin_payments.problems.due.title')}
        columns={columns}
        list={list}
        params={params}
        emptyText={t('admin_payments.problems.due.empty')}
      />
    </section>
  );
}

function RefundsSection() {
  const { t } = useTranslation();
  const { params, list } = useRefunds();
  const columns = useRefundColumns({ withOrder: true });
  return (
    <section className="admin-payments__section" aria-labelledby="payment-refunds">
      <h2 id="payment-refunds">{t('admin_payments.refunds.title')}</h2>
      <GridQueryTable
        caption={t('admin_payments.refunds.title')}
        columns={columns}
        list={list}
        params={params}
        emptyText={t('admin_payments.refunds.empty')}
      />
    </section>
  );
}
