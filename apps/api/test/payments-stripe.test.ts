import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { orders } from '../src/db/schema';
import { stripeAmount } from '../src/modules/payments/providers/stripe';
import { shopOf } from './helpers/accounts';
import {
  addItem,
  checkoutCall,
  checkoutOk,
  orderRow,
  paymentOf,
  shopperWithCart,
} from './helpers/orders';
import { useTestAppWithStandIn } from './helpers/stand-in-app';
import { sessionEvent, startStripeStandIn, stripeWebhook } from './helpers/stripe-stand-in';
import { answerOf, databaseKinds, failBody, PUBLIC_URL } from './helpers/test-app';

describe('Stripe amounts', () => {
  it('three-decimal currencies are rounded half-up to 10 fils; others kept', () => {
    expect(stripeAmount(12_345, 'BHD')).toBe(12_350);
    expect(stripeAmount(12_344, 'BHD')).toBe(12_340);
    expect(stripeAmount(12_340, 'KWD')).toBe(12_340);
    expect(stripeAmount(1_234, 'EUR')).toBe(1_234);
  });
});

describe.each(databaseKinds)('stripe payments on %s', (kind) => {
  const { t, app, db, places } = shopOf(
    useTestAppWithStandIn(kind, startStripeStandIn, { env: { PUBLIC_URL } }),
  );

  const webhook = (event: object, secret?: string) => stripeWebhook(app(), event, secret);

  async function pendingOrder() {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const created = await checkoutOk(app(), shopper);
    return { shopper, created, payment: await paymentOf(db(), created.order_id) };
  }

  it('checkout makes a Checkout Session and answers its url', async () => {
    const { shopper, created, payment } = await pendingOrder();
    const order = await orderRow(db(), created.order_id);
    expect(created.paymentLink).toBe(payment.paymentUrl);
    expect(created.paymentLink).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const asked = t.standIn.requests.at(-1);
    const body = asked?.body;
    expect(body?.get('mode')).toBe('payment');
    expect(body?.get('line_items[0][price_data][currency]')).toBe('bhd');
    expect(Number(body?.get('line_items[0][price_data][unit_amount]'))).toBe(
      stripeAmount(order.totalMinor, 'BHD'),
    );
    expect(body?.get('line_items[0][quantity]')).toBe('1');
    expect(body?.get('line_items[0][price_data][product_data][name]')).toBe(
      `Order ${created.reference}`,
    );
    expect(body?.get('client_reference_id')).toBe(created.reference);
    expect(body?.get('metadata[order_id]')).toBe(String(created.order_id));
    expect(body?.get('customer_email')).toBe(shopper.email);
    expect(body?.get('success_url')).toBe(`${PUBLIC_URL}/order-status/${created.reference}`);
    expect(body?.get('cancel_url')).toBe(
      `${PUBLIC_URL}/order-status/${created.reference}?cancelled=1`,
    );
    expect(asked?.headers['idempotency-key']).toBeTruthy();
    expect(asked?.headers.authorization).toBe('Bearer sk_test_stand_in');
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'open',
      amountMinor: stripeAmount(order.totalMinor, 'BHD'),
    });
    expect(payment.expiresAt.getTime() / 1000).toBe(Number(body?.get('expires_at')));
    // The sandbox does not exist in a shop on Stripe.
    const page = await app().inject({
      method: 'GET',
      url: '/api/payments/sandbox/sbx_aaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(page.statusCode).toBe(404);
  });

  it('checkout.session.completed (paid) → Processing; the same event again changes nothing', async () => {
    const { created, payment } = await pendingOrder();
    const event = sessionEvent('checkout.session.completed', payment);
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ responseData: { outcome: 'applied' } });
    expect((await orderRow(db(), created.order_id)).status).toBe('Processing');
    const again = await webhook(event);
    expect(again.json()).toMatchObject({ responseData: { outcome: 'duplicate' } });
    // A late expiry of the paid session changes nothing.
    const late = await webhook(sessionEvent('checkout.session.expired', payment));
    expect(late.json()).toMatchObject({ responseData: { outcome: 'ignored' } });
    expect((await orderRow(db(), created.order_id)).status).toBe('Processing');
  });

  it('a completed session whose payment is not through yet changes nothing', async () => {
    const { created, payment } = await pendingOrder();
    const answer = await webhook(
      sessionEvent('checkout.session.completed', payment, { paymentStatus: 'unpaid' }),
    );
    expect(answer.json()).toMatchObject({ responseData: { outcome: 'ignored' } });
    expect((await orderRow(db(), created.order_id)).status).toBe('Pending');
  });

  it('a wrong signature is 400 and nothing changes', async () => {
    const { created, payment } = await pendingOrder();
    const event = sessionEvent('checkout.session.completed', payment);
    const forged = await webhook(event, 'whsec_someone_else');
    const body = failBody(answerOf(forged), 400);
    expect(body.responseText).toBe(translateMessage('payment_notification_invalid', 'en'));
    const unsigned = await app().inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(db(), created.order_id)).status).toBe('Pending');
  });

  it('an amount other than the session’s is refused', async () => {
    const { created, payment } = await pendingOrder();
    const answer = await webhook(
      sessionEvent('checkout.session.completed', payment, { amount: payment.amountMinor - 10 }),
    );
    expect(answer.json()).toMatchObject({ responseData: { outcome: 'refused' } });
    expect((await orderRow(db(), created.order_id)).status).toBe('Pending');
  });

  it('checkout.session.expired and async_payment_failed → Cancelled', async () => {
    for (const [type, status] of [
      ['checkout.session.expired', 'expired'],
      ['checkout.session.async_payment_failed', 'failed'],
    ] as const) {
      const { created, payment } = await pendingOrder();
      const answer = await webhook(sessionEvent(type, payment));
      expect(answer.json()).toMatchObject({ responseData: { outcome: 'applied' } });
      expect(await orderRow(db(), created.order_id)).toMatchObject({
        status: 'Cancelled',
        cancelReason: `payment ${status}`,
      });
      expect((await paymentOf(db(), created.order_id)).status).toBe(status);
    }
  });

  it('other events are acknowledged and ignored', async () => {
    const answer = await webhook({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ responseData: { outcome: 'ignored' } });
  });

  it('a superseded order’s session is expired at Stripe, so an old tab cannot pay it', async () => {
    const { shopper, itemId } = await shopperWithCart(app(), db(), places);
    const first = await checkoutOk(app(), shopper);
    const old = await paymentOf(db(), first.order_id);
    await addItem(app(), shopper, itemId, 1);
    await checkoutOk(app(), shopper);
    await expect
      .poll(() => t.standIn.expired.includes(old.providerSessionId), { timeout: 5000 })
      .toBe(true);
  });

  it('when Stripe refuses the session, checkout fails and leaves no order', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    t.standIn.state.fail = true;
    try {
      const body = failBody(await checkoutCall(app(), shopper), 502);
      expect(body.responseText).toBe('Something went wrong during checkout.');
    } finally {
      t.standIn.state.fail = false;
    }
    const [row] = await db()
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, shopper.userId));
    expect(row?.n).toBe(0);
    // And works once Stripe answers again.
    await checkoutOk(app(), shopper);
  });
});
