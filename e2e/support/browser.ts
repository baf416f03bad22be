import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium-flags';

/** The system Chromium (scripts/ensure-chromium.mjs installs it); never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface PageOptions {
  baseUrl: string;
  viewport?: { width: number; height: number };
  locale?: string;
  /** The storefront's service worker runs only where a test is about it (offline). */
  serviceWorkers?: 'allow' | 'block';
  /** Console errors the test expects (e.g. a 4xx it provokes on purpose). */
  allowConsoleErrors?: RegExp[];
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far. */
  errors: string[];
  /** Fails when the page threw or logged an error; also run automatically when the test ends. */
  expectNoErrors(): void;
}

/**
 * A fresh context (no cookies, no storage) and page on the app. Uncaught page errors and
 * console errors are collected and fail the test when it ends (CONVENTIONS: a test that logs an
 * unexpected console.error fails); the context is closed then too.
 */
export async function openPage(browser: Browser, options: PageOptions): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    viewport: options.viewport ?? viewports.desktop,
    locale: options.locale ?? 'en-US',
    // The app honours reduced motion by cutting transitions short; without it axe could measure
    // a button's colours halfway through a hover transition and report a contrast that no
    // shopper sees once it settles.
    reducedMotion: 'reduce',
    // Elsewhere its copies would hide what the server answers now (and its own fetches would
    // escape the routing below).
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = options.allowConsoleErrors ?? [];

  page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  // Anything addressed off this machine is a bug (DESIGN: no image URL points off the machine).
  const origin = new URL(options.baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin && !url.protocol.startsWith('data') && url.protocol !== 'blob:',
    async (route) => {
      errors.push(`request off the machine: ${route.request().url()}`);
      await route.abort();
    },
  );

  let checked = false;
  const expectNoErrors = () => {
    checked = true;
    expect(errors, 'page errors or console errors').toEqual([]);
  };
  onTestFinished(async ({ task }) => {
    await context.close();
    if (!checked && task.result?.state !== 'fail') expectNoErrors();
  });

  return { context, page, errors, expectNoErrors };
}

/**
 * Runs axe on the current page and fails on any violation of impact serious or critical,
 * naming each rule, the elements and the help text.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}`)
        .join('\n');
      const more =
        violation.nodes.length > 5 ? `\n      …and ${violation.nodes.length - 5} more` : '';
      return (
        `  ${violation.id} (${violation.impact}): ${violation.help}\n` +
        `    ${violation.helpUrl}\n${targets}${more}`
      );
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${label} (${page.url()}):\n${report}`);
}

/**
 * Chromium for one test file: launched before its tests, closed after them. Answers `newPage`,
 * which opens a page in a fresh context of it (openPage).
 */
export function useBrowser(): (options: PageOptions) => Promise<PageSession> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (options) => {
    if (!browser) throw new Error('useBrowser: the browser is not launched yet');
    return openPage(browser, options);
  };
}
