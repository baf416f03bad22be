import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, LANGUAGE_TAGS } from '@storefront/shared';
import { SERVER_RENDERED_PAGES } from '../apps/web/src/app/server-pages';
import { sel, visit, waitFor } from './support/app';
import { viewports } from './support/browser';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/**
 * Keeps the first footer the HTML parser creates, before any script runs: if React hydrates the
 * server's page, that same element stays on it; if it drew the page again (a mismatch makes it
 * start over), the kept one has left the page.
 */
function keepServerFooter(page: Page) {
  return page.addInitScript(() => {
    const seen = window as unknown as { serverFooter?: Element };
    new MutationObserver((_, observer) => {
      const footer = document.querySelector('footer');
      if (!footer) return;
      seen.serverFooter = footer;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether React owns the server's footer now (its elements carry React's fiber). */
const serverFooterState = (page: Page) =>
  page.evaluate(() => {
    const footer = (window as unknown as { serverFooter?: Element }).serverFooter;
    return {
      connected: footer?.isConnected ?? false,
      live: footer ? Object.keys(footer).some((key) => key.startsWith('__reactFiber$')) : false,
    };
  });

/**
 * Every page the server draws becomes the live page by React's hydration, in every language,
 * with no error and no hydration warning in the console (the page session fails the test on
 * any: support/browser.ts).
 */
describe('server-drawn pages hydrated by React', () => {
  for (const language of LANGUAGES) {
    test(`every server-drawn page in ${language} hydrates without a mismatch`, async () => {
      const { page } = await newPage({ baseUrl, viewport: viewports.phone });
      await keepServerFooter(page);
      for (const route of Object.keys(SERVER_RENDERED_PAGES)) {
        await visit(page, `${route}?lang=${language}`);
        expect(await page.locator('html').getAttribute('lang'), route).toBe(
          LANGUAGE_TAGS[language],
        );
        const state = await waitFor(
          `React hydrating the server's footer of ${route} in ${language}`,
          () => serverFooterState(page),
          ({ live, connected }) => live || !connected,
        );
        expect(state, `${route} in ${language}: the server's footer, hydrated`).toEqual({
          connected: true,
          live: true,
        });
      }
    });
  }

  test('a page switched to another language right after it is ready stays whole', async () => {
    const { page } = await newPage({ baseUrl, viewport: viewports.desktop });
    await visit(page, '/menu');
    const heading = page.locator(`${sel.main} h1`);
    const english = await heading.innerText();
    await page.locator(sel.languageSwitcher).selectOption('ae');
    await waitFor(
      'the menu in Arabic',
      async () => ({
        dir: await page.locator('html').getAttribute('dir'),
        title: await heading.innerText(),
      }),
      ({ dir, title }) => dir === 'rtl' && title !== english && title !== '',
    );
  });
});
