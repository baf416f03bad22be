import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Item, Paginated } from '@storefront/shared';
import { openBackOffice } from './support/admin';
import {
  acceptConsent,
  apiData,
  expectVisible,
  responseTo,
  sel,
  visit,
  waitFor,
} from './support/app';
import { expectAccessible, viewports } from './support/browser';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/** The menu's item answer for one English dish name, as the API gives it now. */
async function dish(name: string): Promise<Item> {
  const page = await apiData<{ items: Paginated<Item> }>(baseUrl, '/products', {
    language: 'en',
    limit: 100,
  });
  const found = page.items.data.find((item) => item.item_name === name);
  if (!found) throw new Error(`no dish named ${name} on the menu`);
  return found;
}

const cards = (page: Page) => page.locator(sel.productCard);

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('.product-card__open').allTextContents();
}

/** Waits until the menu's address carries `name=value` (the filter lives in the URL). */
async function expectParam(page: Page, name: string, value: string | null) {
  await waitFor(
    `?${name}=${value ?? ''}`,
    () => new URL(page.url()).searchParams.get(name),
    (current) => current === value,
  );
}

describe('allergens and dietary marks (issue 16 item 4)', () => {
  test('a customer avoiding crustaceans and nuts filters the menu and reads a dish’s allergens', async () => {
    const { page } = await newPage({ baseUrl });
    await visit(page, '/menu');
    await acceptConsent(page);
    const shrimp = cards(page).filter({ hasText: 'Shrimp Machboos' });
    await expectVisible(shrimp, 'the Shrimp Machboos card');
    await expectVisible(shrimp.getByText('Contains: Crustaceans'), 'its allergen line');

    const filter = page.getByRole('region', { name: 'Dietary preferences' });
    await filter.locator('summary').click();
    // Each box changes the address; the box shows the address's choice.
    await filter.getByRole('checkbox', { name: 'Crustaceans' }).click();
    await expectParam(page, 'without', 'crustaceans');
    await filter.getByRole('checkbox', { name: 'Tree nuts' }).click();
    await expectParam(page, 'without', 'crustaceans,tree_nuts');
    await waitFor(
      'the menu without Shrimp and Lamb Machboos',
      () => cardNames(page),
      (names) =>
        names.length > 0 && !names.includes('Shrimp Machboos') && !names.includes('Lamb Machboos'),
    );
    for (const line of await cards(page).locator('.dietary-contains').allTextContents()) {
      expect(line).not.toMatch(/Crustaceans|Tree nuts/);
    }
    await expectVisible(
      filter.locator('summary', { hasText: 'Avoid allergens (2)' }),
      'the count of allergens avoided',
    );

    // A link keeps the filter: reloading the address shows the same menu.
    await page.reload();
    await expectVisible(
      page.getByRole('checkbox', { name: 'Crustaceans' }),
      'the allergens box, open',
    );
    expect(await page.getByRole('checkbox', { name: 'Crustaceans' }).isChecked()).toBe(true);

    // The dish in full names its allergens one by one.
    const wrap = cards(page).filter({ hasText: 'Chicken Shawarma Wrap' });
    await expectVisible(wrap, 'the Chicken Shawarma Wrap card (no crustaceans, no nuts)');
    await wrap.locator('.product-card__open').click();
    const dialog = page.getByRole('dialog', { name: 'Chicken Shawarma Wrap' });
    await expectVisible(dialog, 'the dish’s details');
    const allergens = dialog.getByRole('region', { name: 'Allergens' });
    await expectVisible(allergens.getByText('Gluten', { exact: true }), 'Gluten in its allergens');
    await expectVisible(dialog.getByText('Halal', { exact: true }), 'its Halal mark');
    await expectAccessible(page, 'menu filtered by allergens, a dish’s details');
  });

  test('choices made faster than the menu redraws all stay', async () => {
    const { page, context } = await newPage({ baseUrl, viewport: viewports.phone });
    await visit(page, '/menu');
    await acceptConsent(page);
    // A slow phone: the menu takes longer to redraw than the visitor takes to click again.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const filter = page.getByRole('region', { name: 'Dietary preferences' });
    await filter.locator('summary').click();
    // Three choices, each in a task of its own, as three quick taps come.
    await page.evaluate(async () => {
      const region = document.querySelector('[aria-label="Dietary preferences"]');
      const buttons = Array.from(region?.querySelectorAll('button') ?? []);
      const boxes = Array.from(region?.querySelectorAll('label') ?? []);
      const tap = (element: Element | undefined) => (element as HTMLElement | undefined)?.click();
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      tap(buttons.find((button) => button.textContent?.includes('Halal')));
      await nextTask();
      tap(
        boxes.find((label) => label.textContent?.includes('Peanuts'))?.querySelector('input') ??
          undefined,
      );
      await nextTask();
      tap(buttons.find((button) => button.textContent?.includes('Spicy')));
    });
    await expectParam(page, 'tags', 'halal,spicy');
    await expectParam(page, 'without', 'peanuts');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The controls show the address's choices once the menu has caught up.
    const halal = filter.getByRole('button', { name: 'Halal' });
    await waitFor(
      'Halal shown as chosen',
      () => halal.getAttribute('aria-pressed'),
      (pressed) => pressed === 'true',
    );
    expect(await filter.getByRole('checkbox', { name: 'Peanuts' }).isChecked()).toBe(true);
  });

  test('in Arabic on a phone, "vegetarian" keeps only vegetarian dishes, named in Arabic', async () => {
    const { page } = await newPage({ baseUrl, viewport: viewports.phone });
    await visit(page, '/menu');
    await acceptConsent(page);
    await page.locator(sel.languageSwitcher).selectOption('ae');
    const filter = page.getByRole('region', { name: 'التفضيلات الغذائية' });
    const vegetarian = filter.getByRole('button', { name: 'نباتي', exact: true });
    await vegetarian.click();
    await expectParam(page, 'tags', 'vegetarian');
    await waitFor(
      'the vegetarian toggle pressed',
      () => vegetarian.getAttribute('aria-pressed'),
      (pressed) => pressed === 'true',
    );
    await waitFor(
      'only vegetarian cards',
      async () => ({
        cards: await cards(page).count(),
        veg: await cards(page).getByRole('img', { name: 'نباتي', exact: true }).count(),
      }),
      (seen) => seen.cards > 0 && seen.cards === seen.veg,
    );
    const lines = await cards(page).locator('.dietary-contains').allTextContents();
    expect(lines.length, 'vegetarian dishes with allergens (milk, gluten…)').toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^يحتوي على: /);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the filtered menu fits the phone').toBeLessThanOrEqual(viewports.phone.width);
    await expectAccessible(page, 'menu filtered vegetarian (ar)');
  });

  test('an operator ticks an allergen the storefront then shows, and cannot mark a gluten dish gluten-free', async () => {
    const water = await dish('Mineral Water 500 ml');
    expect(water.allergens).toEqual([]);
    const { page } = await newPage({ baseUrl });
    await openBackOffice(page, `/admin/catalog/items/${water.id}`);
    const marks = page.getByRole('group', { name: 'Dietary marks' });
    const allergens = page.getByRole('group', { name: 'Allergens' });
    await expectVisible(marks, 'the dietary marks of the item form');
    expect(await marks.getByRole('checkbox', { name: 'Gluten-free' }).isChecked()).toBe(true);

    // Gluten in a gluten-free dish: refused under the marks, nothing saved.
    await allergens.getByRole('checkbox', { name: 'Gluten', exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(
      marks.getByText('A gluten-free dish cannot contain gluten.'),
      'the contradiction under the marks',
    );
    await allergens.getByRole('checkbox', { name: 'Gluten', exact: true }).uncheck();

    try {
      await allergens.getByRole('checkbox', { name: 'Sulphites' }).check();
      const saved = responseTo(page, 'PUT', `/api/admin/items/${water.id}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await saved).ok(), 'PUT /api/admin/items').toBe(true);
      await waitFor(
        'the menu answer naming sulphites',
        async () => (await dish('Mineral Water 500 ml')).allergens,
        (list) => list.includes('sulphites'),
      );
      // The search page shows its card, so the dish's link opens its details there.
      await visit(page, `/searchResult?q=Mineral&item=${water.id}`);
      const dialog = page.getByRole('dialog', { name: 'Mineral Water 500 ml' });
      await expectVisible(dialog.getByText('Sulphites', { exact: true }), 'Sulphites on the dish');
    } finally {
      await page.goto(`/admin/catalog/items/${water.id}`);
      await allergens.getByRole('checkbox', { name: 'Sulphites' }).uncheck();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await waitFor(
        'the dish as it was',
        async () => (await dish('Mineral Water 500 ml')).allergens,
        (list) => list.length === 0,
      );
    }
  });
});
