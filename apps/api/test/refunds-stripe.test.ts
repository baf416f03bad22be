import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminOrderDetailsResponseSchema,
  adminOrderStatusResponseSchema,
  adminOrdersResponseSchema,
  adminPaths,
  adminRefundResponseSchema,
  formatMoney,
  toMajor,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { refunds } from '../src/db/schema';
import { shopOf } from './helpers/accounts';
import { adminSession, call } from './helpers/admin';
import { checkoutOk, paymentOf, shopperWithCart } from './helpers/orders';
import { useTestAppWithStandIn } from './helpers/stand-in-app';
import { sessionEvent, startStripeStandIn, stripeWebhook } from './helpers/stripe-stand-in';
import { databaseKinds, errorFields, failBody, okBody } from './helpers/test-app';

/** Issue 16 item 6: refunds through Stripe's Refunds API (a local stand-in speaking it). */
describe.each(databaseKinds)('Stripe refunds on %s', (kind) => {
  const { t, app, db, places } = shopOf(useTestAppWithStandIn(kind, startStripeStandIn));

  /** An order paid on Stripe; its PaymentIntent named by the notification unless told not to. */
  async function paidOrder(options: { withIntent?: boolean } = {}) {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const created = await checkoutOk(app(), shopper);
    const payment = await paymentOf(db(), created.order_id);
    const intent = `pi_${randomUUID().replaceAll('-', '')}`;
    const paid = await stripeWebhook(
      app(),
      sessionEvent('checkout.session.completed', payment, {
        ...(options.withIntent === false ? {} : { paymentIntent: intent }),
      }),
    );
    expect(paid.json()).toMatchObject({ responseData: { outcome: 'applied' } });
    return { orderId: created.order_id, payment, intent };
  }

  const refund = (token: string, paymentId: number, amount: number, request_id = randomUUID()) =>
    call(app(), 'POST', `/api${adminPaths.paymentRefunds(paymentId)}`, {
      token,
      payload: { language: 'en', amount, reason: 'Missing dessert', request_id },
    });

  const refundRow = async (id: number) =>
    (await db().select().from(refunds).where(eq(refunds.id, id)))[0]!;

  it('asks Stripe to refund the PaymentIntent once, with the form’s idempotency key', async () => {
    const { payment, intent, orderId } = await paidOrder();
    const admin = await adminSession(app(), db());
    const request_id = randomUUID();
    const answer = okBody(
      await refund(admin.token, payment.id, 1.5, request_id),
      adminRefundResponseSchema,
    );
    expect(answer.responseText).toBe('Refund made.');
    const asked = t.standIn.refundRequests.at(-1)!;
    expect(asked.body.get('payment_intent')).toBe(intent);
    expect(asked.body.get('amount')).toBe('1500');
    expect(asked.body.get('metadata[reason]')).toBe('Missing dessert');
    expect(asked.idempotencyKey).toBe(`refund-${request_id}`);
    expect(answer.responseData.refund).toMatchObject({ provider: 'stripe', status: 'succeeded' });
    expect(answer.responseData.refund.provider_refund_id).toMatch(/^re_test_/);
    const details = okBody(
      await call(app(), 'GET', `/api${adminPaths.order(orderId)}?language=en`, {
        token: admin.token,
      }),
      adminOrderDetailsResponseSchema,
    ).responseData;
    expect(details.payments[0]!.refunded).toBe(1.5);
    expect(details.payments[0]!.refundable).toBe(toMajor(payment.amountMinor - 1500, 'BHD'));
  });

  it('reads the PaymentIntent from the session when the notification did not name it', async () => {
    const { payment } = await paidOrder({ withIntent: false });
    const admin = await adminSession(app(), db());
    okBody(await refund(admin.token, payment.id, 1), adminRefundResponseSchema);
    expect(t.standIn.refundRequests.at(-1)!.body.get('payment_intent')).toBe(
      `pi_of_${payment.providerSessionId}`,
    );
  });

  it('a pending refund is settled by Stripe’s refund.updated event', async () => {
    const { payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    t.standIn.state.refundStatus = 'pending';
    try {
      const answer = okBody(await refund(admin.token, payment.id, 2), adminRefundResponseSchema);
      expect(answer.responseText).toBe(translateMessage('refund_pending', 'en'));
      const made = answer.responseData.refund;
      expect(made.status).toBe('pending');
      const news = await stripeWebhook(app(), {
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'refund.updated',
        data: {
          object: {
            id: made.provider_refund_id,
            object: 'refund',
            amount: 2000,
            currency: 'bhd',
            status: 'succeeded',
            failure_reason: null,
          },
        },
      });
      expect(news.json()).toMatchObject({ responseData: { outcome: 'applied' } });
      expect((await refundRow(made.id)).status).toBe('succeeded');
    } finally {
      t.standIn.state.refundStatus = 'succeeded';
    }
  });

  it('a refund Stripe refuses is recorded as failed and gives nothing back', async () => {
    const { payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    t.standIn.state.refuseRefunds = true;
    try {
      const refused = failBody(await refund(admin.token, payment.id, 1), 409);
      expect(refused.responseText).toBe(
        translateMessage('refund_failed', 'en', { reason: 'Charge has already been refunded.' }),
      );
    } finally {
      t.standIn.state.refuseRefunds = false;
    }
    const [row] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(row).toMatchObject({ status: 'failed', failure: 'Charge has already been refunded.' });
    // What failed still counts as refundable: the whole amount can be refunded again.
    okBody(
      await refund(admin.token, payment.id, toMajor(payment.amountMinor, 'BHD')),
      adminRefundResponseSchema,
    );
  });

  it('without an answer from Stripe, sending the form again finishes the one refund', async () => {
    const { payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const request_id = randomUUID();
    const asked = t.standIn.refundRequests.length;
    // Two outages: the first attempt and the SDK's own retry.
    t.standIn.state.refundOutages = 2;
    const lost = failBody(await refund(admin.token, payment.id, 1, request_id), 502);
    expect(lost.responseText).toBe(translateMessage('refund_unconfirmed', 'en'));
    const [pending] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });

    const again = okBody(
      await refund(admin.token, payment.id, 1, request_id),
      adminRefundResponseSchema,
    );
    expect(again.responseData.refund.id).toBe(pending!.id);
    expect(again.responseData.refund.status).toBe('succeeded');
    const keys = t.standIn.refundRequests.slice(asked).map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-${request_id}`]));
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(
      1,
    );
  });

  const cancel = (token: string, orderId: number, request_id: string) =>
    call(app(), 'POST', `/api${adminPaths.orderStatus(orderId)}`, {
      token,
      payload: { language: 'en', status: 'Cancelled', request_id },
    });
  const refundsDue = async (token: string) =>
    okBody(
      await call(app(), 'GET', `/api${adminPaths.orders}?language=en&refund_due=1&limit=100`, {
        token,
      }),
      adminOrdersResponseSchema,
    ).responseData.data.map((row) => row.id);

  it('a cancellation whose refund Stripe refuses keeps the order cancelled and the refund due', async () => {
    const { orderId, payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    t.standIn.state.refuseRefunds = true;
    let answer;
    try {
      answer = okBody(
        await cancel(admin.token, orderId, randomUUID()),
        adminOrderStatusResponseSchema,
      );
    } finally {
      t.standIn.state.refuseRefunds = false;
    }
    expect(answer.responseText).toBe(
      translateMessage('order_cancelled_refund_failed', 'en', {
        amount: formatMoney(toMajor(payment.amountMinor, 'BHD'), 'en', 'BHD'),
        reason: 'Charge has already been refunded.',
      }),
    );
    expect(answer.responseData).toMatchObject({ status: 'Cancelled', refund_due: true });
    expect(answer.responseData.refunds[0]?.status).toBe('failed');
    expect(await refundsDue(admin.token)).toContain(orderId);
    // Made by hand later: no longer due.
    okBody(
      await refund(admin.token, payment.id, toMajor(payment.amountMinor, 'BHD')),
      adminRefundResponseSchema,
    );
    expect(await refundsDue(admin.token)).not.toContain(orderId);
  });

  it('a cancellation Stripe does not answer leaves the refund due; the same dialog sent again makes it once', async () => {
    const { orderId, payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const request_id = randomUUID();
    const asked = t.standIn.refundRequests.length;
    t.standIn.state.refundOutages = 2;
    const first = okBody(
      await cancel(admin.token, orderId, request_id),
      adminOrderStatusResponseSchema,
    );
    expect(first.responseText).toBe(
      translateMessage('order_cancelled_refund_unconfirmed', 'en', {
        amount: formatMoney(toMajor(payment.amountMinor, 'BHD'), 'en', 'BHD'),
      }),
    );
    expect(first.responseData).toMatchObject({ status: 'Cancelled', refund_due: true });
    expect(await refundsDue(admin.token)).toContain(orderId);

    const again = okBody(
      await cancel(admin.token, orderId, request_id),
      adminOrderStatusResponseSchema,
    );
    expect(again.responseText).toBe(
      translateMessage('order_cancelled_refunded', 'en', {
        amount: formatMoney(toMajor(payment.amountMinor, 'BHD'), 'en', 'BHD'),
      }),
    );
    expect(again.responseData.refund_due).toBe(false);
    expect(again.responseData.refunds).toHaveLength(1);
    const keys = t.standIn.refundRequests.slice(asked).map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-${request_id}`]));
    expect(await refundsDue(admin.token)).not.toContain(orderId);
  });

  it('refuses an amount Stripe cannot take in a three-decimal currency', async () => {
    const { payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const odd = failBody(await refund(admin.token, payment.id, 1.005), 422);
    expect(errorFields(odd)).toEqual(['amount']);
  });
});
