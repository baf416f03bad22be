import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectToast, formWith, randomLetters } from './support/accounts';
import { enterBackOfficeAfterConsent } from './support/admin';
import {
  acceptConsent,
  expectHidden,
  expectVisible,
  responseTo,
  sel,
  visit,
  waitFor,
} from './support/app';
import { expectAccessible } from './support/browser';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/** Texts of the back office's places pages (apps/web/src/features/admin/places/texts.ts). */
const adminTexts = {
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
  /** The server's `in_use` message. */
  inUse: 'This cannot be deleted while other records use it. Make it unavailable instead.',
  /** Navigation entries and their pages' headings. */
  pages: [
    ['Companies', 'Companies'],
    ['Subscription plans', 'Subscription plans'],
    ['Subscriptions', 'Subscriptions'],
    ['Countries', 'Countries'],
    ['Buildings', 'Office buildings'],
    ['Universities', 'Universities'],
  ],
  companies: 'Companies',
  editCompany: 'Edit company',
  delete: 'Delete',
  arabicCompanies: 'الشركات',
  arabicEditCompany: 'تعديل الشركة',
} as const;

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

/** Opens a page of the back office's side navigation and waits for its heading (and rows). */
async function openNavEntry(page: Page, navEntry: string, heading = navEntry, rows = true) {
  await page
    .getByRole('navigation', { name: adminTexts.navigation })
    .getByRole('link', { name: navEntry, exact: true })
    .click();
  await expectVisible(
    page.getByRole('heading', { level: 1, name: heading, exact: true }),
    `the ${heading} page`,
  );
  if (rows) {
    await expectVisible(page.getByRole('table').locator('tbody tr').first(), 'a row of the list');
  }
}

/**
 * Signs in as the demo operator and enters the back office from the shop's header link (the
 * back office is a part of the same app), then opens a page of its side navigation.
 */
async function openAdminPage(page: Page, navEntry: string) {
  await enterBackOfficeAfterConsent(page);
  await openNavEntry(page, navEntry);
}

describe('back office: places', () => {
  test(
    'an operator adds a city to Bahrain; the registration form offers it in English and Arabic',
    { timeout: 120_000 },
    async () => {
      const english = `Sanad ${randomLetters(6)}`;
      const arabic = `سند ${randomLetters(4)}`;

      // 1. The cities list, then the new city's form in a dialog.
      const { page: operator } = await newPage({ baseUrl });
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
      const saved = responseTo(operator, 'POST', '/api/admin/cities');
      // Watched from the action on: a busy machine can let the 3-second toast go before a
      // check that starts after the answer.
      const toastSeen = expectToast(operator, adminTexts.saved);
      await arabicName.press('Enter');
      expect((await saved).status(), 'POST /api/admin/cities').toBe(200);
      await toastSeen;
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
      const { page: visitor } = await newPage({ baseUrl });
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

  test(
    'every places page passes axe; a company in use is not deleted and the operator is told why, in Arabic too',
    { timeout: 120_000 },
    async () => {
      const { page } = await newPage({
        baseUrl,
        allowConsoleErrors: [/status of 409/],
      });
      await openAdminPage(page, adminTexts.companies);
      for (const [entry, heading] of adminTexts.pages) {
        // The demo shop has plans but no subscription bought yet: an empty list.
        await openNavEntry(page, entry, heading, entry !== 'Subscriptions');
        await expectAccessible(page, `the back office ${heading} page`);
      }

      // A demo company has plans: Delete asks, then the server refuses (409) and says why.
      await openNavEntry(page, adminTexts.companies);
      const first = page.getByRole('table').locator('tbody tr').first();
      await first.getByRole('button', { name: /^Delete / }).click();
      const confirm = page.getByRole('dialog');
      await expectVisible(confirm, 'the delete confirmation');
      await expectAccessible(page, 'the delete confirmation');
      const refused = responseTo(page, 'DELETE', /^\/api\/admin\/companies\/\d+$/);
      // Watched from the action on: a busy machine can let the 3-second toast go before a
      // check that starts after the answer.
      const toastSeen = expectToast(page, adminTexts.inUse);
      await confirm.getByRole('button', { name: adminTexts.delete, exact: true }).click();
      expect((await refused).status()).toBe(409);
      await toastSeen;

      // In Arabic: the list and the edit form, right to left.
      await page.keyboard.press('Escape');
      await expectHidden(confirm, 'the confirmation after Escape');
      await page.locator(sel.languageSwitcher).first().selectOption('ae');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: adminTexts.arabicCompanies, exact: true }),
        'the Arabic companies page',
      );
      await page.getByRole('table').locator('tbody tr').first().getByRole('button').first().click();
      const edit = page.getByRole('dialog', { name: adminTexts.arabicEditCompany, exact: true });
      await expectVisible(edit, 'the Arabic company form');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectAccessible(page, 'the company form in Arabic');
    },
  );
});
