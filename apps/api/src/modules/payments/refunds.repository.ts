import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, sum } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { lockedRow } from '../../db/records';
import {
  orders,
  paymentEvents,
  payments,
  refunds,
  subscriptionPurchases,
  users,
} from '../../db/schema';
import type { PaymentRow } from '../orders/orders.repository';
import type { RefundNews } from './providers/provider';

/**
 * Issue 16 item 6 (decision 067): refunds of payments, and the refused notifications an operator
 * deals with. A refund counts against its payment unless it failed (asked or done, the money is
 * on its way back).
 */

export type RefundRow = typeof refunds.$inferSelect;

/** The payment, locked: two refunds of one payment are decided one after the other. */
export async function lockPayment(
  tx: Executor,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  return lockedRow(tx, payments, eq(payments.id, paymentId));
}

export async function findPayment(
  db: Executor,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** A paid notification's amount and the provider's id of the money (DESIGN §6 handler). */
export async function recordCapture(
  tx: Executor,
  paymentId: number,
  amountMinor: number,
  providerPaymentId: string | null | undefined,
) {
  await tx
    .update(payments)
    .set({
      capturedMinor: amountMinor,
      ...(providerPaymentId ? { providerPaymentId } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId));
}

/** What went back (or is on its way back) of each payment, minor units. */
export async function refundedByPayment(
  db: Executor,
  paymentIds: readonly number[],
): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: refunds.paymentId, refunded: sum(refunds.amountMinor).mapWith(Number) })
    .from(refunds)
    .where(and(inArray(refunds.paymentId, [...paymentIds]), ne(refunds.status, 'failed')))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, row.refunded]));
}

/** Where an order's money stands, minor units: taken, confirmed back, on its way back. */
export interface OrderRefundState {
  capturedMinor: number;
  refundedMinor: number;
  inFlightMinor: number;
}

/**
 * What an order's payments took, what the providers confirmed they gave back, and what was asked
 * and not confirmed yet (a refund the provider refused counts nowhere).
 */
export async function refundStateOfOrder(db: Executor, orderId: number): Promise<OrderRefundState> {
  const [row] = await db
    .select({
      captured: sql<number>`coalesce((select sum(${payments.capturedMinor}) from ${payments}
        where ${payments.orderId} = ${orderId}), 0)`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${refunds.amountMinor})
        filter (where ${refunds.status} = 'succeeded'), 0)`.mapWith(Number),
      inFlight: sql<number>`coalesce(sum(${refunds.amountMinor})
        filter (where ${refunds.status} = 'pending'), 0)`.mapWith(Number),
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.orderId, orderId));
  return {
    capturedMinor: row?.captured ?? 0,
    refundedMinor: row?.refunded ?? 0,
    inFlightMinor: row?.inFlight ?? 0,
  };
}

export async function findRefundByRequest(tx: Executor, requestId: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.requestId, requestId));
  return row;
}

export async function insertRefund(tx: Executor, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/**
 * The provider's answer (or news, by webhook) about a refund. `onlyUnanswered`: only while no
 * answer was recorded (undefined otherwise), so an answer's effects apply once.
 */
export async function settleRefund(
  db: Executor,
  refundId: number,
  news: RefundNews,
  options: { onlyUnanswered?: boolean } = {},
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({
      status: news.status,
      failure: news.failure.slice(0, 300),
      ...(news.refundId ? { providerRefundId: news.refundId } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(refunds.id, refundId),
        options.onlyUnanswered
          ? and(isNull(refunds.providerRefundId), eq(refunds.status, 'pending'))
          : undefined,
      ),
    )
    .returning();
  return row;
}

/** A webhook's news of a refund, found by the provider's id; the row before and after. */
export async function settleRefundByProviderId(tx: Executor, provider: string, news: RefundNews) {
  const before = await lockedRow(
    tx,
    refunds,
    and(eq(refunds.provider, provider), eq(refunds.providerRefundId, news.refundId)),
  );
  if (!before) return undefined;
  return { before, after: (await settleRefund(tx, before.id, news))! };
}

const operators = alias(users, 'refund_operators');

/** Refunds with what they refunded and who made them: of some payments, or a page of all. */
function refundsQuery(db: Executor) {
  return db
    .select({
      refund: refunds,
      orderId: payments.orderId,
      orderReference: orders.reference,
      purchaseReference: subscriptionPurchases.txnId,
      byFirstName: operators.firstName,
      byLastName: operators.lastName,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(subscriptionPurchases, eq(subscriptionPurchases.id, payments.purchaseId))
    .leftJoin(operators, eq(operators.id, refunds.actorUserId));
}
export type RefundListRow = Awaited<ReturnType<typeof listRefundsOfPayments>>[number];

export async function listRefundsOfPayments(db: Executor, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return [];
  return refundsQuery(db)
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** A back-office page: its sort column (then the id) in its direction, its size and offset. */
export interface PageOptions<Sort extends string> {
  sort: Sort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function sortedBy<Sort extends string>(
  options: PageOptions<Sort>,
  columns: Record<Sort, AnyPgColumn>,
  id: AnyPgColumn,
) {
  const order = options.direction === 'asc' ? asc : desc;
  return [order(columns[options.sort]), order(id)];
}

export async function pageOfRefunds(db: Executor, options: PageOptions<'created_at' | 'id'>) {
  const [rows, [total]] = await Promise.all([
    refundsQuery(db)
      .orderBy(...sortedBy(options, { created_at: refunds.createdAt, id: refunds.id }, refunds.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(refunds),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------- refused notifications

const resolvers = alias(users, 'problem_resolvers');

export type ProblemState = 'open' | 'resolved' | 'all';

function problemFilter(state: ProblemState, eventId?: number) {
  return and(
    eq(paymentEvents.outcome, 'refused'),
    state === 'open'
      ? isNull(paymentEvents.resolvedAt)
      : state === 'resolved'
        ? isNotNull(paymentEvents.resolvedAt)
        : undefined,
    eventId === undefined ? undefined : eq(paymentEvents.id, eventId),
  );
}

function problemsQuery(db: Executor) {
  return db
    .select({
      event: paymentEvents,
      payment: payments,
      orderReference: orders.reference,
      orderStatus: orders.status,
      purchaseReference: subscriptionPurchases.txnId,
      byFirstName: resolvers.firstName,
      byLastName: resolvers.lastName,
    })
    .from(paymentEvents)
    .leftJoin(
      payments,
      and(
        eq(payments.provider, paymentEvents.provider),
        eq(payments.providerSessionId, paymentEvents.providerSessionId),
      ),
    )
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(subscriptionPurchases, eq(subscriptionPurchases.id, payments.purchaseId))
    .leftJoin(resolvers, eq(resolvers.id, paymentEvents.resolvedByUserId));
}
export type ProblemRow = Awaited<ReturnType<typeof findProblem>> & {};

export async function findProblem(db: Executor, eventId: number) {
  const [row] = await problemsQuery(db).where(problemFilter('all', eventId));
  return row;
}

export async function pageOfProblems(
  db: Executor,
  state: ProblemState,
  options: PageOptions<'received_at' | 'id'>,
) {
  const columns = { received_at: paymentEvents.receivedAt, id: paymentEvents.id };
  const [rows, [total]] = await Promise.all([
    problemsQuery(db)
      .where(problemFilter(state))
      .orderBy(...sortedBy(options, columns, paymentEvents.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(paymentEvents).where(problemFilter(state)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The back office's start page: refused notifications waiting for an operator. */
export async function countOpenPaymentProblems(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentEvents).where(problemFilter('open'));
  return row?.n ?? 0;
}

/** Marks open refused events dealt with: one by its id, or all of a payment's session. */
export async function resolveProblems(
  tx: Executor,
  target: { eventId: number } | { provider: string; sessionId: string },
  userId: number,
  note: string,
): Promise<number> {
  const which =
    'eventId' in target
      ? eq(paymentEvents.id, target.eventId)
      : and(
          eq(paymentEvents.provider, target.provider),
          eq(paymentEvents.providerSessionId, target.sessionId),
        );
  const rows = await tx
    .update(paymentEvents)
    .set({ resolvedAt: sql`now()`, resolvedByUserId: userId, resolutionNote: note.slice(0, 300) })
    .where(and(which, problemFilter('open')))
    .returning({ id: paymentEvents.id });
  return rows.length;
}
