import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  type Account,
  randomLetters,
  registerViaApi,
  uniqueEmail,
  uniquePassword,
} from './support/accounts';
import { acceptConsent, apiData, expectVisible, sel, visit, waitFor } from './support/app';
import { apiAs, storedToken } from './support/cart';
import { fillCartViaApi, submitLogin } from './support/checkout';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

/** The language switcher's values (spec's `ae` is Arabic). */
const LANGUAGES = ['en', 'fr', 'de', 'ae', 'ka'] as const;
/** A phone and a laptop (issue 17 item 1). */
const WIDTHS = [390, 1280] as const;

/**
 * How far the page reaches past the viewport's right edge (left edge in Arabic), in pixels; 0
 * when it fits. A row that scrolls inside its own box (a table in a scroll container) does not
 * count: it is the page that must not scroll sideways.
 */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Opens `route`, waits for its heading and fonts, and answers how far it overflows once settled. */
async function settledOverflow(page: Page, route: string): Promise<number> {
  await visit(page, route);
  await expectVisible(page.locator(`${sel.main} h1`).first(), `the heading of ${route}`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Content that arrives after the heading (a list, pictures) may still change the width: the
  // reading is taken once nothing in the page is busy and two readings a moment apart agree.
  // (Not "network idle": the order pages keep an event stream open.)
  let last: number | undefined;
  const settled = await waitFor(
    `the width of ${route} settling`,
    async () => {
      await page.waitForTimeout(200);
      const busy = await page.locator(`${sel.main} [aria-busy="true"]`).count();
      const now = await overflowOf(page);
      const settled = busy === 0 && now === last;
      last = now;
      return settled ? now : undefined;
    },
    (overflow) => overflow !== undefined,
  );
  return settled ?? 0;
}

async function useLanguage(page: Page, language: string) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
}

describe('layouts that fit (issue 17 item 1)', () => {
  test(
    'no public or account page is wider than a phone or a laptop, in any of the five languages',
    { timeout: 600_000 },
    async () => {
      const newCustomer = async () => {
        const customer: Account = {
          name: `Rima ${randomLetters(8)}`,
          email: uniqueEmail('fit'),
          password: uniquePassword(),
        };
        return { customer, ...(await registerViaApi(baseUrl, customer)) };
      };
      const { companyId } = await newCustomer();
      const site = await apiData<{ pages: { more: { id: number }[] } }>(
        baseUrl,
        '/site-info?language=en',
      );
      const publicRoutes = [
        '/',
        '/menu',
        '/food-combos',
        '/searchResult?q=chicken',
        '/about',
        '/contact-us',
        '/terms',
        '/privacy-policy',
        ...site.pages.more.map((page) => `/pages/${page.id}`),
        `/company-subscription-details/${companyId}`,
        '/cart',
        '/login',
        '/register',
      ];

      const wide: string[] = [];
      /** Every route in every language, noting those that scroll sideways. */
      const measure = async (page: Page, width: number, routes: readonly string[]) => {
        for (const language of LANGUAGES) {
          await useLanguage(page, language);
          for (const route of routes) {
            const overflow = await settledOverflow(page, route);
            if (overflow > 0)
              wide.push(`${route} (${language}, ${width} px): ${overflow} px too wide`);
          }
        }
      };
      // Each width in a browser context of its own, side by side (one after the other took
      // twice as long; the widths share nothing but the customer).
      const checkWidth = async (width: number) => {
        const { page } = await newPage({ baseUrl, viewport: { width, height: 844 } });
        await visit(page, '/');
        await acceptConsent(page);
        await measure(page, width, publicRoutes);

        // Signed in, with an order placed: the account pages and the order's pages.
        const { customer } = await newCustomer();
        await useLanguage(page, 'en');
        await visit(page, '/login');
        await submitLogin(page, customer);
        const token = await storedToken(page);
        await fillCartViaApi(baseUrl, token);
        const order = await apiAs<{ order_id: number; reference: string }>(baseUrl, '/checkout', {
          token,
          body: { language: 'en' },
        });
        const accountRoutes = [
          '/dashboard',
          '/dashboard/orders',
          `/dashboard/orders/${order.order_id}`,
          `/order-status/${order.reference}`,
          '/cart',
        ];
        await measure(page, width, accountRoutes);
        // Leave the cart page: its delivery times are polled each minute while it is open.
        await visit(page, '/');
      };
      await Promise.all(WIDTHS.map(checkWidth));
      expect(wide, 'pages that scroll sideways').toEqual([]);
    },
  );
});
