import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderDetailsResponseSchema, ordersResponseSchema } from '@storefront/shared';
import { orderStatusHistory, paymentEvents, payments } from '../src/db/schema';
import { signSandboxPayload } from '../src/modules/payments/providers/sandbox';
import { useShopTestApp, get, isWelcomeMail, readOutbox, waitForMail } from './helpers/accounts';
import {
  addItem,
  availableItems,
  cartOf,
  checkoutOk,
  newShopper,
  orderRow,
  paymentOf,
  shopperWithCart,
  shopperWithOrder,
  subscribe,
} from './helpers/orders';
import { SANDBOX_SECRET } from './helpers/payments';
import { answerOf, databaseKinds, failBody, okBody, PUBLIC_URL } from './helpers/test-app';

describe.each(databaseKinds)('sandbox payments on %s', (kind) => {
  const { t, app, db, places } = useShopTestApp(kind, {
    env: { PUBLIC_URL, SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET },
  });

  /** A shopper with a combo and an item in the cart, checked out: the order is Pending. */
  async function pendingOrder() {
    const { shopper, itemId, order: created } = await shopperWithOrder(app(), db(), places);
    const payment = await paymentOf(db(), created.order_id);
    const path = new URL(created.paymentLink).pathname;
    return { shopper, itemId, created, payment, path };
  }

  function webhook(body: string, signature: string | undefined) {
    return app().inject({
      method: 'POST',
      url: '/api/payments/sandbox/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-sandbox-signature': signature }),
      },
    });
  }

  function signed(event: Record<string, unknown>, options: { secret?: string; at?: number } = {}) {
    const body = JSON.stringify(event);
    const at = options.at ?? Math.floor(Date.now() / 1000);
    return { body, signature: signSandboxPayload(options.secret ?? SANDBOX_SECRET, body, at) };
  }

  async function eventCount() {
    const [row] = await db().select({ n: count() }).from(paymentEvents);
    return row?.n ?? 0;
  }

  it('serves the hosted page: shop, sandbox notice, amount, reference, Pay and Cancel, no script', async () => {
    const { created, path } = await pendingOrder();
    const response = await app().inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('Sandbox payment — no real money moves');
    expect(html).toContain(created.reference);
    expect(html).toMatch(/BHD|BD/);
    expect(html).toContain(`action="${path}/pay"`);
    expect(html).toContain(`action="${path}/cancel"`);
    expect(html).not.toMatch(/<script/i);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' https://shop.example.com");
  });

  it('speaks the order’s language: Arabic right to left, Georgian (issue 17)', async () => {
    for (const [language, tag, pay, badge] of [
      ['ae', 'ar', 'ادفع', 'دفع تجريبي — لا تُنقل أموال حقيقية'],
      ['ka', 'ka', 'გადაიხადეთ', 'სატესტო გადახდა — რეალური თანხა არ ირიცხება'],
    ] as const) {
      const { order: created } = await shopperWithOrder(app(), db(), places, { language });
      const path = new URL(created.paymentLink).pathname;
      const html = (await app().inject({ method: 'GET', url: path })).body;
      expect(html).toContain(`<html lang="${tag}" dir="${language === 'ae' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(badge);
      expect(html).toMatch(new RegExp(`<button class="pay" type="submit">${pay} `));
      expect(html).toContain(created.reference);
      expect(html).not.toContain('Sandbox payment');
    }
  });

  it('an unknown session is a 404 page', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/payments/sandbox/sbx_aaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('does not exist');
  });

  it('Pay: order Processing, payment paid, cart emptied only now, confirmation mail', async () => {
    const { shopper, created, path } = await pendingOrder();
    const before = await cartOf(app(), shopper);
    expect(before.carts.length).toBe(2);
    // Added after checkout: not part of the order, stays in the cart.
    const [, laterItem] = await availableItems(db(), 2);
    await addItem(app(), shopper, laterItem ?? 0, 1);

    const response = await app().inject({ method: 'POST', url: `${path}/pay` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/order-status/${created.reference}`);

    const order = await orderRow(db(), created.order_id);
    expect(order.status).toBe('Processing');
    expect(order.paidAt).not.toBeNull();
    expect((await paymentOf(db(), order.id)).status).toBe('paid');
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor])).toEqual([
      [null, 'Pending', 'customer'],
      ['Pending', 'Processing', 'provider'],
    ]);

    const after = await cartOf(app(), shopper);
    const ordered = before.carts.map((line) => line.id);
    expect(after.carts.filter((line) => ordered.includes(line.id))).toEqual([]);
    // What was added after checkout is all that is left.
    expect(after.carts.map((line) => [line.product?.id, line.quantity])).toEqual([[laterItem, 1]]);

    const [mail] = await waitForMail(t.current.outboxDir, shopper.email);
    expect(mail?.headers).toContain(created.reference);
    expect(mail?.body).toContain(created.reference);

    // The page now says paid; Pay again changes nothing and sends the browser to the page.
    const page = await app().inject({ method: 'GET', url: path });
    expect(page.body).toContain('is paid');
    const again = await app().inject({ method: 'POST', url: `${path}/pay` });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(path);
    expect(
      (await readOutbox(t.current.outboxDir)).filter(
        (m) => m.to === shopper.email && !isWelcomeMail(m),
      ),
    ).toHaveLength(1);
  });

  it('an order for a colleague confirms to both, each in the order’s language', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const colleague = await newShopper(app(), places);
    await subscribe(db(), places.companyId);
    const created = await checkoutOk(app(), shopper, {
      language: 'fr',
      ordered_for_user_id: colleague.userId,
    });
    const path = new URL(created.paymentLink).pathname;
    await app().inject({ method: 'POST', url: `${path}/pay` });
    for (const email of [shopper.email, colleague.email]) {
      const [mail] = await waitForMail(t.current.outboxDir, email);
      expect(mail?.body).toContain(created.reference);
      expect(mail?.body).toContain('Merci');
    }
  });

  it('Pay takes only the ordered quantities off the cart (more added after checkout stays)', async () => {
    const { shopper, itemId, created, path } = await pendingOrder();
    // The same item once more after checkout: its line holds 3, the order 2.
    await addItem(app(), shopper, itemId, 1);
    await app().inject({ method: 'POST', url: `${path}/pay` });
    expect((await orderRow(db(), created.order_id)).status).toBe('Processing');
    const after = await cartOf(app(), shopper);
    expect(after.carts.map((line) => [line.product?.id, line.quantity])).toEqual([[itemId, 1]]);
  });

  it('Cancel: order Cancelled, payment cancelled, cart kept', async () => {
    const { shopper, created, path } = await pendingOrder();
    const before = await cartOf(app(), shopper);
    const response = await app().inject({ method: 'POST', url: `${path}/cancel` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${PUBLIC_URL}/order-status/${created.reference}?cancelled=1`,
    );
    const order = await orderRow(db(), created.order_id);
    expect(order).toMatchObject({ status: 'Cancelled', cancelReason: 'payment cancelled' });
    expect((await paymentOf(db(), order.id)).status).toBe('cancelled');
    expect(await cartOf(app(), shopper)).toEqual(before);
    const page = await app().inject({ method: 'GET', url: path });
    expect(page.body).toContain('has ended');
  });

  it('a repeated notification (same event id) changes nothing twice', async () => {
    const { created, payment } = await pendingOrder();
    const event = {
      id: 'evt_repeat_' + created.reference,
      type: 'paid',
      session: payment.providerSessionId,
      amount: payment.amountMinor,
      currency: payment.currency,
    };
    const first = signed(event);
    const answer = await webhook(first.body, first.signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ responseData: { outcome: 'applied' } });
    const historyCount = async () =>
      (
        await db()
          .select()
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, created.order_id))
      ).length;
    const afterFirst = await historyCount();
    const repeat = signed(event);
    const second = await webhook(repeat.body, repeat.signature);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ responseData: { outcome: 'duplicate' } });
    expect(await historyCount()).toBe(afterFirst);
    // Another event id saying paid again: ignored, the order stays as it is.
    const other = signed({ ...event, id: 'evt_other_' + created.reference });
    expect((await webhook(other.body, other.signature)).json()).toMatchObject({
      responseData: { outcome: 'ignored' },
    });
    expect(await historyCount()).toBe(afterFirst);
    expect((await orderRow(db(), created.order_id)).status).toBe('Processing');
  });

  it('a late cancel after the payment (reordered events) changes nothing', async () => {
    const { created, payment } = await pendingOrder();
    const base = {
      session: payment.providerSessionId,
      amount: payment.amountMinor,
      currency: payment.currency,
    };
    const paid = signed({ ...base, id: `evt_paid_${created.reference}`, type: 'paid' });
    await webhook(paid.body, paid.signature);
    for (const type of ['cancelled', 'expired', 'failed']) {
      const late = signed({ ...base, id: `evt_${type}_${created.reference}`, type });
      const answer = await webhook(late.body, late.signature);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ responseData: { outcome: 'ignored' } });
    }
    expect((await orderRow(db(), created.order_id)).status).toBe('Processing');
    expect((await paymentOf(db(), created.order_id)).status).toBe('paid');
  });

  it('forged notifications (no, bad, wrong-secret or stale signature) are 400 and change nothing', async () => {
    const { created, payment } = await pendingOrder();
    const event = {
      id: `evt_forged_${created.reference}`,
      type: 'paid',
      session: payment.providerSessionId,
      amount: payment.amountMinor,
      currency: payment.currency,
    };
    const events = await eventCount();
    const good = signed(event);
    const attempts: [string, string | undefined][] = [
      [good.body, undefined],
      [good.body, good.signature.replace(/v1=./, (m) => (m.endsWith('0') ? 'v1=1' : 'v1=0'))],
      [good.body, signed(event, { secret: 'another-secret-of-enough-length-000000' }).signature],
      [good.body, signed(event, { at: Math.floor(Date.now() / 1000) - 600 }).signature],
      [good.body, 'garbage'],
      // The signature of one body does not cover another.
      [JSON.stringify({ ...event, amount: 1 }), good.signature],
    ];
    for (const [body, signature] of attempts) {
      const answer = await webhook(body, signature);
      const envelope = failBody(answerOf(answer), 400);
      expect(envelope.responseText).toBe('Invalid payment notification.');
    }
    expect(await eventCount()).toBe(events);
    expect((await orderRow(db(), created.order_id)).status).toBe('Pending');
    expect((await paymentOf(db(), created.order_id)).status).toBe('open');
  });

  it('an amount that differs from the order total is refused and logged; the order stays Pending', async () => {
    const { created, payment } = await pendingOrder();
    for (const [id, amount, currency] of [
      ['evt_less', payment.amountMinor - 1, payment.currency],
      ['evt_currency', payment.amountMinor, 'USD'],
    ] as const) {
      const note = signed({
        id: `${id}_${created.reference}`,
        type: 'paid',
        session: payment.providerSessionId,
        amount,
        currency,
      });
      const answer = await webhook(note.body, note.signature);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ responseData: { outcome: 'refused' } });
    }
    expect((await orderRow(db(), created.order_id)).status).toBe('Pending');
    const [stored] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_less_${created.reference}`));
    expect(stored?.outcome).toBe('refused');
  });

  it('a payment for an order cancelled meanwhile is refused (refund for an operator)', async () => {
    const { created, payment, path } = await pendingOrder();
    await app().inject({ method: 'POST', url: `${path}/cancel` });
    const paid = signed({
      id: `evt_after_cancel_${created.reference}`,
      type: 'paid',
      session: payment.providerSessionId,
      amount: payment.amountMinor,
      currency: payment.currency,
    });
    const answer = await webhook(paid.body, paid.signature);
    expect(answer.json()).toMatchObject({ responseData: { outcome: 'refused' } });
    expect((await orderRow(db(), created.order_id)).status).toBe('Cancelled');
  });

  it('an unknown session is ignored (200), an unknown provider is 404', async () => {
    const note = signed({
      id: 'evt_unknown_session',
      type: 'paid',
      session: 'sbx_nothing_here_000000000',
      amount: 100,
      currency: 'BHD',
    });
    const answer = await webhook(note.body, note.signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ responseData: { outcome: 'ignored' } });
    const unknown = await app().inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      payload: note.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an expired session is cancelled when the orders are read, and its page says so', async () => {
    const { shopper, created, payment, path } = await pendingOrder();
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.id));
    const page = await app().inject({ method: 'GET', url: path });
    expect(page.body).toContain('has ended');
    const pay = await app().inject({ method: 'POST', url: `${path}/pay` });
    expect(pay.headers.location).toBe(path);
    const list = okBody(
      await get(app(), '/api/orders?language=en', shopper.token),
      ordersResponseSchema,
    );
    // Never paid and ended: left out of the customer's list (issue 17), Cancelled on its page.
    expect(list.responseData.orders.data.map((order) => order.id)).not.toContain(created.order_id);
    const details = okBody(
      await get(app(), `/api/orders/${created.order_id}?language=en`, shopper.token),
      orderDetailsResponseSchema,
    );
    expect(details.responseData.status).toBe('Cancelled');
    expect((await paymentOf(db(), created.order_id)).status).toBe('expired');
  });
});
