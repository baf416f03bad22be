import { describe, expect, test } from 'vitest';
import { SEO_TEXTS } from '@storefront/shared';
import { expectVisible, sel, visit, waitFor } from './support/app';
import { viewports } from './support/browser';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/**
 * Issue 14 item 6: a link that names its language (`?lang=`, the address search engines list
 * for each language) opens the page in that language, whatever the browser's language, and the
 * shopper's choice sticks for the next pages.
 */
describe('a shared link in another language', () => {
  test('/menu?lang=ae opens the menu in Arabic, right to left, and stays Arabic', async () => {
    const { page } = await newPage({ baseUrl, locale: 'en-US', viewport: viewports.phone });
    await visit(page, '/menu?lang=ae');
    await expectVisible(page.locator(sel.productCard).first(), 'a dish of the menu');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await waitFor(
      'the Arabic menu heading',
      () => page.locator('h1').first().textContent(),
      (text) => text === SEO_TEXTS.ae.menu.title,
    );
    expect(await page.title()).toContain(SEO_TEXTS.ae.menu.title);

    await visit(page, '/food-combos');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
  });
});
