import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type {
  Cart,
  CheckoutAnswer,
  ComboItemsAnswer,
  OrderStatus,
  OrderSummary,
} from '@storefront/shared';
import { ordersEn } from '../../apps/web/src/i18n/locales/orders/en';
import {
  type Account,
  expectPath,
  expectToast,
  formWith,
  pathOf,
  submitOf,
  toast,
} from './accounts';
import {
  acceptConsent,
  expectHidden,
  expectVisible,
  foldedText,
  outboxMailsContaining,
  visit,
  waitFor,
} from './app';
import {
  amountOf,
  amountsIn,
  apiAs,
  cartSel,
  cartTexts,
  expectCartCount,
  expectFigures,
  sameAmount,
  storedToken,
} from './cart';

/** Selectors of the checkout summary, the order status page and the orders (contract with apps/web). */
export const checkoutSel = {
  summarySubtotal: '[data-testid="summary-subtotal"]',
  summaryDiscount: '[data-testid="summary-discount"]',
  summaryPromo: '[data-testid="summary-promo"]',
  summaryNet: '[data-testid="summary-net"]',
  summaryVat: '[data-testid="summary-vat"]',
  summaryShipping: '[data-testid="summary-shipping"]',
  summaryTotal: '[data-testid="summary-total"]',
  orderStatus: '[data-testid="order-status"]',
  orderRow: '[data-testid="order-row"]',
  orderTotal: '[data-testid="order-total"]',
} as const;

/** Texts of checkout and orders (spec §2, §4, §8; message keys of packages/shared, English). */
export const checkoutTexts = {
  proceed: 'Proceed to checkout',
  payNow: 'Pay now',
  /** processing_payment */
  processing: 'Processing payment...',
  /** checkout_failed */
  checkoutFailed: 'Something went wrong during checkout.',
  /** no_orders */
  noOrders: 'No orders to show',
  /** orders.payment_not_completed (issue 17): a Pending order whose payment page is open. */
  paymentNotCompleted: 'Payment not completed',
  /** The sandbox provider's hosted page (DESIGN §6): "Pay" (its label may add the amount). */
  pay: /^Pay(\s|$)/,
  cancel: 'Cancel',
} as const;

export const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: true });

/** Fills and sends the sign-in form of /login, whatever the answer. */
export async function sendLoginForm(
  page: Page,
  { email, password }: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  const form = formWith(page, 'password').filter({ has: page.locator('[name="email"]') });
  await expectVisible(form, 'the sign-in form');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await submitOf(form).click();
}

/** Sends the sign-in form of /login; answers the body the page posted to /api/login. */
export async function submitLogin(page: Page, account: Account): Promise<Record<string, unknown>> {
  const request = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/login' && r.method() === 'POST',
  );
  await sendLoginForm(page, account);
  const body = ((await request).postDataJSON() ?? {}) as Record<string, unknown>;
  await waitFor(
    'leaving /login after signing in',
    () => pathOf(page),
    (p) => p !== '/login',
  );
  return body;
}

/** Opens /login, accepts the consent banner and signs in through the form. */
export async function signInThroughLoginPage(page: Page, account: Account): Promise<void> {
  await visit(page, '/login');
  await acceptConsent(page);
  await submitLogin(page, account);
}

/**
 * A guest with `guestLines` lines in the cart presses "Customise" on the first combo of
 * /food-combos: spec §6 sends them to log in (the form carries the guest's `cookie_id`, so the
 * carts merge: the count shows the guest's lines) and back to the combo, whose modal opens
 * (pressed again where the shop returns to the list). Answers the open modal and the token.
 */
export async function customiseFirstComboAfterLogin(
  page: Page,
  shopper: Account,
  cookieId: string,
  guestLines: number,
): Promise<{ title: string; dialog: Locator; token: string }> {
  await visit(page, '/food-combos');
  const comboCard = page.locator(cartSel.comboCard).first();
  await expectVisible(comboCard, 'a combo card on /food-combos');
  const title = await foldedText(comboCard.getByRole('heading').first());
  await button(comboCard, cartTexts.customise).click();
  await expectToast(page, cartTexts.loginToContinue);
  await expectPath(page, '/login');
  const loginBody = await submitLogin(page, shopper);
  expect(loginBody.cookie_id, 'the cookie_id the login form sends').toBe(cookieId);
  // The sign-in's own toast replaces "Please Login to continue": one toast, not two stacked.
  await expectHidden(
    toast(page, cartTexts.loginToContinue),
    'the "login to continue" toast',
    2_000,
  );
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  const opened = await dialog
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) {
    expect(
      pathOf(page),
      'after login the shopper returns to the combos (spec §6: redirect to login and back)',
    ).toBe('/food-combos');
    await button(page.locator(cartSel.comboCard).first(), cartTexts.customise).click();
    await expectVisible(dialog, `the combo modal "${title}"`);
  }
  await expectCartCount(page, guestLines, 'the guest lines merged into the user cart at login');
  return { title, dialog, token: await storedToken(page) };
}

/** The combos of the demo shop (GET /api/combos, first page). */
export async function firstCombo(baseUrl: string, token: string): Promise<ComboItemsAnswer> {
  const { combos } = await apiAs<{ combos: { data: { id: number; title: string }[] } }>(
    baseUrl,
    '/combos?language=en&page=1',
  );
  const combo = combos.data[0];
  if (!combo) throw new Error('The demo shop has no combos');
  return apiAs<ComboItemsAnswer>(baseUrl, `/combo-items/${combo.id}?language=en`, { token });
}

/** Enough picks for every category of a combo: the last `qty` items (priced extras sit there). */
export function enoughPicks(combo: ComboItemsAnswer) {
  return combo.combo_items.flatMap((category) => category.items.slice(-category.qty));
}

/** Puts a combo with enough picks and one menu item into the user's cart through the API. */
export async function fillCartViaApi(baseUrl: string, token: string) {
  const combo = await firstCombo(baseUrl, token);
  const picks = enoughPicks(combo);
  await apiAs(baseUrl, '/add-to-cart', {
    token,
    body: {
      combo_id: combo.combo.id,
      combo_items: picks.map((item) => item.id).join(','),
      language: 'en',
    },
  });
  const { items } = await apiAs<{ items: { data: { id: number; item_name: string }[] } }>(
    baseUrl,
    '/products',
    { body: { page: 1, limit: 12, language: 'en' } },
  );
  const item = items.data[0];
  if (!item) throw new Error('The demo shop has no menu items');
  await apiAs(baseUrl, '/add-to-cart', {
    token,
    body: { product_id: item.id, quantity: 1, language: 'en' },
  });
  return { combo, picks, item };
}

export function serverCart(baseUrl: string, token: string): Promise<Cart> {
  return apiAs<Cart>(baseUrl, '/cart', { token, body: { language: 'en' } });
}

export async function serverOrders(baseUrl: string, token: string): Promise<OrderSummary[]> {
  const { orders } = await apiAs<{ orders: { data: OrderSummary[] } }>(
    baseUrl,
    '/orders?language=en&page=1',
    { token },
  );
  return orders.data;
}

/** Puts a combo and a menu item in the signed-in user's cart and opens /cart showing both. */
export async function openFilledCart(page: Page, baseUrl: string) {
  const token = await storedToken(page);
  const filled = await fillCartViaApi(baseUrl, token);
  await visit(page, '/cart');
  await expectCartCount(page, 2, 'a combo and an item put in the cart');
  return { token, ...filled };
}

/** The checkout summary modal (spec §2): the dialog holding the summary total. */
export function summaryDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.locator(checkoutSel.summaryTotal) });
}

/** The storefront's texts a checkout presses and waits for, in the page's language. */
export interface CheckoutButtons {
  proceed: string;
  payNow: string;
  processing: string;
}

/** "Proceed to checkout" on /cart opens the summary modal. */
export async function openSummary(
  page: Page,
  texts: CheckoutButtons = checkoutTexts,
): Promise<Locator> {
  await button(page, texts.proceed).click();
  const dialog = summaryDialog(page);
  await expectVisible(dialog, 'the checkout summary modal');
  return dialog;
}

/** The VAT rate as the storefront writes it in English ("10%", "12.5%"). */
function vatRateText(rate: number): string {
  return new Intl.NumberFormat('en', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100);
}

/** The English bill's VAT row label for a rate ("VAT (10%) included", the prices' VAT). */
export function vatLabel(rate: number): string {
  return ordersEn.bill.vat.replace('{{rate}}', vatRateText(rate));
}

/**
 * The summary's billing figures equal the server's cart (POST /api/cart) numerically, and the
 * VAT row names its rate. Answers the total shown.
 */
export async function expectSummaryFigures(dialog: Locator, cart: Cart): Promise<number> {
  await expectFigures(dialog, cart.currency, [
    [checkoutSel.summarySubtotal, cart.subtotal],
    [checkoutSel.summaryDiscount, cart.company_discount],
    [checkoutSel.summaryNet, cart.vat_exc_net],
    [checkoutSel.summaryVat, cart.vat_amount],
    [checkoutSel.summaryShipping, cart.shipping_charge],
    [checkoutSel.summaryTotal, cart.grand_total],
  ]);
  const label = vatLabel(cart.vat_rate);
  expect(await foldedText(dialog), `the summary names the VAT rate as "${label}"`).toContain(label);
  return amountOf(await dialog.locator(checkoutSel.summaryTotal).first().innerText());
}

/**
 * Clicks "Pay now" in the summary, holding POST /api/checkout until "Processing payment..."
 * has been seen; answers the checkout's responseData once the browser is on the payment link.
 */
export async function payNow(
  page: Page,
  dialog: Locator,
  texts: CheckoutButtons = checkoutTexts,
): Promise<CheckoutAnswer> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The answer is read here: the page navigates away as soon as it has it.
  let answered: { status: number; text: string } | undefined;
  const isCheckout = (url: URL) => url.pathname === '/api/checkout';
  await page.route(isCheckout, async (route) => {
    await gate;
    const response = await route.fetch();
    const text = await response.text();
    answered = { status: response.status(), text };
    await route.fulfill({ response, body: text });
  });
  try {
    await button(dialog, texts.payNow).click();
    await expectVisible(
      page.getByText(texts.processing),
      `"${texts.processing}" while the checkout is under way`,
    );
  } finally {
    release();
  }
  const { status, text } = await waitFor(
    'the answer of POST /api/checkout',
    () => answered,
    (value) => value !== undefined,
  ).then((value) => value ?? { status: 0, text: '' });
  await page.unroute(isCheckout);
  expect(status, `POST /api/checkout: ${text.slice(0, 300)}`).toBe(200);
  const json = JSON.parse(text) as { responseCode: number; responseData: CheckoutAnswer };
  expect(json.responseCode, `POST /api/checkout: ${text.slice(0, 300)}`).toBe(1);
  const checkout = json.responseData;
  await waitFor(
    `the browser on the payment link ${checkout.paymentLink}`,
    () => page.url(),
    (url) => url.includes('/api/payments/sandbox/'),
  );
  await page.waitForLoadState('domcontentloaded');
  return checkout;
}

/** The sandbox provider's page shows the amount to pay and the order reference. */
export async function expectSandboxPage(page: Page, checkout: CheckoutAnswer, total: number) {
  const text = await waitFor(
    `the sandbox page showing ${checkout.reference}`,
    () => foldedText(page.locator('body')),
    (body) => body.includes(checkout.reference),
  );
  expect(
    amountsIn(text).some((amount) => sameAmount(amount, total, 3)),
    `the sandbox page shows the amount ${total}: ${JSON.stringify(text.slice(0, 400))}`,
  ).toBe(true);
  await expectVisible(button(page, checkoutTexts.pay), 'the "Pay" button of the sandbox page');
  await expectVisible(
    button(page, checkoutTexts.cancel),
    'the "Cancel" button of the sandbox page',
  );
}

/** Clicks Pay or Cancel on the sandbox page; the provider sends the browser to /order-status. */
export async function leaveSandbox(
  page: Page,
  choice: 'pay' | 'cancel',
  reference: string,
  label: string | RegExp = checkoutTexts[choice],
) {
  await button(page, label).click();
  const statusPath = `/order-status/${encodeURIComponent(reference)}`;
  await waitFor(
    `the browser back on ${statusPath}`,
    () => pathOf(page),
    (p) => p === statusPath,
  );
  if (choice === 'cancel') {
    expect(new URL(page.url()).searchParams.get('cancelled'), '?cancelled=1 after Cancel').toBe(
      '1',
    );
  }
}

/**
 * From /cart: the summary shows the server's figures, "Pay now" leads to the sandbox page
 * showing the total, and its Pay or Cancel brings the order to Processing or Cancelled.
 */
export async function checkOutOnSandbox(
  page: Page,
  baseUrl: string,
  token: string,
  choice: 'pay' | 'cancel',
) {
  const cart = await serverCart(baseUrl, token);
  const summary = await openSummary(page);
  const total = await expectSummaryFigures(summary, cart);
  const checkout = await payNow(page, summary);
  await expectSandboxPage(page, checkout, total);
  await leaveSandbox(page, choice, checkout.reference);
  const [status, what] =
    choice === 'pay'
      ? (['Processing', 'after Pay'] as const)
      : (['Cancelled', 'after Cancel'] as const);
  await expectStatus(page.locator('main#main'), status, what);
  return { cart, total, checkout };
}

/** Waits until the element shows the order status `status`. */
export async function expectStatus(scope: Locator, status: OrderStatus, what: string) {
  await waitFor(
    `the status "${status}" (${what})`,
    async () => foldedText(scope.locator(checkoutSel.orderStatus).first()),
    (text) => text.includes(status),
  );
}

/** Waits until the only order row of /dashboard/orders shows `status` and the amount `total`. */
export async function expectOnlyOrderRow(
  page: Page,
  status: OrderStatus,
  total: number,
  digits: number,
): Promise<Locator> {
  const rows = page.locator(checkoutSel.orderRow);
  await waitFor(
    'one order row on /dashboard/orders',
    () => rows.count(),
    (n) => n === 1,
  );
  const row = rows.first();
  await expectStatus(row, status, 'the order row');
  const text = await foldedText(row);
  expect(
    amountsIn(text).some((amount) => sameAmount(amount, total, digits)),
    `the order row shows the total ${total}: ${JSON.stringify(text)}`,
  ).toBe(true);
  return row;
}

/** The .eml of the outbox that mentions the order reference and is addressed to `email`. */
export async function expectConfirmationMail(dataDir: string, reference: string, email: string) {
  await waitFor(
    `an order confirmation mail to ${email} mentioning ${reference} in the outbox`,
    () => outboxMailsContaining(dataDir, reference),
    (mails) => mails.some((mail) => mail.includes(email)),
    10_000,
  );
}
