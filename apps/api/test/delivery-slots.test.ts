import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDeliverySlotsResponseSchema,
  adminPaths,
  deliveryOptionsResponseSchema,
  orderDetailsResponseSchema,
  ordersResponseSchema,
  type AdminDeliverySlotsInput,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { orders } from '../src/db/schema';
import { orderConfirmationMails } from '../src/modules/orders/order-mail';
import { useShopTestApp, get } from './helpers/accounts';
import { adminSession, call, send } from './helpers/admin';
import { checkoutCall, checkoutOk, shopperWithCart } from './helpers/orders';
import { databaseKinds, errorFields, failBody, okBody } from './helpers/test-app';

/** Tuesday 24 November 2026, 09:00 in Manama (UTC+3). */
const TUESDAY_9_MANAMA = Date.parse('2026-11-24T06:00:00Z');
const TODAY = '2026-11-24';

describe.each(databaseKinds)('delivery slots on %s (issue 15 item 2)', (kind) => {
  const clock = { now: TUESDAY_9_MANAMA };
  const { app, db, places } = useShopTestApp(kind, { now: () => clock.now });
  let adminToken: string;
  /** The saved slots' ids: lunch 12:00–12:30 (1 place) and 13:00–13:30 (20 places). */
  let lunch: number;
  let later: number;
  const lunchSlot = { starts: '12:00', ends: '12:30', cutoff: '10:30', capacity: 1 };
  const laterSlot = { starts: '13:00', ends: '13:30', cutoff: '11:30', capacity: 20 };
  /** A slot of the demo office building, where the shoppers work. */
  const inBuilding = <Slot extends object>(slot: Slot) => ({
    building_id: places.buildingId,
    ...slot,
  });

  const asAdmin = (method: 'GET' | 'PUT', payload?: object) =>
    call(
      app(),
      method,
      `/api${adminPaths.deliverySlots}${method === 'GET' ? '?language=en' : ''}`,
      { token: adminToken, payload },
    );
  const options = async (query: string, token?: string) =>
    okBody(
      await get(app(), `/api/delivery-slots?language=en&${query}`, token),
      deliveryOptionsResponseSchema,
    ).responseData;

  beforeAll(async () => {
    adminToken = (await adminSession(app(), db())).token;
  });

  it('refuses slots without one place, with a cut-off after the start, or an unknown place', async () => {
    const body: AdminDeliverySlotsInput = {
      language: 'fr',
      slots: [
        { starts: '12:00', ends: '12:30', cutoff: '10:30', capacity: 5 },
        inBuilding({ starts: '12:00', ends: '12:30', cutoff: '12:15', capacity: 5 }),
        { building_id: 999_999, starts: '12:00', ends: '12:30', cutoff: '10:30', capacity: 5 },
      ],
    };
    const refused = failBody(await asAdmin('PUT', body), 422);
    expect(errorFields(refused)).toEqual(
      expect.arrayContaining(['slots.0.building_id', 'slots.1.cutoff']),
    );
    expect(refused.responseData?.errors?.map((error) => error.message)).toContain(
      translateMessage('hours_slot_cutoff', 'fr'),
    );
    const unknown = failBody(await asAdmin('PUT', { ...body, slots: [body.slots[2]] }), 422);
    expect(errorFields(unknown)).toEqual(['slots.0.building_id']);
  });

  it('an operator saves a building’s slots; anyone reads them with their places left', async () => {
    const saved = okBody(
      await asAdmin('PUT', {
        language: 'en',
        slots: [inBuilding(lunchSlot), inBuilding(laterSlot)],
      }),
      adminDeliverySlotsResponseSchema,
    );
    expect(saved.responseText).toBe(translateMessage('slots_saved', 'en'));
    [lunch, later] = saved.responseData.slots.map((slot) => slot.id) as [number, number];

    const open = await options(`building_id=${places.buildingId}`);
    expect(open.asap).toBeNull();
    expect(open.earliest).toBe(`${lunch}@${TODAY}`);
    expect(open.slots.map((slot) => [slot.id, slot.from, slot.remaining, slot.label])).toEqual([
      [
        `${lunch}@${TODAY}`,
        '2026-11-24T09:00:00.000Z',
        1,
        'Tuesday, November 24, 12:00\u2009–\u200912:30',
      ],
      [
        `${later}@${TODAY}`,
        '2026-11-24T10:00:00.000Z',
        20,
        'Tuesday, November 24, 13:00\u2009–\u200913:30',
      ],
    ]);
    // Another building has none; a guest naming no place is asked for one.
    expect((await options(`building_id=${places.otherCityBuildingId}`)).slots).toEqual([]);
    failBody(await get(app(), '/api/delivery-slots?language=en'), 422);
  });

  it('two customers race for the last place of a slot: exactly one gets it', async () => {
    const first = await shopperWithCart(app(), db(), places);
    const second = await shopperWithCart(app(), db(), places);
    // Signed in, the customer's own building is used.
    expect((await options('', first.shopper.token)).earliest).toBe(`${lunch}@${TODAY}`);
    const answers = await Promise.all(
      [first.shopper, second.shopper].map((shopper) =>
        checkoutCall(app(), shopper, { delivery_slot: `${lunch}@${TODAY}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = failBody(
      answers.find((answer) => answer.status === 409)!,
      409,
    );
    expect(refused.responseText).toBe(translateMessage('delivery_slot_full', 'en'));
    const booked = await db().select().from(orders).where(eq(orders.deliverySlotId, lunch));
    expect(booked).toHaveLength(1);
    expect((await options(`building_id=${places.buildingId}`)).slots.map((s) => s.id)).toEqual([
      `${later}@${TODAY}`,
    ]);
  });

  it('the order keeps its promised time; list and details show it in the reader’s language', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    // Naming no time takes the earliest bookable one (the 12:00 slot is full).
    const created = await checkoutOk(app(), shopper);
    const [row] = await db().select().from(orders).where(eq(orders.id, created.order_id));
    expect(row?.deliverySlotId).toBe(later);
    expect(row?.deliveryFrom?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    const list = okBody(
      await get(
        app(),
        '/api/orders?language=fr&page=1&reference=' + created.reference,
        shopper.token,
      ),
      ordersResponseSchema,
    ).responseData.orders.data;
    expect(list[0]?.delivery).toMatchObject({
      asap: false,
      label: 'mardi 24 novembre, 13:00\u2009–\u200913:30',
    });
    const details = okBody(
      await get(app(), `/api/orders/${created.order_id}?language=en`, shopper.token),
      orderDetailsResponseSchema,
    ).responseData;
    expect(details.delivery?.label).toBe('Tuesday, November 24, 13:00\u2009–\u200913:30');
  });

  it('refuses a slot of another place, an unknown one, or one past its cut-off', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const foreign = await asAdmin('PUT', {
      language: 'en',
      slots: [
        inBuilding({ id: lunch, ...lunchSlot }),
        inBuilding({ id: later, ...laterSlot }),
        {
          university_id: places.universityId,
          starts: '12:00',
          ends: '13:00',
          cutoff: '11:00',
          capacity: 9,
        },
      ],
    });
    const university = okBody(foreign, adminDeliverySlotsResponseSchema).responseData.slots.find(
      (slot) => slot.university_id === places.universityId,
    )!.id;
    const expectUnknown = async (slot: string) => {
      const body = failBody(await checkoutCall(app(), shopper, { delivery_slot: slot }), 422);
      expect(errorFields(body)).toEqual(['delivery_slot']);
    };
    await expectUnknown(`${university}@${TODAY}`);
    await expectUnknown('nonsense');
    await expectUnknown(`${later}@2026-11-25`); // no order-ahead days: today only

    clock.now = Date.parse('2026-11-24T08:45:00Z'); // 11:45: the 13:00 slot closed at 11:30
    const closed = failBody(
      await checkoutCall(app(), shopper, { delivery_slot: `${later}@${TODAY}` }),
      409,
    );
    expect(closed.responseText).toBe(translateMessage('delivery_slot_closed', 'en'));
    const noneLeft = failBody(await checkoutCall(app(), shopper), 409);
    expect(noneLeft.responseText).toBe(translateMessage('delivery_none_left', 'en'));
    clock.now = TUESDAY_9_MANAMA;
  });

  it('ASAP with the shop’s lead time, when asked for or as the earliest', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const asked = failBody(await checkoutCall(app(), shopper, { asap: 1 }), 409);
    expect(asked.responseText).toBe(translateMessage('delivery_asap_unavailable', 'en'));
    await send(app(), 'PUT', `/api${adminPaths.openingHours}`, {
      token: adminToken,
      payload: {
        language: 'en',
        time_zone: 'Asia/Bahrain',
        order_ahead_days: 0,
        asap_lead_minutes: 40,
        windows: [],
        closures: [],
      },
    });
    const offered = await options('', shopper.token);
    expect(offered.asap?.estimate).toBe('2026-11-24T06:40:00.000Z');
    expect(offered.earliest).toBe('asap');
    const created = await checkoutOk(app(), shopper, { asap: 1 });
    const [row] = await db().select().from(orders).where(eq(orders.id, created.order_id));
    expect(row).toMatchObject({ deliveryAsap: true, deliverySlotId: null });
    expect(row?.deliveryFrom?.toISOString()).toBe('2026-11-24T06:40:00.000Z');
  });

  it('keeps a note to the kitchen as typed, in the order, its details and the confirmation mail', async () => {
    const { shopper } = await shopperWithCart(app(), db(), places);
    const tooLong = failBody(await checkoutCall(app(), shopper, { note: 'x'.repeat(301) }), 422);
    expect(errorFields(tooLong)).toEqual(['note']);
    const note = '<b>No nuts</b> — floor 12, desk 4';
    const created = await checkoutOk(app(), shopper, { note: `  ${note} ` });
    const details = okBody(
      await get(app(), `/api/orders/${created.order_id}?language=en`, shopper.token),
      orderDetailsResponseSchema,
    ).responseData;
    expect(details.note).toBe(note);
    const [mail] = await orderConfirmationMails(
      db(),
      created.order_id,
      'https://shop.test',
      'Asia/Bahrain',
    );
    expect(mail?.text).toContain(translateMessage('order_mail_note', 'en', { note }));
    expect(mail?.text).toContain(
      translateMessage('order_mail_delivery_asap', 'en', { when: details.delivery?.label ?? '' }),
    );
  });
});
