import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { orderStatusHistory, orders, siteSettings } from '../../db/schema';
import { ConflictError } from '../../platform/errors';
import { takePaidOrdersPromoOffCart } from '../promotions/promo.repository';

/**
 * DESIGN §6, the one place an order changes status. Every other module (checkout, payment
 * notifications, the back office of issue 7) goes through `transitionOrder`.
 */

/** Who made a change: the customer (checkout), a provider's notification, the shop, an admin. */
export type OrderActor = 'customer' | 'provider' | 'system' | 'admin';

/**
 * DESIGN §6: Pending → Processing (payment confirmed) → Completed (admin); Pending → Cancelled
 * (payment failed, cancelled or expired); Processing → Cancelled (admin, refund noted).
 * Nothing else — and each allowed change only by the actors that can cause it.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>>
> = {
  Pending: {
    Processing: ['provider'],
    Cancelled: ['provider', 'system', 'customer', 'admin'],
  },
  Processing: {
    Completed: ['admin'],
    Cancelled: ['admin'],
  },
  Completed: {},
  Cancelled: {},
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

export interface TransitionOptions {
  actor: OrderActor;
  actorUserId?: number | null;
  /** Kept in the history; for a cancellation also the order's cancel_reason. */
  note?: string;
  /** Issue 15: the kitchen step this change completes (delivered, with Completed). */
  step?: string;
}

/**
 * The shop's numbered documents: a paid order's tax invoice, and the credit note that cancels the
 * invoice of an order cancelled after payment (docs/decisions.md 092), each its own sequence.
 */
const SEQUENCES = {
  invoice: { counter: 'last_invoice_number', column: 'invoice_number', needs: sql`true` },
  creditNote: {
    counter: 'last_credit_note_number',
    column: 'credit_note_number',
    needs: sql`${orders.invoiceNumber} is not null`,
  },
} as const;

/**
 * The order takes the sequence's next number in the caller's transaction: the settings row's
 * counter is locked by its update, so numbers follow one another without gaps or repeats, and an
 * order already numbered keeps its number.
 */
async function takeNextNumber(
  tx: Executor,
  orderId: number,
  sequence: (typeof SEQUENCES)[keyof typeof SEQUENCES],
): Promise<void> {
  const counter = sql.identifier(sequence.counter);
  const column = sql.identifier(sequence.column);
  await tx.execute(sql`
    with next as (
      update ${siteSettings} set ${counter} = ${counter} + 1
       where ${siteSettings.id} = 1
         and exists (select 1 from ${orders}
                      where ${orders.id} = ${orderId} and ${sequence.needs}
                        and ${orders}.${column} is null)
      returning ${counter} as number)
    update ${orders} set ${column} = next.number
      from next where ${orders.id} = ${orderId}`);
}

/**
 * Moves an order from its current status to `to`, with a history row, in the caller's
 * transaction. The UPDATE is conditional on the status read (… WHERE status = from), so of two
 * concurrent changes only one applies; the other gets a ConflictError, as does any transition
 * DESIGN §6 does not allow.
 */
export async function transitionOrder(
  tx: Executor,
  orderId: number,
  to: OrderStatus,
  options: TransitionOptions,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const [current] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!current) throw new ConflictError('order_not_found');
  const from = current.status as OrderStatus;
  if (!canTransition(from, to, options.actor)) throw new ConflictError('order_status_invalid');

  const note = (options.note ?? '').slice(0, 300);
  const stamps =
    to === 'Processing'
      ? { paidAt: sql`now()` }
      : to === 'Completed'
        ? { completedAt: sql`now()` }
        : { cancelledAt: sql`now()`, cancelReason: note || null };
  const updated = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...stamps,
      ...(options.step ? { kitchenStep: options.step } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new ConflictError('order_status_invalid');
  if (to === 'Processing') {
    await takeNextNumber(tx, orderId, SEQUENCES.invoice);
    // Decision 093: the code is spent with this order; the cart that goes on is without it.
    await takePaidOrdersPromoOffCart(tx, orderId);
  }
  if (to === 'Cancelled') await takeNextNumber(tx, orderId, SEQUENCES.creditNote);

  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    actor: options.actor,
    actorUserId: options.actorUserId ?? null,
    note,
    step: options.step ?? null,
  });
  return { from, to };
}

/**
 * A history entry that changes nothing (issue 16 item 6: a refund of an order that stays as it
 * is), so the order's history tells everything that happened to it.
 */
export async function noteOrderHistory(
  tx: Executor,
  orderId: number,
  options: Omit<TransitionOptions, 'step'>,
): Promise<void> {
  const [current] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!current) throw new ConflictError('order_not_found');
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: current.status,
    toStatus: current.status,
    actor: options.actor,
    actorUserId: options.actorUserId ?? null,
    note: (options.note ?? '').slice(0, 300),
  });
}
