import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type Account, expectPath, pathOf, registerNewAccount } from './support/accounts';
import { DEMO_ADMIN } from './support/admin';
import { acceptConsent, expectVisible, sel, visit, waitFor } from './support/app';
import { expectAccessible } from './support/browser';
import { signInThroughLoginPage, submitLogin } from './support/checkout';
import { useJourney } from './support/journey';
import { webDistDir } from './support/server';

const { baseUrl, newPage } = useJourney();

/** The back office's texts these journeys read (features/admin/shell/texts.ts; admin_only). */
const texts = {
  en: {
    notAllowed: 'Operators only',
    adminOnly: 'This area is for the shop’s operators.',
    navigation: 'Back office sections',
  },
  ae: { notAllowed: 'للمشغلين فقط', adminOnly: 'هذا القسم مخصص لمشغلي المتجر.' },
} as const;

/** The back office's main landmark (its layout's, not the storefront's main#main). */
const adminMain = 'main#admin-main';

/** Where the back office's code lives in the build: a source file under features/admin/. */
const ADMIN_SOURCE = /(^|\/)src\/features\/admin\//;
/** The rich-text editor only the back office uses (content pages). */
const EDITOR_SOURCE = /node_modules\/(@tiptap|prosemirror-)/;

interface BuiltChunk {
  file: string;
  sources: string[];
}

/**
 * The built storefront's JavaScript chunks with the source files each holds, read from the
 * source maps the build writes beside them (vite.config.ts `sourcemap: true`): which file is the
 * back office does not depend on how Vite names or splits chunks.
 */
async function builtChunks(): Promise<BuiltChunk[]> {
  const assets = path.join(webDistDir, 'assets');
  const maps = (await readdir(assets)).filter((name) => name.endsWith('.js.map'));
  return Promise.all(
    maps.map(async (name) => {
      const map = JSON.parse(await readFile(path.join(assets, name), 'utf8')) as {
        sources?: string[];
      };
      return { file: name.replace(/\.map$/, ''), sources: map.sources ?? [] };
    }),
  );
}

/** Records the file name of every script and stylesheet the page loads from /assets/. */
function recordAssets(page: Page): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/assets/')) return;
    const file = path.posix.basename(pathname);
    // Module preloads and lazy imports count too, whatever resource type Chromium gives them.
    if (file.endsWith('.js')) scripts.add(file);
    if (file.endsWith('.css')) styles.add(file);
  });
  return { scripts, styles };
}

async function newCustomer(): Promise<Account> {
  return (await registerNewAccount(baseUrl, 'Access Customer', 'access')).account;
}

describe('back office: who gets in', () => {
  test('a guest opening /admin signs in on /login as the demo operator and comes back to the back office', async () => {
    const { page } = await newPage({ baseUrl });
    const assets = recordAssets(page);

    await page.goto('/admin');
    await expectPath(page, '/login');
    await expectVisible(page.locator(sel.main), 'the login page');
    await acceptConsent(page);
    await expectAccessible(page, '/login on the way to /admin');

    await submitLogin(page, { name: 'Sufra Operator', ...DEMO_ADMIN });
    await waitFor(
      'the way back to /admin after signing in',
      () => pathOf(page),
      (pathname) => pathname === '/admin' || pathname.startsWith('/admin/'),
    );
    await expectVisible(page.locator(adminMain), 'the back office’s main landmark');
    await expectVisible(
      page.getByRole('navigation', { name: texts.en.navigation, exact: true }),
      'the back office’s side navigation',
    );
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the start page’s heading');
    await expectAccessible(page, 'the back office’s start page');

    // The control of the download test below: the operator did load the back office's chunk,
    // so "not requested" there means something.
    const chunks = await builtChunks();
    const adminApp = chunks.find((chunk) =>
      chunk.sources.some((source) => source.endsWith('features/admin/admin-app.tsx')),
    );
    expect(adminApp, 'a built chunk holding features/admin/admin-app.tsx').toBeDefined();
    expect([...assets.scripts]).toContain(adminApp?.file);
  });

  test('a customer opening /admin is told it is for operators, in their language, and sees no back office', async () => {
    const customer = await newCustomer();
    const { page } = await newPage({ baseUrl });
    await signInThroughLoginPage(page, customer);

    await visit(page, '/admin');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: texts.en.notAllowed, exact: true }),
      'the "Operators only" heading',
    );
    await expectVisible(page.getByText(texts.en.adminOnly, { exact: true }), 'the admin_only text');
    expect(await page.locator(adminMain).count(), 'the back office’s layout').toBe(0);
    expect(
      await page.getByRole('navigation', { name: texts.en.navigation, exact: true }).count(),
    ).toBe(0);
    expect(pathOf(page), 'the customer stays on /admin (no redirect loop)').toBe('/admin');
    await expectAccessible(page, '/admin as a customer');

    // "Back to the shop" leads out.
    await page.getByRole('link', { name: 'Back to the shop', exact: true }).click();
    await expectPath(page, '/');

    // A customer who reads the shop in Arabic is told in Arabic, right to left (DESIGN §7).
    await page.locator(sel.languageSwitcher).selectOption('ae');
    await visit(page, '/admin');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: texts.ae.notAllowed, exact: true }),
      'the Arabic "Operators only" heading',
    );
    await expectVisible(
      page.getByText(texts.ae.adminOnly, { exact: true }),
      'admin_only in Arabic',
    );
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator(adminMain).count(), 'the back office’s layout').toBe(0);
    await expectAccessible(page, '/admin as a customer, in Arabic');
  });

  test('customers browsing home, menu, combos, cart and dashboard never download the back office', async () => {
    const chunks = await builtChunks();
    const adminChunks = new Set(
      chunks
        .filter((chunk) =>
          chunk.sources.some((source) => ADMIN_SOURCE.test(source) || EDITOR_SOURCE.test(source)),
        )
        .map((chunk) => chunk.file),
    );
    expect(adminChunks.size, 'chunks of the back office found in the build').toBeGreaterThan(0);

    const customer = await newCustomer();
    const { page } = await newPage({ baseUrl });
    const assets = recordAssets(page);

    // Each page settles (its lazy chunks and data loaded) before the next: as a guest, then
    // signed in.
    const browse = async (route: string) => {
      await visit(page, route);
      await page.waitForLoadState('networkidle');
    };
    for (const route of ['/', '/menu', '/food-combos', '/cart']) await browse(route);
    await acceptConsent(page);
    await visit(page, '/login');
    await submitLogin(page, customer);
    for (const route of ['/', '/menu', '/food-combos', '/cart', '/dashboard']) {
      await browse(route);
    }

    expect(assets.scripts.size, 'scripts the storefront loaded').toBeGreaterThan(0);
    const downloaded = [...assets.scripts].filter((file) => adminChunks.has(file));
    expect(downloaded, 'back-office chunks a customer downloaded').toEqual([]);
    // Its stylesheet neither: the back office's layout block (`.admin__…`) stays out.
    for (const file of assets.styles) {
      const css = await readFile(path.join(webDistDir, 'assets', file), 'utf8');
      expect(css, `${file} holds back-office styles`).not.toMatch(/\.admin__/);
    }
  });
});
