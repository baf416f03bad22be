import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import type { ComboItemsAnswer } from '@storefront/shared';
import { expectPath, expectToast } from './support/accounts';
import { demoAdminToken, openBackOffice } from './support/admin';
import { expectVisible, foldedText, visit } from './support/app';
import { expectAccessible } from './support/browser';
import { apiAs, cartSel, cartTexts, expectCartCount } from './support/cart';
import { button, checkoutTexts, enoughPicks } from './support/checkout';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/** Texts of the settings page (apps/web/src/features/admin/content/texts.ts, English). */
const settingsTexts = {
  guestsCustomise: 'Guests may customise combos without signing in',
  save: 'Save',
} as const;

/** The setting through the API, the rest of the settings as they are. */
async function guestsCustomise(on: boolean): Promise<void> {
  const token = await demoAdminToken(baseUrl);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const current = (await (
    await fetch(`${baseUrl}/api/admin/settings?language=en`, { headers })
  ).json()) as { responseData: Record<string, unknown> };
  const { updated_at: _updatedAt, ...form } = current.responseData;
  const saved = await fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...form, language: 'en', guests_customise_combos: on }),
  });
  expect(saved.status, await saved.text()).toBe(200);
}

/** "Customise" on the first combo of /food-combos; answers the combo's title. */
async function customiseFirstCombo(page: Page): Promise<string> {
  await visit(page, '/food-combos');
  const card = page.locator(cartSel.comboCard).first();
  await expectVisible(card, 'a combo card on /food-combos');
  const title = await foldedText(card.getByRole('heading').first());
  await button(card, cartTexts.customise).click();
  return title;
}

describe('guests customise combos where the shop wants it (issue 16 item 1)', () => {
  afterAll(() => guestsCustomise(false));

  test(
    'on in the back office: a guest customises a combo and signs in at checkout; off: Customise asks first',
    { timeout: 120_000 },
    async () => {
      // The operator turns the setting on, on the settings page.
      const { page: operator } = await newPage({ baseUrl });
      await openBackOffice(operator, '/admin/content/settings');
      const setting = operator.getByRole('checkbox', { name: settingsTexts.guestsCustomise });
      await expectVisible(setting, 'the guests-customise setting');
      expect(await setting.isChecked(), 'off by default').toBe(false);
      await setting.check();
      const saved = operator.waitForResponse(
        (response) =>
          response.url().includes('/api/admin/settings') && response.request().method() === 'PUT',
      );
      await button(operator, settingsTexts.save).click();
      expect((await saved).status()).toBe(200);

      // A guest opens the combo's choices, picks and adds it, without signing in.
      const { page: guest } = await newPage({ baseUrl });
      const title = await customiseFirstCombo(guest);
      const dialog = guest.getByRole('dialog', { name: title, exact: true });
      await expectVisible(dialog, `the combo modal "${title}" for a guest`);
      expect(new URL(guest.url()).pathname).toBe('/food-combos');
      const { combos } = await apiAs<{ combos: { data: { id: number; title: string }[] } }>(
        baseUrl,
        '/combos?language=en&page=1',
      );
      const comboId = combos.data.find((combo) => combo.title === title)?.id;
      const combo = await apiAs<ComboItemsAnswer>(baseUrl, `/combo-items/${comboId}?language=en`);
      const sections = dialog.locator(cartSel.comboCategory);
      for (const category of combo.combo_items) {
        const section = sections.filter({ hasText: category.title }).first();
        for (const item of enoughPicks({ ...combo, combo_items: [category] })) {
          await section.getByRole('checkbox', { name: item.item_name, exact: true }).check();
        }
      }
      await expectAccessible(guest, 'the combo modal for a guest');
      await button(dialog, cartTexts.addToCart).click();
      await expectToast(guest, cartTexts.itemAdded);
      await expectCartCount(guest, 1, 'the guest’s combo in the cart');

      // Checkout is where a guest signs in (spec §4).
      await visit(guest, '/cart');
      await button(guest, checkoutTexts.proceed).click();
      await expectToast(guest, cartTexts.loginToContinue);
      await expectPath(guest, '/login');

      // Off again: Customise sends a guest to sign in first (spec §6).
      await guestsCustomise(false);
      const { page: another } = await newPage({ baseUrl });
      await customiseFirstCombo(another);
      await expectToast(another, cartTexts.loginToContinue);
      await expectPath(another, '/login');
    },
  );
});
