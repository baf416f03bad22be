import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADMIN_ORDER_TARGETS,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  formatMoney,
  isLanguage,
  type AdminOrderDetails,
  type AdminOrderTarget,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { Field, SERVER_ERROR, describedBy } from '../../../../ui/form';
import type { FieldError } from 'react-hook-form';
import { InvoiceButton } from '../../../../ui/invoice-button';
import { IsolatedValue } from '../../../../ui/isolated-value';
import { notify } from '../../../../ui/toast';
import { AdminBadge } from '../../shell/admin-badge';
import { AdminPage, AdminPanel, ConfirmDialog } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import { AdminTable } from '../../shell/admin-table';
import { adminHref } from '../../shell/section';
import { Loaded, useIdParam } from '../../common/load-state';
import { RefundDialog } from '../../payments/components/refund-dialog';
import { useRefundColumns } from '../../payments/components/refund-columns';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useAdminOrder } from '../api/get-order';
import { ordersListSearch } from '../components/list-memory';
import { AdminOrderStatusBadge, DeliverTo, RefundDueBadge } from '../components/order-status-badge';
import '../components/admin-orders.css';

/**
 * Back office: one order with everything an operator needs (issue 7 item 2) — people, lines
 * with picks, totals, payments, the status history — and the status changes DESIGN §6 allows
 * now, each behind a confirmation with an optional note for the customer.
 */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const order = useAdminOrder(id ?? 0);
  const back = (
    <Link className="admin-orders__back" to={`${adminHref('orders')}${ordersListSearch()}`}>
      {t('admin_orders.detail.back')}
    </Link>
  );

  return (
    <Loaded
      title={t('admin_orders.title')}
      actions={back}
      validId={id !== undefined}
      texts={{
        notFound: t('admin_orders.detail.not_found'),
        error: t('admin_orders.detail.load_error'),
        retry: t('admin_orders.detail.retry'),
      }}
      query={order}
    >
      {(details) => <OrderDetails order={details} back={back} />}
    </Loaded>
  );
}

function OrderDetails({ order, back }: { order: AdminOrderDetails; back: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number, currency = order.currency) =>
    formatMoney(amount, language, currency);
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, language) : t('admin_orders.detail.none');

  return (
    <AdminPage
      title={t('admin_orders.detail.title', { reference: order.reference })}
      actions={back}
    >
      <div className="admin-order">
        <div className="admin-order__side">
          <AdminPanel
            id="order-summary"
            title={t('admin_orders.detail.summary')}
            className="admin-order__summary"
          >
            <dl className="admin-facts">
              <dt>{t('admin_orders.detail.status')}</dt>
              <dd data-testid="admin-order-status" className="admin-orders__badges">
                <AdminOrderStatusBadge status={order.status} />
                {order.refund_due ? <RefundDueBadge /> : null}
              </dd>
              <dt>{t('admin_orders.detail.id')}</dt>
              <dd>{order.id}</dd>
              <dt>{t('admin_orders.detail.placed')}</dt>
              <dd>{when(order.created_at)}</dd>
              <dt>{t('admin_orders.detail.deliver_to')}</dt>
              <dd className="admin-orders__person" data-testid="admin-order-deliver-to">
                <DeliverTo place={order.deliver_to} />
              </dd>
              {order.note ? (
                <Fact
                  label={t('admin_orders.detail.kitchen_note')}
                  testId="admin-order-note"
                  value={order.note}
                />
              ) : null}
              {order.delivery ? (
                <Fact
                  label={t('admin_orders.detail.delivery')}
                  testId="admin-order-delivery"
                  value={
                    order.delivery.asap
                      ? t('admin_orders.detail.delivery_asap', { time: order.delivery.label })
                      : order.delivery.label
                  }
                />
              ) : null}
              {order.paid_at ? (
                <Fact label={t('admin_orders.detail.paid')} value={when(order.paid_at)} />
              ) : null}
              {order.invoice_number ? (
                <Fact
                  label={t('admin_orders.detail.invoice')}
                  testId="admin-order-invoice"
                  value={
                    <span className="admin-order__invoice">
                      <bdi>{order.invoice_number}</bdi>
                      <InvoiceButton
                        orderId={order.id}
                        invoiceNumber={order.invoice_number}
                        label={t('admin_orders.detail.invoice_download')}
                      />
                    </span>
                  }
                />
              ) : null}
              {order.completed_at ? (
                <Fact label={t('admin_orders.detail.completed')} value={when(order.completed_at)} />
              ) : null}
              {order.cancelled_at ? (
                <Fact label={t('admin_orders.detail.cancelled')} value={when(order.cancelled_at)} />
              ) : null}
              {order.cancel_reason ? (
                <Fact label={t('admin_orders.detail.cancel_reason')} value={order.cancel_reason} />
              ) : null}
              <dt>{t('admin_orders.detail.language')}</dt>
              <dd>
                {isLanguage(order.language) ? (
                  <span lang={LANGUAGE_TAGS[order.language]}>{LANGUAGE_NAMES[order.language]}</span>
                ) : (
                  order.language
                )}
              </dd>
            </dl>
            <StatusActions order={order} />
          </AdminPanel>

          <Person
            title={t('admin_orders.detail.customer')}
            person={order.customer}
            id="order-customer"
          />
          {order.ordered_for ? (
            <Person
              title={t('admin_orders.detail.ordered_for')}
              person={order.ordered_for}
              id="order-for"
            />
          ) : null}

          <AdminPanel id="order-totals" title={t('admin_orders.detail.totals')}>
            <dl className="admin-facts admin-orders__totals">
              {/* An order placed before decision 064 had its VAT added on top. */}
              <dt>
                {t(
                  order.vat_included
                    ? 'admin_orders.detail.subtotal'
                    : 'admin_orders.detail.subtotal_before_vat',
                )}
              </dt>
              <dd>{money(order.subtotal)}</dd>
              <dt>{t('admin_orders.detail.discount')}</dt>
              <dd>{order.discount > 0 ? `−${money(order.discount)}` : money(0)}</dd>
              {order.promo_discount > 0 ? (
                <>
                  <dt>
                    <IsolatedValue
                      text={(code) => t('admin_orders.detail.promo', { code })}
                      value={order.promo_code ?? ''}
                    />
                  </dt>
                  <dd data-testid="admin-order-promo">−{money(order.promo_discount)}</dd>
                </>
              ) : null}
              <dt>{t('admin_orders.detail.net')}</dt>
              <dd>{money(order.vat_exc_net)}</dd>
              <dt>
                {t(
                  order.vat_included ? 'admin_orders.detail.vat' : 'admin_orders.detail.vat_added',
                  {
                    rate: order.vat_rate,
                  },
                )}
              </dt>
              <dd>{money(order.vat_amount)}</dd>
              <dt>{t('admin_orders.detail.shipping')}</dt>
              <dd>{money(order.shipping)}</dd>
              <dt className="admin-orders__grand">{t('admin_orders.detail.total')}</dt>
              <dd className="admin-orders__grand" data-testid="admin-order-total">
                {money(order.total)}
              </dd>
            </dl>
          </AdminPanel>
        </div>
        <div className="admin-order__main">
          <AdminPanel id="order-lines" title={t('admin_orders.detail.lines')}>
            <SimpleTable label={t('admin_orders.detail.lines')}>
              <HeadRow
                columns={[
                  { label: t('admin_orders.detail.item') },
                  { label: t('admin_orders.detail.quantity'), end: true },
                  { label: t('admin_orders.detail.unit_price'), end: true },
                  { label: t('admin_orders.detail.line_total'), end: true },
                ]}
              />
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <td>
                      <span className="admin-orders__line-name">
                        {line.is_combo ? (
                          <AdminBadge tone="info">{t('admin_orders.detail.combo')}</AdminBadge>
                        ) : null}
                        {/* Names are the order's snapshot, in the customer's language. */}
                        <bdi>{line.name}</bdi>
                      </span>
                      {line.picks.length > 0 ? (
                        <ul className="admin-orders__picks">
                          {line.picks.map((pick, index) => (
                            <li key={index}>
                              <span className="admin-orders__muted">
                                <bdi>{pick.category_title}</bdi>:
                              </span>{' '}
                              <bdi>{pick.item_name}</bdi>
                              {pick.price > 0 ? ` (+${money(pick.price)})` : ''}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                    <td className="admin-table__cell--end">{line.quantity}</td>
                    <td className="admin-table__cell--end">{money(line.unit_price)}</td>
                    <td className="admin-table__cell--end">{money(line.line_total)}</td>
                  </tr>
                ))}
              </tbody>
            </SimpleTable>
          </AdminPanel>

          <Payments order={order} />

          <AdminPanel id="order-history" title={t('admin_orders.detail.history')}>
            <SimpleTable label={t('admin_orders.detail.history')}>
              <HeadRow
                columns={[
                  { label: t('admin_orders.detail.when') },
                  { label: t('admin_orders.detail.change') },
                  { label: t('admin_orders.detail.actor') },
                  { label: t('admin_orders.detail.note') },
                ]}
              />
              <tbody data-testid="admin-order-history" className="admin-orders__history">
                {order.history.map((entry, index) => (
                  <tr key={index}>
                    <td>{when(entry.at)}</td>
                    <td>
                      {entry.from === entry.to ? (
                        // Recorded without a status change: a kitchen step or a note (a refund).
                        <span className="admin-orders__muted">
                          {entry.step
                            ? t('admin_orders.detail.kitchen_step', {
                                step: t(`admin_orders.kitchen.step_${entry.step}`),
                              })
                            : t('admin_orders.detail.noted')}
                        </span>
                      ) : (
                        <span className="admin-orders__change">
                          {entry.from ? (
                            <>
                              <AdminOrderStatusBadge status={entry.from} />
                              <span aria-hidden="true" className="admin-orders__arrow">
                                →
                              </span>
                            </>
                          ) : (
                            <span className="admin-orders__muted">
                              {t('admin_orders.detail.created')}:
                            </span>
                          )}
                          <AdminOrderStatusBadge status={entry.to} />
                        </span>
                      )}
                    </td>
                    <td>
                      {t(`admin_orders.detail.actors.${entry.actor}`)}
                      {entry.actor_name ? (
                        <span className="admin-orders__muted"> · {entry.actor_name}</span>
                      ) : null}
                    </td>
                    <td className="admin-orders__note">{entry.note}</td>
                  </tr>
                ))}
              </tbody>
            </SimpleTable>
          </AdminPanel>
        </div>
      </div>
    </AdminPage>
  );
}

type Payment = AdminOrderDetails['payments'][number];

/**
 * The order's payments with their money (taken, given back, still refundable), a Refund button
 * on each that can still give some back (issue 16 item 6), and the refunds made below.
 */
function Payments({ order }: { order: AdminOrderDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const refundColumns = useRefundColumns({ withOrder: false });
  const money = (amount: number, currency: string) => formatMoney(amount, language, currency);
  const when = (iso: string) => formatDateTime(iso, language);
  const refundable = order.payments.filter((payment) => payment.refundable > 0);

  return (
    <AdminPanel id="order-payments" title={t('admin_orders.detail.payments')}>
      {/* What a cancelled order's payments can still give back, pointing at their buttons. */}
      {order.refund_due && refundable.length > 0 ? (
        <p className="admin-orders__refund-due" role="note">
          {t('admin_orders.detail.refund_due_hint', {
            amount: refundable
              .map((payment) => money(payment.refundable, payment.currency))
              .join(' + '),
          })}
        </p>
      ) : null}
      {order.payments.length === 0 ? (
        <p>{t('admin_orders.detail.no_payments')}</p>
      ) : (
        <SimpleTable label={t('admin_orders.detail.payments')}>
          <HeadRow
            columns={[
              { label: t('admin_orders.detail.provider') },
              { label: t('admin_orders.detail.payment_status') },
              { label: t('admin_orders.detail.amount'), end: true },
              { label: t('admin_orders.detail.refundable'), end: true },
              { label: t('admin_orders.detail.session') },
              { label: t('admin_orders.detail.started') },
              { label: t('admin_orders.detail.expires') },
            ]}
          />
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.id} data-testid={`admin-order-payment-${payment.id}`}>
                <td>{payment.provider}</td>
                <td>
                  <span className="admin-orders__badges">
                    <PaymentStatus status={payment.status} />
                    {order.refund_due && payment.status === 'paid' ? <RefundDueBadge /> : null}
                  </span>
                </td>
                <td className="admin-table__cell--end">
                  {money(payment.amount, payment.currency)}
                </td>
                {/* What can still go back, what was taken and given back, and the button: all
                    within the part of the table a 1280 px screen shows without scrolling. */}
                <td className="admin-table__cell--end">
                  <span className="admin-orders__money">
                    <strong data-testid="admin-order-payment-refundable">
                      {money(payment.refundable, payment.currency)}
                    </strong>
                    {(['captured', 'refunded'] as const).map((key) => (
                      <span
                        key={key}
                        className="admin-orders__muted"
                        data-testid={`admin-order-payment-${key}`}
                      >
                        {t(`admin_orders.detail.${key}`, {
                          amount: money(payment[key], payment.currency),
                        })}
                      </span>
                    ))}
                    {payment.refundable > 0 ? (
                      <button
                        type="button"
                        className="button button--primary button--small"
                        onClick={() => setRefunding(payment)}
                      >
                        {t('admin_payments.refund.button')}
                      </button>
                    ) : null}
                  </span>
                </td>
                <td className="admin-orders__session">
                  <code dir="ltr">{payment.session_id}</code>
                </td>
                <td>{when(payment.created_at)}</td>
                <td>{when(payment.expires_at)}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
      {order.refunds.length > 0 ? (
        <div className="admin-order__refunds">
          <h3 id="order-refunds">{t('admin_orders.detail.refunds')}</h3>
          <AdminTable
            caption={t('admin_orders.detail.refunds')}
            columns={refundColumns}
            rows={order.refunds}
            rowKey={(refund) => refund.id}
            page={undefined}
            loading={false}
          />
        </div>
      ) : null}
      {refunding ? (
        <RefundDialog
          payment={refunding}
          name={order.reference}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </AdminPanel>
  );
}

/** One label and value of the summary's facts. */
function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/** A table in the back office's style, scrollable on its own when narrow (and focusable then). */
function SimpleTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table">
      <div className="admin-table__scroll" role="region" aria-label={label} tabIndex={0}>
        <table>{children}</table>
      </div>
    </div>
  );
}

/** A simple table's column headings; `end` ones line up with their figures. */
function HeadRow({ columns }: { columns: { label: string; end?: boolean }[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, end }) => (
          <th key={label} scope="col" className={end ? 'admin-table__cell--end' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Person({
  title,
  person,
  id,
}: {
  title: string;
  person: NonNullable<AdminOrderDetails['ordered_for']>;
  id: string;
}) {
  const { t } = useTranslation();
  const none = t('admin_orders.detail.none');
  return (
    <AdminPanel id={id} title={title}>
      <dl className="admin-facts">
        <dt>{t('admin_orders.detail.name')}</dt>
        <dd>{person.name}</dd>
        <dt>{t('admin_orders.detail.email')}</dt>
        <dd>
          <a href={`mailto:${person.email}`} dir="ltr">
            {person.email}
          </a>
        </dd>
        <dt>{t('admin_orders.detail.phone')}</dt>
        <dd dir="ltr" className="admin-orders__phone">
          {person.phone ? (
            <a href={`tel:${person.phone.replace(/\s+/g, '')}`}>{person.phone}</a>
          ) : (
            none
          )}
        </dd>
        <dt>{t('admin_orders.detail.company')}</dt>
        <dd>{person.company ?? none}</dd>
      </dl>
    </AdminPanel>
  );
}

const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'cancelled', 'expired'] as const;

function PaymentStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? (status as (typeof PAYMENT_STATUSES)[number])
    : undefined;
  const tone = status === 'paid' ? 'success' : status === 'open' ? 'warning' : 'danger';
  return (
    <AdminBadge tone={tone}>
      {known ? t(`admin_orders.payment_status.${known}`) : status}
    </AdminBadge>
  );
}

/** Each status change's words (its button, and the dialog's confirm button) and its button's tone. */
const ACTIONS = {
  Completed: { label: 'admin_orders.actions.complete', tone: 'button--primary' },
  Cancelled: { label: 'admin_orders.actions.cancel', tone: 'button--danger-quiet' },
} as const satisfies Record<AdminOrderTarget, { label: string; tone: string }>;

/** Amounts compared in thousandths (at most three decimals), free of float noise. */
const thousandths = (amount: number) => Math.round(amount * 1000);

/**
 * The buttons for the changes allowed now (`allowed_transitions`, the server's rule), each
 * asking first. The note goes to the customer's mail and the history. Cancelling a paid order
 * refunds it in the same step (docs/decisions.md 092): all of what can still be refunded by
 * default, amount and reason editable, under a request id made when the dialog opens, so a
 * double click or a retry after no answer moves the money once. The server says what became of
 * the refund. If another operator got there first (409), the order is shown as it now is.
 */
function StatusActions({ order }: { order: AdminOrderDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [target, setTarget] = useState<AdminOrderTarget | null>(null);
  const [note, setNote] = useState('');
  const [requestId, setRequestId] = useState('');
  const [refundAmount, setRefundAmount] = useState('');
  const [refundReason, setRefundReason] = useState('');
  const [amountError, setAmountError] = useState<FieldError | undefined>();
  /** What to tell once the dialog has closed: the change made, or that someone was quicker. */
  const pendingOutcome = useRef<{ text: string; ok: boolean } | null>(null);
  const amountId = useId();
  const outcome = useRef<HTMLParagraphElement>(null);
  const change = useChangeOrderStatus(order.id);
  const reportError = useReportSaveError();

  // Once the dialog has closed (a modal dialog hides the rest of the page from screen readers,
  // the toast included): say what happened, and move the focus to what the order now allows,
  // since the buttons are gone.
  useEffect(() => {
    const told = pendingOutcome.current;
    if (!told || target) return;
    pendingOutcome.current = null;
    if (told.ok) notify.success(told.text);
    else notify.error(told.text);
    // After the dialog's own focus return, which runs on a timer once it has closed.
    const timer = window.setTimeout(() => outcome.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [target]);

  const paidPayment = order.payments.find((payment) => payment.captured > 0);
  const refunds = target === 'Cancelled' && order.status === 'Processing' && paidPayment;
  const maxRefund = paidPayment?.refundable ?? 0;
  const money = (amount: number) => formatMoney(amount, language, order.currency);

  const open = (to: AdminOrderTarget) => {
    setRequestId(crypto.randomUUID());
    setRefundAmount(String(maxRefund));
    setRefundReason('');
    setAmountError(undefined);
    setTarget(to);
  };

  const confirm = async () => {
    if (!target) return;
    const amount = Number(refundAmount.trim().replace(',', '.'));
    if (refunds) {
      const valid =
        refundAmount.trim() !== '' &&
        Number.isFinite(amount) &&
        amount >= 0 &&
        thousandths(amount) <= thousandths(maxRefund) &&
        Number.isInteger(Math.round(amount * 1000 * 1e6) / 1e6);
      if (!valid) {
        setAmountError({
          type: SERVER_ERROR,
          message: t('admin_payments.refund.too_much', { max: money(maxRefund) }),
        });
        throw new Error('invalid refund amount');
      }
    }
    try {
      const updated = await change.mutateAsync({
        status: target,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(refunds
          ? {
              refund_amount: amount,
              request_id: requestId,
              ...(refundReason.trim() ? { refund_reason: refundReason.trim() } : {}),
            }
          : {}),
      });
      setNote('');
      const refundWentWrong = updated.order.refund_due && refunds && amount > 0;
      pendingOutcome.current = {
        text: refunds
          ? updated.text
          : t(`admin_orders.actions.done_${target}`, { reference: updated.order.reference }),
        ok: !refundWentWrong,
      };
    } catch (error) {
      // Another operator changed it meanwhile: nothing to retry, the page shows the new state.
      if (error instanceof ApiError && error.status === 409) {
        pendingOutcome.current = { text: error.displayMessage, ok: false };
        return;
      }
      if (error instanceof ApiError && error.status === 422 && refunds) {
        setAmountError({ type: SERVER_ERROR, message: error.displayMessage });
        throw error;
      }
      reportError(error);
      throw error;
    }
  };

  return (
    <div className="admin-order__actions">
      <h3 className="admin-order__actions-title">{t('admin_orders.actions.title')}</h3>
      {order.allowed_transitions.length === 0 ? (
        <p className="admin-order__no-actions" ref={outcome} tabIndex={-1}>
          {t('admin_orders.actions.none', { status: t(`admin_orders.status.${order.status}`) })}
        </p>
      ) : (
        <div className="admin-form__buttons">
          {ADMIN_ORDER_TARGETS.filter((to) => order.allowed_transitions.includes(to)).map((to) => (
            <button
              key={to}
              type="button"
              className={`button ${ACTIONS[to].tone} button--small`}
              onClick={() => open(to)}
            >
              {t(ACTIONS[to].label)}
            </button>
          ))}
        </div>
      )}
      {target ? (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setTarget(null);
          }}
          title={t(
            target === 'Completed'
              ? 'admin_orders.actions.complete_title'
              : 'admin_orders.actions.cancel_title',
            { reference: order.reference },
          )}
          text={
            target === 'Completed'
              ? t('admin_orders.actions.complete_text')
              : refunds
                ? t('admin_orders.actions.cancel_refund_text')
                : t('admin_orders.actions.cancel_pending_text')
          }
          confirmLabel={t(ACTIONS[target].label)}
          // Never "Cancel" beside "Cancel the order".
          {...(target === 'Cancelled' ? { cancelLabel: t('admin_orders.actions.keep') } : {})}
          danger={target === 'Cancelled'}
          onConfirm={confirm}
        >
          <DialogText
            name="note"
            label={t('admin_orders.actions.note')}
            hint={t('admin_orders.actions.note_hint')}
            rows={3}
            value={note}
            onChange={setNote}
          />
          {refunds ? (
            <>
              <Field
                id={amountId}
                label={`${t('admin_orders.actions.refund_amount')} (${order.currency})`}
                error={amountError}
                hint={t('admin_orders.actions.refund_amount_hint', { max: money(maxRefund) })}
                className="admin-order__note"
              >
                <input
                  {...describedBy(amountId, amountError, true)}
                  name="refund_amount"
                  inputMode="decimal"
                  value={refundAmount}
                  onChange={(event) => {
                    setRefundAmount(event.target.value);
                    setAmountError(undefined);
                  }}
                />
              </Field>
              <DialogText
                name="refund_reason"
                label={t('admin_orders.actions.refund_reason')}
                hint={t('admin_orders.actions.refund_reason_hint')}
                rows={2}
                value={refundReason}
                onChange={setRefundReason}
              />
            </>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** A free text of the status dialog (at most 300 characters) with its hint. */
function DialogText({
  name,
  label,
  hint,
  rows,
  value,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={undefined} hint={hint} className="admin-order__note">
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={300}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
