import { describe, expect, test } from 'vitest';
import { expectVisible, sel, visit } from './support/app';
import { viewports } from './support/browser';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/**
 * Issue 14 item 4: a phone downloads the font files of the scripts its page shows, no more: the
 * Latin face (preloaded) for every language, plus Arabic or Georgian for those languages.
 */
describe('fonts on a phone', () => {
  for (const [browserLocale, expected] of [
    ['en-US', ['plus-jakarta-sans-latin-wght-normal']],
    ['ar-BH', ['noto-sans-arabic-arabic-wght-normal', 'plus-jakarta-sans-latin-wght-normal']],
    ['ka-GE', ['noto-sans-georgian-georgian-wght-normal', 'plus-jakarta-sans-latin-wght-normal']],
  ] as const) {
    test(`the menu in ${browserLocale} downloads ${expected.length} font file(s)`, async () => {
      const { page } = await newPage({ baseUrl, locale: browserLocale, viewport: viewports.phone });
      const fonts = new Set<string>();
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname.split('/').pop() ?? '';
        if (file.endsWith('.woff2')) fonts.add(file.replace(/-[\w-]{8}\.woff2$/, ''));
      });
      await visit(page, '/menu');
      await expectVisible(page.locator(sel.productCard).first(), 'a dish of the menu');
      // Every font the page's text needs has loaded (or failed) once this settles.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect([...fonts].sort()).toEqual([...expected]);
    });
  }
});
