import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';

/** Selectors of the storefront's test contract (agreed with apps/web). */
export const sel = {
  main: 'main#main',
  /** The storefront once it answers clicks: a server-rendered page is drawn before that. */
  liveApp: '#root[data-app="ready"]',
  languageSwitcher: 'select[data-testid="language-switcher"]',
  cartCount: '[data-testid="cart-count"]',
  productCard: '[data-testid="product-card"]',
  consentBanner: '[data-testid="consent-banner"]',
  pagination: 'nav[aria-label="Pagination"]',
} as const;

/**
 * Calls the API of the app under test as a signed-in user (bearer token) or a guest, and returns
 * `responseData` (DESIGN §3 envelope); any other answer fails with its text.
 */
export async function apiAs<T>(
  baseUrl: string,
  pathAndQuery: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${pathAndQuery} answered ${response.status}: ${text.slice(0, 500)}`);
  }
  const json = JSON.parse(text) as { responseCode: number; responseData: T };
  if (json.responseCode !== 1) throw new Error(`${pathAndQuery} failed: ${text.slice(0, 500)}`);
  return json.responseData;
}

/** Calls the API of the app under test as a guest and returns `responseData`. */
export function apiData<T>(baseUrl: string, pathAndQuery: string, body?: unknown): Promise<T> {
  return apiAs<T>(baseUrl, pathAndQuery, { body });
}

/** Waits until the locator is visible; the failure names what was expected. */
export async function expectVisible(locator: Locator, what: string, timeout = 15_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible (${locator.toString()})`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = 15_000) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`Expected ${what} to be hidden (${locator.toString()})`);
  }
}

/** Polls `read` until it returns something `accept` likes; fails with the last value seen. */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeout = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      lastError = undefined;
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = lastError instanceof Error ? `error ${lastError.message}` : JSON.stringify(last);
      throw new Error(`Timed out waiting for ${what}; last seen: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a route of the storefront and waits until its main landmark is there, live. */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForApp(page, route);
}

/** Waits until the storefront is live on the page (after a load or a reload). */
export async function waitForApp(page: Page, route = page.url()): Promise<void> {
  await expectVisible(
    page.locator(`${sel.liveApp} ${sel.main}`),
    `the live <main id="main"> landmark of ${route}`,
  );
}

/**
 * The page's next answer to `method` on `pathname` (a string matches exactly). Start waiting
 * before the action that sends the request.
 */
export function responseTo(
  page: Page,
  method: string,
  pathname: string | RegExp,
): Promise<Response> {
  return page.waitForResponse((response) => {
    const path = new URL(response.url()).pathname;
    const pathMatches = typeof pathname === 'string' ? path === pathname : pathname.test(path);
    return pathMatches && response.request().method() === method;
  });
}

/** Accepts the consent banner (spec §2: shown until the consent cookie exists). */
export async function acceptConsent(page: Page): Promise<void> {
  const banner = page.locator(sel.consentBanner);
  await expectVisible(banner, 'the consent banner');
  await banner.getByRole('button', { name: 'Accept', exact: true }).click();
  await expectHidden(banner, 'the consent banner after Accept');
}

/** Text of an HTML fragment: tags dropped, entities of the usual kinds decoded, spaces folded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The texts of the h2–h4 headings of an HTML fragment. */
export function htmlHeadings(html: string): string[] {
  return [...html.matchAll(/<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/gi)]
    .map((match) => htmlText(match[1] ?? ''))
    .filter(Boolean);
}

/** Text content of an element, spaces folded (for comparing with API text). */
export async function foldedText(locator: Locator): Promise<string> {
  return fold(await locator.innerText());
}

/** Polls until `locator`'s folded text (foldedText) is exactly `expected`; answers it. */
export function waitForText(what: string, locator: Locator, expected: string): Promise<string> {
  return waitFor(
    what,
    () => foldedText(locator),
    (text) => text === expected,
  );
}

/** A text as `foldedText` reads it: every run of white space (thin spaces too) one space. */
export function fold(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The .eml files of the outbox whose content includes `needle`. */
export async function outboxMailsContaining(dataDir: string, needle: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(outbox);
  } catch {
    return [];
  }
  const mails: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const content = await readFile(path.join(outbox, name), 'utf8');
    if (content.includes(needle)) mails.push(content);
  }
  return mails;
}
