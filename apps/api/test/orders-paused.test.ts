import { beforeAll, expect, it } from 'vitest';
import {
  adminPaths,
  kitchenBoardResponseSchema,
  orderingStatusResponseSchema,
  ordersPausedResponseSchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { describeOnEachDatabase } from './helpers/accounts';
import { adminSession } from './helpers/admin';
import { checkoutCall, checkoutOk, newShopper, shopperWithCart } from './helpers/orders';
import { failBody, okBody, send } from './helpers/test-app';

/** Issue 17 item 11: "pause orders now" for a full kitchen. */
describeOnEachDatabase('pausing orders', ({ t, places }) => {
  const app = () => t.current.app;
  let adminToken: string;

  beforeAll(async () => {
    adminToken = (await adminSession(app(), t.current.db)).token;
  });

  const pause = (paused: unknown, token: string | null = adminToken) =>
    send(app(), {
      method: 'PUT',
      url: `/api${adminPaths.ordersPaused}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { language: 'en', paused },
    });
  const status = async (language: 'en' | 'fr' | 'ae') =>
    okBody(
      await send(app(), { method: 'GET', url: `/api/opening-hours?language=${language}` }),
      orderingStatusResponseSchema,
    ).responseData;

  it('an operator pauses: the storefront says so, checkout refuses, the board shows it; resuming undoes it', async () => {
    const { shopper } = await shopperWithCart(app(), t.current.db, places);
    const paused = okBody(await pause(true), ordersPausedResponseSchema);
    expect(paused.responseText).toBe(translateMessage('orders_paused_saved', 'en'));
    expect(paused.responseData.orders_paused_at).not.toBeNull();

    const closed = await status('ae');
    expect(closed.accepts_orders).toBe(false);
    expect(closed.notice).toBe(translateMessage('orders_paused', 'ae'));
    const refused = failBody(await checkoutCall(app(), shopper, { language: 'fr' }), 409);
    expect(refused.responseText).toBe(translateMessage('orders_paused', 'fr'));
    const board = okBody(
      await send(app(), {
        method: 'GET',
        url: `/api${adminPaths.kitchen}?language=en`,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
      kitchenBoardResponseSchema,
    );
    expect(board.responseData.orders_paused_at).toBe(paused.responseData.orders_paused_at);

    const resumed = okBody(await pause(false), ordersPausedResponseSchema);
    expect(resumed.responseText).toBe(translateMessage('orders_resumed_saved', 'en'));
    expect(resumed.responseData.orders_paused_at).toBeNull();
    expect((await status('en')).accepts_orders).toBe(true);
    await checkoutOk(app(), shopper);
  });

  it('only operators pause, with a true or false; anything else changes nothing', async () => {
    const customer = await newShopper(app(), places);
    failBody(await pause(true, customer.token), 403);
    failBody(await pause(true, null), 401);
    failBody(await pause('yes'), 422);
    expect((await status('en')).accepts_orders).toBe(true);
  });
});
