import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type Account, registerNewAccount } from './support/accounts';
import { expectHidden, expectVisible, foldedText, responseTo, visit, waitFor } from './support/app';
import { expectAccessible, type PageOptions, viewports } from './support/browser';
import {
  amountOf,
  cartSel,
  cartTexts,
  currencyDigits,
  expectCartCount,
  guestOnMenu,
  sameAmount,
} from './support/cart';
import {
  button,
  checkOutOnSandbox,
  checkoutSel,
  checkoutTexts,
  customiseFirstComboAfterLogin,
  enoughPicks,
  expectConfirmationMail,
  expectOnlyOrderRow,
  expectSandboxPage,
  expectStatus,
  expectSummaryFigures,
  firstCombo,
  leaveSandbox,
  openFilledCart,
  openSummary,
  payNow,
  serverCart,
  serverOrders,
  signInThroughLoginPage,
} from './support/checkout';
import { useJourney } from './support/journey';

const { baseUrl, dataDir, newPage } = useJourney();

async function newAccount(label: string): Promise<Account> {
  return (await registerNewAccount(baseUrl, `Checkout ${label}`, `checkout-${label}`)).account;
}

/** A new customer signed in through the login form, in a page of its own. */
async function signedInPage(label: string, viewport?: PageOptions['viewport']): Promise<Page> {
  const account = await newAccount(label);
  const { page } = await newPage({ baseUrl, viewport });
  await signInThroughLoginPage(page, account);
  return page;
}

/** /dashboard/orders after the page has loaded its orders. */
async function visitOrders(page: Page) {
  await visit(page, '/dashboard/orders');
  await expectVisible(page.locator(checkoutSel.orderRow), 'an order row on /dashboard/orders');
}

describe('checkout, payment and orders', () => {
  test(
    'guest fills a cart, logs in to customise a combo, checks out, pays on the sandbox page and finds the order Processing',
    { timeout: 90_000 },
    async () => {
      const shopper = await newAccount('pay');
      const { page, context } = await newPage({ baseUrl });

      // 1. A guest puts two menu items in the cart.
      const cookieId = await guestOnMenu(page, context, baseUrl);
      const cards = page.locator(cartSel.productCard);
      await expectVisible(cards, 'the menu product cards');
      const itemNames: string[] = [];
      for (const [index, card] of [cards.nth(0), cards.nth(1)].entries()) {
        itemNames.push(await foldedText(card.getByRole('heading').first()));
        const added = responseTo(page, 'POST', '/api/add-to-cart');
        await button(card, cartTexts.addToCart).click();
        expect((await added).ok(), `POST /api/add-to-cart of "${itemNames[index]}"`).toBe(true);
        await expectCartCount(page, index + 1, `after adding "${itemNames[index]}"`);
      }

      // 2. Customise a combo: login first (the form sends the guest id), then back to the combo.
      const {
        title: comboTitle,
        dialog: comboDialog,
        token,
      } = await customiseFirstComboAfterLogin(page, shopper, cookieId, 2);
      const combo = await firstCombo(baseUrl, token);
      expect(combo.combo.title, 'the first combo of GET /api/combos is the first card').toBe(
        comboTitle,
      );
      const picks = enoughPicks(combo);
      const sections = comboDialog.locator(cartSel.comboCategory);
      for (const category of combo.combo_items) {
        const section = sections.filter({ hasText: category.title }).first();
        for (const item of category.items.slice(-category.qty)) {
          await section.getByRole('checkbox', { name: item.item_name, exact: true }).check();
        }
      }
      const comboAdded = responseTo(page, 'POST', '/api/add-to-cart');
      await button(comboDialog, cartTexts.addToCart).click();
      expect((await comboAdded).ok(), 'POST /api/add-to-cart of the combo').toBe(true);
      await expectHidden(comboDialog, 'the combo modal after adding');
      await expectCartCount(page, 3, 'after adding the combo');

      // 3. /cart → "Proceed to checkout": the summary shows the server's figures.
      await visit(page, '/cart');
      await waitFor(
        '3 cart lines',
        () => page.locator(cartSel.cartLine).count(),
        (n) => n === 3,
      );
      const cart = await serverCart(baseUrl, token);
      const digits = currencyDigits(cart.currency);
      const summary = await openSummary(page);
      const total = await expectSummaryFigures(summary, cart);
      const summaryText = await foldedText(summary);
      for (const expected of [shopper.name, shopper.email, comboTitle, ...itemNames]) {
        expect(summaryText, `the summary names "${expected}"`).toContain(expected);
      }

      // 4. Pay now → the sandbox provider's page → Pay → the order status page.
      const checkout = await payNow(page, summary);
      expect(checkout.reference, 'the order reference').not.toBe('');
      await expectSandboxPage(page, checkout, total);
      await leaveSandbox(page, 'pay', checkout.reference);
      await expectStatus(page.locator('main#main'), 'Processing', 'after Pay');
      await expectCartCount(page, 0, 'the cart emptied when the payment was confirmed');
      expect((await serverCart(baseUrl, token)).carts, 'the server cart after payment').toEqual([]);
      await expectAccessible(page, 'the order status page');

      const orders = await serverOrders(baseUrl, token);
      expect(orders.map((o) => [o.reference, o.status])).toEqual([
        [checkout.reference, 'Processing'],
      ]);
      expect(sameAmount(orders[0]?.order_total ?? NaN, total, digits), 'order_total').toBe(true);

      // 5. The dashboard lists the order, Processing, with the summary's total; its details too.
      await visitOrders(page);
      const row = await expectOnlyOrderRow(page, 'Processing', total, digits);
      await expectAccessible(page, '/dashboard/orders');
      await row.getByRole('link').first().click();
      const orderTotal = page.locator(checkoutSel.orderTotal);
      await expectVisible(orderTotal, 'the order total on the order details page');
      await waitFor(
        `order-total showing ${total}`,
        async () => amountOf(await orderTotal.first().innerText()),
        (shown) => sameAmount(shown, total, digits),
      );
      const details = await foldedText(page.locator('main#main'));
      for (const expected of [
        checkout.reference,
        'Processing',
        comboTitle,
        ...itemNames,
        ...picks.map((item) => item.item_name),
      ]) {
        expect(details, `the order details name "${expected}"`).toContain(expected);
      }

      // 6. The confirmation mail went to the customer.
      await expectConfirmationMail(dataDir, checkout.reference, shopper.email);
    },
  );

  test(
    'Cancel on the sandbox page: the order is Cancelled, left out of My orders, the cart kept',
    { timeout: 60_000 },
    async () => {
      const page = await signedInPage('cancel');
      await visit(page, '/dashboard/orders');
      await expectVisible(
        page.getByText(checkoutTexts.noOrders),
        `"${checkoutTexts.noOrders}" before any checkout`,
      );

      const { token } = await openFilledCart(page, baseUrl);
      const { cart } = await checkOutOnSandbox(page, baseUrl, token, 'cancel');
      await expectCartCount(page, 2, 'the cart untouched by a cancelled payment');
      const after = await serverCart(baseUrl, token);
      expect(
        after.carts.map((line) => [line.id, line.quantity]),
        'the server cart after Cancel',
      ).toEqual(cart.carts.map((line) => [line.id, line.quantity]));

      // A checkout never paid is not an order the customer made (issue 17): My orders leaves
      // it out once its payment has ended.
      expect(await serverOrders(baseUrl, token), 'the orders after Cancel').toEqual([]);
      await visit(page, '/dashboard/orders');
      await expectVisible(
        page.getByText(checkoutTexts.noOrders),
        `"${checkoutTexts.noOrders}" after a cancelled payment`,
      );
    },
  );

  test(
    'a second Pay now with the same cart while the first payment is pending reuses the order',
    { timeout: 60_000 },
    async () => {
      const page = await signedInPage('twice');
      const { token } = await openFilledCart(page, baseUrl);
      const cart = await serverCart(baseUrl, token);

      let summary: Locator = await openSummary(page);
      const total = await expectSummaryFigures(summary, cart);
      const first = await payNow(page, summary);
      await expectSandboxPage(page, first, total);

      // Back to the cart without paying: the order stays Pending.
      await visit(page, '/cart');
      await expectCartCount(page, 2, 'the cart while the payment is pending');
      summary = await openSummary(page);
      await expectSummaryFigures(summary, cart);
      const second = await payNow(page, summary);
      expect(
        [second.order_id, second.reference],
        'the second checkout answers the pending order',
      ).toEqual([first.order_id, first.reference]);
      await expectSandboxPage(page, second, total);

      const orders = await serverOrders(baseUrl, token);
      expect(
        orders.map((o) => [o.reference, o.status]),
        'one payable order for the cart',
      ).toEqual([[first.reference, 'Pending']]);

      // My orders says the payment is not completed and offers to finish it (issue 17).
      await visitOrders(page);
      const row = page.locator(checkoutSel.orderRow);
      await expectVisible(
        row.getByText(checkoutTexts.paymentNotCompleted),
        `"${checkoutTexts.paymentNotCompleted}" on the pending order's row`,
      );
      await row.getByRole('link', { name: `Pay now for order ${first.reference}` }).click();
      await expectSandboxPage(page, first, total);
    },
  );

  test('the checkout summary modal passes axe when it fits the window', async () => {
    const page = await signedInPage('axe', { width: viewports.desktop.width, height: 1400 });
    const { token } = await openFilledCart(page, baseUrl);
    const summary = await openSummary(page);
    await expectSummaryFigures(summary, await serverCart(baseUrl, token));
    await expectAccessible(page, 'the checkout summary modal (taller window)');
  });

  // At 1280×800 the summary's body scrolls: it must be reachable by keyboard (axe
  // scrollable-region-focusable).
  test('the checkout summary modal passes axe when its body scrolls', async () => {
    const page = await signedInPage('scrolling');
    const { token } = await openFilledCart(page, baseUrl);
    const summary = await openSummary(page);
    await expectSummaryFigures(summary, await serverCart(baseUrl, token));
    await expectAccessible(page, 'the checkout summary modal');
  });
});
