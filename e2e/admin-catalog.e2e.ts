import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Paginated } from '@storefront/shared';
import { demoAdminToken, enterBackOffice } from './support/admin';
import {
  acceptConsent,
  apiData,
  expectHidden,
  expectVisible,
  sel,
  visit,
  waitFor,
} from './support/app';
import { expectAccessible } from './support/browser';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

interface MenuItem {
  id: number;
  item_name: string;
}
interface AdminItemDetail {
  id: number;
  is_available: boolean;
  translations: { en: { name: string }; fr?: { name?: string } };
  category_id: number;
  price: number;
}

/** Texts of the catalog pages (apps/web/src/features/admin/catalog/texts.ts, English). */
const texts = {
  itemsTitle: 'Menu items',
  newItem: 'New item',
  newItemTitle: 'New menu item',
  save: 'Save',
  available: 'Available',
} as const;

/** The page of /menu?category= on which the item is listed (12 per page), read from the API. */
async function menuPageOf(itemId: number, categoryId: number): Promise<number | undefined> {
  for (let page = 1; page <= 20; page++) {
    const { items } = await apiData<{ items: Paginated<MenuItem> }>(baseUrl, '/products', {
      language: 'en',
      category_id: categoryId,
      page,
    });
    if (items.data.some((item) => item.id === itemId)) return page;
    if (page >= items.last_page) return undefined;
  }
  return undefined;
}

/** An item as the back office reads it (GET /api/admin/items/{id} with the operator's token). */
async function adminItem(token: string, itemId: number): Promise<AdminItemDetail> {
  const response = await fetch(`${baseUrl}/api/admin/items/${itemId}?language=en`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { responseData: AdminItemDetail };
  if (!response.ok) throw new Error(`admin item ${itemId}: ${response.status}`);
  return body.responseData;
}

/**
 * Follows the back office's `link` to a catalog list: its heading and a first row show, and the
 * page passes axe.
 */
async function openCatalogList(
  page: Page,
  list: { link: string; heading: string; what: string; firstRow: string },
): Promise<void> {
  await page.getByRole('link', { name: list.link, exact: true }).click();
  await expectVisible(
    page.getByRole('heading', { level: 1, name: list.heading, exact: true }),
    `the ${list.what} list`,
  );
  await expectVisible(page.locator('table tbody tr').first(), list.firstRow);
  await expectAccessible(page, `admin ${list.what} list`);
}

function productCard(page: Page, name: string) {
  return page.locator(sel.productCard).filter({ hasText: name });
}

describe('back office: catalog', () => {
  test(
    'an operator adds an item in English and French; a shopper sees it on the menu in both languages until it is made unavailable',
    { timeout: 240_000 },
    async () => {
      const suffix = randomBytes(3).toString('hex');
      const english = `Saffron Harvest Bowl ${suffix}`;
      const french = `Bol de la récolte au safran ${suffix}`;

      // The operator: the items list, then a new item through the form.
      const operator = await newPage({ baseUrl });
      // In from the shop's header, as an operator does, then the side navigation.
      await enterBackOffice(operator.page);
      await operator.page.getByRole('link', { name: texts.itemsTitle, exact: true }).click();
      await expectVisible(
        operator.page.getByRole('heading', { level: 1, name: texts.itemsTitle, exact: true }),
        'the items list',
      );
      await expectVisible(operator.page.locator('table tbody tr').first(), 'the first item row');
      await expectAccessible(operator.page, 'admin items list');

      await operator.page.getByRole('link', { name: texts.newItem, exact: true }).click();
      await expectVisible(
        operator.page.getByRole('heading', { level: 1, name: texts.newItemTitle }),
        'the new item form',
      );
      await operator.page.locator('#item-en-name').fill(english);
      await operator.page.locator('#item-en-description').fill('Saffron rice, roasted vegetables.');
      await operator.page.getByRole('tab', { name: 'Français' }).click();
      await operator.page.locator('#item-fr-name').fill(french);
      const category = operator.page.locator('#item-category');
      await waitFor(
        'the category options',
        () => category.locator('option').count(),
        (count) => count > 1,
      );
      await category.selectOption({ index: 1 });
      const categoryId = Number(await category.inputValue());
      await operator.page.locator('#item-price').fill('2.5');
      await operator.page.getByRole('checkbox', { name: texts.available, exact: true }).check();
      await expectAccessible(operator.page, 'admin new item form');
      await operator.page.getByRole('button', { name: texts.save, exact: true }).click();
      const itemId = Number(
        (
          await waitFor(
            'the item page after saving',
            () => Promise.resolve(new URL(operator.page.url()).pathname),
            (pathname) => /^\/admin\/catalog\/items\/\d+$/.test(pathname),
          )
        )
          .split('/')
          .pop(),
      );
      await expectVisible(
        operator.page.getByRole('heading', { level: 1, name: `Edit ${english}` }),
        'the saved item’s page',
      );
      await expectAccessible(operator.page, 'admin item form (edit)');

      // Stored as typed: English and French, the price in fils.
      const token = await demoAdminToken(baseUrl);
      const stored = await adminItem(token, itemId);
      expect(stored).toMatchObject({ category_id: categoryId, price: 2.5, is_available: true });
      expect(stored.translations.en.name).toBe(english);
      expect(stored.translations.fr?.name).toBe(french);

      // A shopper finds it on the menu, in English, then in French.
      const menuPage = await menuPageOf(itemId, categoryId);
      expect(menuPage, 'the new item on the menu of its category').toBeDefined();
      const shopper = await newPage({ baseUrl });
      await visit(shopper.page, `/menu?category=${categoryId}&page=${menuPage}`);
      await acceptConsent(shopper.page);
      await expectVisible(productCard(shopper.page, english), `the card of "${english}"`);
      await shopper.page.locator(sel.languageSwitcher).selectOption('fr');
      await expectVisible(productCard(shopper.page, french), `the card of "${french}" in French`);
      await expectHidden(productCard(shopper.page, english), 'the English name in French');

      // The operator makes it unavailable: it leaves the menu.
      await operator.page.getByRole('checkbox', { name: texts.available, exact: true }).uncheck();
      await operator.page.getByRole('button', { name: texts.save, exact: true }).click();
      // The server's state, not the 3-second toast: a loaded machine can miss a toast.
      await waitFor(
        'the item unavailable',
        () => adminItem(token, itemId).then((detail) => detail.is_available),
        (available) => !available,
        30_000,
      );
      await shopper.page.reload();
      await expectVisible(shopper.page.locator(sel.main), 'the menu after reload');
      await waitFor(
        'the menu of the category answered',
        () => shopper.page.locator(`${sel.productCard}, main p`).count(),
        (count) => count > 0,
      );
      await expectHidden(productCard(shopper.page, french), 'the unavailable item on the menu');
      expect(await menuPageOf(itemId, categoryId)).toBeUndefined();

      // The other catalog pages an operator opens: combos, a combo's steps, categories.
      await openCatalogList(operator.page, {
        link: 'Combos',
        heading: 'Combos',
        what: 'combos',
        firstRow: 'the first combo row',
      });
      await operator.page.locator('table tbody tr a').first().click();
      await expectVisible(
        operator.page.getByRole('heading', { level: 3, name: 'Step 1', exact: true }),
        "the combo's first step",
      );
      await expectVisible(operator.page.locator('.catalog-offer').first(), 'the items of step 1');
      await expectAccessible(operator.page, 'admin combo form');
      await openCatalogList(operator.page, {
        link: 'Categories',
        heading: 'Menu categories',
        what: 'categories',
        firstRow: 'the first category',
      });
    },
  );
});
