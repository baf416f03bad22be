import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  adminSettingsResponseSchema,
  apiPaths,
  cartPaths,
  comboItemsResponseSchema,
  siteInfoResponseSchema,
  type AdminSettings,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { demoPlaces, get, newCookieId, post } from './helpers/accounts';
import { adminSession, call } from './helpers/admin';
import { comboWithPicks, newShopper } from './helpers/orders';
import { databaseKinds, failBody, okBody, useTestApp } from './helpers/test-app';

/** Issue 16 item 1: guests customise combos where the shop wants it (a setting, off by default). */
describe.each(databaseKinds)('guests customising combos on %s', (kind) => {
  const t = useTestApp(kind);
  const app = () => t.current.app;
  let adminToken: string;
  let comboId: number;
  let picks: number[];

  const asAdmin = (method: 'GET' | 'PUT', payload?: object) =>
    call(app(), method, `/api${adminPaths.settings}?language=en`, { token: adminToken, payload });
  /** The settings form sent back as it is, but for `changes`. */
  const saveSettings = async (changes: { guests_customise_combos?: boolean }) => {
    const current: AdminSettings = okBody(
      await asAdmin('GET'),
      adminSettingsResponseSchema,
    ).responseData;
    const { updated_at: _updatedAt, guests_customise_combos: _guests, ...form } = current;
    okBody(
      await asAdmin('PUT', { language: 'en', ...form, ...changes }),
      adminSettingsResponseSchema,
    );
  };
  const guestChoices = () => get(app(), `/api${cartPaths.comboItems(comboId)}?language=fr`);
  const siteInfo = async () =>
    okBody(await get(app(), `/api${apiPaths.siteInfo}?language=en`), siteInfoResponseSchema)
      .responseData;

  beforeAll(async () => {
    adminToken = (await adminSession(app(), t.current.db)).token;
    const shopper = await newShopper(app(), await demoPlaces(t.current.db));
    ({ comboId, picks } = await comboWithPicks(app(), t.current.db, shopper.token));
  });

  it('off by default: a guest is asked to sign in, as spec §6 has it', async () => {
    expect((await siteInfo()).guests_customise_combos).toBe(false);
    const refused = failBody(await guestChoices(), 401);
    expect(refused.responseText).toBe(translateMessage('error_login_to_continue', 'fr'));
  });

  it('on: a guest reads the choices and adds the combo; checkout still needs login', async () => {
    await saveSettings({ guests_customise_combos: true });
    try {
      expect((await siteInfo()).guests_customise_combos).toBe(true);
      const choices = okBody(await guestChoices(), comboItemsResponseSchema).responseData;
      expect(choices.combo.id).toBe(comboId);
      expect(choices.combo_items.length).toBeGreaterThan(0);

      const cookie_id = newCookieId();
      const added = await post(app(), '/api/add-to-cart', {
        combo_id: comboId,
        combo_items: picks.join(','),
        cookie_id,
        language: 'en',
      });
      expect(added.status, JSON.stringify(added.json)).toBe(200);
      const cart = await post(app(), '/api/cart', { cookie_id, language: 'en' });
      expect((cart.json as { responseData: { carts: unknown[] } }).responseData.carts).toHaveLength(
        1,
      );
      failBody(await post(app(), '/api/checkout', { language: 'en' }), 401);

      // A form that does not send the setting leaves it as it is.
      await saveSettings({});
      expect((await siteInfo()).guests_customise_combos).toBe(true);
    } finally {
      await saveSettings({ guests_customise_combos: false });
    }
    expect((await siteInfo()).guests_customise_combos).toBe(false);
    failBody(await guestChoices(), 401);
  });

  it('refuses a setting that is not true or false, and changes nothing', async () => {
    const current = okBody(await asAdmin('GET'), adminSettingsResponseSchema).responseData;
    const { updated_at: _updatedAt, ...form } = current;
    failBody(
      await asAdmin('PUT', { language: 'en', ...form, guests_customise_combos: 'yes' }),
      422,
    );
    expect((await siteInfo()).guests_customise_combos).toBe(false);
  });
});
