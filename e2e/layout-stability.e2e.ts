import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectVisible, sel, visit } from './support/app';
import { viewports } from './support/browser';
import { useJourney } from './support/journey';

const { baseUrl, newPage } = useJourney();

interface Shift {
  value: number;
  moved: string[];
}

/**
 * Records every layout shift the page makes without the customer's input (what Lighthouse
 * sums as CLS), with the elements that moved, from before the page's first script.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node | null }>;
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) =>
            source.node instanceof Element
              ? source.node.outerHTML.slice(0, 100)
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once two frames have been drawn (a shift is reported after its frame). */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: Shift[] }).layoutShifts),
          ),
        );
      }),
  );
}

/**
 * Holds the answers of one API call until released, so a test decides which of a page's parts
 * lands first (on a phone network they arrive in any order).
 */
async function holdAnswers(page: Page, path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      held += 1;
      await gate;
      await route.continue();
    },
  );
  return { release, held: () => held };
}

const menuParts = [
  { late: '/api/home', first: '/api/products', what: 'the category chips' },
  { late: '/api/products', first: '/api/home', what: 'the dishes' },
] as const;

describe('the menu holds still while it loads (issue 14 item 1: CLS)', () => {
  for (const { late, first, what } of menuParts) {
    for (const [language, viewport] of [
      ['en', viewports.phone],
      ['ae', viewports.desktop],
    ] as const) {
      test(`${what} arriving last move nothing already drawn (${language}, ${viewport.width} px)`, async () => {
        const { page } = await newPage({ baseUrl, viewport });
        await recordShifts(page);
        const held = await holdAnswers(page, late);
        const firstAnswer = page.waitForResponse((response) => {
          return new URL(response.url()).pathname === first;
        });
        // A menu page the browser draws itself: the first one arrives drawn by the server
        // (decision 072), with no call to hold.
        await visit(page, `/menu?page=1${language === 'en' ? '' : `&lang=${language}`}`);
        // The other part has landed and been drawn while this one is held.
        await firstAnswer;
        await expect.poll(held.held, { timeout: 15_000 }).toBeGreaterThan(0);
        await shiftsSoFar(page);
        held.release();
        await expectVisible(page.locator(sel.productCard).first(), 'the first dish card');
        await expectVisible(page.locator('.category-chips'), 'the category chips');
        const shifts = await shiftsSoFar(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
      });
    }
  }

  for (const [language, viewport] of [
    ['en', viewports.phone],
    ['ae', viewports.desktop],
  ] as const) {
    test(`the server-drawn menu holds still while the storefront takes it over (${language}, ${viewport.width} px)`, async () => {
      const { page } = await newPage({ baseUrl, viewport });
      await recordShifts(page);
      await visit(page, `/menu?lang=${language}`);
      const shifts = await shiftsSoFar(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
    });
  }
});
