import { afterAll, describe, expect, test } from 'vitest';
import { en } from '../apps/web/src/i18n/locales/en';
import { expectVisible, foldedText, visit, waitFor } from './support/app';
import { expectAccessible, useBrowser } from './support/browser';
import { cartSel } from './support/cart';
import { startApp, type RunningApp } from './support/server';

const newPage = useBrowser();

/** What the page's service worker keeps (apps/web/public/sw.js). */
const SHELL_CACHE = 'storefront-shell-v1';

describe('a flaky network (issue 14 item 7)', () => {
  // An app of its own: the test stops its server, as a dropped connection would leave a phone.
  let app: RunningApp | undefined;
  afterAll(async () => {
    await app?.stop();
  });

  test(
    'the installed shop opens without a network and shows the menu last seen, saying so',
    { timeout: 120_000 },
    async () => {
      app = await startApp({ logName: 'offline' });
      const { baseUrl } = app;

      // An installable web app: a manifest with the shop's name and its PNG icons.
      const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest?lang=ae`)).json()) as {
        name: string;
        dir: string;
        display: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      const site = (await (await fetch(`${baseUrl}/api/site-info?language=ae`)).json()) as {
        responseData: { site_name: string };
      };
      expect(manifest).toMatchObject({
        name: site.responseData.site_name,
        dir: 'rtl',
        display: 'standalone',
      });
      for (const icon of manifest.icons) {
        const png = Buffer.from(await (await fetch(`${baseUrl}${icon.src}`)).arrayBuffer());
        // A PNG's width and height sit at bytes 16 and 20 of its IHDR chunk.
        const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
        expect(size, `${icon.src} is ${icon.sizes}`).toBe(icon.sizes);
      }
      expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');

      const { page } = await newPage({
        baseUrl,
        serviceWorkers: 'allow',
        // Once the server is gone, the calls that must reach it (the cart count) fail, and say so.
        allowConsoleErrors: [/\[api\]/, /Failed to load resource/, /ERR_CONNECTION_REFUSED/],
      });
      await visit(page, '/menu');
      await waitFor(
        'the service worker to be active',
        () => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? ''),
        (state) => state === 'activated',
      );
      // Seen again, now through the worker (it serves from the next page load on), which keeps
      // the menu's answers.
      await visit(page, '/menu');
      await waitFor(
        'the service worker to control the page',
        () => page.evaluate(() => navigator.serviceWorker.controller !== null),
        (controlled) => controlled,
      );
      const cards = page.locator(cartSel.productCard);
      const seen = await waitFor(
        'the menu’s product cards',
        () => cards.allTextContents(),
        (texts) => texts.length > 0,
      );
      // The menu page arrives with its content (issue 14 item 3): the worker keeps that page.
      await waitFor(
        'the menu kept by the service worker',
        () =>
          page.evaluate(
            async (name) => (await (await caches.open(name)).keys()).map((key) => key.url),
            SHELL_CACHE,
          ),
        (urls) => urls.some((url) => url.endsWith('/__storefront_page__/menu')),
      );
      expect(await page.getByTestId('offline-notice').count(), 'no notice while online').toBe(0);

      // The connection drops: the shop still opens, with the same menu and the notice.
      await app.stop();
      app = undefined;
      await page.reload();
      const notice = page.getByTestId('offline-notice');
      await expectVisible(notice, 'the offline notice');
      expect(await foldedText(notice)).toBe(en.common.offline_copy);
      await waitFor(
        'the menu last seen, without a network',
        () => cards.allTextContents(),
        (texts) => texts.length === seen.length && texts.every((text, i) => text === seen[i]),
      );
      await expectAccessible(page, 'the menu offline');
    },
  );
});
