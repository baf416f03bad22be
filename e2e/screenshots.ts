/**
 * `npm run screenshots`: full-page PNGs of home, menu and contact, at 390 and 1280 px wide, in
 * English and Arabic, into docs/screenshots/<page>-<lang>-<width>.png, and of the back office
 * (issue 7) at 1280 px in English and Arabic into docs/screenshots/admin-<page>-<lang>.png. The
 * storefront is built first by the npm script; the app is started as the browser tests start it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN } from './support/admin';
import { loginViaApi, registerViaApi } from './support/accounts';
import { launchBrowser } from './support/browser';
import { apiAs } from './support/cart';
import { fillCartViaApi } from './support/checkout';
import { repoRoot, startApp } from './support/server';

const outDir = path.join(repoRoot, 'docs', 'screenshots');
const pages = [
  { name: 'home', route: '/' },
  { name: 'menu', route: '/menu' },
  { name: 'contact', route: '/contact-us' },
] as const;
const languages = ['en', 'ae'] as const;
const widths = [390, 1280] as const;

/** Waits until the page is quiet: network idle, fonts loaded, every image decoded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold load only when scrolled to: bring each into view first.
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
  // Let transitions (toasts, fades) finish.
  await page.waitForTimeout(500);
}

/**
 * A fresh context at `width` that opens `route` as a visitor would: accepts the consent banner,
 * then picks the language with the switcher (spec §1: the choice is kept in local storage for the
 * next pages). Collects the page's errors and console errors into `problems`.
 */
async function openAs(
  browser: Browser,
  baseUrl: string,
  { width, route, language }: { width: number; route: string; language: string },
) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 600 ? 844 : 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
  });
  const problems: string[] = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  await page.goto(route);
  await page.locator('main#main').waitFor();
  const banner = page.locator('[data-testid="consent-banner"]');
  await banner.getByRole('button', { name: 'Accept', exact: true }).click();
  await banner.waitFor({ state: 'hidden' });
  await page.locator('select[data-testid="language-switcher"]').selectOption(language);
  return { context, page, problems };
}

/** Opens each route, waits for `ready` and the page to settle, and writes its full-page PNG. */
async function shootEach(
  page: Page,
  shots: readonly { route: string; file: string }[],
  ready: string,
): Promise<string[]> {
  const files: string[] = [];
  for (const { route, file } of shots) {
    await page.goto(route);
    await page.locator(ready).waitFor();
    await settle(page);
    await page.screenshot({ path: file, fullPage: true });
    files.push(path.relative(repoRoot, file));
  }
  return files;
}

async function shoot(browser: Browser, baseUrl: string, language: string, width: number) {
  const { context, page, problems } = await openAs(browser, baseUrl, {
    width,
    route: '/',
    language,
  });
  const shots = pages.map(({ name, route }) => ({
    route,
    file: path.join(outDir, `${name}-${language}-${width}.png`),
  }));
  const files = await shootEach(page, shots, 'main#main');
  await context.close();
  return { files, problems };
}

/** Back-office pages to show; `:order` is an order placed and paid for the pictures. */
const adminPages = [
  { name: 'overview', route: '/admin/overview' },
  { name: 'orders', route: '/admin/orders' },
  { name: 'order', route: '/admin/orders/:order' },
  { name: 'items', route: '/admin/catalog/items' },
  { name: 'combo', route: '/admin/catalog/combos/1' },
  { name: 'companies', route: '/admin/places/companies' },
  { name: 'page-editor', route: '/admin/content/pages/1' },
  { name: 'settings', route: '/admin/content/settings' },
] as const;

/** A customer's paid order (through the sandbox provider), so the orders pages are not empty. */
async function placePaidOrder(baseUrl: string): Promise<number> {
  const account = {
    name: 'Layla Haddad',
    email: `layla-${Date.now()}@example.com`,
    password: 'screenshots-1',
  };
  await registerViaApi(baseUrl, account);
  const token = await loginViaApi(baseUrl, account);
  await fillCartViaApi(baseUrl, token);
  const checkout = await apiAs<{ paymentLink: string; order_id: number }>(baseUrl, '/checkout', {
    token,
    body: { language: 'en' },
  });
  await fetch(`${baseUrl}${new URL(checkout.paymentLink).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  return checkout.order_id;
}

async function shootBackOffice(browser: Browser, baseUrl: string, language: string, order: number) {
  const { context, page, problems } = await openAs(browser, baseUrl, {
    width: 1280,
    route: '/login',
    language,
  });
  await page.locator('input[name="email"]').fill(DEMO_ADMIN.email);
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
  await page.locator('form:has([name="password"]) [type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  const shots = adminPages.map(({ name, route }) => ({
    route: route.replace(':order', String(order)),
    file: path.join(outDir, `admin-${name}-${language}.png`),
  }));
  const files = await shootEach(page, shots, 'main#admin-main h1');
  await context.close();
  return { files, problems };
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const app = await startApp({ withWeb: true, logName: 'screenshots' });
  let browser: Browser | undefined;
  let failed = false;
  try {
    browser = await launchBrowser();
    for (const language of languages) {
      for (const width of widths) {
        const { files, problems } = await shoot(browser, app.baseUrl, language, width);
        for (const file of files) process.stdout.write(`  ${file}\n`);
        for (const problem of problems)
          process.stderr.write(`  ${language} ${width}: ${problem}\n`);
        if (problems.length) failed = true;
      }
    }
    const order = await placePaidOrder(app.baseUrl);
    for (const language of languages) {
      const { files, problems } = await shootBackOffice(browser, app.baseUrl, language, order);
      for (const file of files) process.stdout.write(`  ${file}\n`);
      for (const problem of problems) process.stderr.write(`  admin ${language}: ${problem}\n`);
      if (problems.length) failed = true;
    }
  } finally {
    await browser?.close();
    await app.stop();
  }
  if (failed) {
    process.stderr.write('Screenshots taken, but the pages logged errors (above).\n');
    process.exitCode = 1;
  }
}

await main();
