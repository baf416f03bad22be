import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailsResponseSchema,
  kitchenBoardResponseSchema,
  kitchenEventSchema,
  kitchenStepResponseSchema,
  orderDetailsResponseSchema,
  orderTrackingEventSchema,
  type KitchenCard,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { useShopTestApp, get, post, waitForMail } from './helpers/accounts';
import { adminSession } from './helpers/admin';
import { openEventStream } from './helpers/event-stream';
import { shopperWithCart, shopperWithOrder } from './helpers/orders';
import { paySandboxOrder } from './helpers/payments';
import { databaseKinds, failBody, okBody } from './helpers/test-app';

const SECRET = 'sandbox-secret-for-kitchen-tests-0123456789';

describe.each(databaseKinds)('kitchen board on %s (issue 15 item 3)', (kind) => {
  const { t, app, db, places } = useShopTestApp(kind, { env: { SANDBOX_WEBHOOK_SECRET: SECRET } });
  let adminToken: string;
  let baseUrl: string;

  beforeAll(async () => {
    adminToken = (await adminSession(app(), db())).token;
    await app().listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
  });

  /** A customer's order, paid through the sandbox provider's signed notification. */
  async function paidOrder(note = '') {
    const { shopper, order: created } = await shopperWithOrder(
      app(),
      db(),
      places,
      note ? { note } : {},
    );
    await paySandboxOrder(app(), db(), created.order_id, SECRET);
    return { shopper, created };
  }

  const board = async () =>
    okBody(
      await get(app(), '/api/admin/kitchen?language=en', adminToken),
      kitchenBoardResponseSchema,
    ).responseData;
  const step = (orderId: number, next: string, token = adminToken) =>
    post(app(), `/api/admin/orders/${orderId}/step`, { language: 'en', step: next }, { token });
  const stream = (lastEventId: number) =>
    openEventStream(`${baseUrl}/api/admin/orders/stream?language=en`, {
      authorization: `Bearer ${adminToken}`,
      'last-event-id': String(lastEventId),
    });
  const cardOf = (data: string): KitchenCard => kitchenEventSchema.parse(JSON.parse(data)).order;

  it('is for operators only', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    failBody(await get(app(), '/api/admin/kitchen?language=en', shopper.token), 403);
    const guest = await openEventStream(`${baseUrl}/api/admin/orders/stream?language=en`, {});
    expect(guest.status).toBe(401);
    await guest.close();
  });

  it('a paid order reaches an open board at once; steps move it until delivered', async () => {
    const before = await board();
    const live = await stream(before.last_event_id);
    expect(live.contentType).toContain('text/event-stream');

    const { shopper, created } = await paidOrder('<b>No nuts</b>, desk 4');
    const arrived = cardOf(
      (await live.next((event) => cardOf(event.data).id === created.order_id)).data,
    );
    expect(arrived).toMatchObject({
      status: 'Processing',
      step: null,
      note: '<b>No nuts</b>, desk 4',
    });
    expect(arrived.lines.length).toBeGreaterThan(0);
    expect((await board()).orders.map((order) => order.id)).toContain(created.order_id);

    // Only the next step: an old board cannot skip or repeat one.
    const skipped = failBody(await step(created.order_id, 'preparing'), 409);
    expect(skipped.responseText).toBe(translateMessage('kitchen_step_stale', 'en'));
    const accepted = okBody(await step(created.order_id, 'accepted'), kitchenStepResponseSchema);
    expect(accepted.responseData.step).toBe('accepted');
    await live.next((event) => cardOf(event.data).step === 'accepted');

    // The board loses its connection; meanwhile the order moves on. Reconnecting from the last
    // event it saw, it misses nothing.
    const lastSeen = Number(live.events.at(-1)?.id);
    await live.close();
    okBody(await step(created.order_id, 'preparing'), kitchenStepResponseSchema);
    okBody(await step(created.order_id, 'out_for_delivery'), kitchenStepResponseSchema);
    const resumed = await stream(lastSeen);
    await resumed.next((event) => cardOf(event.data).step === 'out_for_delivery');
    // Each event carries the order as it is when sent: two events, both after the last seen.
    expect(resumed.events.map((event) => Number(event.id) > lastSeen)).toEqual([true, true]);

    okBody(await step(created.order_id, 'delivered'), kitchenStepResponseSchema);
    const done = cardOf(
      (await resumed.next((event) => cardOf(event.data).status === 'Completed')).data,
    );
    expect(done.step).toBe('delivered');
    expect((await board()).orders.map((order) => order.id)).not.toContain(created.order_id);
    await resumed.close();
    // The order's history names each step (the last, delivered, also completes the order).
    const details = okBody(
      await get(app(), `/api/admin/orders/${created.order_id}?language=en`, adminToken),
      adminOrderDetailsResponseSchema,
    ).responseData;
    expect(details.history.map((entry) => [entry.from, entry.to, entry.step])).toEqual([
      [null, 'Pending', null],
      ['Pending', 'Processing', null],
      ['Processing', 'Processing', 'accepted'],
      ['Processing', 'Processing', 'preparing'],
      ['Processing', 'Processing', 'out_for_delivery'],
      ['Processing', 'Completed', 'delivered'],
    ]);
    // The customer reads the same steps, each with its time: a kitchen step, or a change of
    // status (the last completes the order).
    const own = okBody(
      await get(app(), `/api/orders/${created.order_id}?language=en`, shopper.token),
      orderDetailsResponseSchema,
    ).responseData;
    expect(own.history.map((entry) => [entry.status, entry.step])).toEqual([
      ['Pending', null],
      ['Processing', null],
      ['Processing', 'accepted'],
      ['Processing', 'preparing'],
      ['Processing', 'out_for_delivery'],
      ['Completed', null],
    ]);
    expect(own.history.every((entry) => !Number.isNaN(Date.parse(entry.date)))).toBe(true);
  });

  it('the customer’s order page follows the kitchen; nobody else’s can', async () => {
    const { shopper, created } = await paidOrder();
    const stranger = (await shopperWithCart(app(), db(), places)).shopper;
    const url = `${baseUrl}/api/orders/${created.order_id}/stream?language=en`;
    const refused = await openEventStream(url, { authorization: `Bearer ${stranger.token}` });
    expect(refused.status).toBe(404);
    await refused.close();

    const follow = await openEventStream(url, { authorization: `Bearer ${shopper.token}` });
    expect(follow.status).toBe(200);
    okBody(await step(created.order_id, 'accepted'), kitchenStepResponseSchema);
    const event = await follow.next((one) => one.data.includes('accepted'));
    expect(orderTrackingEventSchema.parse(JSON.parse(event.data))).toEqual({
      status: 'Processing',
      step: 'accepted',
    });
    const details = okBody(
      await get(app(), `/api/orders/${created.order_id}?language=en`, shopper.token),
      orderDetailsResponseSchema,
    ).responseData;
    expect(details.step).toBe('accepted');
    await follow.close();
  });

  it('mails “on its way” when the order leaves the kitchen, where the shop turns it on', async () => {
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/admin/opening-hours',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        language: 'en',
        time_zone: 'Asia/Bahrain',
        order_ahead_days: 0,
        asap_lead_minutes: null,
        mail_out_for_delivery: true,
        windows: [],
        closures: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { shopper, created } = await paidOrder();
    for (const next of ['accepted', 'preparing', 'out_for_delivery']) {
      okBody(await step(created.order_id, next), kitchenStepResponseSchema);
    }
    const mails = await waitForMail(t.current.outboxDir, shopper.email, 2);
    const onItsWay = mails.find((mail) =>
      mail.headers.includes(
        translateMessage('kitchen_mail_subject', 'en', { reference: created.reference }),
      ),
    );
    expect(onItsWay?.body).toContain(`/dashboard/orders/${created.order_id}`);
  });
});
