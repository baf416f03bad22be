/**
 * `npm run screenshots`: full-page PNGs of home, menu and contact, at 390 and 1280 px wide, in
 * English and Arabic, into docs/screenshots/<page>-<lang>-<width>.png. The storefront is built
 * first by the npm script; the app is started as the browser tests start it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
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

async function shoot(browser: Browser, baseUrl: string, language: string, width: number) {
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
  // As a visitor would: accept the consent banner, then pick the language with the switcher
  // (spec §1: the choice is kept in local storage for the next pages).
  await page.goto('/');
  await page.locator('main#main').waitFor();
  const banner = page.locator('[data-testid="consent-banner"]');
  await banner.getByRole('button', { name: 'Accept', exact: true }).click();
  await banner.waitFor({ state: 'hidden' });
  await page.locator('select[data-testid="language-switcher"]').selectOption(language);

  const files: string[] = [];
  for (const { name, route } of pages) {
    await page.goto(route);
    await page.locator('main#main').waitFor();
    await settle(page);
    const file = path.join(outDir, `${name}-${language}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(path.relative(repoRoot, file));
  }
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
