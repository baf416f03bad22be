import {
  creditNoteNumberText,
  invoiceNumberText,
  toMajor,
  KITCHEN_STEPS,
  type Colleague,
  type KitchenStep,
  type Language,
  type OrderDetails,
  type OrderStatus,
  type OrderSummary,
  type Paginated,
} from '@storefront/shared';
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../platform/errors';
import { toPage } from '../catalog/catalog.mappers';
import { orderDelivery } from '../hours/delivery.service';
import { expireStaleOrders } from './checkout.service';
import {
  companyHasActiveSubscription,
  findOrder,
  findPerson,
  fullName,
  listColleagues,
  listHistoryOf,
  listLinesOf,
  listOrdersOf,
  listPicksOf,
  type OrderRow,
  type PersonRow,
} from './orders.repository';
import { refundStateOfOrder } from '../payments/refunds.repository';

/** The dashboard's orders (spec §2, §3): only the orderer and the person ordered for see one. */

const person = (row: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>) => ({
  id: row.id,
  name: fullName(row),
  email: row.email,
});

/** The reader's language and the shop's time zone, in which promised deliveries are written. */
export interface OrderView {
  language: Language;
  timeZone: string;
}

export async function listOrders(
  db: Database,
  userId: number,
  view: OrderView,
  window: { page: number; limit: number; reference?: string | undefined },
): Promise<Paginated<OrderSummary>> {
  const { page, limit, reference } = window;
  await expireStaleOrders(db, userId);
  const { rows, total } = await listOrdersOf(db, userId, limit, (page - 1) * limit, reference);
  const data = rows.map(({ order, forUser, paymentUrl, firstLineName, lineCount }) => {
    const first = firstLineName ?? '';
    const money = (minor: number) => toMajor(minor, order.currency);
    return {
      id: order.id,
      reference: order.reference,
      product_name: lineCount > 1 ? `${first} +${lineCount - 1}` : first,
      date: order.createdAt.toISOString(),
      status: order.status as OrderStatus,
      order_total: money(order.totalMinor),
      total_amount: money(order.totalMinor),
      shipping_charge: money(order.shippingMinor),
      currency: order.currency,
      ordered_for: person(forUser),
      payment_url: paymentUrl,
      delivery: orderDelivery(order, view.language, view.timeZone),
    };
  });
  return toPage(data, total, { page, limit });
}

export async function orderDetails(
  db: Database,
  userId: number,
  orderId: number,
  view: OrderView,
): Promise<OrderDetails> {
  await expireStaleOrders(db, userId);
  // Someone else's order is "not found", exactly like one that does not exist.
  const order = await ownOrder(db, userId, orderId);
  const [orderer, recipient, lines, history, refundState] = await Promise.all([
    findPerson(db, order.userId),
    findPerson(db, order.orderedForUserId),
    listLinesOf(db, [order.id]),
    listHistoryOf(db, order.id),
    refundStateOfOrder(db, order.id),
  ]);
  if (!orderer || !recipient) throw new NotFoundError('order_not_found');
  const picks = await listPicksOf(
    db,
    lines.map((line) => line.id),
  );
  const money = (minor: number) => toMajor(minor, order.currency);
  // The customer's answer has said is_combo as 0 or 1 since the spec.
  const toLine = (line: (typeof lines)[number]) => ({
    ...orderLineFields(line, picks, order.currency),
    is_combo: line.isCombo ? (1 as const) : (0 as const),
  });
  return {
    id: order.id,
    reference: order.reference,
    date: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    currency: order.currency,
    ordered_by: person(orderer),
    ordered_for: person(recipient),
    combo_items: lines.filter((line) => line.isCombo).map(toLine),
    other_products: lines.filter((line) => !line.isCombo).map(toLine),
    subtotal: money(order.subtotalMinor),
    company_discount: money(order.discountMinor),
    ...orderBillFields(order),
    shipping_charge: money(order.shippingMinor),
    order_total: money(order.totalMinor),
    total_amount: money(order.totalMinor),
    refunded: money(refundState.refundedMinor),
    refund_pending: money(
      // A cancelled order owes back all its payments took; another, the refunds asked for it.
      order.status === 'Cancelled'
        ? Math.max(0, refundState.capturedMinor - refundState.refundedMinor)
        : refundState.inFlightMinor,
    ),
    // A note that changed nothing (a refund of an order that stays as it is) is the shop's.
    history: history
      .filter((entry) => entry.fromStatus !== entry.toStatus || entry.step !== null)
      .map((entry) => ({
        status: entry.toStatus as OrderStatus,
        date: entry.createdAt.toISOString(),
        step: entry.fromStatus === entry.toStatus ? kitchenStepOf(entry.step) : null,
      })),
    delivery: orderDelivery(order, view.language, view.timeZone),
    note: order.kitchenNote,
    step: kitchenStepOf(order.kitchenStep),
  };
}

/**
 * The bill's figures the customer's and the operator's order details share (their subtotal,
 * discount, shipping and total keep the names each answer has had since the spec).
 */
export function orderBillFields(order: OrderRow) {
  const money = (minor: number) => toMajor(minor, order.currency);
  return {
    promo_code: order.promoCode || null,
    promo_discount: money(order.promoDiscountMinor),
    invoice_number: order.invoiceNumber === null ? null : invoiceNumberText(order.invoiceNumber),
    credit_note_number:
      order.creditNoteNumber === null ? null : creditNoteNumberText(order.creditNoteNumber),
    vat_exc_net: money(order.vatExcNetMinor),
    vat_rate: order.vatRateBasisPoints / 100,
    vat_amount: money(order.vatMinor),
    vat_included: order.vatIncluded,
  };
}

/** An ordered line with its picks, as the customer's and the operator's order details show it. */
export function orderLineFields(
  line: Awaited<ReturnType<typeof listLinesOf>>[number],
  picks: Awaited<ReturnType<typeof listPicksOf>>,
  currency: string,
) {
  const money = (minor: number) => toMajor(minor, currency);
  return {
    id: line.id,
    name: line.name,
    image: line.image,
    unit_price: money(line.unitPriceMinor),
    quantity: line.quantity,
    line_total: money(line.lineTotalMinor),
    picks: picks
      .filter((pick) => pick.orderLineId === line.id)
      .map((pick) => ({
        category_title: pick.categoryTitle,
        item_name: pick.itemName,
        price: money(pick.priceMinor),
      })),
  };
}

/** A stored kitchen step, or null for none (or one this version does not know). */
export function kitchenStepOf(value: string | null): KitchenStep | null {
  return (KITCHEN_STEPS as readonly (string | null)[]).includes(value)
    ? (value as KitchenStep)
    : null;
}

/** The caller's order (as orderer or recipient), else "not found" like one that does not exist. */
export async function ownOrder(db: Executor, userId: number, orderId: number) {
  const order = await findOrder(db, orderId);
  if (!order || (order.userId !== userId && order.orderedForUserId !== userId)) {
    throw new NotFoundError('order_not_found');
  }
  return order;
}

/** GET /colleagues: whom the caller may order for (spec §1), none without a subscription. */
export async function colleaguesOf(
  db: Executor,
  userId: number,
): Promise<{ can_order_for_others: boolean; colleagues: Colleague[] }> {
  const me = await findPerson(db, userId);
  if (!me?.companyId || !(await companyHasActiveSubscription(db, me.companyId))) {
    return { can_order_for_others: false, colleagues: [] };
  }
  const colleagues = await listColleagues(db, me.companyId, userId);
  return { can_order_for_others: true, colleagues: colleagues.map(person) };
}
