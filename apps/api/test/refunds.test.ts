import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminOrderDetailsResponseSchema,
  adminOrderStatusResponseSchema,
  adminOrdersResponseSchema,
  adminOverviewResponseSchema,
  adminPaths,
  adminPaymentProblemResponseSchema,
  adminPaymentProblemsResponseSchema,
  adminRefundResponseSchema,
  adminRefundsResponseSchema,
  formatMoney,
  orderDetailsResponseSchema,
  orderPaths,
  toMajor,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { refunds } from '../src/db/schema';
import { get, useShopTestApp, waitForMail } from './helpers/accounts';
import { adminSession, call } from './helpers/admin';
import { orderRow, paymentOf, shopperWithOrder } from './helpers/orders';
import { paySandboxOrder, SANDBOX_SECRET } from './helpers/payments';
import { databaseKinds, errorFields, failBody, okBody } from './helpers/test-app';

/** Issue 16 item 6: refunds through the provider and the payments that need an operator. */
describe.each(databaseKinds)('refunds and payment problems on %s', (kind) => {
  const { app, db, places, t } = useShopTestApp(kind, {
    env: { SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET },
  });

  async function placedOrder() {
    const { shopper, order: placed } = await shopperWithOrder(app(), db(), places);
    return { shopper, orderId: placed.order_id, payment: await paymentOf(db(), placed.order_id) };
  }

  async function paidOrder() {
    const placed = await placedOrder();
    await paySandboxOrder(app(), db(), placed.orderId);
    return placed;
  }

  const refund = (
    token: string,
    paymentId: number,
    body: { amount: number | string; reason?: string; request_id?: string; language?: string },
  ) =>
    call(app(), 'POST', `/api${adminPaths.paymentRefunds(paymentId)}`, {
      token,
      payload: { language: 'en', reason: 'Cold food', request_id: randomUUID(), ...body },
    });

  const details = async (token: string, orderId: number) =>
    okBody(
      await call(app(), 'GET', `/api${adminPaths.order(orderId)}?language=en`, { token }),
      adminOrderDetailsResponseSchema,
    ).responseData;

  const problems = async (token: string, state = 'open') =>
    okBody(
      await call(app(), 'GET', `/api${adminPaths.paymentProblems}?language=en&state=${state}`, {
        token,
      }),
      adminPaymentProblemsResponseSchema,
    ).responseData.data;

  const money = (minor: number, currency: string) => toMajor(minor, currency);

  it('refunds part, then the rest: the order keeps its status, then is cancelled; each refund is mailed', async () => {
    const { shopper, orderId, payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const total = payment.amountMinor;
    const before = await details(admin.token, orderId);
    expect(before.payments[0]).toMatchObject({
      captured: money(total, payment.currency),
      refunded: 0,
      refundable: money(total, payment.currency),
    });

    const part = 1_000;
    const first = okBody(
      await refund(admin.token, payment.id, {
        amount: money(part, payment.currency),
        reason: 'The soup was cold',
      }),
      adminRefundResponseSchema,
    );
    expect(first.responseText).toBe('Refund made.');
    expect(first.responseData.refund).toMatchObject({
      status: 'succeeded',
      amount: money(part, payment.currency),
      reason: 'The soup was cold',
      by: 'Olivia Operator',
      order_id: orderId,
    });
    expect(first.responseData.refund.provider_refund_id).toMatch(/^sbxr_/);
    expect(first.responseData.payment.refundable).toBe(money(total - part, payment.currency));

    const partly = await details(admin.token, orderId);
    expect(partly.status).toBe('Processing');
    expect(partly.refunds.map((row) => row.amount)).toEqual([money(part, payment.currency)]);
    expect(partly.history.at(-1)).toMatchObject({
      from: 'Processing',
      to: 'Processing',
      actor: 'admin',
      actor_name: 'Olivia Operator',
      // A note, not a kitchen step.
      step: null,
    });
    expect(partly.history.at(-1)!.note).toContain('The soup was cold');
    // After the order's confirmation, the refund's mail.
    const partMail = (await waitForMail(t.current.outboxDir, shopper.email, 2)).find((mail) =>
      mail.subject.startsWith('Refund'),
    );
    const order = await orderRow(db(), orderId);
    expect(partMail!.subject).toBe(`Refund for your order ${order.reference}`);
    expect(partMail!.body).toContain(
      `We have refunded ${formatMoney(money(part, payment.currency), 'en', payment.currency)}`,
    );
    expect(partMail!.body).toContain('Reason: The soup was cold');
    expect(partMail!.body).not.toContain('The order is cancelled.');
    // The customer's order page says what came back; the refund note is the shop's history.
    const mine = okBody(
      await get(app(), `/api${orderPaths.order(orderId)}?language=en`, shopper.token),
      orderDetailsResponseSchema,
    ).responseData;
    expect(mine.refunded).toBe(money(part, payment.currency));
    expect(mine.history.map((entry) => entry.status)).toEqual(['Pending', 'Processing']);

    const rest = okBody(
      await refund(admin.token, payment.id, { amount: money(total - part, payment.currency) }),
      adminRefundResponseSchema,
    );
    expect(rest.responseData.payment.refundable).toBe(0);
    const after = await details(admin.token, orderId);
    expect(after.status).toBe('Cancelled');
    expect(after.refund_due).toBe(false);
    expect(after.refunds).toHaveLength(2);
    const mails = await waitForMail(t.current.outboxDir, shopper.email, 3);
    expect(mails.some((mail) => mail.body.includes('The order is cancelled.'))).toBe(true);

    // The shop's list of refunds has both, newest first.
    const list = okBody(
      await call(app(), 'GET', `/api${adminPaths.refunds}?language=en`, { token: admin.token }),
      adminRefundsResponseSchema,
    ).responseData.data.filter((row) => row.order_id === orderId);
    expect(list.map((row) => row.amount)).toEqual([
      money(total - part, payment.currency),
      money(part, payment.currency),
    ]);
  });

  const cancel = (
    token: string,
    orderId: number,
    body: { refund_amount?: number; refund_reason?: string; request_id?: string; note?: string },
  ) =>
    call(app(), 'POST', `/api${adminPaths.orderStatus(orderId)}`, {
      token,
      payload: { language: 'en', status: 'Cancelled', ...body },
    });

  const customerOrder = async (token: string, orderId: number) =>
    okBody(
      await get(app(), `/api${orderPaths.order(orderId)}?language=en`, token),
      orderDetailsResponseSchema,
    ).responseData;

  const overview = async (token: string) =>
    okBody(
      await call(app(), 'GET', `/api${adminPaths.overview}?language=en`, { token }),
      adminOverviewResponseSchema,
    ).responseData;

  const refundsDueList = async (token: string) =>
    okBody(
      await call(app(), 'GET', `/api${adminPaths.orders}?language=en&refund_due=1&limit=100`, {
        token,
      }),
      adminOrdersResponseSchema,
    ).responseData.data.map((row) => row.id);

  it('cancelling a paid order refunds it in full in the same step, once, with a credit note', async () => {
    const { shopper, orderId, payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const total = money(payment.amountMinor, payment.currency);
    const request_id = randomUUID();
    const [first, second] = await Promise.all([
      cancel(admin.token, orderId, { request_id, note: 'Kitchen closed early' }),
      cancel(admin.token, orderId, { request_id, note: 'Kitchen closed early' }),
    ]);
    const answer = okBody(first, adminOrderStatusResponseSchema);
    expect(answer.responseText).toBe(
      `Order cancelled and ${formatMoney(total, 'en', payment.currency)} refunded.`,
    );
    // The same dialog sent twice (a double click): the same answer, one refund.
    expect(okBody(second, adminOrderStatusResponseSchema).responseText).toBe(answer.responseText);
    const order = answer.responseData;
    expect(order.status).toBe('Cancelled');
    expect(order.refund_due).toBe(false);
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({
      amount: total,
      status: 'succeeded',
      reason: 'Kitchen closed early',
    });
    expect(order.payments[0]).toMatchObject({ refunded: total, refundable: 0 });
    expect(order.credit_note_number).toMatch(/^CN-\d{6}$/);
    expect(await refundsDueList(admin.token)).not.toContain(orderId);

    // The customer's order says what came back, and offers the credit note beside the invoice.
    const mine = await customerOrder(shopper.token, orderId);
    expect(mine).toMatchObject({
      status: 'Cancelled',
      refunded: total,
      refund_pending: 0,
      credit_note_number: order.credit_note_number,
    });
    const pdf = await app().inject({
      method: 'GET',
      url: `/api${orderPaths.creditNote(orderId)}?language=en`,
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `credit-note-${order.credit_note_number}.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mail = (await waitForMail(t.current.outboxDir, shopper.email, 3)).find((one) =>
      one.subject.startsWith('Refund'),
    );
    expect(mail!.body).toContain(`We have refunded ${formatMoney(total, 'en', payment.currency)}`);
    expect(mail!.body).toContain('The order is cancelled.');

    // The next cancelled paid order takes the next credit note number; a pending one none.
    const next = await paidOrder();
    const nextOrder = okBody(
      await cancel(admin.token, next.orderId, { request_id: randomUUID() }),
      adminOrderStatusResponseSchema,
    ).responseData;
    const number = (text: string | null) => Number(text!.slice(3));
    expect(number(nextOrder.credit_note_number)).toBe(number(order.credit_note_number) + 1);
    expect(nextOrder.refunds[0]?.reason).toBe('The order was cancelled.');
    const unpaid = await placedOrder();
    const unpaidOrder = okBody(
      await cancel(admin.token, unpaid.orderId, {}),
      adminOrderStatusResponseSchema,
    ).responseData;
    expect(unpaidOrder.credit_note_number).toBeNull();
    const none = failBody(
      await get(
        app(),
        `/api${orderPaths.creditNote(unpaid.orderId)}?language=en`,
        unpaid.shopper.token,
      ),
      409,
    );
    expect(none.responseText).toBe(translateMessage('credit_note_not_ready', 'en'));
  });

  it('a paid order cancelled with its refund left for later stays on every list until it is made', async () => {
    const { shopper, orderId, payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const total = money(payment.amountMinor, payment.currency);
    const before = await overview(admin.token);
    const answer = okBody(
      await cancel(admin.token, orderId, { refund_amount: 0, request_id: randomUUID() }),
      adminOrderStatusResponseSchema,
    );
    expect(answer.responseText).toBe(translateMessage('order_status_changed', 'en'));
    expect(answer.responseData.refund_due).toBe(true);
    expect(answer.responseData.refunds).toEqual([]);
    expect((await overview(admin.token)).refunds_due).toBe(before.refunds_due + 1);
    expect(await refundsDueList(admin.token)).toContain(orderId);
    expect(await customerOrder(shopper.token, orderId)).toMatchObject({
      refunded: 0,
      refund_pending: total,
    });

    // Part of it, then the rest: due until nothing is owed.
    okBody(await refund(admin.token, payment.id, { amount: 1 }), adminRefundResponseSchema);
    expect(await refundsDueList(admin.token)).toContain(orderId);
    okBody(
      await refund(admin.token, payment.id, {
        amount: money(payment.amountMinor - 1000, payment.currency),
      }),
      adminRefundResponseSchema,
    );
    expect(await refundsDueList(admin.token)).not.toContain(orderId);
    expect((await overview(admin.token)).refunds_due).toBe(before.refunds_due);
    expect(await customerOrder(shopper.token, orderId)).toMatchObject({
      refunded: total,
      refund_pending: 0,
    });
  });

  it('refuses a cancellation refund of more than was paid, in the operator’s language, changing nothing', async () => {
    const { orderId, payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const refused = failBody(
      await call(app(), 'POST', `/api${adminPaths.orderStatus(orderId)}`, {
        token: admin.token,
        payload: {
          language: 'fr',
          status: 'Cancelled',
          refund_amount: money(payment.amountMinor + 1000, payment.currency),
          request_id: randomUUID(),
        },
      }),
      422,
    );
    expect(refused.responseText).toContain(
      formatMoney(money(payment.amountMinor, payment.currency), 'fr', payment.currency),
    );
    expect((await orderRow(db(), orderId)).status).toBe('Processing');
    const bad = failBody(await cancel(admin.token, orderId, { refund_amount: -1 }), 422);
    expect(errorFields(bad)).toContain('refund_amount');
    expect((await orderRow(db(), orderId)).status).toBe('Processing');
  });

  it('a form sent twice refunds once; its id reused for another amount is refused', async () => {
    const { payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const request_id = randomUUID();
    const body = { amount: money(500, payment.currency), request_id };
    const [one, two] = await Promise.all([
      refund(admin.token, payment.id, body),
      refund(admin.token, payment.id, body),
    ]);
    const a = okBody(one, adminRefundResponseSchema).responseData;
    const b = okBody(two, adminRefundResponseSchema).responseData;
    expect(a.refund.id).toBe(b.refund.id);
    const again = okBody(await refund(admin.token, payment.id, body), adminRefundResponseSchema);
    expect(again.responseData.refund.id).toBe(a.refund.id);
    expect(again.responseData.payment.refunded).toBe(money(500, payment.currency));
    const [rows] = await db()
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    expect(rows!.n).toBe(1);

    const reused = failBody(
      await refund(admin.token, payment.id, { amount: money(600, payment.currency), request_id }),
      409,
    );
    expect(reused.responseText).toBe(translateMessage('refund_request_reused', 'en'));
  });

  it('of two refunds racing for what is left, one is made', async () => {
    const { payment } = await paidOrder();
    const admin = await adminSession(app(), db());
    const all = money(payment.amountMinor, payment.currency);
    const answers = await Promise.all([
      refund(admin.token, payment.id, { amount: all }),
      refund(admin.token, payment.id, { amount: all }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const [rows] = await db()
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    expect(rows!.n).toBe(1);
  });

  it('refuses bad refunds in the operator’s language and changes nothing', async () => {
    const { payment, orderId } = await paidOrder();
    const placed = await placedOrder();
    const admin = await adminSession(app(), db());
    const all = payment.amountMinor;

    const tooMuch = failBody(
      await refund(admin.token, payment.id, {
        amount: money(all + 100, payment.currency),
        language: 'fr',
      }),
      422,
    );
    expect(tooMuch.responseText).toBe(
      translateMessage('refund_exceeds', 'fr', {
        amount: formatMoney(money(all, payment.currency), 'fr', payment.currency),
      }),
    );
    const zero = failBody(await refund(admin.token, payment.id, { amount: 0 }), 422);
    expect(errorFields(zero)).toEqual(['amount']);
    expect(zero.responseText).toBe(translateMessage('refund_amount_invalid', 'en'));
    const noReason = failBody(
      await refund(admin.token, payment.id, { amount: 1, reason: '  ', language: 'de' }),
      422,
    );
    expect(noReason.responseText).toBe(translateMessage('refund_reason_required', 'de'));
    const badId = failBody(
      await refund(admin.token, payment.id, { amount: 1, request_id: 'x' }),
      422,
    );
    expect(errorFields(badId)).toEqual(['request_id']);

    // A payment that took nothing, a payment that does not exist, a customer.
    const unpaid = failBody(await refund(admin.token, placed.payment.id, { amount: 1 }), 409);
    expect(unpaid.responseText).toBe(translateMessage('refund_nothing_taken', 'en'));
    failBody(await refund(admin.token, 2_000_000_000, { amount: 1 }), 404);
    failBody(await refund(placed.shopper.token, payment.id, { amount: 1 }), 403);
    const [rows] = await db()
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    expect(rows!.n).toBe(0);
    expect((await details(admin.token, orderId)).status).toBe('Processing');
  });

  it('lists a payment for a cancelled order until a full refund deals with it', async () => {
    const { orderId, payment, shopper } = await placedOrder();
    const admin = await adminSession(app(), db());
    const needYou = async () => {
      const counts = await overview(admin.token);
      return counts.payment_problems + counts.refunds_due;
    };
    const before = await needYou();
    // The shop cancels the unpaid order; the customer's tab pays it anyway.
    await call(app(), 'POST', `/api${adminPaths.orderStatus(orderId)}`, {
      token: admin.token,
      payload: { status: 'Cancelled', note: 'Kitchen closed early' },
    });
    await paySandboxOrder(app(), db(), orderId);

    const listed = (await problems(admin.token)).find((row) => row.order?.id === orderId);
    expect(listed).toMatchObject({
      kind: 'paid_after_cancel',
      order: { status: 'Cancelled' },
      payment: { refundable: money(payment.amountMinor, payment.currency) },
      resolved: null,
    });
    expect((await details(admin.token, orderId)).refund_due).toBe(true);
    // One payment that needs the operator, counted once on the start page.
    expect(await needYou()).toBe(before + 1);

    okBody(
      await refund(admin.token, listed!.payment!.id, {
        amount: money(payment.amountMinor, payment.currency),
        reason: 'Paid after we cancelled',
      }),
      adminRefundResponseSchema,
    );
    expect((await problems(admin.token)).some((row) => row.id === listed!.id)).toBe(false);
    const dealt = (await problems(admin.token, 'resolved')).find((row) => row.id === listed!.id);
    expect(dealt?.resolved).toMatchObject({ by: 'Olivia Operator' });
    const after = await details(admin.token, orderId);
    expect(after.status).toBe('Cancelled');
    expect(after.refund_due).toBe(false);
    const mails = await waitForMail(t.current.outboxDir, shopper.email, 2);
    expect(mails.some((mail) => mail.subject.startsWith('Refund for your order'))).toBe(true);
  });

  it('lists an amount that differs with what was taken; an operator marks it dealt with, once', async () => {
    const { orderId, payment } = await placedOrder();
    const admin = await adminSession(app(), db());
    const waiting = async () =>
      okBody(
        await call(app(), 'GET', `/api${adminPaths.overview}?language=en`, { token: admin.token }),
        adminOverviewResponseSchema,
      ).responseData.payment_problems;
    const before = await waiting();
    await paySandboxOrder(app(), db(), orderId, SANDBOX_SECRET, payment.amountMinor - 100);
    // The back office's start page counts it.
    expect(await waiting()).toBe(before + 1);
    const listed = (await problems(admin.token)).find((row) => row.order?.id === orderId)!;
    expect(listed).toMatchObject({
      kind: 'amount_mismatch',
      amount: money(payment.amountMinor - 100, payment.currency),
      payment: { captured: money(payment.amountMinor - 100, payment.currency), refunded: 0 },
      order: { status: 'Pending' },
    });

    const resolve = (note: string, language = 'en') =>
      call(app(), 'POST', `/api${adminPaths.paymentProblemResolve(listed.id)}`, {
        token: admin.token,
        payload: { language, note },
      });
    const noNote = failBody(await resolve(' ', 'ae'), 422);
    expect(noNote.responseText).toBe(translateMessage('payment_problem_note_required', 'ae'));
    const done = okBody(
      await resolve('Customer paid the rest by bank transfer'),
      adminPaymentProblemResponseSchema,
    );
    expect(done.responseText).toBe('Marked as dealt with.');
    expect(done.responseData.resolved).toMatchObject({
      by: 'Olivia Operator',
      note: 'Customer paid the rest by bank transfer',
    });
    const twice = failBody(await resolve('again'), 409);
    expect(twice.responseText).toBe(translateMessage('payment_problem_already_resolved', 'en'));
    expect((await problems(admin.token)).some((row) => row.id === listed.id)).toBe(false);
    expect(await waiting()).toBe(before);
  });

  it('keeps payment problems and refunds from customers', async () => {
    const { shopper } = await placedOrder();
    const answer = await get(app(), `/api${adminPaths.paymentProblems}?language=en`, shopper.token);
    failBody(answer, 403);
    failBody(await get(app(), `/api${adminPaths.refunds}?language=en`), 401);
  });
});
