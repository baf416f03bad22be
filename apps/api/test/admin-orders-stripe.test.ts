import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderStatusResponseSchema, adminPaths } from '@storefront/shared';
import { demoPlaces, type DemoPlaces } from './helpers/accounts';
import { adminSession, send } from './helpers/admin';
import { checkoutOk, orderRow, paymentOf, shopperWithCart } from './helpers/orders';
import { answerOf, buildTestApp, databaseKinds, okBody, type TestApp } from './helpers/test-app';

/**
 * A stand-in of Stripe's API (never the real service): Checkout Sessions are made and expired,
 * and the expiries are remembered.
 */
async function stripeStandIn() {
  const expired: string[] = [];
  const server: FastifyInstance = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  let next = 0;
  server.post('/v1/checkout/sessions', async (request) => {
    const body = request.body as URLSearchParams;
    const id = `cs_test_admin_${++next}_${Date.now()}`;
    return {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      expires_at: Number(body.get('expires_at')),
      amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
      currency: body.get('line_items[0][price_data][currency]'),
      payment_status: 'unpaid',
      status: 'open',
      mode: 'payment',
    };
  });
  server.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request) => {
    expired.push(request.params.id);
    return { id: request.params.id, object: 'checkout.session', status: 'expired' };
  });
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, expired, url };
}

describe.each(databaseKinds)('back office cancelling a Stripe order on %s', (kind) => {
  let standIn: Awaited<ReturnType<typeof stripeStandIn>>;
  let t: TestApp;
  let places: DemoPlaces;

  beforeAll(async () => {
    standIn = await stripeStandIn();
    t = await buildTestApp(kind, {
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_the_stand_in',
        STRIPE_API_BASE: standIn.url,
      },
    });
    places = await demoPlaces(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.server.close();
  });

  it('expires the Checkout Session of a Pending order, so an old tab cannot pay it', async () => {
    const { shopper } = await shopperWithCart(t.app, t.db, places);
    const created = await checkoutOk(t.app, shopper);
    const session = (await paymentOf(t.db, created.order_id)).providerSessionId;
    const admin = await adminSession(t.app, t.db);

    const answer = await send(t.app, 'POST', `/api${adminPaths.orderStatus(created.order_id)}`, {
      token: admin.token,
      payload: { status: 'Cancelled', note: 'Customer called to cancel' },
    });
    const order = okBody(answerOf(answer), adminOrderStatusResponseSchema).responseData;
    expect(order.status).toBe('Cancelled');
    expect(order.payments.map((payment) => payment.status)).toEqual(['cancelled']);
    expect((await orderRow(t.db, created.order_id)).cancelReason).toBe('Customer called to cancel');
    // The expiry goes to Stripe after the commit, without holding the answer.
    const deadline = Date.now() + 5_000;
    while (!standIn.expired.includes(session) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(standIn.expired).toEqual([session]);
  });
});
