import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectToast, formWith, randomLetters } from './support/accounts';
import { openBackOffice } from './support/admin';
import { acceptConsent, expectHidden, expectVisible, sel, visit, waitFor } from './support/app';
import { expectAccessible, launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Texts of the back office's places pages (apps/web/src/features/admin/places/texts.ts). */
const adminTexts = {
  backOffice: 'Back office',
  navigation: 'Back office sections',
  cities: 'Cities',
  newCity: 'New city',
  country: 'Country',
  nameRequired: 'Name (Required)',
  name: 'Name',
  arabicTab: 'العربية',
  search: 'Search',
  /** The server's `saved` message. */
  saved: 'Saved.',
} as const;

const adminMain = 'main#admin-main';

/** The options of a select, once it offers real choices (options with a value). */
async function choicesOf(select: Locator, what: string): Promise<string[]> {
  return waitFor(
    `the ${what} choices`,
    async () =>
      (await select.isEnabled())
        ? select
            .locator('option')
            .evaluateAll((options) =>
              options
                .filter((option) => (option as HTMLOptionElement).value !== '')
                .map((option) => (option.textContent ?? '').trim()),
            )
        : [],
    (choices) => choices.length > 0,
  );
}

/**
 * Signs in as the demo operator and enters the back office from the shop's header link (the
 * back office is a part of the same app), then opens a page of its side navigation.
 */
async function openAdminPage(page: Page, navEntry: string) {
  await visit(page, '/login');
  await acceptConsent(page);
  await openBackOffice(page, '/');
  await page.getByRole('link', { name: adminTexts.backOffice, exact: true }).first().click();
  await expectVisible(page.locator(adminMain), "the back office's main landmark");
  await page
    .getByRole('navigation', { name: adminTexts.navigation })
    .getByRole('link', { name: navEntry, exact: true })
    .click();
  await expectVisible(
    page.getByRole('heading', { level: 1, name: navEntry, exact: true }),
    `the ${navEntry} page`,
  );
  await expectVisible(page.getByRole('table').locator('tbody tr').first(), 'a row of the list');
}

describe('back office: places', () => {
  test(
    'an operator adds a city to Bahrain; the registration form offers it in English and Arabic',
    { timeout: 120_000 },
    async () => {
      const english = `Sanad ${randomLetters(6)}`;
      const arabic = `سند ${randomLetters(4)}`;

      // 1. The cities list, then the new city's form in a dialog.
      const { page: operator } = await openPage(browser, { baseUrl });
      await openAdminPage(operator, adminTexts.cities);
      await expectAccessible(operator, 'the back office cities list');
      await operator.getByRole('button', { name: adminTexts.newCity, exact: true }).click();
      const dialog = operator.getByRole('dialog', { name: adminTexts.newCity, exact: true });
      await expectVisible(dialog, 'the new city dialog');
      const country = dialog.getByLabel(adminTexts.country, { exact: true });
      expect(await choicesOf(country, 'country')).toContain('Bahrain');
      await country.selectOption({ label: 'Bahrain' });
      await dialog.getByLabel(adminTexts.nameRequired, { exact: true }).fill(english);
      // Arabic in its own tab, typed right to left.
      await dialog.getByRole('tab', { name: adminTexts.arabicTab, exact: true }).click();
      const arabicName = dialog
        .locator('[role="tabpanel"]:not([hidden])')
        .getByLabel(adminTexts.name, { exact: true });
      expect(await arabicName.getAttribute('dir')).toBe('rtl');
      await arabicName.fill(arabic);
      await expectAccessible(operator, 'the new city dialog');

      // Keyboard: Enter in a field saves.
      const saved = operator.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/cities' &&
          response.request().method() === 'POST',
      );
      await arabicName.press('Enter');
      expect((await saved).status(), 'POST /api/admin/cities').toBe(200);
      await expectToast(operator, adminTexts.saved);
      await expectHidden(dialog, 'the dialog after saving');

      // The list, searched on the server, shows it with its country.
      const search = operator.getByLabel(adminTexts.search, { exact: true });
      await search.fill(english);
      await search.press('Enter');
      const rows = operator.getByRole('table').locator('tbody tr');
      const found = await waitFor(
        `the list narrowed to ${english}`,
        () => rows.allInnerTexts(),
        (texts) => texts.length === 1 && texts[0]?.includes(english) === true,
      );
      expect(found[0]).toContain('Bahrain');

      // 2. A visitor registering: Bahrain's cities include it, in English and in Arabic.
      const { page: visitor } = await openPage(browser, { baseUrl });
      await visit(visitor, '/register');
      await acceptConsent(visitor);
      const form = formWith(visitor, 'phone_number');
      const countrySelect = form.locator('[name="country_id"]');
      const citySelect = form.locator('[name="city_id"]');
      await choicesOf(countrySelect, 'country');
      await countrySelect.selectOption({ label: 'Bahrain' });
      expect(await choicesOf(citySelect, 'city')).toContain(english);

      await visitor.locator(sel.languageSwitcher).selectOption('ae');
      await waitFor(
        'the Arabic country names',
        () => choicesOf(countrySelect, 'country'),
        (choices) => choices.includes('البحرين'),
      );
      await countrySelect.selectOption({ label: 'البحرين' });
      await waitFor(
        'the Arabic city names',
        () => choicesOf(citySelect, 'city'),
        (choices) => choices.includes(arabic),
      );
      await expectAccessible(visitor, 'the registration form in Arabic');
    },
  );
});
