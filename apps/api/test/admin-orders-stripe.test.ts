import { describe, expect, it } from 'vitest';
import { adminOrderStatusResponseSchema, adminPaths } from '@storefront/shared';
import { shopOf } from './helpers/accounts';
import { adminSession, call } from './helpers/admin';
import { orderRow, paymentOf, shopperWithOrder } from './helpers/orders';
import { useTestAppWithStandIn } from './helpers/stand-in-app';
import { startStripeStandIn } from './helpers/stripe-stand-in';
import { databaseKinds, okBody } from './helpers/test-app';

describe.each(databaseKinds)('back office cancelling a Stripe order on %s', (kind) => {
  const { t, app, db, places } = shopOf(useTestAppWithStandIn(kind, startStripeStandIn));

  it('expires the Checkout Session of a Pending order, so an old tab cannot pay it', async () => {
    const { order: created } = await shopperWithOrder(app(), db(), places);
    const session = (await paymentOf(db(), created.order_id)).providerSessionId;
    const admin = await adminSession(app(), db());

    const answer = await call(app(), 'POST', `/api${adminPaths.orderStatus(created.order_id)}`, {
      token: admin.token,
      payload: { status: 'Cancelled', note: 'Customer called to cancel' },
    });
    const order = okBody(answer, adminOrderStatusResponseSchema).responseData;
    expect(order.status).toBe('Cancelled');
    expect(order.payments.map((payment) => payment.status)).toEqual(['cancelled']);
    expect((await orderRow(db(), created.order_id)).cancelReason).toBe('Customer called to cancel');
    // The expiry goes to Stripe after the commit, without holding the answer.
    const deadline = Date.now() + 5_000;
    while (!t.standIn.expired.includes(session) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(t.standIn.expired).toEqual([session]);
  });
});
