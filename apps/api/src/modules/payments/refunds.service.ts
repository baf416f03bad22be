import type { FastifyBaseLogger } from 'fastify';
import {
  currencyDigits,
  formatMoney,
  toLanguage,
  toMajor,
  toMinor,
  type AdminPaymentProblem,
  type AdminRefund,
  type Language,
  type MessageKey,
  type OrderStatus,
  type PaymentProblemKind,
  type RefundStatus,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { Database, Executor } from '../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../platform/errors';
import { oneLine, type MailMessage } from '../../platform/mail';
import { noteOrderHistory, transitionOrder } from '../orders/order-status';
import { findOrder, findPerson, fullName, type PaymentRow } from '../orders/orders.repository';
import { RefundRefusedError, type RefundNews } from './providers/provider';
import type { PaymentProviders } from './providers';
import {
  findPayment,
  findRefundByRequest,
  insertRefund,
  lockPayment,
  refundedByPayment,
  resolveProblems,
  settleRefund,
  type ProblemRow,
  type RefundListRow,
  type RefundRow,
} from './refunds.repository';

/**
 * Issue 16 item 6 (decision 067): an operator gives back part or all of what a payment took,
 * through the payment's provider. Recorded with who, when and why; idempotent by the form's
 * request id (and the provider's idempotency key made of it); a refund that empties the payment
 * cancels an order still open and closes the payment's refused notifications; the customer is
 * mailed in the order's language.
 */

export interface RefundDeps {
  db: Database;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Queues a durable mail job in the transaction that records the refund. */
  enqueueMail: (tx: Executor, mail: MailMessage) => Promise<void>;
}

export interface RefundInput {
  /** The operator's, for the answer's messages. */
  language: Language;
  /** Major units of the payment's currency, as the operator typed it. */
  amount: number;
  reason: string;
  requestId: string;
}

export interface RefundOutcome {
  refund: RefundRow;
  payment: PaymentRow;
  refundedMinor: number;
}

/** The money of a payment as the back office shows it. */
export function paymentMoney(payment: PaymentRow, refundedMinor: number) {
  const captured = payment.capturedMinor ?? 0;
  const money = (minor: number) => toMajor(minor, payment.currency);
  return {
    captured: money(captured),
    refunded: money(refundedMinor),
    refundable: money(Math.max(0, captured - refundedMinor)),
    currency: payment.currency,
  };
}

export async function refundPayment(
  deps: RefundDeps,
  adminUserId: number,
  paymentId: number,
  input: RefundInput,
): Promise<RefundOutcome> {
  const decided = await deps.db.transaction((tx) =>
    recordRefund(tx, adminUserId, paymentId, input),
  );
  const refund = await sendRefund(deps, adminUserId, decided);
  if (refund.status === 'failed') {
    throw new AppError(409, 'refund_failed', [], { reason: refund.failure || refund.status });
  }
  return refundOutcome(deps.db, refund, decided.payment);
}

/** The payment's money after a refund, as the answer gives it. */
export async function refundOutcome(
  db: Executor,
  refund: RefundRow,
  payment: PaymentRow,
): Promise<RefundOutcome> {
  const refundedMinor = (await refundedByPayment(db, [payment.id])).get(payment.id) ?? 0;
  return { refund, payment: (await findPayment(db, payment.id)) ?? payment, refundedMinor };
}

/** A refund recorded and whether the provider must still be asked for it. */
export interface RecordedRefund {
  payment: PaymentRow;
  refund: RefundRow;
  ask: boolean;
}

/**
 * Decides a refund in the caller's transaction, under the payment's lock: checks the amount
 * against what is still refundable and records it `pending`. A request id seen before answers
 * the refund it made (asked again only while the provider never answered it).
 */
export async function recordRefund(
  tx: Executor,
  adminUserId: number,
  paymentId: number,
  input: RefundInput,
): Promise<RecordedRefund> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new NotFoundError();
  const amountMinor = toMinor(input.amount, payment.currency);
  // Looked up under the payment's lock: of two sends of one form, the second finds the first.
  const earlier = await findRefundByRequest(tx, input.requestId);
  if (earlier) {
    if (earlier.paymentId !== paymentId || earlier.amountMinor !== amountMinor) {
      throw new ConflictError('refund_request_reused');
    }
    return { payment, refund: earlier, ask: isUnanswered(earlier) };
  }
  const captured = payment.capturedMinor ?? 0;
  if (captured <= 0) throw new ConflictError('refund_nothing_taken');
  // Stripe takes three-decimal currencies in tens of fils (decision 026).
  const step = payment.provider === 'stripe' && currencyDigits(payment.currency) === 3 ? 10 : 1;
  if (amountMinor % step !== 0) {
    throw new AppError(422, 'invalid_value', [{ field: 'amount', message: 'invalid_value' }]);
  }
  const refundable = captured - ((await refundedByPayment(tx, [paymentId])).get(paymentId) ?? 0);
  if (amountMinor > refundable) {
    throw new AppError(422, 'refund_exceeds', [], {
      amount: formatMoney(toMajor(refundable, payment.currency), input.language, payment.currency),
    });
  }
  const refund = await insertRefund(tx, {
    paymentId,
    provider: payment.provider,
    requestId: input.requestId,
    amountMinor,
    currency: payment.currency,
    reason: input.reason.slice(0, 300),
    actorUserId: adminUserId,
  });
  return { payment, refund, ask: true };
}

/** Asked of the provider, with no answer recorded: the money may or may not have moved. */
export const isUnanswered = (refund: RefundRow) =>
  refund.status === 'pending' && refund.providerRefundId === null;

/**
 * Asks the provider for a recorded refund (after its transaction committed) and records the
 * answer with its effects. A refusal is a `failed` refund; no answer throws 502
 * refund_unconfirmed and leaves it pending, to be asked again with the same request id.
 */
export async function sendRefund(
  deps: RefundDeps,
  adminUserId: number,
  { payment, refund, ask }: RecordedRefund,
): Promise<RefundRow> {
  if (!ask) return refund;
  const news = await askProvider(deps, payment, refund);
  return deps.db.transaction(async (tx) => {
    // Only the first answer recorded applies its effects (two sends of one form may both ask).
    const settled = await settleRefund(tx, refund.id, news, { onlyUnanswered: true });
    if (!settled) return (await findRefundByRequest(tx, refund.requestId))!;
    if (settled.status !== 'failed') await afterRefund(deps, tx, adminUserId, payment, settled);
    return settled;
  });
}

/** The provider's answer; a refusal is recorded as a failed refund, no answer leaves it pending. */
async function askProvider(
  deps: RefundDeps,
  payment: PaymentRow,
  refund: RefundRow,
): Promise<RefundNews> {
  const provider = deps.providers.byName(payment.provider);
  if (!provider) {
    return { refundId: '', status: 'failed', failure: `${payment.provider} is not configured` };
  }
  try {
    return await provider.refund({
      sessionId: payment.providerSessionId,
      paymentId: payment.providerPaymentId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      metadata: { refund_id: String(refund.id), reason: refund.reason },
      idempotencyKey: `refund-${refund.requestId}`,
    });
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      return { refundId: '', status: 'failed', failure: error.message };
    }
    deps.log.warn({ err: error, refundId: refund.id }, 'refund not confirmed by the provider');
    throw new AppError(502, 'refund_unconfirmed');
  }
}

/**
 * What a refund the provider took changes: the order's history (and its status when nothing of
 * its payment is left and it was still open), the payment's refused notifications once all went
 * back, and the customer's mail.
 */
async function afterRefund(
  deps: RefundDeps,
  tx: Executor,
  adminUserId: number,
  payment: PaymentRow,
  refund: RefundRow,
) {
  const refundedMinor = (await refundedByPayment(tx, [payment.id])).get(payment.id) ?? 0;
  const emptied = refundedMinor >= (payment.capturedMinor ?? 0);
  if (emptied) {
    await resolveProblems(
      tx,
      { provider: payment.provider, sessionId: payment.providerSessionId },
      adminUserId,
      `refunded in full: ${refund.reason}`,
    );
  }
  if (payment.orderId === null) return;
  const order = await findOrder(tx, payment.orderId);
  if (!order) return;
  const note = `refunded ${toMajor(refund.amountMinor, refund.currency)} ${refund.currency}: ${refund.reason}`;
  const status = order.status as OrderStatus;
  const cancels = emptied && (status === 'Pending' || status === 'Processing');
  if (cancels) {
    await transitionOrder(tx, order.id, 'Cancelled', {
      actor: 'admin',
      actorUserId: adminUserId,
      note,
    });
  } else {
    await noteOrderHistory(tx, order.id, { actor: 'admin', actorUserId: adminUserId, note });
  }
  const payer = await findPerson(tx, order.userId);
  if (!payer) return;
  const language = toLanguage(order.language);
  const t = (key: MessageKey, values: Record<string, string | number> = {}) =>
    translateMessage(key, language, values);
  const amount = formatMoney(
    toMajor(refund.amountMinor, refund.currency),
    language,
    refund.currency,
  );
  const paragraphs = [
    t('admin_order_mail_greeting', { name: oneLine(fullName(payer)) }),
    t('refund_mail_body', { amount, reference: order.reference }),
    t('refund_mail_reason', { reason: oneLine(refund.reason) }),
    ...(cancels || status === 'Cancelled' ? [t('refund_mail_cancelled')] : []),
    t('refund_mail_timing'),
    t('admin_order_mail_link', { link: `${deps.publicUrl}/dashboard/orders/${order.id}` }),
  ];
  await deps.enqueueMail(tx, {
    to: payer.email,
    language,
    subject: t('refund_mail_subject', { reference: order.reference }),
    text: paragraphs.join('\n\n'),
  });
}

// ---------------------------------------------------------------- views

const personName = (first: string | null, last: string | null) =>
  first === null ? null : fullName({ firstName: first, lastName: last ?? '' });

export function refundView(row: RefundListRow): AdminRefund {
  const { refund } = row;
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    order_id: row.orderId,
    reference: row.orderReference ?? row.purchaseReference ?? '',
    amount: toMajor(refund.amountMinor, refund.currency),
    currency: refund.currency,
    reason: refund.reason,
    status: refund.status as RefundStatus,
    provider: refund.provider,
    provider_refund_id: refund.providerRefundId,
    failure: refund.failure,
    by: personName(row.byFirstName, row.byLastName),
    at: refund.createdAt.toISOString(),
  };
}

export function problemView(row: ProblemRow, refunded: Map<number, number>): AdminPaymentProblem {
  const { event, payment } = row;
  const currency = payment?.currency ?? null;
  return {
    id: event.id,
    kind: (event.problem as PaymentProblemKind | null) ?? 'other',
    received_at: event.receivedAt.toISOString(),
    provider: event.provider,
    session_id: event.providerSessionId,
    amount:
      event.amountMinor === null || currency === null ? null : toMajor(event.amountMinor, currency),
    currency,
    detail: event.detail,
    payment: payment
      ? {
          id: payment.id,
          status: payment.status,
          ...paymentMoney(payment, refunded.get(payment.id) ?? 0),
        }
      : null,
    order:
      payment?.orderId && row.orderReference !== null && row.orderStatus !== null
        ? {
            id: payment.orderId,
            reference: row.orderReference,
            status: row.orderStatus as OrderStatus,
          }
        : null,
    purchase_reference: row.purchaseReference,
    resolved: event.resolvedAt
      ? {
          at: event.resolvedAt.toISOString(),
          by: personName(row.byFirstName, row.byLastName),
          note: event.resolutionNote,
        }
      : null,
  };
}
