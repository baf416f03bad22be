import { randomUUID } from 'node:crypto';
import { orderDelivery } from '../../hours/delivery.service';
import {
  ADMIN_ORDER_TARGETS,
  ORDER_STATUSES,
  toMajor,
  type AdminOrderDetails,
  type AdminOrderRow,
  type AdminOrderTarget,
  type AdminOverview,
  type KitchenStep,
  type Language,
  type OrderStatus,
  formatMoney,
  toLanguage,
  type MessageKey,
  type adminOrdersQuerySchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../../platform/errors';
import { toPage } from '../../catalog/catalog.mappers';
import { canTransition, transitionOrder, type OrderActor } from '../../orders/order-status';
import { orderBillFields, orderLineFields } from '../../orders/orders.service';
import {
  closeOpenPayment,
  findOrder,
  fullName,
  listLinesOf,
  listPicksOf,
} from '../../orders/orders.repository';
import {
  countOpenPaymentProblems,
  findPayment,
  findRefundByRequest,
  listRefundsOfPayments,
  refundedByPayment,
  type RefundRow,
} from '../../payments/refunds.repository';
import {
  isUnanswered,
  paymentMoney,
  recordRefund,
  refundView,
  sendRefund,
  type RecordedRefund,
  type RefundDeps,
} from '../../payments/refunds.service';
import {
  countOrders,
  countOrdersByStatusSince,
  countProcessingOrders,
  countUnavailableItems,
  countRefundsDue,
  countUnhandledMessages,
  findContact,
  listHistoryWithActors,
  listOrders,
  listPaymentsOf,
  lockOpenPaymentsOf,
  refundDueOf,
} from './admin-orders.repository';

/** Back office, orders (issue 7 item 2): the operators' list, detail and status changes. */

type OrdersQuery = z.output<typeof adminOrdersQuerySchema>;

const DAY_MS = 86_400_000;

/**
 * The instant a calendar day starts for an operator `offsetMinutes` behind UTC (the browser's
 * getTimezoneOffset). One offset for the whole range: a range across a DST change is off by an
 * hour at one end, which a daily list can live with.
 */
export function dayStart(day: string, offsetMinutes = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offsetMinutes * 60_000);
}

const person = (row: { id: number; firstName: string; lastName: string; email: string }) => ({
  id: row.id,
  name: fullName(row),
  email: row.email,
});

export async function listAdminOrders(db: Database, query: OrdersQuery) {
  const offset = query.tz_offset ?? 0;
  const filters = {
    status: query.status,
    createdFrom: query.from ? dayStart(query.from, offset) : undefined,
    createdBefore: query.to ? new Date(dayStart(query.to, offset).getTime() + DAY_MS) : undefined,
    customer: query.customer || undefined,
    q: query.q || undefined,
    refundDue: query.refund_due === true,
  };
  const total = await countOrders(db, filters);
  const rows = await listOrders(db, filters, query.language, {
    sort: query.sort,
    direction: query.direction,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const data: AdminOrderRow[] = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    customer: person(row.customer),
    ordered_for: row.orderedFor.id === row.customer.id ? null : person(row.orderedFor),
    lines: Number(row.lines),
    total: toMajor(row.totalMinor, row.currency),
    currency: row.currency,
    deliver_to: { place: row.place ?? '', company: row.company },
    note: row.note,
    refund_due: row.refundDue,
  }));
  return toPage(data, total, query);
}

/** GET /admin/orders/{id}: like the list, an order whose payment session lapsed shows so. */
export async function showAdminOrder(
  db: Database,
  orderId: number,
  language: Language,
  timeZone: string,
): Promise<AdminOrderDetails> {
  return adminOrderDetails(db, orderId, language, timeZone);
}

/** What an operator may do now: the table transitionOrder enforces, read for the admin actor. */
export function adminTransitions(status: OrderStatus): AdminOrderTarget[] {
  return ADMIN_ORDER_TARGETS.filter((to) => canTransition(status, to, 'admin'));
}

export async function adminOrderDetails(
  db: Executor,
  orderId: number,
  language: Language,
  timeZone: string,
): Promise<AdminOrderDetails> {
  const order = await findOrder(db, orderId);
  if (!order) throw new NotFoundError('order_not_found');
  const [orderer, recipient, lines, payments, history] = await Promise.all([
    findContact(db, order.userId, language),
    order.orderedForUserId === order.userId
      ? undefined
      : findContact(db, order.orderedForUserId, language),
    listLinesOf(db, [order.id]),
    listPaymentsOf(db, order.id),
    listHistoryWithActors(db, order.id),
  ]);
  if (!orderer) throw new NotFoundError('order_not_found');
  const picks = await listPicksOf(
    db,
    lines.map((line) => line.id),
  );
  const paymentIds = payments.map((payment) => payment.id);
  const [refunded, refunds, refundDue] = await Promise.all([
    refundedByPayment(db, paymentIds),
    listRefundsOfPayments(db, paymentIds),
    refundDueOf(db, order.id),
  ]);
  const paymentMoneyOf = (payment: (typeof payments)[number]) =>
    paymentMoney(payment, refunded.get(payment.id) ?? 0);
  const money = (minor: number, currency = order.currency) => toMajor(minor, currency);
  const contact = (row: NonNullable<typeof orderer>) => ({
    ...person(row),
    phone: row.phone,
    company: row.company ?? null,
  });
  const status = order.status as OrderStatus;
  // The order goes to the colleague it was placed for, else to its customer.
  const deliverTo = recipient ?? orderer;
  return {
    id: order.id,
    reference: order.reference,
    created_at: order.createdAt.toISOString(),
    status,
    language: order.language,
    currency: order.currency,
    customer: contact(orderer),
    ordered_for: recipient ? contact(recipient) : null,
    lines: lines.map((line) => ({
      ...orderLineFields(line, picks, order.currency),
      is_combo: line.isCombo,
    })),
    subtotal: money(order.subtotalMinor),
    discount: money(order.discountMinor),
    ...orderBillFields(order),
    shipping: money(order.shippingMinor),
    total: money(order.totalMinor),
    paid_at: order.paidAt?.toISOString() ?? null,
    completed_at: order.completedAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    delivery: orderDelivery(order, language, timeZone),
    note: order.kitchenNote,
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: money(payment.amountMinor, payment.currency),
      session_id: payment.providerSessionId,
      created_at: payment.createdAt.toISOString(),
      expires_at: payment.expiresAt.toISOString(),
      ...paymentMoneyOf(payment),
    })),
    deliver_to: { place: deliverTo.place ?? '', company: deliverTo.company ?? null },
    refund_due: refundDue,
    refunds: refunds.map(refundView),
    history: history.map((entry) => ({
      from: (entry.fromStatus as OrderStatus | null) ?? null,
      to: entry.toStatus as OrderStatus,
      actor: entry.actor as OrderActor,
      actor_name:
        entry.actorFirstName === null
          ? null
          : fullName({ firstName: entry.actorFirstName, lastName: entry.actorLastName ?? '' }),
      note: entry.note,
      step: (entry.step as KitchenStep | null) ?? null,
      at: entry.createdAt.toISOString(),
    })),
    allowed_transitions: adminTransitions(status),
  };
}

/** DESIGN §6 "Processing → Cancelled (by admin, refund noted)": the history always says so. */
export const REFUND_NOTE = 'refund noted';

export interface StatusChangeDeps extends RefundDeps {
  /** Runs in the change's transaction: the customer's mails are queued with it. */
  onChanged: (
    tx: Executor,
    orderId: number,
    change: Pick<StatusChanged, 'from' | 'to' | 'refundMinor'>,
  ) => Promise<void>;
}

export interface StatusChangeInput {
  status: AdminOrderTarget;
  note?: string | undefined;
  /** The operator's language, for the refund's messages. */
  language: Language;
  /** Cancelling a paid order: what to give back (default all), why, and the dialog's key. */
  refundAmount?: number | undefined;
  refundReason?: string | undefined;
  requestId?: string | undefined;
}

export interface StatusChanged {
  from: OrderStatus;
  to: AdminOrderTarget;
  /** The amount paid, to be refunded, when a paid order was cancelled. */
  refundMinor: number | undefined;
  /** The refund made with the cancellation, as the provider left it; null when none was made. */
  refund: RefundRow | null;
  /** The provider did not answer: the refund waits, unconfirmed, on the refunds due. */
  refundUnconfirmed: boolean;
}

/**
 * The cancellation a dialog's request id already made of this order (a double click, a retry
 * after no answer): answered again as it was, its refund asked again only if the provider never
 * answered it.
 */
async function sameCancellation(
  tx: Executor,
  orderId: number,
  input: StatusChangeInput,
): Promise<
  | { change: Omit<StatusChanged, 'refund' | 'refundUnconfirmed'>; recorded: RecordedRefund }
  | undefined
> {
  if (input.status !== 'Cancelled' || !input.requestId) return undefined;
  const refund = await findRefundByRequest(tx, input.requestId);
  if (!refund) return undefined;
  const payment = await findPayment(tx, refund.paymentId);
  if (payment?.orderId !== orderId) return undefined;
  return {
    change: { from: 'Processing', to: input.status, refundMinor: refund.amountMinor },
    recorded: { payment, refund, ask: isUnanswered(refund) },
  };
}

/**
 * An operator completes or cancels an order through transitionOrder (actor admin, their user
 * id). Cancelling a Pending order also closes its open payment sessions, so the customer can no
 * longer pay an order the shop has cancelled (expired at the provider too, after the commit).
 * Cancelling a paid order records its refund in the same transaction and asks the provider once
 * it committed (docs/decisions.md 092): whatever the provider answers, the order is cancelled and
 * what was not given back stays a refund due. Of two operators acting at once one wins; the
 * other gets 409 order_status_invalid, unless it sent the same request id (the same dialog).
 */
export async function changeOrderStatus(
  deps: StatusChangeDeps,
  adminUserId: number,
  orderId: number,
  input: StatusChangeInput,
): Promise<StatusChanged> {
  const { db } = deps;
  const note = input.note?.trim() ?? '';
  const requestId = input.requestId ?? `cancel-${randomUUID()}`;
  const sessionsToExpire: { provider: string; sessionId: string }[] = [];
  const changing = db.transaction(async (tx) => {
    sessionsToExpire.length = 0;
    const order = await findOrder(tx, orderId);
    if (!order) throw new NotFoundError('order_not_found');
    const seen = order.status as OrderStatus;
    if (!canTransition(seen, input.status, 'admin')) {
      const again = await sameCancellation(tx, order.id, input);
      if (again) return again;
      throw new ConflictError('order_status_invalid');
    }
    if (input.status === 'Cancelled' && seen === 'Pending') {
      for (const payment of await lockOpenPaymentsOf(tx, order.id)) {
        if (await closeOpenPayment(tx, payment.id, 'cancelled')) sessionsToExpire.push(payment);
      }
    }
    const refunds = input.status === 'Cancelled' && seen === 'Processing';
    const { from } = await transitionOrder(tx, order.id, input.status, {
      actor: 'admin',
      actorUserId: adminUserId,
      note: refunds ? (note ? `${REFUND_NOTE}: ${note}` : REFUND_NOTE) : note,
    });
    // The note and the payments handled above were chosen for the status read first; if a
    // notification moved the order in between, the operator must look again.
    if (from !== seen) throw new ConflictError('order_status_invalid');
    let refundMinor: number | undefined;
    let recorded: RecordedRefund | null = null;
    if (refunds) {
      const paid = (await listPaymentsOf(tx, order.id)).find(
        (payment) => (payment.capturedMinor ?? 0) > 0,
      );
      refundMinor = paid?.amountMinor ?? order.totalMinor;
      if (paid) {
        const refundable =
          (paid.capturedMinor ?? 0) - ((await refundedByPayment(tx, [paid.id])).get(paid.id) ?? 0);
        const amount = input.refundAmount ?? toMajor(refundable, paid.currency);
        if (amount > 0) {
          const reason =
            input.refundReason ||
            note ||
            translateMessage('refund_reason_cancelled', toLanguage(order.language));
          recorded = await recordRefund(tx, adminUserId, paid.id, {
            language: input.language,
            amount,
            reason,
            requestId,
          });
          refundMinor = recorded.refund.amountMinor;
        }
      }
    }
    const change = { from, to: input.status, refundMinor };
    await deps.onChanged(tx, order.id, change);
    return { change, recorded };
  });
  const { change, recorded } = await changing.catch(async (error: unknown) => {
    // Two sends of one dialog at once: the second waited for the first's change and lost; once
    // that committed, it answers the same cancellation.
    const again =
      error instanceof ConflictError && input.requestId
        ? await db.transaction((tx) => sameCancellation(tx, orderId, input))
        : undefined;
    if (!again) throw error;
    return again;
  });
  for (const { provider: name, sessionId } of sessionsToExpire) {
    const provider = deps.providers.byName(name);
    provider?.expireSession?.(sessionId).catch((error: unknown) => {
      deps.log.warn({ err: error, sessionId }, 'could not expire a cancelled order’s session');
    });
  }
  if (!recorded) return { ...change, refund: null, refundUnconfirmed: false };
  try {
    const refund = await sendRefund(deps, adminUserId, recorded);
    return { ...change, refund, refundUnconfirmed: false };
  } catch (error) {
    // No answer from the provider: the order stays cancelled, the refund unconfirmed and due.
    if (error instanceof AppError && error.messageKey === 'refund_unconfirmed') {
      return { ...change, refund: recorded.refund, refundUnconfirmed: true };
    }
    throw error;
  }
}

/** GET /admin/overview: what needs an operator's eye on the start page. */
export async function adminOverview(db: Database, tzOffset = 0): Promise<AdminOverview> {
  const now = Date.now();
  // The operator's today: shift now into their clock, take the day, shift its start back.
  const localDay = new Date(now - tzOffset * 60_000).toISOString().slice(0, 10);
  const [byStatus, processing, unhandled, unavailable, problems, refundsDue] = await Promise.all([
    countOrdersByStatusSince(db, dayStart(localDay, tzOffset)),
    countProcessingOrders(db),
    countUnhandledMessages(db),
    countUnavailableItems(db),
    countOpenPaymentProblems(db),
    countRefundsDue(db),
  ]);
  const today = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of byStatus) today[row.status as OrderStatus] = row.n;
  return {
    today,
    processing,
    unhandled_messages: unhandled,
    unavailable_items: unavailable,
    payment_problems: problems,
    refunds_due: refundsDue,
  };
}

/** What the operator is told of a status change, and of the refund a cancellation made. */
export function statusChangeOutcome(
  change: StatusChanged,
  language: Language,
): { message: MessageKey; values?: Record<string, string> } {
  const { refund } = change;
  if (!refund) return { message: 'order_status_changed' };
  const values = {
    amount: formatMoney(toMajor(refund.amountMinor, refund.currency), language, refund.currency),
  };
  if (change.refundUnconfirmed) return { message: 'order_cancelled_refund_unconfirmed', values };
  if (refund.status === 'failed') {
    return {
      message: 'order_cancelled_refund_failed',
      values: { ...values, reason: refund.failure || refund.status },
    };
  }
  return {
    message:
      refund.status === 'succeeded' ? 'order_cancelled_refunded' : 'order_cancelled_refund_pending',
    values,
  };
}
