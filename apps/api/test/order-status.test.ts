import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/shared';
import { orderStatusHistory, orders } from '../src/db/schema';
import {
  canTransition,
  transitionOrder,
  type OrderActor,
} from '../src/modules/orders/order-status';
import { ConflictError } from '../src/platform/errors';
import { describeOnEachDatabase } from './helpers/accounts';
import { orderRow, shopperWithOrder } from './helpers/orders';

describeOnEachDatabase('transitionOrder', ({ t, db, places }) => {
  let template: typeof orders.$inferSelect;

  beforeAll(async () => {
    const { order } = await shopperWithOrder(t.current.app, db(), places);
    template = await orderRow(db(), order.order_id);
  });

  /** An order in the given status (a copy of a real one with a fresh reference). */
  async function orderIn(status: OrderStatus) {
    const { id: _id, reference: _reference, createdAt: _c, updatedAt: _u, ...rest } = template;
    const [row] = await db()
      .insert(orders)
      .values({ ...rest, status, reference: `T-${Math.random().toString(36).slice(2, 12)}` })
      .returning({ id: orders.id });
    if (!row) throw new Error('no order');
    return row.id;
  }

  const actorFor = (from: OrderStatus, to: OrderStatus): OrderActor =>
    (['provider', 'admin', 'system', 'customer'] as const).find((actor) =>
      canTransition(from, to, actor),
    ) ?? 'admin';

  const pairs = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
  );

  it.each(pairs)('%s → %s is applied only when DESIGN §6 allows it', async (from, to) => {
    const orderId = await orderIn(from);
    const actor = actorFor(from, to);
    const attempt = db().transaction((tx) =>
      transitionOrder(tx, orderId, to, { actor, note: 'test' }),
    );
    const after = async () => orderRow(db(), orderId);
    const history = async () =>
      db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    if (canTransition(from, to, actor)) {
      await expect(attempt).resolves.toEqual({ from, to });
      const row = await after();
      expect(row.status).toBe(to);
      if (to === 'Processing') expect(row.paidAt).not.toBeNull();
      if (to === 'Completed') expect(row.completedAt).not.toBeNull();
      if (to === 'Cancelled') expect(row).toMatchObject({ cancelReason: 'test' });
      expect(await history()).toEqual([
        expect.objectContaining({ fromStatus: from, toStatus: to, actor }),
      ]);
    } else {
      await expect(attempt).rejects.toBeInstanceOf(ConflictError);
      expect((await after()).status).toBe(from);
      expect(await history()).toEqual([]);
    }
  });

  it('of two concurrent changes of one order, only one applies', async () => {
    const orderId = await orderIn('Pending');
    const results = await Promise.allSettled([
      db().transaction((tx) => transitionOrder(tx, orderId, 'Processing', { actor: 'provider' })),
      db().transaction((tx) => transitionOrder(tx, orderId, 'Cancelled', { actor: 'system' })),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history).toHaveLength(1);
    expect((await orderRow(db(), orderId)).status).toBe(history[0]?.toStatus);
  });

  it('an admin can neither skip payment nor reopen a finished order', async () => {
    for (const [from, to] of [
      ['Pending', 'Completed'],
      ['Completed', 'Processing'],
      ['Cancelled', 'Pending'],
    ] as const) {
      const orderId = await orderIn(from);
      await expect(
        db().transaction((tx) => transitionOrder(tx, orderId, to, { actor: 'admin' })),
      ).rejects.toBeInstanceOf(ConflictError);
    }
  });
});
