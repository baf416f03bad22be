import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectPath,
  expectToast,
  formWith,
  header,
  registerNewAccount,
  submitOf,
} from './support/accounts';
import {
  acceptConsent,
  expectVisible,
  responseTo,
  sel,
  visit,
  waitFor,
  waitForText,
} from './support/app';
import { expectAccessible } from './support/browser';
import { cartSel, cartTexts } from './support/cart';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/** A fresh visitor on the home page, the consent banner accepted. */
async function openHome(): Promise<Page> {
  const { page } = await newPage({ baseUrl });
  await visit(page, '/');
  await acceptConsent(page);
  return page;
}

/** Types a text in the header's search box (spec §2) and submits it with Enter. */
async function searchFor(page: Page, text: string) {
  const box = header(page).locator('form[role="search"] input[name="q"]');
  await expectVisible(box, 'the header search box');
  await box.fill(text);
  await box.press('Enter');
  await waitFor(
    `/searchResult?q=${text}`,
    () => new URL(page.url()),
    (url) => url.pathname === '/searchResult' && url.searchParams.get('q') === text,
  );
}

const htmlDir = (page: Page) => page.evaluate(() => document.documentElement.dir);

describe('search (spec §2 /searchResult)', () => {
  test('a part of an English name finds the item, which goes into the cart', async () => {
    const page = await openHome();
    await expect(
      header(page).getByRole('searchbox', { name: 'Search the menu' }).count(),
    ).resolves.toBe(1);

    await searchFor(page, 'machb');
    const card = page.locator(cartSel.productCard).filter({ hasText: 'Chicken Machboos' });
    await expectVisible(card, 'the Chicken Machboos card');
    for (const name of await page.locator(`${cartSel.productCard} h3`).allTextContents()) {
      expect(name.toLowerCase()).toContain('machb');
    }
    await expectAccessible(page, 'search results (en)');

    const added = responseTo(page, 'POST', '/api/add-to-cart');
    await card.first().getByRole('button', { name: cartTexts.addToCart }).click();
    expect((await added).ok(), 'POST /api/add-to-cart').toBe(true);
    await expectToast(page, cartTexts.itemAdded);
    await waitForText('the cart count 1', page.locator(sel.cartCount), '1');
  });

  test('keys typed right after a search, before the results are drawn, stay in the box', async () => {
    const page = await openHome();
    const box = header(page).locator('form[role="search"] input[name="q"]');
    await expectVisible(box, 'the header search box');
    // A slow phone: the results take longer to draw than the next keys take to come.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await box.fill('chicken');
    await box.press('Enter');
    await page.keyboard.type(' wrap');
    await waitFor(
      'the results of “chicken”',
      () => Promise.resolve(new URL(page.url()).searchParams.get('q')),
      (q) => q === 'chicken',
    );
    await expectVisible(page.getByRole('heading', { name: 'Items' }), 'the results');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await box.inputValue()).toBe('chicken wrap');
  });

  test('a combo found needs login, then its modal opens', async () => {
    const { account: shopper } = await registerNewAccount(baseUrl, 'Search Tester', 'e2e');
    const page = await openHome();
    await searchFor(page, 'lunch b');
    const combo = page.locator(cartSel.comboCard).filter({ hasText: 'Office Lunch Box' });
    await expectVisible(combo, 'the Office Lunch Box combo card');
    await combo.first().getByRole('button', { name: cartTexts.customise }).click();
    await expectToast(page, cartTexts.loginToContinue);
    await expectPath(page, '/login');

    const form = formWith(page, 'password').filter({ has: page.locator('[name="email"]') });
    await expectVisible(form, 'the sign-in form');
    await form.locator('[name="email"]').fill(shopper.email);
    await form.locator('[name="password"]').fill(shopper.password);
    await submitOf(form).click();
    // Spec §2, §6: back on the results, the combo modal of the combo chosen opens.
    await expectVisible(
      page.getByRole('dialog', { name: 'Office Lunch Box', exact: true }),
      'the combo modal of Office Lunch Box',
    );
    expect(new URL(page.url()).pathname).toBe('/searchResult');
  });

  test('in Arabic, a part of an Arabic name finds the item, right to left', async () => {
    const page = await openHome();
    await page.locator(sel.languageSwitcher).selectOption('ae');
    await waitFor(
      'html dir="rtl"',
      () => htmlDir(page),
      (dir) => dir === 'rtl',
    );

    await searchFor(page, 'بوس');
    const card = page.locator(cartSel.productCard).filter({ hasText: 'مجبوس دجاج' });
    await expectVisible(card, 'the مجبوس دجاج card');
    expect(await htmlDir(page)).toBe('rtl');
    await expectVisible(
      header(page).getByRole('searchbox', { name: 'ابحث في القائمة' }),
      'the search box labelled in Arabic',
    );
    await expectAccessible(page, 'search results (ae)');
  });

  test('a text that matches nothing shows "No Data Found"', async () => {
    const page = await openHome();
    await searchFor(page, 'qzxv zzqq');
    await expectVisible(
      page.getByRole('heading', { name: 'No Data Found' }),
      'the "No Data Found" heading',
    );
    expect(await page.locator(cartSel.productCard).count()).toBe(0);
    // Issue 17 item 8: the menu's categories are offered instead.
    await expectVisible(
      page.getByText('Or choose from a category of the menu:', { exact: true }),
      'the categories offered',
    );
    await expectAccessible(page, 'search without results');
  });

  test('a typo finds the dish, saying these are the closest (issue 17 item 8)', async () => {
    const page = await openHome();
    await searchFor(page, 'machbus');
    await expectVisible(
      page.getByText('No dish is called “machbus”. These are the closest:', { exact: true }),
      'the close-matches note',
    );
    const names = await page.locator(`${cartSel.productCard} h3`).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('machboos');
    await expectAccessible(page, 'close matches');
  });
});
