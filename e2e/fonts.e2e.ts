import { describe, expect, test } from 'vitest';
import { expectVisible, sel, visit } from './support/app';
import { viewports } from './support/browser';
import { useJourney } from './support/journey';
import type { Page } from 'playwright-core';

/** The web fonts the browser drew an element's text with (its own, not the system's). */
async function drawnFaces(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

const { baseUrl, newPage } = useJourney();

/**
 * Issue 14 item 4: a phone downloads the font files of the scripts its page shows, no more: the
 * Latin face (preloaded) for English, French and German, the Arabic or Georgian face (preloaded
 * instead) for those languages, whose menus draw no Latin letter (the spaces and digits between
 * their words take the words' face).
 */
describe('fonts on a phone', () => {
  for (const [browserLocale, expected, face] of [
    ['en-US', ['plus-jakarta-sans-latin-wght-normal'], 'Plus Jakarta Sans'],
    ['ar-BH', ['noto-sans-arabic-arabic-wght-normal'], 'Noto Sans Arabic'],
    ['ka-GE', ['noto-sans-georgian-georgian-wght-normal'], 'Noto Sans Georgian'],
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
      // And the dishes' names are drawn in it, not in a fallback (a face that is downloaded
      // is not always used: faces of one family with other weights are not looked at).
      expect(await drawnFaces(page, `${sel.productCard} .product-card__title`)).toEqual([face]);
    });
  }
});
