import type { BrowserContext, Locator, Page } from 'playwright-core';
import { acceptConsent, apiAs, visit, waitFor } from './app';

/** Selectors of the cart, the combo modal and the header count (contract with apps/web). */
export const cartSel = {
  cartCount: '[data-testid="cart-count"]',
  productCard: '[data-testid="product-card"]',
  comboCard: '[data-testid="combo-card"]',
  comboCategory: '[data-testid="combo-category"]',
  comboTotal: '[data-testid="combo-total"]',
  cartLine: '[data-testid="cart-line"]',
  lineQuantity: '[data-testid="line-quantity"]',
  subtotal: '[data-testid="cart-subtotal"]',
  discount: '[data-testid="cart-discount"]',
  /** Issue 16 item 3: the promo code's row, present when it takes something off. */
  promo: '[data-testid="cart-promo"]',
  vat: '[data-testid="cart-vat"]',
  shipping: '[data-testid="cart-shipping"]',
  total: '[data-testid="cart-total"]',
} as const;

/** Texts of the cart screens (spec §2, §5, §8; message keys of packages/shared, English). */
export const cartTexts = {
  addToCart: 'Add to cart',
  updateCart: 'Update cart',
  close: 'Close',
  customise: 'Customise',
  view: 'View',
  edit: 'Edit',
  remove: 'Remove',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  /** itemadded */
  itemAdded: 'Item added to cart !',
  /** error_login_to_continue */
  loginToContinue: 'Please Login to continue',
  /** error_add_combo */
  addCombo: 'Please add a combo to proceed',
  /** info_select_items */
  selectItems: (qty: number, category: string) =>
    `Please select at least ${qty} item(s) for the category: ${category}.`,
  removeQuestion: 'Are you sure you want to remove this item from cart?',
  removeWarning: "You won't be able to revert this!",
  confirmRemove: 'Yes, delete it!',
  cancel: 'Cancel',
} as const;

export { apiAs };

/** A new guest opens /menu and accepts the consent banner; answers the guest's cookie_id. */
export async function guestOnMenu(
  page: Page,
  context: BrowserContext,
  baseUrl: string,
): Promise<string> {
  await visit(page, '/menu');
  await acceptConsent(page);
  const cookies = await waitFor(
    'the cookie_id cookie',
    () => context.cookies(baseUrl),
    (list) => list.some((c) => c.name === 'cookie_id'),
  );
  return cookies.find((c) => c.name === 'cookie_id')?.value ?? '';
}

/** The signed-in session's token (spec §4: logged in means a stored token exists). */
export async function storedToken(page: Page): Promise<string> {
  return waitFor(
    'a token in localStorage',
    () => page.evaluate(() => localStorage.getItem('token') ?? ''),
    (token) => token.length > 0,
  );
}

/** The numbers written in a text, thousands separators dropped ("BHD 1,234.500" → [1234.5]). */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((match) =>
    Number(match[0].replace(/,/g, '')),
  );
}

/** The amount a money figure shows (its first number; a sign or minus of a discount ignored). */
export function amountOf(text: string): number {
  const amount = amountsIn(text)[0];
  if (amount === undefined) throw new Error(`No amount in ${JSON.stringify(text)}`);
  return amount;
}

/** Minor-unit digits of a currency (BHD: 3), as the storefront formats it. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** A major-unit amount as an integer of minor units. */
export function toMinor(major: number, digits: number): number {
  return Math.round(major * 10 ** digits);
}

/** DESIGN §5: half up to the minor unit (for non-negative amounts). */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

export function sameAmount(a: number, b: number, digits: number): boolean {
  return Math.abs(a - b) < 0.5 / 10 ** digits;
}

/**
 * Waits until each selector inside `scope` shows its amount (to the currency's digits): the
 * figures on screen are the server's (DESIGN §5).
 */
export async function expectFigures(
  scope: Page | Locator,
  currency: string,
  figures: [selector: string, expected: number][],
) {
  const digits = currencyDigits(currency);
  for (const [selector, expected] of figures) {
    await waitFor(
      `${selector} showing ${expected} ${currency}`,
      async () => amountOf(await scope.locator(selector).first().innerText()),
      (shown) => sameAmount(shown, expected, digits),
    );
  }
}

/** The header's cart count (spec §1), as a number. */
export async function cartCount(page: Page): Promise<number> {
  const text = await page.locator(cartSel.cartCount).first().innerText();
  const count = amountsIn(text)[0];
  if (count === undefined) throw new Error(`No number in the cart count ${JSON.stringify(text)}`);
  return count;
}

export async function expectCartCount(page: Page, expected: number, what: string) {
  await waitFor(
    `the header cart count ${expected} (${what})`,
    () => cartCount(page),
    (count) => count === expected,
  );
}

/** A control that is disabled, natively or with aria-disabled. */
export async function isInert(control: Locator): Promise<boolean> {
  return (await control.isDisabled()) || (await control.getAttribute('aria-disabled')) === 'true';
}

/** The quantity a line shows (an input's value or the element's text). */
export function lineQuantity(line: Locator): Promise<number> {
  return line
    .locator(cartSel.lineQuantity)
    .first()
    .evaluate((element) =>
      Number(
        element instanceof HTMLInputElement
          ? element.value
          : (element.textContent ?? '').replace(/\D+/g, ''),
      ),
    );
}
