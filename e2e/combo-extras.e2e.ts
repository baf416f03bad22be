import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Cart, ComboItemsAnswer } from '@storefront/shared';
import { cartAe } from '../apps/web/src/i18n/locales/cart/ae';
import { cartEn } from '../apps/web/src/i18n/locales/cart/en';
import { ae } from '../apps/web/src/i18n/locales/ae';
import { en } from '../apps/web/src/i18n/locales/en';
import { signedInShopper } from './support/admin';
import { expectVisible, visit, waitFor } from './support/app';
import { expectAccessible, viewports } from './support/browser';
import { amountOf, apiAs, cartSel, currencyDigits, sameAmount, toMinor } from './support/cart';
import { button } from './support/checkout';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

interface Texts {
  cart: typeof cartEn;
  customise: string;
}
const english: Texts = { cart: cartEn, customise: en.combos.customise };
const arabic: Texts = { cart: cartAe, customise: ae.combos.customise };

/** The demo combo whose sides step sells a third side (issue 17 item 4), as the API offers it. */
async function grillCombo(token: string, language: 'en' | 'ae') {
  const { combos } = await apiAs<{ combos: { data: { id: number; title: string }[] } }>(
    baseUrl,
    `/combos?language=${language}&page=1&limit=50`,
  );
  for (const combo of combos.data) {
    const offer = await apiAs<ComboItemsAnswer>(
      baseUrl,
      `/combo-items/${combo.id}?language=${language}`,
      { token },
    );
    const extras = offer.combo_items.find((step) => step.max_qty > step.qty);
    if (extras) return { offer, extras };
  }
  throw new Error('no demo combo sells extras');
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/**
 * Opens the combo's modal from /food-combos, ticks the required picks everywhere and every pick
 * the extras step allows, and checks what the customer sees on the way.
 */
async function chooseWithExtras(
  page: Page,
  texts: Texts,
  { offer, extras }: Awaited<ReturnType<typeof grillCombo>>,
): Promise<{ dialog: Locator; total: number }> {
  const card = page.locator(cartSel.comboCard).filter({ hasText: offer.combo.title });
  await button(card, texts.customise).click();
  const dialog = page.getByRole('dialog', { name: offer.combo.title, exact: true });
  await expectVisible(dialog, `the combo modal "${offer.combo.title}"`);

  const extrasStep = dialog.locator(cartSel.comboCategory).filter({ hasText: extras.title });
  await expectVisible(
    extrasStep.getByText(
      fill(texts.cart.combo_modal.choose_up_to, { qty: extras.qty, max: extras.max_qty }),
    ),
    'the step’s range',
  );
  // "+BHD 0.500 for each extra": the words around the price, then the price itself.
  const [before = '', after = ''] = texts.cart.combo_modal.extra_price.split('{{price}}');
  const extraPrice = extrasStep.getByText(after.trim(), { exact: false });
  await expectVisible(extraPrice, 'the price of each extra');
  const extraText = await extraPrice.innerText();
  expect(extraText.startsWith(before)).toBe(true);
  expect(amountOf(extraText)).toBe(extras.extra_price);

  const digits = 3;
  let minor = toMinor(offer.combo.price, digits);
  for (const step of offer.combo_items) {
    const section = dialog.locator(cartSel.comboCategory).filter({ hasText: step.title });
    const count = step.id === extras.id ? step.max_qty : step.qty;
    for (const item of step.items.slice(0, count)) {
      await section.getByRole('checkbox', { name: item.item_name, exact: true }).check();
      minor += toMinor(item.price, digits);
    }
    if (step.id === extras.id) minor += (count - step.qty) * toMinor(step.extra_price, digits);
  }
  const total = minor / 10 ** digits;
  await waitFor(
    `the running total ${total} with the extras`,
    async () => amountOf(await dialog.locator(cartSel.comboTotal).innerText()),
    (shown) => sameAmount(shown, total, digits),
  );
  // The step is full: the boxes not ticked rest until one is unticked.
  const rest = extras.items[extras.max_qty];
  if (rest) {
    await expect
      .poll(() =>
        extrasStep.getByRole('checkbox', { name: rest.item_name, exact: true }).isDisabled(),
      )
      .toBe(true);
  }
  return { dialog, total };
}

describe('combo steps selling extras (issue 17 item 4)', () => {
  test('a customer adds a third side to the Grill Combo, priced as the modal said (English, desktop)', async () => {
    const shopper = await signedInShopper(newPage, baseUrl, 'extras');
    const grill = await grillCombo(shopper.token, 'en');
    await visit(shopper.page, '/food-combos');
    const { dialog, total } = await chooseWithExtras(shopper.page, english, grill);
    await expectAccessible(shopper.page, 'the combo modal with extras');
    await button(dialog, cartEn.combo_modal.add).click();

    // The server priced the line as the modal said, the extra marked.
    const cart = await waitFor(
      'the combo line in the cart',
      () => apiAs<Cart>(baseUrl, '/cart', { token: shopper.token, body: { language: 'en' } }),
      (answer) => answer.carts.length === 1,
    );
    const [line] = cart.carts;
    expect(sameAmount(line?.unit_price ?? Number.NaN, total, currencyDigits(cart.currency))).toBe(
      true,
    );
    const extraPicks = (line?.picks ?? []).filter((pick) => pick.is_extra);
    expect(extraPicks).toHaveLength(grill.extras.max_qty - grill.extras.qty);
    await visit(shopper.page, '/cart');
    const extraName = fill(cartEn.cart_page.extra_pick, { name: extraPicks[0]?.item_name ?? '?' });
    await expectVisible(
      shopper.page.locator(cartSel.cartLine).getByText(extraName, { exact: false }),
      `"${extraName}" on the cart line`,
    );
  });

  test('the same step on a phone in Arabic: the range, the extra’s price, the total', async () => {
    const shopper = await signedInShopper(newPage, baseUrl, 'extras-ae');
    await shopper.page.setViewportSize(viewports.phone);
    const grill = await grillCombo(shopper.token, 'ae');
    await visit(shopper.page, '/food-combos?lang=ae');
    const { dialog } = await chooseWithExtras(shopper.page, arabic, grill);
    await expectAccessible(shopper.page, 'the combo modal with extras, in Arabic');
    const width = await shopper.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page no wider than the phone').toBeLessThanOrEqual(viewports.phone.width);
    await expectVisible(dialog, 'the modal still open');
  });
});
