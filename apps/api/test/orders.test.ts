import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderDetailsResponseSchema, ordersResponseSchema, toMinor } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { orders, payments } from '../src/db/schema';
import { describeOnEachDatabase, get } from './helpers/accounts';
import {
  addItem,
  cartOf,
  checkoutOk,
  newShopper,
  shopperWithCart,
  type Shopper,
} from './helpers/orders';
import { failBody, okBody } from './helpers/test-app';

describeOnEachDatabase('orders', ({ app, db, places }) => {
  const list = async (shopper: Shopper, query = '') =>
    okBody(
      await get(app(), `/api/orders?language=en${query}`, shopper.token),
      ordersResponseSchema,
    );
  const details = (shopper: Shopper, id: number) =>
    get(app(), `/api/orders/${id}?language=en`, shopper.token);

  it('need login', async () => {
    failBody(await get(app(), '/api/orders?language=en'), 401);
    failBody(await get(app(), '/api/orders/1?language=en'), 401);
    failBody(await get(app(), '/api/colleagues?language=en'), 401);
  });

  it('an empty history says "No orders to show"', async () => {
    const shopper = await newShopper(app(), places);
    const body = await list(shopper);
    expect(body.responseText).toBe(translateMessage('no_orders', 'en'));
    expect(body.responseData.orders).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
    });
  });

  it('lists and details an order with the cart’s figures, combo items apart from other products', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const cart = await cartOf(app(), shopper);
    const created = await checkoutOk(app(), shopper);

    const [summary] = (await list(shopper)).responseData.orders.data;
    const combo = cart.carts.find((line) => line.is_combo === 1);
    const item = cart.carts.find((line) => line.is_combo === 0);
    expect(summary).toMatchObject({
      id: created.order_id,
      reference: created.reference,
      status: 'Pending',
      order_total: cart.grand_total,
      total_amount: cart.grand_total,
      shipping_charge: cart.shipping_charge,
      currency: cart.currency,
      product_name: `${combo?.combo?.title} +1`,
      ordered_for: { id: shopper.userId, email: shopper.email },
    });
    expect(new Date(summary?.date ?? '').toISOString()).toBe(summary?.date);

    const body = okBody(await details(shopper, created.order_id), orderDetailsResponseSchema);
    const order = body.responseData;
    expect(order).toMatchObject({
      id: created.order_id,
      reference: created.reference,
      status: 'Pending',
      subtotal: cart.subtotal,
      company_discount: cart.company_discount,
      vat_exc_net: cart.vat_exc_net,
      vat_rate: cart.vat_rate,
      vat_amount: cart.vat_amount,
      shipping_charge: cart.shipping_charge,
      order_total: cart.grand_total,
      ordered_by: { id: shopper.userId },
      ordered_for: { id: shopper.userId },
      history: [{ status: 'Pending' }],
    });
    expect(order.combo_items).toHaveLength(1);
    expect(order.combo_items[0]).toMatchObject({
      name: combo?.combo?.title,
      is_combo: 1,
      quantity: combo?.quantity,
      unit_price: combo?.unit_price,
      line_total: combo?.line_total,
    });
    expect(order.combo_items[0]?.picks.map((pick) => pick.item_name).sort()).toEqual(
      combo?.picks.map((pick) => pick.item_name).sort(),
    );
    expect(order.other_products).toEqual([
      expect.objectContaining({
        name: item?.product?.item_name,
        is_combo: 0,
        quantity: item?.quantity,
        line_total: item?.line_total,
        picks: [],
      }),
    ]);
    expect(toMinor(order.order_total, order.currency)).toBeGreaterThan(0);
    // Decision 064: its VAT is inside the prices paid; an order from before says it was added.
    expect(order.vat_included).toBe(true);
    await db().update(orders).set({ vatIncluded: false }).where(eq(orders.id, created.order_id));
    const older = okBody(await details(shopper, created.order_id), orderDetailsResponseSchema);
    expect(older.responseData.vat_included).toBe(false);
  });

  it('another customer’s order is "No details found" (404) and not in their list', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const created = await checkoutOk(app(), shopper);
    const stranger = await newShopper(app(), places);
    const refused = failBody(await details(stranger, created.order_id), 404);
    expect(refused.responseText).toBe('No details found');
    const unknown = failBody(await details(stranger, 999_999), 404);
    expect(unknown.responseText).toBe(refused.responseText);
    expect((await list(stranger)).responseData.orders.total).toBe(0);
  });

  it('the person ordered for sees the order too', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const colleague = await newShopper(app(), places);
    const created = await checkoutOk(app(), shopper);
    // Set directly: the ordering-for rules are checkout.test.ts's business.
    await db()
      .update(orders)
      .set({ orderedForUserId: colleague.userId })
      .where(eq(orders.id, created.order_id));
    const mine = (await list(colleague)).responseData.orders.data.map((order) => order.id);
    expect(mine).toEqual([created.order_id]);
    okBody(await details(colleague, created.order_id), orderDetailsResponseSchema);
  });

  it('pages newest first', async () => {
    const { shopper, itemId } = await shopperWithCart(app(), db(), places);
    const made: number[] = [];
    for (let index = 0; index < 5; index++) {
      // Each change of the cart supersedes the previous order; marked paid here (payments are
      // payments-*.test.ts's business) so that all five are orders the customer keeps.
      if (index > 0) await addItem(app(), shopper, itemId, 1);
      const orderId = (await checkoutOk(app(), shopper)).order_id;
      made.push(orderId);
      if (index < 4) {
        await db()
          .update(orders)
          .set({ status: 'Processing', paidAt: new Date() })
          .where(eq(orders.id, orderId));
      }
    }
    const first = (await list(shopper, '&limit=2')).responseData.orders;
    expect(first).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    const pages = [first.data];
    for (const page of [2, 3]) {
      pages.push((await list(shopper, `&limit=2&page=${page}`)).responseData.orders.data);
    }
    expect(pages.flat().map((order) => order.id)).toEqual([...made].reverse());
    expect(pages.flat().map((order) => order.status)).toEqual([
      'Pending',
      'Processing',
      'Processing',
      'Processing',
      'Processing',
    ]);
    const beyond = (await list(shopper, '&limit=2&page=9')).responseData.orders;
    expect(beyond.data).toEqual([]);
    // Past the last page the list still says how many orders there are.
    expect(beyond).toMatchObject({ current_page: 9, last_page: 3, total: 5 });
    failBody(await get(app(), '/api/orders?limit=0', shopper.token), 422);
    failBody(await get(app(), '/api/orders/abc', shopper.token), 422);
  });

  it('leave out checkouts never paid once they end; a Pending one offers its payment page (issue 17)', async () => {
    const { shopper, itemId } = await shopperWithCart(app(), db(), places);
    const superseded = await checkoutOk(app(), shopper);
    await addItem(app(), shopper, itemId, 1);
    const pending = await checkoutOk(app(), shopper);

    // The first checkout was cancelled unpaid when the cart changed: not an order to show.
    const listed = (await list(shopper)).responseData.orders;
    expect(listed.total).toBe(1);
    expect(listed.data.map((order) => [order.id, order.status, order.payment_url])).toEqual([
      [pending.order_id, 'Pending', pending.paymentLink],
    ]);
    // Its own page still answers, and so does the list asked for its reference (where the
    // payment provider sends the customer back).
    const old = okBody(await details(shopper, superseded.order_id), orderDetailsResponseSchema);
    expect(old.responseData.status).toBe('Cancelled');
    const byReference = (await list(shopper, `&reference=${superseded.reference}`)).responseData
      .orders;
    expect(byReference.data.map((order) => [order.id, order.status])).toEqual([
      [superseded.order_id, 'Cancelled'],
    ]);
    const stranger = await newShopper(app(), places);
    expect(
      (await list(stranger, `&reference=${superseded.reference}`)).responseData.orders.total,
    ).toBe(0);

    // The person ordered for is not the one to pay: no payment page for them.
    const colleague = await newShopper(app(), places);
    await db()
      .update(orders)
      .set({ orderedForUserId: colleague.userId })
      .where(eq(orders.id, pending.order_id));
    const theirs = (await list(colleague)).responseData.orders.data;
    expect(theirs.map((order) => [order.id, order.payment_url])).toEqual([
      [pending.order_id, null],
    ]);

    // Once the payment session has expired the checkout is gone from the list too.
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.orderId, pending.order_id));
    expect((await list(shopper)).responseData.orders).toMatchObject({ total: 0, data: [] });
  });
});
