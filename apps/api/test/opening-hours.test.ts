import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOpeningHoursResponseSchema,
  adminPaths,
  orderingStatusResponseSchema,
  type AdminOpeningHoursInput,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { openingWindows, orders } from '../src/db/schema';
import { useShopTestApp } from './helpers/accounts';
import { adminSession, call } from './helpers/admin';
import { checkoutCall, checkoutOk, newShopper, shopperWithCart } from './helpers/orders';
import { databaseKinds, errorFields, failBody, okBody, send } from './helpers/test-app';

/** Tuesday 24 November 2026, 10:00 in Manama (UTC+3). */
const TUESDAY_10_MANAMA = Date.parse('2026-11-24T07:00:00Z');
const HOUR = 3_600_000;

/** Sunday to Thursday 11:00–14:30; closed for two days at the end of the year. */
const SCHEDULE: Omit<AdminOpeningHoursInput, 'language'> = {
  time_zone: 'Asia/Bahrain',
  order_ahead_days: 0,
  asap_lead_minutes: null,
  windows: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, opens: '11:00', closes: '14:30' })),
  closures: [
    {
      starts_on: '2026-12-16',
      ends_on: '2026-12-17',
      reason: { en: { reason: 'National Day' }, ae: { reason: 'العيد الوطني' } },
    },
  ],
};

describe.each(databaseKinds)('opening hours on %s (issue 15 item 1)', (kind) => {
  const clock = { now: TUESDAY_10_MANAMA };
  const { app, db, places } = useShopTestApp(kind, { now: () => clock.now });
  let adminToken: string;

  beforeAll(async () => {
    adminToken = (await adminSession(app(), db())).token;
  });

  const status = async (language = 'en') =>
    okBody(
      await send(app(), { method: 'GET', url: `/api/opening-hours?language=${language}` }),
      orderingStatusResponseSchema,
    ).responseData;

  /** A back-office call with the operator's token (or another's). */
  const asAdmin = (method: 'GET' | 'PUT', payload?: object, token = adminToken) =>
    call(app(), method, `/api${adminPaths.openingHours}${method === 'GET' ? '?language=en' : ''}`, {
      token,
      payload,
    });
  const save = (body: object, token = adminToken) => asAdmin('PUT', body, token);

  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]?.n ?? 0;

  it('a shop without hours is always open: no notice, checkout works', async () => {
    const now = await status();
    expect(now).toMatchObject({ open_now: true, accepts_orders: true, notice: null });
    expect(now.time_zone).toBe('Asia/Bahrain');
  });

  it('only an operator reads or saves the schedule', async () => {
    const shopper = await newShopper(app(), places);
    failBody(await save({ language: 'en', ...SCHEDULE }, shopper.token), 403);
    failBody(await asAdmin('GET', undefined, ''), 401);
  });

  it('refuses a bad schedule with each field named, in the caller’s language, saving nothing', async () => {
    const answer = await save({
      language: 'de',
      time_zone: 'Mars/Olympus',
      order_ahead_days: 31,
      windows: [
        { weekday: 1, opens: '11:00', closes: '10:00' },
        { weekday: 2, opens: '11:00', closes: '14:00' },
        { weekday: 2, opens: '13:00', closes: '15:00' },
        { weekday: 7, opens: '25:00', closes: '26:00' },
      ],
      closures: [
        { starts_on: '2026-12-17', ends_on: '2026-12-16', reason: { en: { reason: '' } } },
      ],
    });
    const body = failBody(answer, 422);
    expect(errorFields(body)).toEqual(
      expect.arrayContaining([
        'time_zone',
        'order_ahead_days',
        'windows.0.closes',
        'windows.2.opens',
        'windows.3.weekday',
        'windows.3.opens',
        'closures.0.ends_on',
        'closures.0.reason.en.reason',
      ]),
    );
    const messages = (body.responseData?.errors ?? []).map((error) => error.message);
    expect(messages).toContain(translateMessage('hours_window_overlap', 'de'));
    expect(messages).toContain(translateMessage('hours_time_zone', 'de'));
    expect((await db().select({ n: count() }).from(openingWindows))[0]?.n).toBe(0);
  });

  it('saves the schedule and answers it back', async () => {
    const saved = okBody(
      await save({ language: 'fr', ...SCHEDULE }),
      adminOpeningHoursResponseSchema,
    );
    expect(saved.responseText).toBe(translateMessage('hours_saved', 'fr'));
    expect(saved.responseData.windows).toHaveLength(5);
    expect(saved.responseData.closures[0]?.reason.ae?.reason).toBe('العيد الوطني');
    const read = okBody(await asAdmin('GET'), adminOpeningHoursResponseSchema);
    expect(read.responseData).toEqual(saved.responseData);
  });

  it('closed before opening: the notice says when, in the caller’s language', async () => {
    clock.now = TUESDAY_10_MANAMA;
    const english = await status('en');
    expect(english).toMatchObject({
      open_now: false,
      accepts_orders: false,
      opens_at: '2026-11-24T08:00:00.000Z',
    });
    expect(english.notice).toBe(
      translateMessage('shop_closed_opens', 'en', { when: 'Tuesday, November 24 at 11:00' }),
    );
    const arabic = await status('ae');
    expect(arabic.notice).toContain('نحن مغلقون حاليًا');
    expect(arabic.notice).toContain('11:00');
    expect(arabic.closures).toEqual([
      { starts_on: '2026-12-16', ends_on: '2026-12-17', reason: 'العيد الوطني' },
    ]);
    expect(arabic.week[2]?.windows).toEqual([{ opens: '11:00', closes: '14:30' }]);
    expect(arabic.week[5]?.windows).toEqual([]);
  });

  it('checkout while closed is refused with the notice and makes no order', async () => {
    clock.now = TUESDAY_10_MANAMA;
    const { shopper } = await shopperWithCart(app(), db(), places);
    const before = await orderCount();
    const body = failBody(await checkoutCall(app(), shopper, { language: 'ae' }), 409);
    expect(body.responseText).toBe((await status('ae')).notice);
    expect(await orderCount()).toBe(before);

    clock.now = TUESDAY_10_MANAMA + 2 * HOUR;
    expect((await status()).open_now).toBe(true);
    const created = await checkoutOk(app(), shopper);
    expect(created.paymentLink).toBeTruthy();
  });

  it('a closure day is closed all day, and the next opening follows it', async () => {
    // Wednesday 16 December 2026, 12:00 in Manama: a working day, inside the lunch window.
    clock.now = Date.parse('2026-12-16T09:00:00Z');
    const now = await status();
    expect(now.open_now).toBe(false);
    expect(now.opens_at).toBe('2026-12-20T08:00:00.000Z');
  });

  it('with order-ahead days, checkout while closed is taken for the next opening', async () => {
    await save({ language: 'en', ...SCHEDULE, order_ahead_days: 1 });
    clock.now = TUESDAY_10_MANAMA - 12 * HOUR; // Monday 22:00 in Manama.
    const now = await status();
    expect(now).toMatchObject({ open_now: false, accepts_orders: true });
    expect(now.notice).toBe(
      translateMessage('shop_closed_order_ahead', 'en', { when: 'Tuesday, November 24 at 11:00' }),
    );
    const { shopper } = await shopperWithCart(app(), db(), places);
    expect((await checkoutOk(app(), shopper)).paymentLink).toBeTruthy();
  });

  it('saving an empty schedule opens the shop around the clock again', async () => {
    await save({ language: 'en', ...SCHEDULE, windows: [], closures: [] });
    expect(await status()).toMatchObject({ open_now: true, notice: null, closures: [] });
  });
});
