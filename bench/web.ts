/**
 * `npm run bench:web` (issue 14 item 8): the storefront as `npm start` serves it (built, on the
 * embedded demo shop), measured by Lighthouse with the system Chromium, as a phone on a slow
 * 4G network with a 4× slower CPU (Lighthouse's mobile defaults), on the shop's public pages in
 * English and Arabic. Prints one table. See README.md beside this file.
 *
 *   BENCH_WEB_RUNS   runs per page, the median reported (default 1; 3 steadies the figures)
 *   BENCH_WEB_PAGES  comma-separated paths instead of the default five
 *   BENCH_WEB_SHIFTS 1 prints, per run, the elements Lighthouse saw shift and their scores
 *   BENCH_WEB_AUDITS 1 prints, per run, the audits that lost points outside performance
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromiumOrExit } from '../scripts/ensure-chromium.mjs';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags';
import { startApp } from '../e2e/support/server';

const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1) || 1);
const pages = (process.env.BENCH_WEB_PAGES ?? '/,/menu,/food-combos,/cart,/about')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const languages = ['en', 'ae'] as const;
const printShifts = process.env.BENCH_WEB_SHIFTS === '1';
const printAudits = process.env.BENCH_WEB_AUDITS === '1';

interface Row {
  page: string;
  language: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

type Measured = Omit<Row, 'page' | 'language'>;

/**
 * Lighthouse's own advice for a trace it lost ("Please run Lighthouse again"): on a busy shared
 * machine Chromium sometimes records no navigation start. Such a run measured nothing, so it is
 * run again (at most twice more); any other failure stops the bench.
 */
const LOST_TRACE = /NO_NAVSTART|NO_FCP_|NO_TRACING_STARTED/;

/** One Lighthouse run in a fresh Chromium: a first visit, nothing cached. */
async function measureOnce(chromePath: string, url: string): Promise<Measured> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    return await lighthouseRun(chrome.port, url);
  } finally {
    chrome.kill();
  }
}

async function measure(chromePath: string, url: string): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(chromePath, url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !LOST_TRACE.test(error.message)) throw error;
      process.stdout.write(' (trace lost, run again)');
    }
  }
}

async function lighthouseRun(port: number, url: string): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (printShifts) printLayoutShifts(url, audits['layout-shifts']?.details);
  if (printAudits) printLostAudits(url, result.lhr);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferredKb: value('total-byte-weight') / 1024,
  };
}

/** Why accessibility, best practices or SEO is below 100: each audit that lost points. */
function printLostAudits(
  url: string,
  lhr: { categories: Record<string, Category>; audits: Record<string, Audit> },
) {
  process.stdout.write(`\n    audits below full marks on ${url}:\n`);
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      process.stdout.write(`      ${id}: ${audit.id} (${audit.score}) ${audit.title}\n`);
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 5)) {
        process.stdout.write(`        ${JSON.stringify(item).slice(0, 300)}\n`);
      }
    }
  }
}

interface Category {
  auditRefs: Array<{ id: string; weight: number }>;
}
interface Audit {
  id: string;
  title: string;
  score: number | null;
  details?: unknown;
}

/** What moved, to find a CLS's source: Lighthouse's layout-shifts audit, one line per shift. */
function printLayoutShifts(url: string, details: unknown) {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  process.stdout.write(`\n    shifts on ${url}: ${items.length}\n`);
  for (const item of items) {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const score = Number(item.score ?? 0).toFixed(3);
    process.stdout.write(`      ${score}  ${node?.selector ?? '?'}  ${node?.snippet ?? ''}\n`);
    const causes = (item.subItems as { items?: Array<{ extra?: { value?: unknown } }> })?.items;
    for (const cause of causes ?? []) {
      process.stdout.write(`             cause: ${JSON.stringify(cause.extra?.value ?? cause)}\n`);
    }
  }
}

function printTable(rows: Row[]) {
  const header = [
    'page',
    'lang',
    'perf',
    'LCP (s)',
    'FCP (s)',
    'TBT (ms)',
    'CLS',
    'KB',
    'a11y',
    'best pr.',
    'SEO',
  ];
  const lines = rows.map((row) => [
    row.page,
    row.language,
    String(row.performance),
    (row.lcpMs / 1000).toFixed(1),
    (row.fcpMs / 1000).toFixed(1),
    String(Math.round(row.tbtMs)),
    row.cls.toFixed(3),
    String(Math.round(row.transferredKb)),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  // Page and language left-aligned, figures right-aligned.
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  process.stdout.write(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

async function main(): Promise<number> {
  const chromePath = await ensureChromiumOrExit();
  process.stdout.write(
    `Bench (web): Lighthouse mobile (simulated slow 4G, 4× CPU), ${runs} run(s) per page, ` +
      `the storefront as npm start serves it...\n`,
  );
  const app = await startApp({ withWeb: true, logName: 'bench-web' });
  try {
    const rows: Row[] = [];
    for (const page of pages) {
      for (const language of languages) {
        const url = `${app.baseUrl}${page}${language === 'en' ? '' : `?lang=${language}`}`;
        process.stdout.write(`  ${page} (${language})...`);
        const results: Measured[] = [];
        for (let run = 0; run < runs; run++) results.push(await measure(chromePath, url));
        const pick = (key: keyof Measured) => median(results.map((result) => result[key]));
        rows.push({
          page,
          language,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcpMs: pick('lcpMs'),
          fcpMs: pick('fcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          transferredKb: pick('transferredKb'),
        });
        process.stdout.write(' done\n');
      }
    }
    printTable(rows);
    return 0;
  } finally {
    await app.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `Bench (web) failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
