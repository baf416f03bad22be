import {
  nextKitchenStep,
  type KitchenCard,
  type KitchenStep,
  type Language,
} from '@storefront/shared';
import type { Database, Executor } from '../../../db/client';
import { ConflictError, NotFoundError } from '../../../platform/errors';
import { orderDelivery } from '../../hours/delivery.service';
import { fullName, listLinesOf, listPicksOf } from '../../orders/orders.repository';
import { transitionOrder } from '../../orders/order-status';
import { kitchenStepOf } from '../../orders/orders.service';
import { boardOrders, setKitchenStep } from './kitchen.repository';

/** Cards of the board: every paid order to deliver, or the given orders whatever their status. */
export async function kitchenCards(
  db: Database,
  view: { language: Language; timeZone: string },
  ids?: readonly number[],
): Promise<KitchenCard[]> {
  const rows = await boardOrders(db, view.language, ids);
  const lines = await listLinesOf(
    db,
    rows.map((row) => row.order.id),
  );
  const picks = await listPicksOf(
    db,
    lines.map((line) => line.id),
  );
  return rows.map(({ order, firstName, lastName, place }) => ({
    id: order.id,
    reference: order.reference,
    status: order.status,
    step: kitchenStepOf(order.kitchenStep),
    paid_at: order.paidAt?.toISOString() ?? null,
    delivery: orderDelivery(order, view.language, view.timeZone),
    place: place ?? '',
    customer: fullName({ firstName, lastName }),
    note: order.kitchenNote,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        name: line.name,
        quantity: line.quantity,
        picks: picks.filter((pick) => pick.orderLineId === line.id).map((pick) => pick.itemName),
      })),
  }));
}

/**
 * POST /admin/orders/{id}/step: the order's next kitchen step only; delivered completes it
 * (spec status Completed). A board that showed an older step gets 409 and refreshes.
 */
export async function advanceKitchenStep(
  db: Database,
  orderId: number,
  step: KitchenStep,
  actorUserId: number,
  /** Work committed with the step (the "on its way" mail job). */
  onStep: (tx: Executor) => Promise<void> = async () => {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await boardOrders(tx, 'en', [orderId]);
    if (!row) throw new NotFoundError('order_not_found');
    const current = kitchenStepOf(row.order.kitchenStep);
    if (row.order.status !== 'Processing' || nextKitchenStep(current) !== step) {
      throw new ConflictError('kitchen_step_stale');
    }
    if (step === 'delivered') {
      await transitionOrder(tx, orderId, 'Completed', { actor: 'admin', actorUserId, step });
    } else if (!(await setKitchenStep(tx, orderId, current, step, actorUserId))) {
      throw new ConflictError('kitchen_step_stale');
    }
    await onStep(tx);
  });
}
