import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cartResponseSchema,
  checkoutResponseSchema,
  comboItemsResponseSchema,
  type Cart,
} from '@storefront/shared';
import type { Database } from '../../src/db/client';
import { combos, companySubscriptions, items, orders, payments } from '../../src/db/schema';
import { get, post, registeredUser, type DemoPlaces } from './accounts';
import { okBody, type Answer } from './test-app';

/** A logged-in customer with a token, and helpers to fill their cart through the API. */
export interface Shopper {
  token: string;
  userId: number;
  email: string;
}

export async function newShopper(app: FastifyInstance, places: DemoPlaces): Promise<Shopper> {
  const { user, token, email } = await registeredUser(app, places);
  return { token, userId: user.id, email };
}

/** An available combo and valid picks for it, read through GET /combo-items (as the modal does). */
export async function comboWithPicks(app: FastifyInstance, db: Database, token: string, skip = 0) {
  const rows = await db
    .select({ id: combos.id })
    .from(combos)
    .where(eq(combos.isAvailable, true))
    .orderBy(asc(combos.id));
  const combo = rows[skip % rows.length];
  if (!combo) throw new Error('the demo shop has no combo');
  const body = okBody(
    await get(app, `/api/combo-items/${combo.id}?language=en`, token),
    comboItemsResponseSchema,
  );
  const picks: number[] = [];
  for (const category of body.responseData.combo_items) {
    const free = category.items.map((item) => item.id).filter((id) => !picks.includes(id));
    picks.push(...free.slice(0, category.qty));
  }
  return { comboId: combo.id, picks };
}

export async function availableItems(db: Database, count = 2): Promise<number[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.isAvailable, true))
    .orderBy(asc(items.id))
    .limit(count);
  return rows.map((row) => row.id);
}

export async function addItem(
  app: FastifyInstance,
  shopper: Shopper,
  itemId: number,
  quantity = 1,
) {
  const answer = await post(
    app,
    '/api/add-to-cart',
    { product_id: itemId, quantity, language: 'en' },
    { token: shopper.token },
  );
  if (answer.status !== 200) throw new Error(`add item failed: ${JSON.stringify(answer.json)}`);
}

export async function addCombo(
  app: FastifyInstance,
  shopper: Shopper,
  combo: { comboId: number; picks: number[] },
) {
  const answer = await post(
    app,
    '/api/add-to-cart',
    { combo_id: combo.comboId, combo_items: combo.picks.join(','), language: 'en' },
    { token: shopper.token },
  );
  if (answer.status !== 200) throw new Error(`add combo failed: ${JSON.stringify(answer.json)}`);
}

export async function cartOf(app: FastifyInstance, shopper: Shopper): Promise<Cart> {
  return okBody(
    await post(app, '/api/cart', { language: 'en' }, { token: shopper.token }),
    cartResponseSchema,
  ).responseData;
}

/** A shopper whose cart holds a combo and an item, ready for checkout. */
export async function shopperWithCart(app: FastifyInstance, db: Database, places: DemoPlaces) {
  const shopper = await newShopper(app, places);
  const combo = await comboWithPicks(app, db, shopper.token);
  await addCombo(app, shopper, combo);
  const [itemId] = await availableItems(db, 1);
  if (itemId === undefined) throw new Error('no item');
  await addItem(app, shopper, itemId, 2);
  return { shopper, combo, itemId };
}

/** A shopper with a cart (shopperWithCart) checked out: their order is Pending. */
export async function shopperWithOrder(
  app: FastifyInstance,
  db: Database,
  places: DemoPlaces,
  body: Record<string, unknown> = {},
) {
  const withCart = await shopperWithCart(app, db, places);
  return { ...withCart, order: await checkoutOk(app, withCart.shopper, body) };
}

export function checkoutCall(
  app: FastifyInstance,
  shopper: Shopper | undefined,
  body: Record<string, unknown> = {},
): Promise<Answer> {
  return post(
    app,
    '/api/checkout',
    { language: 'en', ...body },
    shopper ? { token: shopper.token } : {},
  );
}

export async function checkoutOk(
  app: FastifyInstance,
  shopper: Shopper,
  body: Record<string, unknown> = {},
) {
  return okBody(await checkoutCall(app, shopper, body), checkoutResponseSchema).responseData;
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

export async function paymentOf(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  const last = rows.at(-1);
  if (!last) throw new Error(`no payment for order ${orderId}`);
  return last;
}

/** A subscription period of a company, active now unless told otherwise. */
export async function subscribe(
  db: Database,
  companyId: number,
  options: { discountBasisPoints?: number; startsInDays?: number; endsInDays?: number } = {},
) {
  const day = 86_400_000;
  await db.insert(companySubscriptions).values({
    companyId,
    discountBasisPoints: options.discountBasisPoints ?? 0,
    startsAt: new Date(Date.now() + (options.startsInDays ?? -1) * day),
    endsAt: new Date(Date.now() + (options.endsInDays ?? 30) * day),
  });
}
