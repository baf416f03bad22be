import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { signSandboxPayload } from '../../src/modules/payments/providers/sandbox';
import { paymentOf } from './orders';

/** The sandbox provider's webhook secret of test apps that take payments (env SANDBOX_WEBHOOK_SECRET). */
export const SANDBOX_SECRET = 'sandbox-secret-for-payment-tests-0123456789';

/**
 * Pays an order through the sandbox provider's signed notification, as the provider would; for
 * the amount asked unless `amountMinor` says another (a payment the shop must refuse).
 */
export async function paySandboxOrder(
  app: FastifyInstance,
  db: Database,
  orderId: number,
  secret = SANDBOX_SECRET,
  amountMinor?: number,
): Promise<void> {
  const payment = await paymentOf(db, orderId);
  const body = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    type: 'paid',
    session: payment.providerSessionId,
    amount: amountMinor ?? payment.amountMinor,
    currency: payment.currency,
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxPayload(secret, body, Math.floor(Date.now() / 1000)),
    },
  });
  if (answer.statusCode !== 200) throw new Error(`payment refused: ${answer.body}`);
}
