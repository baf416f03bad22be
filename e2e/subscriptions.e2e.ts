import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Account,
  loginViaApi,
  pathOf,
  registerEmployeeViaApi,
  uniqueEmail,
  uniquePassword,
} from './support/accounts';
import { expectVisible, foldedText, responseTo, visit, waitFor } from './support/app';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { type RunningApp, startApp } from './support/server';
import {
  amountOf,
  apiAs,
  cartSel,
  currencyDigits,
  expectCartCount,
  sameAmount,
  storedToken,
  toMinor,
} from './support/cart';
import {
  button,
  checkoutTexts,
  fillCartViaApi,
  serverCart,
  signInThroughLoginPage,
} from './support/checkout';
import {
  companyWithPlan,
  expectedDiscount,
  subscriptionSel,
  subscriptionTexts,
} from './support/subscriptions';

let baseUrl = '';
let app: RunningApp | undefined;
let browser: Browser;

// A server of its own, started as `npm start` starts it: the run's shared server counts every
// journey's registrations against one address (DESIGN §4: 10 an hour), and the subscription
// bought here gives a company's employees a discount other journeys do not expect.
beforeAll(async () => {
  app = await startApp({ withWeb: true, logName: 'e2e-subscriptions' });
  baseUrl = app.baseUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function newAccount(label: string): Account {
  return {
    name: `Subscription ${label}`,
    email: uniqueEmail(`subscription-${label}`),
    password: uniquePassword(),
  };
}

describe('company subscriptions', () => {
  test(
    "an employee buys their company's plan on the sandbox page and sees its discount in the cart; another company's user does not",
    { timeout: 120_000 },
    async () => {
      // A seeded company with a plan, an employee of it and a user of another company.
      const { place, details, other } = await companyWithPlan(baseUrl);
      const plan = details.plans[0];
      if (!plan) throw new Error('The chosen company has no plan');
      expect(plan.discount_percent, 'the plan gives a discount').toBeGreaterThan(0);
      const employee = newAccount('employee');
      await registerEmployeeViaApi(baseUrl, employee, place);
      const outsider = newAccount('outsider');
      await registerEmployeeViaApi(baseUrl, outsider, other);
      const outsiderToken = await loginViaApi(baseUrl, outsider);
      await fillCartViaApi(baseUrl, outsiderToken);

      // The employee signs in through the form; a combo and an item go into their cart.
      const { page } = await openPage(browser, { baseUrl });
      await signInThroughLoginPage(page, employee);
      const token = await storedToken(page);
      await fillCartViaApi(baseUrl, token);
      const before = await serverCart(baseUrl, token);
      expect(before.company_discount, 'company_discount before the subscription').toBe(0);
      const digits = currencyDigits(before.currency);

      // The company's subscription details, reached from the account's navigation (issue 17
      // item 10): its plans, each with Pay now.
      await visit(page, '/dashboard');
      await page
        .getByRole('navigation', { name: 'Account sections' })
        .getByRole('link', { name: 'Company subscription', exact: true })
        .click();
      await waitFor(
        'the company subscription page',
        () => new URL(page.url()).pathname,
        (pathname) => pathname === `/company-subscription-details/${place.company_id}`,
      );
      const plans = page.locator(subscriptionSel.plan);
      await expectVisible(plans, 'a subscription plan card');
      expect(await plans.count(), 'one card per plan').toBe(details.plans.length);
      expect(
        await foldedText(page.locator('main#main')),
        'the details page names the company',
      ).toContain(details.company_name);
      await expectAccessible(page, 'the subscription details page');

      // Pay now on the first plan → the sandbox provider's page → Pay → /thankyou.
      const purchased = responseTo(page, 'POST', '/api/purchase-subscription');
      await button(plans.first(), subscriptionTexts.payNow).click();
      const purchase = await purchased;
      expect(purchase.status(), 'POST /api/purchase-subscription').toBe(200);
      await waitFor(
        'the browser on the sandbox payment page',
        () => page.url(),
        (url) => url.includes('/api/payments/sandbox/'),
      );
      await page.waitForLoadState('domcontentloaded');
      await expectVisible(button(page, checkoutTexts.pay), 'the "Pay" button of the sandbox page');
      await button(page, checkoutTexts.pay).click();
      await waitFor(
        'the browser on /thankyou',
        () => pathOf(page),
        (p) => p === '/thankyou',
      );
      const txn = new URL(page.url()).searchParams.get('txn') ?? '';
      expect(txn, 'the txn of /thankyou?txn=…').not.toBe('');
      const status = page.locator(subscriptionSel.status);
      await expectVisible(status, 'the subscription status on /thankyou');
      await waitFor(
        `the subscription status "${subscriptionTexts.completed}" (data-status="paid")`,
        async () => [
          await status.first().getAttribute('data-status'),
          await foldedText(status.first()),
        ],
        ([state, text]) => state === 'paid' && (text ?? '').includes(subscriptionTexts.completed),
      );
      await expectAccessible(page, 'the thank-you page');
      const bought = await apiAs<{ status: string; company_id: number }>(
        baseUrl,
        `/subscription-purchases/${encodeURIComponent(txn)}`,
        { token },
      );
      expect([bought.status, bought.company_id], 'the purchase of /thankyou').toEqual([
        'paid',
        place.company_id,
      ]);

      // The employee's cart now carries the plan's discount, on the server and on /cart.
      const after = await serverCart(baseUrl, token);
      expect(after.subtotal, 'the subtotal is unchanged').toBe(before.subtotal);
      const discount = expectedDiscount(after.subtotal, plan.discount_percent, digits);
      expect(discount, 'the expected discount').toBeGreaterThan(0);
      expect(
        sameAmount(after.company_discount, discount, digits),
        `company_discount ${after.company_discount} = ${after.subtotal} × ${plan.discount_percent} %`,
      ).toBe(true);
      const minor = (amount: number) => toMinor(amount, digits);
      // Prices are paid VAT included (issue 17 item 3): net and VAT make what remains.
      expect(
        minor(after.vat_exc_net) + minor(after.vat_amount),
        'vat_exc_net + VAT = subtotal − discount',
      ).toBe(minor(after.subtotal) - minor(after.company_discount));
      expect(minor(after.grand_total), 'grand_total = net + VAT + shipping').toBe(
        minor(after.vat_exc_net) + minor(after.vat_amount) + minor(after.shipping_charge),
      );
      expect(after.grand_total, 'the total is reduced by the discount').toBeLessThan(
        before.grand_total,
      );

      await visit(page, '/cart');
      await expectCartCount(page, 2, 'the combo and the item in the cart');
      const shownDiscount = await waitFor(
        `cart-discount showing ${after.company_discount}`,
        async () => amountOf(await page.locator(cartSel.discount).first().innerText()),
        (shown) => sameAmount(shown, after.company_discount, digits),
      );
      expect(shownDiscount).toBeGreaterThan(0);
      await waitFor(
        `cart-total showing ${after.grand_total}`,
        async () => amountOf(await page.locator(cartSel.total).first().innerText()),
        (shown) => sameAmount(shown, after.grand_total, digits),
      );

      // The other company's user gets no discount.
      const outsiderCart = await serverCart(baseUrl, outsiderToken);
      expect(outsiderCart.carts.length, "the other company's user's cart lines").toBe(2);
      expect(outsiderCart.company_discount, "the other company's user's discount").toBe(0);
    },
  );
});
