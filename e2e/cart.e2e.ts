import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Cart, ComboItemsAnswer } from '@storefront/shared';
import { type Account, expectToast, registerNewAccount } from './support/accounts';
import {
  apiData,
  expectHidden,
  expectVisible,
  foldedText,
  responseTo,
  sel,
  visit,
  waitFor,
} from './support/app';
import { expectAccessible } from './support/browser';
import {
  amountOf,
  amountsIn,
  apiAs,
  cartSel,
  cartTexts,
  currencyDigits,
  expectCartCount,
  guestOnMenu,
  expectFigures,
  isInert,
  lineQuantity,
  roundHalfUp,
  sameAmount,
  toMinor,
} from './support/cart';
import { customiseFirstComboAfterLogin, serverCart } from './support/checkout';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

let shopper: Account;

beforeAll(async () => {
  ({ account: shopper } = await registerNewAccount(baseUrl, 'Cart Tester', 'cart'));
});
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** Which of `names` are ticked in a combo category section, and how many boxes are ticked. */
async function ticks(section: Locator, names: string[]) {
  const ticked: string[] = [];
  for (const name of names) {
    if (await section.getByRole('checkbox', { name, exact: true }).isChecked()) ticked.push(name);
  }
  return { ticked, count: await section.getByRole('checkbox', { checked: true }).count() };
}

describe('cart and combos', () => {
  test('an empty cart downloads none of the lines, forms or checkout; a filled one gets them', async () => {
    const { page, context } = await newPage({ baseUrl });
    // The page's own scripts, by chunk name (index-abc123.js → index).
    const scriptsOfPage = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(entry.name)?.[1])
          .filter((name) => name !== undefined),
      );
    const cartParts = ['cart-contents', 'form', 'modal'];

    await guestOnMenu(page, context, baseUrl);
    await visit(page, '/cart');
    await expectVisible(page.getByText('No items in the cart'), 'the empty cart');
    await page.locator(sel.liveApp).waitFor();
    expect((await scriptsOfPage()).filter((name) => cartParts.includes(name))).toEqual([]);

    await visit(page, '/menu');
    const added = responseTo(page, 'POST', '/api/add-to-cart');
    await button(page.locator(cartSel.productCard).first(), cartTexts.addToCart).click();
    expect((await added).ok(), 'POST /api/add-to-cart').toBe(true);
    await visit(page, '/cart');
    await expectVisible(page.locator(cartSel.cartLine).first(), 'the cart’s line');
    expect(await scriptsOfPage()).toContain('cart-contents');
  });

  test(
    'guest adds items, logs in to customise a combo, edits it, changes quantities, deletes a line; totals are the server’s',
    { timeout: 120_000 },
    async () => {
      const { page, context } = await newPage({ baseUrl });

      // 1. A guest adds two menu items; the same item again raises its line's quantity.
      const cookieId = await guestOnMenu(page, context, baseUrl);
      await expectCartCount(page, 0, 'a new guest');

      const cards = page.locator(cartSel.productCard);
      await expectVisible(cards, 'the menu product cards');
      const [first, second] = [cards.nth(0), cards.nth(1)];
      const nameOf = async (card: Locator) => foldedText(card.getByRole('heading').first());
      const firstName = await nameOf(first);
      const secondName = await nameOf(second);
      expect(firstName).not.toBe(secondName);

      let addRequests = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/add-to-cart') addRequests += 1;
      });
      const addAnswer = () => responseTo(page, 'POST', '/api/add-to-cart');
      let answer = addAnswer();
      await button(first, cartTexts.addToCart).click();
      expect((await answer).ok(), 'POST /api/add-to-cart of the first item').toBe(true);
      await expectToast(page, cartTexts.itemAdded);
      await expectCartCount(page, 1, 'after the first item');
      // Spec §9: identical toasts within 500 ms are debounced.
      await page.waitForTimeout(600);
      answer = addAnswer();
      await button(second, cartTexts.addToCart).click();
      expect((await answer).ok(), 'POST /api/add-to-cart of the second item').toBe(true);
      await expectToast(page, cartTexts.itemAdded);
      await expectCartCount(page, 2, 'after the second item');
      // A dish in the cart shows how many on its card, with a stepper (issue 17 item 2): plus
      // raises the one line to 2.
      const inCart = first.getByRole('group', { name: 'In your cart' });
      await expectVisible(inCart, 'the first card’s stepper once it is in the cart');
      expect(await inCart.getByTestId('line-quantity').innerText()).toBe('1');
      const updated = responseTo(page, 'POST', '/api/update-cart');
      await button(inCart, 'Increase quantity').click();
      expect((await updated).ok(), 'POST /api/update-cart of the first item').toBe(true);
      await waitFor(
        'the first card showing 2 in the cart',
        () => inCart.getByTestId('line-quantity').innerText(),
        (text) => text.trim() === '2',
      );
      await expectCartCount(page, 2, 'the first item raised to 2 (one line, quantity 2)');
      const guestCart = await apiAs<Cart>(baseUrl, '/cart', {
        body: { language: 'en', cookie_id: cookieId },
      });
      expect(
        guestCart.carts.map((line) => [line.product?.item_name, line.quantity]).sort(),
        'the guest cart on the server',
      ).toEqual(
        [
          [firstName, 2],
          [secondName, 1],
        ].sort(),
      );

      // 2. Customising a combo needs login; the form sends the guest id, the cart merges.
      const {
        title: comboTitle,
        dialog,
        token,
      } = await customiseFirstComboAfterLogin(page, shopper, cookieId, 2);
      const merged = await serverCart(baseUrl, token);
      expect(
        merged.carts.map((line) => [line.product?.item_name, line.quantity]).sort(),
        'the user cart on the server after login (the guest cart merged)',
      ).toEqual(
        [
          [firstName, 2],
          [secondName, 1],
        ].sort(),
      );

      // 3. The combo modal: a category left short stops the action with info_select_items.
      const { combos } = await apiData<{ combos: { data: { id: number; title: string }[] } }>(
        baseUrl,
        '/combos?language=en&page=1',
      );
      const comboId = combos.data.find((c) => c.title === comboTitle)?.id;
      expect(comboId, `the combo "${comboTitle}" in GET /api/combos`).toBeDefined();
      const comboItems = await apiAs<ComboItemsAnswer>(
        baseUrl,
        `/combo-items/${comboId}?language=en`,
        {
          token,
        },
      );
      const categories = comboItems.combo_items;
      expect(categories.length, 'categories of the combo').toBeGreaterThan(0);
      const sections = dialog.locator(cartSel.comboCategory);
      await waitFor(
        `${categories.length} category sections in the modal`,
        () => sections.count(),
        (n) => n === categories.length,
      );
      const sectionOf = (index: number): Locator => {
        const category = categories[index];
        if (!category) throw new Error(`No category ${index}`);
        return sections.filter({ hasText: category.title }).first();
      };
      const digits = currencyDigits(guestCart.currency);
      const comboTotal = dialog.locator(cartSel.comboTotal);
      const expectComboTotal = async (expected: number, what: string) => {
        await waitFor(
          `combo-total ${expected} (${what})`,
          async () => amountOf(await comboTotal.innerText()),
          (shown) => sameAmount(shown, expected, digits),
        );
      };
      await expectComboTotal(comboItems.combo.price, 'nothing picked yet');

      // Picks: the last qty items of each category (the priced extras sit at the end).
      const picks = categories.map((category) => category.items.slice(-category.qty));
      // Sums in minor units: no binary drift.
      const plus = (a: number, b: number) =>
        (toMinor(a, digits) + toMinor(b, digits)) / 10 ** digits;
      let expectedTotal = comboItems.combo.price;
      const tick = async (index: number, name: string) => {
        await sectionOf(index).getByRole('checkbox', { name, exact: true }).check();
      };
      const last = categories.length - 1;
      for (const [index, items] of picks.entries()) {
        // The last category is left one short.
        const chosen = index === last ? items.slice(0, -1) : items;
        for (const item of chosen) {
          await tick(index, item.item_name);
          expectedTotal = plus(expectedTotal, item.price);
        }
      }
      await expectComboTotal(expectedTotal, 'all but one pick');
      await expectAccessible(page, 'the combo modal (customise)');
      const shortCategory = categories[last];
      if (!shortCategory) throw new Error('no last category');
      const addsBefore = addRequests;
      await button(dialog, cartTexts.addToCart).click();
      const shortTexts = [shortCategory.title, shortCategory.category_name].map((name) =>
        cartTexts.selectItems(shortCategory.qty, name),
      );
      await waitFor(
        `the toast "${shortTexts[0]}" (or with the category name)`,
        () => page.locator('.Toastify__toast-container').getByRole('alert').allInnerTexts(),
        (alerts) => alerts.some((text) => shortTexts.some((t) => text.includes(t))),
      );
      await expectVisible(dialog, 'the combo modal after the refused add');
      await expectCartCount(page, 2, 'nothing added for a short category');
      expect(addRequests, 'add-to-cart requests for a short category').toBe(addsBefore);

      const lastPick = picks[last]?.at(-1);
      if (!lastPick) throw new Error('no last pick');
      await tick(last, lastPick.item_name);
      expectedTotal = plus(expectedTotal, lastPick.price);
      await expectComboTotal(expectedTotal, 'every category complete');
      answer = addAnswer();
      await button(dialog, cartTexts.addToCart).click();
      expect((await answer).ok(), 'POST /api/add-to-cart of the combo').toBe(true);
      await expectToast(page, cartTexts.itemAdded);
      await expectHidden(dialog, 'the combo modal after adding');
      await expectCartCount(page, 3, 'after adding the combo');

      // 4. /cart: the combo line is edited (one pick changed) and viewed read-only.
      await visit(page, '/cart');
      const lines = page.locator(cartSel.cartLine);
      await waitFor(
        '3 cart lines',
        () => lines.count(),
        (n) => n === 3,
      );
      const comboLine = lines.filter({ hasText: comboTitle }).first();
      const plainLine = (name: string) =>
        lines.filter({ hasText: name }).filter({ hasNot: button(page, cartTexts.edit) });
      await expectVisible(plainLine(firstName), `the cart line "${firstName}"`);
      await expectVisible(plainLine(secondName), `the cart line "${secondName}"`);
      await expectAccessible(page, '/cart with lines');

      await button(comboLine, cartTexts.edit).click();
      await expectVisible(dialog, `the combo modal "${comboTitle}" in edit mode`);
      for (const [index, items] of picks.entries()) {
        const names = items.map((item) => item.item_name);
        await waitFor(
          `only the picks ${names.join(', ')} of "${categories[index]?.title}" ticked in edit mode`,
          () => ticks(sectionOf(index), names),
          ({ ticked, count }) => ticked.length === names.length && count === names.length,
        );
      }
      // Swap one pick in a category that offers more than it asks for.
      const swapIndex = categories.findIndex((c) => c.items.length > c.qty);
      const swapCategory = categories[swapIndex];
      const swapPicks = picks[swapIndex];
      if (!swapCategory || !swapPicks) throw new Error('no category offers a choice');
      const dropped = swapPicks[0];
      const added = swapCategory.items.find((item) => !swapPicks.includes(item));
      if (!dropped || !added) throw new Error('nothing to swap');
      await sectionOf(swapIndex)
        .getByRole('checkbox', { name: dropped.item_name, exact: true })
        .uncheck();
      await sectionOf(swapIndex)
        .getByRole('checkbox', { name: added.item_name, exact: true })
        .check();
      expectedTotal = plus(expectedTotal, added.price - dropped.price);
      await expectComboTotal(expectedTotal, `${dropped.item_name} swapped for ${added.item_name}`);
      // A step takes no more than its qty (issue 17): in a "Choose 1" step another tick replaces
      // the pick, so the step still holds one and the total follows the new pick.
      const singleIndex = categories.findIndex((c) => c.qty === 1 && c.items.length > 1);
      if (singleIndex >= 0) {
        const section = sectionOf(singleIndex);
        const nameId = await section
          .getByRole('checkbox', { checked: true })
          .getAttribute('aria-labelledby');
        const wasName = await section.locator(`#${nameId}`).innerText();
        const other = categories[singleIndex]?.items.find((item) => item.item_name !== wasName);
        const held = categories[singleIndex]?.items.find((item) => item.item_name === wasName);
        if (!other || !held) throw new Error('no second choice in the Choose 1 step');
        await section.getByRole('checkbox', { name: other.item_name, exact: true }).check();
        await waitFor(
          `one pick in the Choose 1 step after ticking ${other.item_name}`,
          () => section.getByRole('checkbox', { checked: true }).count(),
          (n) => n === 1,
        );
        await expectComboTotal(plus(expectedTotal, other.price - held.price), 'Choose 1 swapped');
        await section.getByRole('checkbox', { name: held.item_name, exact: true }).check();
        await expectComboTotal(expectedTotal, `${held.item_name} ticked back`);
      }
      const updateAnswer = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/update-combo-cart',
      );
      await button(dialog, cartTexts.updateCart).click();
      expect((await updateAnswer).ok(), 'POST /api/update-combo-cart').toBe(true);
      await expectHidden(dialog, 'the combo modal after Update cart');
      swapPicks.splice(0, 1, added);
      const pickedIds = picks.flat().map((item) => item.id);
      const cartAfterEdit = await serverCart(baseUrl, token);
      const serverCombo = cartAfterEdit.carts.find((line) => line.is_combo === 1);
      expect([...(serverCombo?.selected_combo_items ?? [])].sort()).toEqual([...pickedIds].sort());
      expect(sameAmount(serverCombo?.unit_price ?? NaN, expectedTotal, digits)).toBe(true);

      // The line lists its picks (spec §3 selected_combo_items) and its new price.
      await waitFor(
        `the combo line showing ${added.item_name} instead of ${dropped.item_name}, ${expectedTotal}`,
        () => comboLine.innerText(),
        (text) =>
          text.includes(added.item_name) &&
          (!text.includes(dropped.item_name) ||
            picks.flat().some((item) => item.item_name === dropped.item_name)) &&
          amountsIn(text).some((a) => sameAmount(a, expectedTotal, digits)),
      );

      await button(comboLine, cartTexts.view).click();
      await expectVisible(dialog, `the combo modal "${comboTitle}" in view mode`);
      await waitFor(
        'the new pick in the view dialog',
        () => foldedText(dialog),
        (text) => text.includes(added.item_name),
      );
      expect(await dialog.getByRole('checkbox').count(), 'checkboxes in view mode').toBe(0);
      await button(dialog, cartTexts.close).click();
      await expectHidden(dialog, 'the view dialog after Close');

      // 4b. A combo line takes a quantity (issue 17 item 4): plus makes it two lunch boxes with
      // the same picks at twice the price; minus takes it back to one.
      await button(comboLine, cartTexts.increase).click();
      await waitFor(
        `the combo line at quantity 2 and ${2 * expectedTotal}`,
        async () => ({
          qty: await lineQuantity(comboLine),
          amounts: amountsIn(await comboLine.innerText()),
        }),
        ({ qty, amounts }) =>
          qty === 2 && amounts.some((a) => sameAmount(a, 2 * expectedTotal, digits)),
      );
      const twoBoxes = (await serverCart(baseUrl, token)).carts.find((line) => line.is_combo === 1);
      expect(twoBoxes?.quantity).toBe(2);
      expect([...(twoBoxes?.selected_combo_items ?? [])].sort()).toEqual([...pickedIds].sort());
      await button(comboLine, cartTexts.decrease).click();
      await waitFor(
        'the combo line back at quantity 1',
        () => lineQuantity(comboLine),
        (qty) => qty === 1,
      );

      // 5. Quantities of a plain line: minus blocked at 1, plus doubles the total, minus back.
      const single = plainLine(secondName);
      const unit = cartAfterEdit.carts.find((l) => l.product?.item_name === secondName)?.unit_price;
      if (unit === undefined) throw new Error(`no server line for ${secondName}`);
      const decrease = button(single, cartTexts.decrease);
      const increase = button(single, cartTexts.increase);
      expect(await lineQuantity(single)).toBe(1);
      expect(await isInert(decrease), '"Decrease quantity" at quantity 1').toBe(true);
      await increase.click();
      await waitFor(
        `quantity 2 and line total ${2 * unit} on "${secondName}"`,
        async () => ({
          qty: await lineQuantity(single),
          amounts: amountsIn(await single.innerText()),
        }),
        ({ qty, amounts }) => qty === 2 && amounts.some((a) => sameAmount(a, 2 * unit, digits)),
      );
      await waitFor(
        '"Decrease quantity" enabled at 2',
        () => isInert(decrease),
        (inert) => !inert,
      );
      await decrease.click();
      await waitFor(
        `quantity 1 on "${secondName}"`,
        () => lineQuantity(single),
        (qty) => qty === 1,
      );

      // 6. Delete behind the confirmation of spec §2.
      const confirm = page.getByRole('alertdialog');
      await button(single, cartTexts.remove).click();
      await expectVisible(confirm, 'the delete confirmation');
      const confirmText = await foldedText(confirm);
      expect(confirmText).toContain(cartTexts.removeQuestion);
      expect(confirmText).toContain(cartTexts.removeWarning);
      await expectVisible(button(confirm, cartTexts.confirmRemove), `"${cartTexts.confirmRemove}"`);
      await expectAccessible(page, 'the delete confirmation');
      await button(confirm, cartTexts.cancel).click();
      await expectHidden(confirm, 'the confirmation after Cancel');
      expect(await lines.count(), 'lines after Cancel').toBe(3);
      await button(single, cartTexts.remove).click();
      await button(confirm, cartTexts.confirmRemove).click();
      await expectHidden(confirm, 'the confirmation after "Yes, delete it!"');
      await waitFor(
        '2 cart lines after the delete',
        () => lines.count(),
        (n) => n === 2,
      );
      expect(await plainLine(secondName).count()).toBe(0);
      await expectCartCount(page, 2, 'after the delete');

      // 7. The figures on screen are the server's, and the server's follow DESIGN §5.
      const cart = await serverCart(baseUrl, token);
      expect(cart.carts).toHaveLength(2);
      await expectFigures(page, cart.currency, [
        [cartSel.subtotal, cart.subtotal],
        [cartSel.discount, cart.company_discount],
        [cartSel.vat, cart.vat_amount],
        [cartSel.shipping, cart.shipping_charge],
        [cartSel.total, cart.grand_total],
      ]);
      const minor = (major: number) => toMinor(major, currencyDigits(cart.currency));
      for (const line of cart.carts) {
        expect(minor(line.line_total), `line ${line.id}: unit price × quantity`).toBe(
          minor(line.unit_price) * line.quantity,
        );
      }
      const subtotal = cart.carts.reduce((sum, line) => sum + minor(line.line_total), 0);
      const discount = minor(cart.company_discount);
      expect(minor(cart.subtotal), 'subtotal = Σ line totals').toBe(subtotal);
      expect(discount).toBeGreaterThanOrEqual(0);
      expect(discount).toBeLessThanOrEqual(subtotal);
      // Prices are paid VAT included (issue 17 item 3): the VAT is the part inside them.
      const paid = subtotal - discount;
      const vat = roundHalfUp((paid * cart.vat_rate) / (100 + cart.vat_rate));
      expect(minor(cart.vat_amount), `VAT at ${cart.vat_rate} % inside, half up`).toBe(vat);
      expect(minor(cart.vat_exc_net), 'vat_exc_net = subtotal − discount − VAT').toBe(paid - vat);
      const shipping = minor(cart.shipping_charge);
      expect(shipping).toBeGreaterThanOrEqual(0);
      expect(minor(cart.grand_total), 'grand_total = net + VAT + shipping').toBe(paid + shipping);

      // 8. Arabic smoke: the cart reads right to left.
      await page.locator(sel.languageSwitcher).selectOption('ae');
      await waitFor(
        'html dir="rtl" on /cart',
        () => page.locator('html').getAttribute('dir'),
        (dir) => dir === 'rtl',
      );
      await waitFor(
        '2 cart lines in Arabic',
        () => lines.count(),
        (n) => n === 2,
      );
    },
  );
});
