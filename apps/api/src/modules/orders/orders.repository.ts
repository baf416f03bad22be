import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { reusedStatement } from '../../db/prepared-statements';
import { lockedRow, orderedRows } from '../../db/records';
import type { Language } from '@storefront/shared';
import { deliveryPlaceOf } from '../../db/texts';
import { userNameColumns } from '../accounts/sessions.repository';
import type { CreateSessionInput, PaymentSession } from '../payments/providers/provider';
import {
  companySubscriptions,
  orderLinePicks,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  siteSettingTranslations,
  users,
} from '../../db/schema';

/** Orders, their snapshots and their payments (DESIGN §6): storage only. */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyId: number | null;
  buildingId: number | null;
  universityId: number | null;
  language: string;
}

const personColumns = {
  ...userNameColumns,
  companyId: users.companyId,
  buildingId: users.buildingId,
  universityId: users.universityId,
  language: users.language,
};

/** Where a person takes deliveries, in `language` (their building or university; issue 17). */
export async function findDeliveryPlace(
  db: Executor,
  userId: number,
  language: Language,
): Promise<string | null> {
  const [row] = await db
    .select({ place: deliveryPlaceOf(users, language) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.place ?? null;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export async function findPerson(db: Executor, userId: number): Promise<PersonRow | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Spec §1 "order for a selected user": the company must have a subscription active now. */
export async function companyHasActiveSubscription(
  db: Executor,
  companyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companySubscriptions.id })
    .from(companySubscriptions)
    .where(
      and(
        eq(companySubscriptions.companyId, companyId),
        lte(companySubscriptions.startsAt, sql`now()`),
        gt(companySubscriptions.endsAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listColleagues(
  db: Executor,
  companyId: number,
  exceptUserId: number,
): Promise<PersonRow[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.id, exceptUserId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(1000);
}

const pendingOrdersOfCart = reusedStatement(
  (db, { userId, cartId }: { userId: number; cartId: number }) =>
    db
      .select({ order: orders, payment: payments })
      .from(orders)
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(
        and(eq(orders.userId, userId), eq(orders.cartId, cartId), eq(orders.status, 'Pending')),
      )
      .orderBy(desc(orders.id), desc(payments.id))
      .for('update', { of: orders }),
);

/** The caller's Pending orders made from this cart, with their newest payment. */
export async function listPendingOrdersOfCart(db: Executor, userId: number, cartId: number) {
  const rows = await pendingOrdersOfCart(db, { userId, cartId });
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.order.id) && seen.add(row.order.id));
}

/**
 * Stores an order under `reference`; answers undefined, changing nothing, when that reference is
 * taken (the unique index decides, in the same statement: no read before the write).
 */
/** What checkout stores of an order; the reference is drawn by the caller. */
export type NewPendingOrder = Pick<
  NewOrder,
  | 'reference'
  | 'userId'
  | 'orderedForUserId'
  | 'cartId'
  | 'cartFingerprint'
  | 'language'
  | 'currency'
  | 'subtotalMinor'
  | 'discountMinor'
  | 'promoCodeId'
  | 'promoCode'
  | 'promoDiscountMinor'
  | 'vatRateBasisPoints'
  | 'vatExcNetMinor'
  | 'vatMinor'
  | 'shippingMinor'
  | 'totalMinor'
  | 'deliverySlotId'
  | 'deliveryDate'
  | 'deliveryAsap'
  | 'deliveryFrom'
  | 'deliveryUntil'
  | 'kitchenNote'
>;

export interface NewOrderLine {
  cartLineId: number;
  itemId: number | null;
  comboId: number | null;
  isCombo: boolean;
  name: string;
  image: string;
  unitPriceMinor: number;
  quantity: number;
  lineTotalMinor: number;
  picks: { itemId: number; categoryTitle: string; itemName: string; priceMinor: number }[];
}

/** insertPendingOrder's values, as its statement binds them. */
type PendingOrderValues = Omit<NewPendingOrder, 'deliveryFrom' | 'deliveryUntil'> & {
  deliveryFrom: string | null;
  deliveryUntil: string | null;
  lineInput: string;
};

// Built once (reusedStatement): checkout's largest statement.
const pendingOrderInserted = reusedStatement(
  (_db, v: PendingOrderValues) =>
    sql`
    with new_order as (
      insert into ${orders} (reference, user_id, ordered_for_user_id, cart_id, cart_fingerprint,
                             status, language, currency, subtotal_minor, discount_minor,
                             vat_rate_bp, vat_exc_net_minor, vat_minor, shipping_minor, total_minor,
                             delivery_slot_id, delivery_date, delivery_asap, delivery_from,
                             delivery_until, kitchen_note, promo_code_id, promo_code,
                             promo_discount_minor)
      values (${v.reference}, ${v.userId}, ${v.orderedForUserId}, ${v.cartId},
              ${v.cartFingerprint}, 'Pending', ${v.language}, ${v.currency},
              ${v.subtotalMinor}, ${v.discountMinor}, ${v.vatRateBasisPoints},
              ${v.vatExcNetMinor}, ${v.vatMinor}, ${v.shippingMinor},
              ${v.totalMinor}, ${v.deliverySlotId}, ${v.deliveryDate},
              ${v.deliveryAsap}, ${v.deliveryFrom}::timestamptz,
              ${v.deliveryUntil}::timestamptz, ${v.kitchenNote},
              ${v.promoCodeId}::integer, ${v.promoCode},
              ${v.promoDiscountMinor})
      on conflict (reference) do nothing
      returning id, reference),
    line_input as (
      select * from jsonb_to_recordset(${v.lineInput}::jsonb) as line(
        position int, cart_line_id int, item_id int, combo_id int, is_combo boolean, name text,
        image text, unit_price_minor int, quantity int, line_total_minor int, picks jsonb)),
    new_lines as (
      insert into ${orderLines} (order_id, cart_line_id, item_id, combo_id, is_combo, name, image,
                                 unit_price_minor, quantity, line_total_minor)
      select new_order.id, line.cart_line_id, line.item_id, line.combo_id, line.is_combo,
             line.name, line.image, line.unit_price_minor, line.quantity, line.line_total_minor
        from new_order cross join line_input line
       order by line.position
      returning id, cart_line_id),
    new_picks as (
      insert into ${orderLinePicks} (order_line_id, item_id, category_title, item_name, price_minor)
      select new_lines.id, pick.item_id, pick.category_title, pick.item_name, pick.price_minor
        from new_lines
        join line_input line on line.cart_line_id = new_lines.cart_line_id
       cross join jsonb_to_recordset(line.picks) as pick(
         item_id int, category_title text, item_name text, price_minor int)),
    first_step as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, actor, actor_user_id, note)
      select id, null, 'Pending', 'customer', ${v.userId}, 'checkout' from new_order)
    select id, reference from new_order`,
);

/**
 * A new Pending order with its lines, their picks and its first history step, in one statement
 * whatever the number of lines (issue 13 item 3). Each line comes from a distinct cart line,
 * whose id ties the stored line to its picks. A reference already taken stores nothing and
 * answers undefined (the caller draws another).
 */
export async function insertPendingOrder(
  db: Executor,
  order: NewPendingOrder,
  lines: readonly NewOrderLine[],
): Promise<{ id: number; reference: string } | undefined> {
  const lineInput = JSON.stringify(
    lines.map((line, position) => ({
      position,
      cart_line_id: line.cartLineId,
      item_id: line.itemId,
      combo_id: line.comboId,
      is_combo: line.isCombo,
      name: line.name,
      image: line.image,
      unit_price_minor: line.unitPriceMinor,
      quantity: line.quantity,
      line_total_minor: line.lineTotalMinor,
      picks: line.picks.map((pick) => ({
        item_id: pick.itemId,
        category_title: pick.categoryTitle,
        item_name: pick.itemName,
        price_minor: pick.priceMinor,
      })),
    })),
  );
  const result = await pendingOrderInserted(db, {
    ...order,
    orderedForUserId: order.orderedForUserId ?? null,
    deliverySlotId: order.deliverySlotId ?? null,
    deliveryDate: order.deliveryDate ?? null,
    deliveryAsap: order.deliveryAsap ?? false,
    deliveryFrom: order.deliveryFrom?.toISOString() ?? null,
    deliveryUntil: order.deliveryUntil?.toISOString() ?? null,
    kitchenNote: order.kitchenNote ?? '',
    promoCodeId: order.promoCodeId ?? null,
    promoCode: order.promoCode ?? '',
    promoDiscountMinor: order.promoDiscountMinor ?? 0,
    lineInput,
  });
  const [row] = rowsOf<{ id: number | string; reference: string }>(result);
  return row ? { id: Number(row.id), reference: row.reference } : undefined;
}

/** The open payment of a session just made at the provider, for the order or purchase asked. */
export async function insertOpenPayment(
  db: Executor,
  provider: string,
  request: CreateSessionInput,
  session: PaymentSession,
) {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: request.orderId,
      purchaseId: request.purchaseId,
      provider,
      providerSessionId: session.sessionId,
      paymentUrl: session.url,
      amountMinor: session.amountMinor,
      currency: request.currency,
      status: 'open',
      expiresAt: session.expiresAt,
    })
    .returning();
  if (!row) throw new Error('payment not stored');
  return row;
}

/** Sets a payment's status only while it is still `open`; answers whether it changed. */
export async function closeOpenPayment(
  db: Executor,
  paymentId: number,
  status: 'paid' | 'failed' | 'cancelled' | 'expired',
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function setPaymentStatus(db: Executor, paymentId: number, status: string) {
  await db
    .update(payments)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

function expiredPendingOrders(db: Executor, userId?: number) {
  return db
    .select({ orderId: orders.id, paymentId: payments.id })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'Pending'),
        eq(payments.status, 'open'),
        lt(payments.expiresAt, sql`now()`),
        userId === undefined
          ? undefined
          : or(eq(orders.userId, userId), eq(orders.orderedForUserId, userId)),
      ),
    )
    .limit(100);
}
// Built once each (reusedStatement): a customer's (every checkout asks), and everyone's.
const expiredPendingOrdersOf = {
  user: reusedStatement((db, { userId }: { userId: number }) => expiredPendingOrders(db, userId)),
  all: reusedStatement((db) => expiredPendingOrders(db)),
};

/** Pending orders (of a user, as orderer or ordered-for, or all) whose open payment expired. */
export async function listExpiredPendingOrders(db: Executor, userId?: number) {
  return userId === undefined
    ? expiredPendingOrdersOf.all(db, {})
    : expiredPendingOrdersOf.user(db, { userId });
}

export async function findPaymentBySession(db: Executor, provider: string, sessionId: string) {
  return lockedRow(
    db,
    payments,
    and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)),
  );
}

export async function findOrder(db: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The shop's name and address in a language, English where it has none (site settings). */
export async function findShopTexts(
  db: Executor,
  language: string,
): Promise<{ name: string; address: string }> {
  const rows = await db
    .select({
      language: siteSettingTranslations.language,
      name: siteSettingTranslations.siteName,
      address: siteSettingTranslations.siteAddress,
    })
    .from(siteSettingTranslations)
    .where(inArray(siteSettingTranslations.language, [language, 'en']));
  const row =
    rows.find((entry) => entry.language === language) ??
    rows.find((entry) => entry.language === 'en');
  return { name: row?.name ?? 'Storefront', address: row?.address ?? '' };
}

export async function findShopName(db: Executor, language: string): Promise<string> {
  return (await findShopTexts(db, language)).name;
}

// ------------------------------------------------------------ reading orders (spec §2 dashboard)

const visibleTo = (userId: number) =>
  or(eq(orders.userId, userId), eq(orders.orderedForUserId, userId));

/**
 * Issue 17 item 7, honest history: a checkout that was never paid and has ended (its payment
 * cancelled or expired, or the order cancelled before payment) was never an order for the
 * customer, so the list leaves it out; operators still see it, and its own page still answers.
 */
const listedFor = (userId: number, reference?: string) =>
  reference === undefined
    ? and(visibleTo(userId), sql`not (${orders.status} = 'Cancelled' and ${orders.paidAt} is null)`)
    : // Asked for by its reference, an order answers like its own page does.
      and(visibleTo(userId), eq(orders.reference, reference));

export async function countOrdersOf(
  db: Executor,
  userId: number,
  reference?: string,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(listedFor(userId, reference));
  return row?.n ?? 0;
}

/**
 * A page of the orders the user made or that were made for them, newest first, in one statement
 * (issue 13's budget): each with its first line's name and its number of lines (the list's
 * "product +2"), and the total of such orders beside every row. A Pending order the user made
 * carries the address of its payment page while that session is open ("Pay now").
 */
export async function listOrdersOf(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
  reference?: string,
) {
  const openPaymentUrl = sql<string | null>`(
    select ${payments.paymentUrl} from ${payments}
     where ${payments.orderId} = ${orders.id}
       and ${payments.status} = 'open'
       and ${payments.expiresAt} > now()
       and ${orders.status} = 'Pending'
       and ${orders.userId} = ${userId}
     order by ${payments.id} desc
     limit 1)`;
  const firstLineName = sql<string | null>`(
    select ${orderLines.name} from ${orderLines}
     where ${orderLines.orderId} = ${orders.id}
     order by ${orderLines.id} limit 1)`;
  const lineCount = sql<number>`(
    select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})::int`;
  const rows = await db
    .select({
      order: orders,
      forUser: personColumns,
      paymentUrl: openPaymentUrl,
      firstLineName,
      lineCount,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.orderedForUserId))
    .where(listedFor(userId, reference))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  // A page past the last has no row to carry the total: it is counted on its own.
  const total = rows[0]?.total ?? (offset > 0 ? await countOrdersOf(db, userId, reference) : 0);
  return { rows, total };
}

export async function listLinesOf(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const ofOrders = inArray(orderLines.orderId, [...orderIds]);
  return orderedRows(db, orderLines, ofOrders, orderLines.orderId, orderLines.id);
}

export async function listPicksOf(db: Executor, lineIds: readonly number[]) {
  if (lineIds.length === 0) return [];
  const ofLines = inArray(orderLinePicks.orderLineId, [...lineIds]);
  return orderedRows(db, orderLinePicks, ofLines, orderLinePicks.orderLineId, orderLinePicks.id);
}

export async function listHistoryOf(db: Executor, orderId: number) {
  const ofOrder = eq(orderStatusHistory.orderId, orderId);
  return orderedRows(
    db,
    orderStatusHistory,
    ofOrder,
    orderStatusHistory.createdAt,
    orderStatusHistory.id,
  );
}

/** The order's history rows after `cursor`: its customer's tracking events (issue 15). */
export async function historyAfter(db: Executor, orderId: number, cursor: number) {
  return db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), gt(orderStatusHistory.id, cursor)))
    .orderBy(asc(orderStatusHistory.id));
}
