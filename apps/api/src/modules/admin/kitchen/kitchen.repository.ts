import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../../db/client';
import { orderStatusHistory, orders, users } from '../../../db/schema';
import { deliveryPlaceOf } from '../../../db/texts';

/** How many events one read of a stream sends at most (a reconnecting board catches up in turns). */
const EVENT_BATCH = 200;

/**
 * The history rows the board cares about: an order paid, a kitchen step, an order completed or
 * cancelled after payment. A checkout never paid (Pending, then Cancelled) is not the kitchen's.
 */
const boardEvent = and(
  ne(orderStatusHistory.toStatus, 'Pending'),
  or(ne(orderStatusHistory.toStatus, 'Cancelled'), ne(orderStatusHistory.fromStatus, 'Pending')),
);

export async function eventsAfter(db: Executor, cursor: number) {
  return db
    .select({ eventId: orderStatusHistory.id, orderId: orderStatusHistory.orderId })
    .from(orderStatusHistory)
    .where(and(gt(orderStatusHistory.id, cursor), boardEvent))
    .orderBy(asc(orderStatusHistory.id))
    .limit(EVENT_BATCH);
}

export async function lastEventId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .orderBy(desc(orderStatusHistory.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Orders as the board shows them: the given ids, or every paid order not yet delivered. */
export async function boardOrders(db: Executor, language: Language, ids?: readonly number[]) {
  return db
    .select({
      order: orders,
      firstName: users.firstName,
      lastName: users.lastName,
      place: deliveryPlaceOf(users, language),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.orderedForUserId))
    .where(
      ids
        ? inArray(orders.id, [...ids])
        : and(eq(orders.status, 'Processing'), isNotNull(orders.paidAt)),
    )
    .orderBy(asc(orders.deliveryFrom), asc(orders.paidAt), asc(orders.id));
}

/** Moves a Processing order from one kitchen step to the next; false when it was not there. */
export async function setKitchenStep(
  tx: Executor,
  orderId: number,
  from: string | null,
  to: string,
  actorUserId: number,
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ kitchenStep: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'Processing'),
        from === null ? sql`${orders.kitchenStep} is null` : eq(orders.kitchenStep, from),
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: 'Processing',
    toStatus: 'Processing',
    actor: 'admin',
    actorUserId,
    step: to,
  });
  return true;
}
