import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminPaths, cartPaths } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { adminPromotionsTexts } from '../apps/web/src/features/admin/promotions/texts';
import { cartAe } from '../apps/web/src/i18n/locales/cart/ae';
import { cartEn } from '../apps/web/src/i18n/locales/cart/en';
import { ordersAe } from '../apps/web/src/i18n/locales/orders/ae';
import { ordersEn } from '../apps/web/src/i18n/locales/orders/en';
import { expectPath, expectToast, expectedClientErrors, randomLetters } from './support/accounts';
import { adminMain, demoAdminToken, signedInOperator } from './support/admin';
import { apiAs, expectHidden, expectVisible, foldedText, sel, visit, waitFor } from './support/app';
import { expectAccessible, viewports, type PageOptions } from './support/browser';
import { amountOf, cartSel, currencyDigits, expectFigures, sameAmount } from './support/cart';
import {
  button,
  checkoutSel,
  expectSandboxPage,
  expectStatus,
  expectSummaryFigures,
  leaveSandbox,
  openSummary,
  payNow,
  serverCart,
} from './support/checkout';
import { useJourney } from './support/journey';
import { shopperWithFilledCart } from './support/shopper';

const { baseUrl, newPage } = useJourney();
/** A refused code is a 422, which Chromium logs as a console error. */
const newShopperPage = (options: PageOptions) =>
  newPage({ ...options, allowConsoleErrors: expectedClientErrors });

const adminTexts = adminPromotionsTexts.en.admin_promotions;
const promoLabel = (template: string, code: string) => template.replace('{{code}}', code);

/** The operator adds a 10 % code in the back office's form and finds it in the list. */
async function createCode(page: Page, code: string): Promise<void> {
  await button(page, adminTexts.list.new).click();
  const dialog = page.getByRole('dialog', { name: adminTexts.list.new, exact: true });
  await expectVisible(dialog, 'the new promo code dialog');
  await dialog.getByLabel(adminTexts.form.code, { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel(adminTexts.form.percent_off, { exact: true }).fill('10');
  await expectAccessible(page, 'the new promo code dialog');
  await button(dialog, 'Save').click();
  await expectToast(page, translateMessage('saved', 'en'));
  await expectHidden(dialog, 'the dialog once saved');
  const row = page.locator(adminMain).getByRole('row').filter({ hasText: code });
  await expectVisible(row, `the row of ${code} in the list`);
  expect(await foldedText(row)).toContain('10%');
}

/** The cart page's promo field: a wrong code first, then the operator's one (with Enter). */
async function applyCode(page: Page, code: string): Promise<void> {
  const field = page.getByRole('textbox', { name: cartEn.cart_page.promo_label, exact: true });
  await field.fill('NO-SUCH-CODE');
  await button(page, cartEn.cart_page.promo_apply).click();
  const refusal = translateMessage('promo_unknown', 'en');
  await expectVisible(page.getByRole('alert').filter({ hasText: refusal }), `"${refusal}"`);
  expect(await field.inputValue(), 'the typed code kept').toBe('NO-SUCH-CODE');
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expectToast(page, translateMessage('promo_applied', 'en'));
  await expectVisible(page.getByTestId('promo-code-chip').filter({ hasText: code }), 'the chip');
}

describe('promo codes (issue 16 item 3)', () => {
  test(
    'an operator creates a code; a customer applies it in the cart and checkout shows the same lower total, also on an Arabic phone',
    { timeout: 180_000 },
    async () => {
      const code = `E2E-${randomLetters(8).toUpperCase()}`;
      const operator = await signedInOperator(newPage, baseUrl, adminTexts.list.title);
      await createCode(operator, code);

      const shopper = await shopperWithFilledCart(newShopperPage, baseUrl, 'promo');
      const before = await serverCart(baseUrl, shopper.token);
      await applyCode(shopper.page, code);

      // The server took 10 % off what remained after the company discount (to the minor unit);
      // the page shows its figures, the promo row between the discount and the net.
      const cart = await serverCart(baseUrl, shopper.token);
      const digits = currencyDigits(cart.currency);
      const tenth = (before.subtotal - before.company_discount) / 10;
      expect(cart.promo_code).toBe(code);
      expect(Math.abs(cart.promo_discount - tenth)).toBeLessThanOrEqual(1 / 10 ** digits);
      expect(sameAmount(cart.grand_total, before.grand_total - cart.promo_discount, digits)).toBe(
        true,
      );
      const expected = cart.promo_discount;
      const label = promoLabel(ordersEn.bill.promo, code);
      await expectVisible(shopper.page.getByText(label, { exact: true }), `the row "${label}"`);
      await expectFigures(shopper.page, cart.currency, [
        [cartSel.promo, expected],
        [cartSel.total, cart.grand_total],
      ]);
      await expectAccessible(shopper.page, 'the cart with a promo code');

      // Checkout: the summary shows the same bill and the same total.
      const dialog = await openSummary(shopper.page);
      const total = await expectSummaryFigures(dialog, cart);
      expect(sameAmount(total, cart.grand_total, digits)).toBe(true);
      expect(amountOf(await dialog.locator(checkoutSel.summaryPromo).innerText())).toBeCloseTo(
        expected,
        digits,
      );
      expect(await foldedText(dialog)).toContain(label);

      // The same cart on a phone in Arabic, right to left.
      await shopper.page.setViewportSize(viewports.phone);
      await visit(shopper.page, '/cart?lang=ae');
      expect(await shopper.page.locator('html').getAttribute('dir')).toBe('rtl');
      const arabicLabel = promoLabel(ordersAe.bill.promo, code);
      await expectVisible(shopper.page.getByText(arabicLabel, { exact: true }), arabicLabel);
      await expectVisible(
        shopper.page.getByRole('button', {
          name: promoLabel(cartAe.cart_page.promo_remove_label, code),
          exact: true,
        }),
        'the Arabic Remove button of the code',
      );
      await waitFor(
        'the Arabic cart total',
        async () => amountOf(await shopper.page.locator(cartSel.total).innerText()),
        (shown) => sameAmount(shown, cart.grand_total, digits),
      );
      await expectAccessible(shopper.page, 'the Arabic cart with a promo code on a phone');
      const width = await shopper.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page no wider than the phone').toBeLessThanOrEqual(viewports.phone.width);
    },
  );

  test(
    'a one-use code: Remove at checkout, paid once, gone from the cart and "Order again"; the other cart loses it with a notice and still pays',
    { timeout: 180_000 },
    async () => {
      const code = `ONCE-${randomLetters(8).toUpperCase()}`;
      await apiAs(baseUrl, `${adminPaths.promoCodes}?language=en`, {
        token: await demoAdminToken(baseUrl),
        body: { code, kind: 'percent', percent_off: 10, total_limit: 1, language: 'en' },
      });
      const first = await shopperWithFilledCart(newShopperPage, baseUrl, 'promo-once');
      const second = await shopperWithFilledCart(newShopperPage, baseUrl, 'promo-late');
      const secondBefore = await serverCart(baseUrl, second.token);
      await apiAs(baseUrl, cartPaths.applyPromoCode, {
        token: second.token,
        body: { promo_code: code, language: 'en' },
      });
      const firstBefore = await serverCart(baseUrl, first.token);
      await applyCode(first.page, code);

      // The checkout summary shows the code with Remove, which takes it off there.
      let dialog = await openSummary(first.page);
      const removeLabel = promoLabel(cartEn.cart_page.promo_remove_label, code);
      await expectVisible(
        dialog.getByTestId('promo-code-chip').filter({ hasText: code }),
        'the code in the checkout summary',
      );
      await expectAccessible(first.page, 'the checkout summary with a promo code');
      await button(dialog, removeLabel).click();
      await expectToast(first.page, translateMessage('promo_removed', 'en'));
      await expectHidden(dialog.getByTestId('promo-code-chip'), 'the chip once removed');
      await expectSummaryFigures(dialog, firstBefore);
      await first.page.keyboard.press('Escape');
      await expectHidden(dialog, 'the checkout summary once closed');

      // Applied again, and paid: the order has it, the cart that goes on does not.
      const field = first.page.getByRole('textbox', { name: cartEn.cart_page.promo_label });
      await field.fill(code);
      await field.press('Enter');
      await expectVisible(first.page.getByTestId('promo-code-chip'), 'the chip again');
      dialog = await openSummary(first.page);
      const withCode = await serverCart(baseUrl, first.token);
      expect(withCode.promo_code).toBe(code);
      await expectSummaryFigures(dialog, withCode);
      const checkout = await payNow(first.page, dialog);
      expect(checkout.promo_notice).toBeNull();
      await expectSandboxPage(first.page, checkout, withCode.grand_total);
      await leaveSandbox(first.page, 'pay', checkout.reference);
      await expectStatus(first.page.locator(sel.main), 'Processing', 'after Pay');
      const emptied = await waitFor(
        'the paid lines to leave the cart',
        () => serverCart(baseUrl, first.token),
        (cart) => cart.carts.length === 0,
      );
      expect(emptied).toMatchObject({ promo_code: null, promo_notice: null });

      // "Order again": the lines come back, the spent code does not.
      await visit(first.page, `/dashboard/orders/${checkout.order_id}`);
      await first.page
        .getByRole('button', {
          name: ordersEn.orders.reorder_label.replace('{{reference}}', checkout.reference),
          exact: true,
        })
        .click();
      await expectToast(first.page, translateMessage('reorder_added', 'en'));
      await expectPath(first.page, '/cart');
      await expectVisible(
        first.page.getByRole('textbox', { name: cartEn.cart_page.promo_label, exact: true }),
        'the empty promo field on the cart of "Order again"',
      );
      const again = await serverCart(baseUrl, first.token);
      expect(again.carts).toHaveLength(2);
      expect(again).toMatchObject({ promo_code: null, promo_discount: 0 });
      await expectHidden(first.page.locator(cartSel.promo), 'no promo row');

      // The other customer's cart: the used-up code is taken off, said once, and Pay now pays.
      await visit(second.page, '/cart');
      await expectToast(
        second.page,
        translateMessage('promo_dropped', 'en', {
          code,
          reason: translateMessage('promo_used_up', 'en'),
        }),
      );
      await expectVisible(
        second.page.getByRole('textbox', { name: cartEn.cart_page.promo_label, exact: true }),
        'the promo field instead of the spent code',
      );
      const secondCart = await serverCart(baseUrl, second.token);
      expect(secondCart).toMatchObject({ promo_code: null, promo_notice: null });
      expect(secondCart.grand_total).toBe(secondBefore.grand_total);
      const secondDialog = await openSummary(second.page);
      const total = await expectSummaryFigures(secondDialog, secondCart);
      const paid = await payNow(second.page, secondDialog);
      await expectSandboxPage(second.page, paid, total);
    },
  );
});
