import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProblemKind } from '@storefront/shared';
import type { Database, Executor } from '../../db/client';
import { orderLinePicks, orderLines, paymentEvents, subscriptionPlans } from '../../db/schema';
import { removeOrderedLines } from '../cart/cart.repository';
import { transitionOrder } from '../orders/order-status';
import {
  closeOpenPayment,
  findOrder,
  findPaymentBySession,
  setPaymentStatus,
} from '../orders/orders.repository';
import {
  findPurchase,
  setPurchaseStatus,
  startSubscription,
} from '../subscriptions/subscriptions.repository';
import type { PaymentNotification, RefundNews } from './providers/provider';
import { recordCapture, settleRefundByProviderId } from './refunds.repository';

/**
 * DESIGN §6, the one handler of verified payment notifications, whichever provider sent them (the
 * sandbox page's Pay and Cancel included). Idempotent: each event is recorded once by its id, and
 * a repeated, late or reordered event changes nothing it should not.
 */

export type NotificationOutcome = 'applied' | 'ignored' | 'refused' | 'duplicate';

export interface NotificationResult {
  outcome: NotificationOutcome;
  detail: string;
  /** A refused event's problem, kept with it for the back office's Payments page. */
  problem?: PaymentProblemKind;
  /** Set when this event confirmed an order's payment (its confirmation mail is queued). */
  paidOrderId?: number;
}

export async function handlePaymentNotification(
  db: Database,
  provider: string,
  notification: PaymentNotification,
  log: FastifyBaseLogger,
  /** Runs in the transaction that confirms a payment: the confirmation mail is queued with it. */
  onPaid: (tx: Executor, orderId: number) => Promise<void>,
): Promise<NotificationResult> {
  const result = await db.transaction(async (tx): Promise<NotificationResult> => {
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: notification.eventId,
        type: notification.providerType.slice(0, 64),
        providerSessionId: notification.sessionId,
        amountMinor: notification.amountMinor,
        outcome: 'ignored',
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) {
      return { outcome: 'duplicate', detail: 'event already received' };
    }
    const decided = await decide(tx, provider, notification);
    await tx
      .update(paymentEvents)
      .set({
        outcome: decided.outcome,
        detail: decided.detail.slice(0, 300),
        problem: decided.outcome === 'refused' ? (decided.problem ?? 'other') : null,
      })
      .where(eq(paymentEvents.id, event.id));
    if (decided.paidOrderId !== undefined) await onPaid(tx, decided.paidOrderId);
    return decided;
  });
  const context = { provider, eventId: notification.eventId, session: notification.sessionId };
  if (result.outcome === 'refused')
    log.warn({ ...context, detail: result.detail }, 'payment refused');
  else log.info({ ...context, outcome: result.outcome, detail: result.detail }, 'payment event');
  return result;
}

async function decide(
  tx: Executor,
  provider: string,
  notification: PaymentNotification,
): Promise<NotificationResult> {
  if (notification.type === 'refund' && notification.refund) {
    return settleRefundNews(tx, provider, notification.refund);
  }
  if (
    notification.type === 'other' ||
    notification.type === 'refund' ||
    notification.sessionId === null
  ) {
    return { outcome: 'ignored', detail: 'not a payment outcome' };
  }
  // Locked: two notifications of one payment are handled one after the other.
  const payment = await findPaymentBySession(tx, provider, notification.sessionId);
  if (payment?.purchaseId) return decidePurchase(tx, provider, notification, payment);
  if (!payment?.orderId) return { outcome: 'ignored', detail: 'unknown session' };
  const order = await findOrder(tx, payment.orderId);
  if (!order) return { outcome: 'ignored', detail: 'no order for this payment' };

  if (notification.type === 'paid') {
    await keepCapture(tx, payment, notification);
    // DESIGN §6: the amount paid must be the amount asked (the order's total).
    const mismatch = amountMismatch(notification, payment, order.reference);
    if (mismatch) return mismatch;
    if (order.status === 'Processing' || order.status === 'Completed') {
      return { outcome: 'ignored', detail: `${order.reference} already paid` };
    }
    if (order.status === 'Cancelled') {
      // The money moved for an order that no longer stands: recorded, for an operator to refund.
      await setPaymentStatus(tx, payment.id, 'paid');
      return {
        outcome: 'refused',
        detail: `paid for cancelled order ${order.reference}: refund needed`,
        problem: 'paid_after_cancel',
      };
    }
    await setPaymentStatus(tx, payment.id, 'paid');
    await transitionOrder(tx, order.id, 'Processing', {
      actor: 'provider',
      note: `paid via ${provider} (${notification.eventId})`.slice(0, 300),
    });
    // DESIGN §6: the cart empties when the payment is confirmed, not before.
    if (order.cartId !== null) {
      await removeOrderedLines(tx, order.cartId, await orderedLines(tx, order.id));
    }
    return { outcome: 'applied', detail: `${order.reference} paid`, paidOrderId: order.id };
  }

  // cancelled, failed or expired: only an open payment of a Pending order ends with it.
  if (!(await closeOpenPayment(tx, payment.id, notification.type))) {
    return { outcome: 'ignored', detail: `payment already ${payment.status}` };
  }
  if (order.status !== 'Pending') {
    return { outcome: 'ignored', detail: `${order.reference} is ${order.status}` };
  }
  await transitionOrder(tx, order.id, 'Cancelled', {
    actor: 'provider',
    note: `payment ${notification.type}`,
  });
  return { outcome: 'applied', detail: `${order.reference} cancelled (${notification.type})` };
}

type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentBySession>>>;

/**
 * Issue 16 item 6: what a paid notification says was taken, in the payment's currency, also when
 * the shop refuses it (a wrong amount, a cancelled order): that is what can be refunded. A repeat
 * for a payment already paid keeps the first.
 */
/** A paid notification whose amount or currency is not what was asked: refused, kept. */
function amountMismatch(
  notification: PaymentNotification,
  payment: PaymentRow,
  of: string,
): NotificationResult | undefined {
  if (
    notification.amountMinor === payment.amountMinor &&
    notification.currency?.toUpperCase() === payment.currency.toUpperCase()
  ) {
    return undefined;
  }
  return {
    outcome: 'refused',
    detail: `amount ${notification.amountMinor} ${notification.currency} differs from ${payment.amountMinor} ${payment.currency} of ${of}`,
    problem: 'amount_mismatch',
  };
}

async function keepCapture(tx: Executor, payment: PaymentRow, notification: PaymentNotification) {
  if (payment.status === 'paid' || notification.amountMinor === null) return;
  if (notification.currency?.toUpperCase() !== payment.currency.toUpperCase()) return;
  await recordCapture(tx, payment.id, notification.amountMinor, notification.paymentId);
}

/** A refund the shop asked for settled or failed at the provider after its first answer. */
async function settleRefundNews(
  tx: Executor,
  provider: string,
  news: RefundNews,
): Promise<NotificationResult> {
  const settled = await settleRefundByProviderId(tx, provider, news);
  if (!settled) return { outcome: 'ignored', detail: `refund ${news.refundId} is not ours` };
  const { before, after } = settled;
  if (before.status === after.status) {
    return { outcome: 'ignored', detail: `refund ${news.refundId} already ${after.status}` };
  }
  return { outcome: 'applied', detail: `refund ${news.refundId} ${after.status}` };
}

/**
 * A company subscription purchase's payment (issue 6, DESIGN §5, §6): paid, the purchase is paid
 * and the company's period [now, now + duration) starts, once; cancelled, the purchase ends.
 */
async function decidePurchase(
  tx: Executor,
  provider: string,
  notification: PaymentNotification,
  payment: PaymentRow,
): Promise<NotificationResult> {
  const purchase = payment.purchaseId ? await findPurchase(tx, payment.purchaseId) : undefined;
  if (!purchase) return { outcome: 'ignored', detail: 'no purchase for this payment' };
  if (notification.type === 'other' || notification.type === 'refund') {
    return { outcome: 'ignored', detail: 'not a payment outcome' };
  }
  const label = `subscription ${purchase.txnId}`.slice(0, 160);

  if (notification.type === 'paid') {
    await keepCapture(tx, payment, notification);
    const mismatch = amountMismatch(notification, payment, label);
    if (mismatch) return mismatch;
    if (purchase.status === 'paid') return { outcome: 'ignored', detail: `${label} already paid` };
    if (purchase.status === 'cancelled') {
      await setPaymentStatus(tx, payment.id, 'paid');
      return {
        outcome: 'refused',
        detail: `paid for cancelled ${label}: refund needed`,
        problem: 'paid_after_cancel',
      };
    }
    const [plan] = await tx
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, purchase.planId));
    if (!plan) return { outcome: 'refused', detail: `${label}: plan missing, refund needed` };
    await setPaymentStatus(tx, payment.id, 'paid');
    const period = await startSubscription(
      tx,
      purchase.companyId,
      plan.discountBasisPoints,
      plan.durationDays,
    );
    await setPurchaseStatus(tx, purchase.id, 'paid', period.id);
    return { outcome: 'applied', detail: `${label} paid via ${provider}` };
  }

  if (!(await closeOpenPayment(tx, payment.id, notification.type))) {
    return { outcome: 'ignored', detail: `payment already ${payment.status}` };
  }
  if (purchase.status !== 'pending') {
    return { outcome: 'ignored', detail: `${label} is ${purchase.status}` };
  }
  await setPurchaseStatus(tx, purchase.id, 'cancelled');
  return { outcome: 'applied', detail: `${label} cancelled (${notification.type})` };
}

async function orderedLines(tx: Executor, orderId: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const picks =
    lines.length === 0
      ? []
      : await tx
          .select({ lineId: orderLinePicks.orderLineId, itemId: orderLinePicks.itemId })
          .from(orderLinePicks)
          .innerJoin(orderLines, eq(orderLines.id, orderLinePicks.orderLineId))
          .where(eq(orderLines.orderId, orderId));
  return lines.map((line) => ({
    cartLineId: line.cartLineId,
    itemId: line.itemId,
    comboId: line.comboId,
    quantity: line.quantity,
    pickItemIds: picks
      .filter((pick) => pick.lineId === line.id && pick.itemId !== null)
      .map((pick) => pick.itemId as number),
  }));
}
