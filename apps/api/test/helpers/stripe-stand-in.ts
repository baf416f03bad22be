import Fastify, { type FastifyInstance } from 'fastify';

/** The webhook secret a test app on the Stripe stand-in is given (STRIPE_WEBHOOK_SECRET). */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';

/**
 * A stand-in of Stripe's API (never the real service), on 127.0.0.1 and a random port:
 * POST /v1/checkout/sessions answers a Checkout Session and remembers what was asked (or refuses
 * while `state.fail`); POST /v1/checkout/sessions/:id/expire remembers the expiries. `env` is
 * what a test app needs to take payments through it.
 */
export async function startStripeStandIn() {
  const requests: { body: URLSearchParams; headers: Record<string, unknown> }[] = [];
  const expired: string[] = [];
  const state = { fail: false };
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
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    requests,
    expired,
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
