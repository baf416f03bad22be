import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/** The webhook secret a test app on the Stripe stand-in is given (STRIPE_WEBHOOK_SECRET). */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';

/**
 * A stand-in of Stripe's API (never the real service), on 127.0.0.1 and a random port:
 * POST /v1/checkout/sessions answers a Checkout Session and remembers what was asked (or refuses
 * while `state.fail`); POST /v1/checkout/sessions/:id/expire remembers the expiries; GET
 * /v1/checkout/sessions/:id names the session's PaymentIntent; POST /v1/refunds answers a Refund
 * (`state.refundStatus`), the same one again for a repeated Idempotency-Key as Stripe does,
 * refuses it with a 400 while `state.refuseRefunds`, and fails with a 500 while
 * `state.refundOutages` counts down. `env` is what a test app needs to take payments through it.
 */
export async function startStripeStandIn() {
  const requests: { body: URLSearchParams; headers: Record<string, unknown> }[] = [];
  const expired: string[] = [];
  const refundRequests: { body: URLSearchParams; idempotencyKey: string }[] = [];
  const state = {
    fail: false,
    refuseRefunds: false,
    refundOutages: 0,
    refundStatus: 'succeeded' as 'succeeded' | 'pending',
  };
  const refundsByKey = new Map<string, object>();
  const server: FastifyInstance = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  let next = 0;
  server.post('/v1/checkout/sessions', async (request, reply) => {
    const body = request.body as URLSearchParams;
    requests.push({ body, headers: request.headers });
    if (state.fail) {
      return reply.status(400).send({
        error: { type: 'invalid_request_error', message: 'stand-in refuses' },
      });
    }
    const id = `cs_test_${++next}_${Date.now()}`;
    return {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      expires_at: Number(body.get('expires_at')),
      amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
      currency: body.get('line_items[0][price_data][currency]'),
      client_reference_id: body.get('client_reference_id'),
      metadata: { order_id: body.get('metadata[order_id]') },
      payment_status: 'unpaid',
      status: 'open',
      mode: 'payment',
    };
  });
  server.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request) => {
    expired.push(request.params.id);
    return { id: request.params.id, object: 'checkout.session', status: 'expired' };
  });
  server.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => ({
    id: request.params.id,
    object: 'checkout.session',
    payment_intent: `pi_of_${request.params.id}`,
    payment_status: 'paid',
    status: 'complete',
  }));
  let nextRefund = 0;
  server.post('/v1/refunds', async (request, reply) => {
    const body = request.body as URLSearchParams;
    const idempotencyKey = String(request.headers['idempotency-key'] ?? '');
    refundRequests.push({ body, idempotencyKey });
    if (state.refundOutages > 0) {
      state.refundOutages -= 1;
      return reply.status(500).send({ error: { type: 'api_error', message: 'stand-in outage' } });
    }
    if (state.refuseRefunds) {
      return reply.status(400).send({
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        },
      });
    }
    const earlier = refundsByKey.get(idempotencyKey);
    if (earlier) return earlier;
    const refund = {
      id: `re_test_${++nextRefund}`,
      object: 'refund',
      amount: Number(body.get('amount')),
      currency: 'bhd',
      payment_intent: body.get('payment_intent'),
      status: state.refundStatus,
      reason: body.get('reason'),
      failure_reason: null,
    };
    refundsByKey.set(idempotencyKey, refund);
    return refund;
  });
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    requests,
    expired,
    refundRequests,
    state,
    url,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: url,
    },
    close: () => server.close(),
  };
}

const signer = new Stripe('sk_test_for_signing_only');

/** Sends `event` to the app's Stripe webhook, signed as Stripe signs (with `secret`). */
export function stripeWebhook(app: FastifyInstance, event: object, secret = STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/**
 * A Checkout Session event about an order's payment: its session, for its amount and paid
 * unless `session` says otherwise.
 */
export function sessionEvent(
  type: string,
  payment: { providerSessionId: string; amountMinor: number },
  session: { amount?: number; paymentStatus?: string; paymentIntent?: string } = {},
) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: {
        id: payment.providerSessionId,
        object: 'checkout.session',
        amount_total: session.amount ?? payment.amountMinor,
        currency: 'bhd',
        payment_status: session.paymentStatus ?? 'paid',
        ...(session.paymentIntent ? { payment_intent: session.paymentIntent } : {}),
      },
    },
  };
}
