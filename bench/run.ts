/**
 * `npm run bench` (DESIGN §8): the API under load, each figure beside a bare Fastify route
 * measured in the same run on the same machine, as a ratio. See README.md beside this file.
 *
 *   BENCH_DURATION     seconds per route (default 10)
 *   BENCH_WARMUP       seconds of warm-up per route (default 3)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_DATABASE_URL a PostgreSQL server (an admin URL): the apps run on fresh databases made
 *                      there, dropped afterwards, instead of the embedded database
 *   BENCH_ONLY         only the rows whose name contains this text (plus the bare baseline)
 *   BENCH_PROFILE_DIR  write a CPU profile of each app process there (node --cpu-prof)
 *   BENCH_MEMORY_SECONDS seconds of mixed load for the memory row (default 300, issue 13 item 5)
 *
 * The search routes run against a second app whose embedded database holds the demo shop plus
 * 10,000 generated items named in five languages (seed-large-catalog.ts): search has to stay
 * fast on a large catalog (issue 6). One of them varies the text on every request so the
 * catalog cache never answers: that row is the database's cost, not the cache's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { databaseUrl, withPgClient } from '../apps/api/test/helpers/postgres';
import { startApp, type RunningApp } from '../e2e/support/server';
import { seedLargeCatalog } from './seed-large-catalog';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}

const duration = numberFromEnv('BENCH_DURATION', 10);
const warmup = numberFromEnv('BENCH_WARMUP', 3);
const connections = Math.round(numberFromEnv('BENCH_CONNECTIONS', 50));
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
const memorySeconds = numberFromEnv('BENCH_MEMORY_SECONDS', 300);
/** The memory row's own warm-up: caches fill, pools open, V8 sizes its heap to the load's pace. */
const MEMORY_WARMUP_SECONDS = 60;
/** Issue 13 item 5: RSS after the mixed load within 20 % of RSS after the warm-up. */
const MEMORY_GROWTH_LIMIT = 0.2;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The bare route: the baseline for the ratios. */
  bare?: boolean;
  /** Measured against the app with the 10,000-item catalog. */
  large?: boolean;
  /** A different path on every request (defeats the catalog cache). */
  varyPath?: () => string;
  /**
   * Fewer connections than BENCH_CONNECTIONS: the embedded database runs one query at a time,
   * so more connections only lengthen its queue (and the latency), never the throughput.
   */
  connections?: number;
  /**
   * Each connection is a customer of its own (a guest cart): add-to-cart then the cart, in a
   * loop, on the demo shop's menu items in turn.
   */
  cart?: boolean;
  /**
   * Each connection is a signed-in customer of its own: a combo added to the cart (an order
   * needs one), then checkout up to the payment link, in a loop (issue 13 item 2: checkouts per
   * second are half the row's req/s).
   */
  checkout?: boolean;
  /**
   * A cached answer: measured beside the bare server sending the very same bytes from memory,
   * the ceiling the route is compared with (issue 13).
   */
  sameBytes?: boolean;
  /**
   * Issue 13 item 5: customers browsing, filling carts and searching at once for
   * BENCH_MEMORY_SECONDS, the app's resident memory read after a warm-up and at the end.
   */
  mixed?: boolean;
  /** A load on the same app during the measured seconds (not measured itself). */
  alongside?: Target;
}

/** Menu items the cart rows add, read from the menu before the load. */
let cartProducts: number[] = [];
/** The checkout row's customers' bearer tokens, one per connection (signedInCustomers). */
let customerTokens: string[] = [];
/** The combo every checkout turn orders (spec: an order holds a combo), with valid picks. */
let checkoutCombo: { combo_id: number; combo_items: string } | undefined;

const LARGE_CATALOG_ITEMS = 10_000;

// Parts of words of the generated names (seed-large-catalog.ts) and the demo shop's.
const searchTexts = ['chick', 'lamb', 'grill', 'spic', 'bowl', 'wrap', 'salad', 'shrimp', 'mush'];
const searchLanguages = ['en', 'fr', 'de', 'ae', 'ka'];
let searchCounter = 0;
/** Never the same text, language and limit twice in a run, so each answer is computed. */
function coldSearchPath(): string {
  const n = searchCounter++;
  const q = searchTexts[n % searchTexts.length] ?? 'chick';
  const language = searchLanguages[Math.floor(n / searchTexts.length) % searchLanguages.length];
  const limit = 1 + (Math.floor(n / (searchTexts.length * searchLanguages.length)) % 100);
  return `/api/search?q=${q}&language=${language}&limit=${limit}`;
}

const allTargets: Target[] = [
  { name: 'bare GET /bare', method: 'GET', path: '/bare', bare: true },
  {
    name: 'POST /api/products (page 1)',
    method: 'POST',
    path: '/api/products',
    body: { page: 1, limit: 12, language: 'en' },
    sameBytes: true,
  },
  {
    name: 'POST /api/products (page 2, special)',
    method: 'POST',
    path: '/api/products',
    body: { page: 2, limit: 12, language: 'en', isSpecial: 1 },
    sameBytes: true,
  },
  {
    name: 'GET /api/home?language=en',
    method: 'GET',
    path: '/api/home?language=en',
    sameBytes: true,
  },
  {
    name: '50 customers: add-to-cart + cart, in a loop',
    method: 'POST',
    path: '/api/cart',
    // The check before the load: an empty guest cart.
    body: { language: 'en', cookie_id: randomUUID().replace(/-/g, '') },
    cart: true,
  },
  {
    name: '50 signed-in customers: a combo to the cart + checkout, in a loop',
    method: 'POST',
    path: '/api/cart',
    // The check before the load: the first customer's (empty) cart.
    body: { language: 'en' },
    checkout: true,
  },
  {
    name: `mixed load for ${memorySeconds} s: home, menu pages, cart loop, varied search`,
    method: 'GET',
    path: '/api/home?language=en',
    mixed: true,
  },
  {
    name: `GET /api/search?q=chick (${LARGE_CATALOG_ITEMS / 1000}k items)`,
    method: 'GET',
    path: '/api/search?q=chick&language=en',
    large: true,
    sameBytes: true,
  },
  {
    name: `GET /api/search, text varied, cache-cold, 10 conns (${LARGE_CATALOG_ITEMS / 1000}k items)`,
    method: 'GET',
    path: '/api/search?q=chick&language=en',
    large: true,
    varyPath: coldSearchPath,
    connections: 10,
  },
  {
    // Issue 13 item 4: the other customers' pages stay quick while the database searches.
    name: `GET /api/home?language=en while that search runs at 10 conns (${LARGE_CATALOG_ITEMS / 1000}k items)`,
    method: 'GET',
    path: '/api/home?language=en',
    large: true,
    alongside: {
      name: 'varied search',
      method: 'GET',
      path: '/api/search?q=chick&language=en',
      varyPath: coldSearchPath,
      connections: 10,
    },
  },
];

/** BENCH_ONLY: the rows whose name contains this text (and the bare baseline), for profiling one. */
const only = process.env.BENCH_ONLY?.toLowerCase();
const targets = only
  ? allTargets.filter((target) => target.bare || target.name.toLowerCase().includes(only))
  : allTargets;

interface Row {
  name: string;
  /** The req/s of the bare route this row is compared with (the small JSON one if absent). */
  ceiling?: number;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
}

/** Starts bench/bare-server.ts in its own process, as the app runs in its own. */
async function startBare(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the bare server did not start')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) {
        clearTimeout(timer);
        resolve(line.trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare server stopped (exit ${code})`));
    });
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

function load(url: string, target: Target, seconds: number, conns: number) {
  return autocannon({
    url,
    method: target.method,
    connections: conns,
    duration: seconds,
    // A request that takes longer than this counts as a timeout (an error), not a hang.
    timeout: 10,
    headers: {
      ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
      // Customers' browsers accept compressed answers: the cart rows pay for compressing them
      // (issue 14 item 2). Cached rows are compared with the same uncompressed bytes.
      ...(target.cart || target.mixed || target.checkout
        ? { 'accept-encoding': 'gzip, deflate, br' }
        : {}),
      ...(target.checkout ? { authorization: `Bearer ${customerTokens[0]}` } : {}),
    },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    ...(target.cart ? { requests: cartRequests() } : {}),
    ...(target.mixed ? { requests: mixedRequests() } : {}),
    ...(target.checkout ? { requests: checkoutRequests() } : {}),
    ...(target.varyPath
      ? {
          requests: [
            {
              method: target.method,
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: target.varyPath?.() ?? target.path,
              }),
            },
          ],
        }
      : {}),
  });
}

interface CustomerContext {
  cookie?: string;
  added?: number;
}

/**
 * How many add-to-cart + cart turns one guest takes before the connection's next guest arrives.
 * autocannon starts each pass over its request list with a fresh context, so the list holds this
 * many turns: with one turn per pass, every add would have been a new guest with a new cart
 * (thousands of one-line carts in a run, not 50 customers filling theirs). 200 turns keep a
 * cart's quantities far below CART_MAX_QUANTITY over the menu's 12 items.
 */
const TURNS_PER_GUEST = 200;

/** A guest's cart: its own cookie_id per connection, the next menu item on every add. */
function cartRequests(): autocannon.Request[] {
  return Array.from({ length: TURNS_PER_GUEST }, guestTurn).flat();
}

function guestTurn(): autocannon.Request[] {
  const owner = (context: CustomerContext) => (context.cookie ??= randomUUID().replace(/-/g, ''));
  return [
    {
      method: 'POST',
      path: '/api/add-to-cart',
      setupRequest: (request: autocannon.Request, context: CustomerContext) => {
        const added = (context.added = (context.added ?? 0) + 1);
        const product = cartProducts[added % cartProducts.length];
        return {
          ...request,
          body: JSON.stringify({
            language: 'en',
            cookie_id: owner(context),
            product_id: product,
            quantity: 1,
          }),
        };
      },
    },
    {
      method: 'POST',
      path: '/api/cart',
      setupRequest: (request: autocannon.Request, context: CustomerContext) => ({
        ...request,
        body: JSON.stringify({ language: 'en', cookie_id: owner(context) }),
      }),
    },
  ] as autocannon.Request[];
}

const json = { 'content-type': 'application/json' };

interface SignedInContext {
  token?: string;
}

/**
 * A signed-in customer per connection (its own cart): a combo with its picks to the cart, then
 * checkout up to the payment link, which turns the cart into an order and empties it for the
 * next turn.
 */
function checkoutRequests(): autocannon.Request[] {
  let next = 0;
  const signedIn = (context: SignedInContext) => ({
    ...json,
    'accept-encoding': 'gzip, deflate, br',
    authorization: `Bearer ${(context.token ??= customerTokens[next++ % customerTokens.length])}`,
  });
  return [
    {
      method: 'POST',
      path: '/api/add-to-cart',
      setupRequest: (request: autocannon.Request, context: SignedInContext) => ({
        ...request,
        headers: signedIn(context),
        body: JSON.stringify({ language: 'en', ...checkoutCombo }),
      }),
    },
    {
      method: 'POST',
      path: '/api/checkout',
      setupRequest: (request: autocannon.Request, context: SignedInContext) => ({
        ...request,
        headers: signedIn(context),
        body: JSON.stringify({ language: 'en' }),
      }),
    },
  ] as autocannon.Request[];
}

/** An answer's responseData; throws with the answer when the call failed. */
async function responseData<T>(response: Promise<Response>, what: string): Promise<T> {
  const answer = await response;
  const body = (await answer.json()) as { responseData?: T };
  if (!answer.ok || body.responseData === undefined) {
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(body)}`);
  }
  return body.responseData;
}

/**
 * `count` office workers registered and signed in through the API, as the storefront does it:
 * the demo shop's first country, city and building that has a company (spec §7 register).
 */
async function signedInCustomers(baseUrl: string, count: number): Promise<string[]> {
  const call = (route: string, body?: unknown) =>
    fetch(`${baseUrl}/api${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: json,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  type Named = { id: number };
  let place: Record<string, number> | undefined;
  const countries = await responseData<Named[]>(call('/countries?language=en'), 'countries');
  search: for (const country of countries) {
    const cities = await responseData<Named[]>(call(`/city/${country.id}?language=en`), 'cities');
    for (const city of cities) {
      const at = { country_id: country.id, city_id: city.id };
      const { buildings } = await responseData<{ buildings: Named[] }>(
        call('/buildings?language=en', at),
        'buildings',
      );
      for (const building of buildings) {
        const { companies } = await responseData<{ companies: Named[] }>(
          call('/companies', { ...at, building_id: building.id, language: 'en' }),
          'companies',
        );
        if (companies[0]) {
          place = { ...at, building_id: building.id, company_id: companies[0].id };
          break search;
        }
      }
    }
  }
  if (!place) throw new Error('the demo shop has no company to register customers at');
  const run = randomBytes(4).toString('hex');
  const tokens: string[] = [];
  for (let n = 0; n < count; n++) {
    const email = `bench-${run}-${n}@example.com`;
    const password = `bench password ${run}`;
    await responseData(
      call('/register', {
        ...place,
        // Names take letters only: the customer's number spelled in letters (0 → a, 1 → b…).
        name: `Bench Customer ${String(n).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`,
        email,
        phone_number: '3600 12345',
        password,
        user_type: 1,
        is_wholesale: 0,
        language: 'en',
      }),
      'register',
    );
    const { token } = await responseData<{ token: string }>(
      call('/login', { email, password, language: 'en' }),
      'login',
    );
    tokens.push(token);
  }
  return tokens;
}

/** The menu's first combo and a valid set of picks for it (as the combo modal offers them). */
async function comboToOrder(baseUrl: string, token: string) {
  const { combos } = await responseData<{ combos: { data: { id: number }[] } }>(
    fetch(`${baseUrl}/api/combos?language=en&page=1&limit=12`),
    'combos',
  );
  const combo = combos.data[0];
  if (!combo) throw new Error('the demo shop has no combo to order');
  const { combo_items: steps } = await responseData<{
    combo_items: { qty: number; items: { id: number }[] }[];
  }>(
    fetch(`${baseUrl}/api/combo-items/${combo.id}?language=en`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    'combo items',
  );
  const picks: number[] = [];
  for (const step of steps) {
    const free = step.items.map((item) => item.id).filter((id) => !picks.includes(id));
    picks.push(...free.slice(0, step.qty));
  }
  return { combo_id: combo.id, combo_items: picks.join(',') };
}

/**
 * Issue 13 item 5: what a lunch rush asks, in turn on every connection: the home page, a menu
 * page (three pages, five languages), add-to-cart and the cart (a guest of its own), and a search
 * whose text varies (the catalog cache keeps filling and evicting).
 */
function mixedRequests(): autocannon.Request[] {
  let menuPage = 0;
  const [addToCart, readCart] = guestTurn();
  return [
    { method: 'GET', path: '/api/home?language=en' },
    {
      method: 'POST',
      path: '/api/products',
      headers: json,
      setupRequest: (request: autocannon.Request) => {
        const n = menuPage++;
        const language = searchLanguages[n % searchLanguages.length];
        return {
          ...request,
          body: JSON.stringify({ page: 1 + (n % 3), limit: 12, language }),
        };
      },
    },
    { ...addToCart, headers: json },
    { ...readCart, headers: json },
    {
      method: 'GET',
      path: '/api/search?q=chick&language=en',
      setupRequest: (request: autocannon.Request) => ({ ...request, path: coldSearchPath() }),
    },
  ] as autocannon.Request[];
}

/** The resident memory of a process, in bytes (Linux: /proc/<pid>/status). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface MemoryReading {
  /** Median RSS over the first minute of measured load (after the warm-up). */
  afterWarmup: number;
  /** Median RSS over the last minute. */
  atEnd: number;
  peak: number;
}

const RSS_SAMPLE_MS = 5_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The mixed-load row: a warm-up, then BENCH_MEMORY_SECONDS of load with the app's RSS read every
 * 5 s. Under load V8 sizes its heap to the allocation rate, so RSS swings by a fifth between
 * collections while the live heap stays level: the first and the last minute are each read as
 * the median of their samples, and growth is the one against the other.
 */
async function measureMemory(
  url: string,
  target: Target,
  pid: number,
): Promise<{ row: Row; memory: MemoryReading }> {
  process.stdout.write(`  ${target.name}: warming up ${MEMORY_WARMUP_SECONDS} s...`);
  await load(url, target, MEMORY_WARMUP_SECONDS, connections);
  process.stdout.write(` RSS ${megabytes(await residentBytes(pid))}; measuring...`);
  const started = Date.now();
  const samples: { at: number; bytes: number }[] = [];
  const sampler = setInterval(() => {
    residentBytes(pid).then(
      (bytes) => samples.push({ at: Date.now() - started, bytes }),
      () => undefined,
    );
  }, RSS_SAMPLE_MS);
  let result: autocannon.Result;
  try {
    result = await load(url, target, memorySeconds, connections);
  } finally {
    clearInterval(sampler);
  }
  const windowMs = Math.min(60, memorySeconds / 2) * 1000;
  const total = memorySeconds * 1000;
  const bytesWithin = (from: number, to: number) =>
    samples.filter((sample) => sample.at >= from && sample.at <= to).map((sample) => sample.bytes);
  const memory = {
    afterWarmup: median(bytesWithin(0, windowMs)),
    atEnd: median(bytesWithin(total - windowMs, total)),
    peak: Math.max(0, ...samples.map((sample) => sample.bytes)),
  };
  process.stdout.write(` RSS ${megabytes(memory.atEnd)}; done\n`);
  return {
    row: {
      name: target.name,
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      statuses: statusSummary(result),
    },
    memory,
  };
}

/** The ids of the menu's first items, for the cart rows. */
async function menuItemIds(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 12, language: 'en' }),
  });
  const body = (await response.json()) as {
    responseData?: { items?: { data?: { id: number }[] } };
  };
  const ids = body.responseData?.items?.data?.map((item) => item.id) ?? [];
  if (ids.length === 0) throw new Error('the menu has no items to add to carts');
  return ids;
}

/**
 * One request before the load: a route that fails is reported plainly, not as a 0 req/s row.
 * Answers the body, which the same-bytes baseline then sends.
 */
async function check(url: string, target: Target): Promise<string> {
  const response = await fetch(url, {
    method: target.method,
    headers: {
      ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(target.checkout ? { authorization: `Bearer ${customerTokens[0]}` } : {}),
    },
    body: target.body === undefined ? null : JSON.stringify(target.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${target.name} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return text;
}

function statusSummary(result: autocannon.Result): string {
  const stats = result.statusCodeStats ?? {};
  return Object.entries(stats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, value]) => `${code}×${value.count ?? 0}`)
    .join(' ');
}

/** 0.4321 → "0.43×", 0.0052 → "0.0052×": small ratios keep two significant digits. */
function ratio(value: number): string {
  return `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}×`;
}

function printTable(rows: Row[]): void {
  const bare = rows.find((row) => row.name.startsWith('bare'))?.requestsPerSecond ?? 0;
  const header = ['route', 'req/s (avg)', 'p99 (ms)', 'vs bare', 'errors / non-2xx'];
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.p99.toFixed(1),
    (row.ceiling ?? bare) > 0 ? ratio(row.requestsPerSecond / (row.ceiling ?? bare)) : '–',
    `${row.errors} / ${row.non2xx}${row.statuses ? ` (${row.statuses})` : ''}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  process.stdout.write(`\n${format(header)}\n`);
  process.stdout.write(`${widths.map((width) => '-'.repeat(width)).join('  ')}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

let app: RunningApp | undefined;
let largeApp: RunningApp | undefined;
let largeDataDir: string | undefined;
let bare: { baseUrl: string; child: ChildProcess } | undefined;
const createdDatabases: string[] = [];

/** A fresh database on BENCH_DATABASE_URL's server: its URL, dropped by cleanup(). */
async function createBenchDatabase(): Promise<string> {
  const name = `storefront_bench_${randomBytes(6).toString('hex')}`;
  await withPgClient(postgresUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  createdDatabases.push(name);
  return databaseUrl(postgresUrl ?? '', name);
}

/** How the app runs: on the embedded database in DATA_DIR, or on a PostgreSQL database. */
function databaseEnv(database: { url?: string; dataDir?: string }): Record<string, string> {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  return {
    // A CPU profile of each app process, written when it stops (open it in Chrome's DevTools).
    ...(profileDir
      ? {
          NODE_OPTIONS: `--import ${fileURLToPath(new URL('./cpu-profile.mjs', import.meta.url))}`,
          BENCH_PROFILE_DIR: path.resolve(profileDir),
        }
      : {}),
    ...databaseOnlyEnv(database),
  };
}

function databaseOnlyEnv(database: { url?: string; dataDir?: string }): Record<string, string> {
  return database.url
    ? {
        DATABASE_URL: database.url,
        // Required with DATABASE_URL (several processes must share it); any value serves here.
        SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      }
    : database.dataDir
      ? { DATA_DIR: database.dataDir }
      : {};
}

async function cleanup(): Promise<void> {
  bare?.child.kill('SIGTERM');
  await app?.stop();
  await largeApp?.stop();
  if (largeDataDir) await rm(largeDataDir, { recursive: true, force: true });
  for (const name of createdDatabases.splice(0)) {
    await withPgClient(postgresUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  }
}

/** The app on a database holding the demo shop and 10,000 more items (seeded first). */
async function startLargeApp(): Promise<RunningApp> {
  const started = Date.now();
  const database = postgresUrl
    ? { url: await createBenchDatabase() }
    : {
        dataDir: (largeDataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-large-'))),
      };
  await seedLargeCatalog(database.url ?? database.dataDir ?? '', LARGE_CATALOG_ITEMS);
  process.stdout.write(
    `  seeded ${LARGE_CATALOG_ITEMS} items (5 languages) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return (largeApp = await startApp({
    withWeb: false,
    logName: 'bench-large',
    env: databaseEnv(database),
  }));
}

/** A warm-up, then the measured load: one row of the table. */
async function measure(url: string, target: Target): Promise<Row> {
  process.stdout.write(`  ${target.name}: warming up...`);
  await load(url, target, warmup, Math.min(connections, 10));
  process.stdout.write(' measuring...');
  const { alongside } = target;
  const [result, side] = await Promise.all([
    load(url, target, duration, target.connections ?? connections),
    alongside
      ? load(
          new URL(alongside.path, url).toString(),
          alongside,
          duration,
          alongside.connections ?? connections,
        )
      : undefined,
  ]);
  process.stdout.write(' done\n');
  // The load alongside fails the run too when it meets an error or a non-2xx answer.
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + (side?.errors ?? 0),
    non2xx: result.non2xx + (side?.non2xx ?? 0),
    statuses: [statusSummary(result), side ? statusSummary(side) : ''].filter(Boolean).join(' '),
  };
}

async function main(): Promise<number> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  process.stdout.write(
    `Bench: ${duration} s per route after ${warmup} s warm-up, ${connections} connections, ` +
      `Node ${process.version}, ${os.cpus().length} × ${cpu}\n` +
      `Starting the app (${postgresUrl ? 'PostgreSQL' : 'embedded database'}, demo shop) and the bare Fastify server...\n`,
  );

  try {
    // On PostgreSQL the demo shop is seeded first (the server seeds only an empty embedded one).
    const demoUrl = postgresUrl ? await createBenchDatabase() : undefined;
    if (demoUrl) await seedLargeCatalog(demoUrl, 0);
    const running = (app = await startApp({
      withWeb: false,
      logName: 'bench',
      env: databaseEnv({ url: demoUrl }),
    }));
    cartProducts = await menuItemIds(running.baseUrl);
    if (targets.some((target) => target.checkout)) {
      customerTokens = await signedInCustomers(running.baseUrl, connections);
      checkoutCombo = await comboToOrder(running.baseUrl, customerTokens[0] ?? '');
    }
    const baseline = (bare = await startBare());
    const rows: Row[] = [];
    let memory: MemoryReading | undefined;
    let large: RunningApp | undefined;
    for (const target of targets) {
      if (target.large && !large) {
        // One database at a time: the demo app's work is done.
        await running.stop();
        app = undefined;
        process.stdout.write(`Starting the app on a ${LARGE_CATALOG_ITEMS}-item catalog...\n`);
        large = await startLargeApp();
      }
      const base = target.bare ? baseline.baseUrl : target.large ? large?.baseUrl : running.baseUrl;
      const url = `${base}${target.path}`;
      const body = await check(url, target);
      if (target.mixed) {
        if (!running.pid) throw new Error('the app process has no pid to read its memory');
        const measured = await measureMemory(url, target, running.pid);
        rows.push(measured.row);
        memory = measured.memory;
        continue;
      }
      let ceiling: number | undefined;
      if (target.sameBytes) {
        const name = String(rows.length);
        await fetch(`${baseline.baseUrl}/bare/${name}`, {
          method: 'PUT',
          headers: { 'content-type': 'text/plain' },
          body,
        });
        const bareRow = await measure(`${baseline.baseUrl}/bare/${name}`, {
          ...target,
          name: `bare, the same ${Buffer.byteLength(body)} bytes`,
          path: `/bare/${name}`,
        });
        ceiling = bareRow.requestsPerSecond;
        rows.push(bareRow);
      }
      const row = await measure(url, target);
      // Each customer's turn is two requests, one of them the checkout.
      if (target.checkout) row.name += `: ${Math.round(row.requestsPerSecond / 2)} checkouts/s`;
      rows.push({ ...row, ...(ceiling ? { ceiling } : {}) });
    }
    printTable(rows);
    const grown = memory ? memory.atEnd / memory.afterWarmup - 1 : 0;
    if (memory) {
      process.stdout.write(
        `\nMemory (RSS of the app, mixed load, medians of 5 s samples): ` +
          `${megabytes(memory.afterWarmup)} in the first minute after the warm-up, ` +
          `${megabytes(memory.atEnd)} in the last of ${memorySeconds} s ` +
          `(${grown >= 0 ? '+' : ''}${(grown * 100).toFixed(1)} %, limit ` +
          `+${MEMORY_GROWTH_LIMIT * 100} %), peak ${megabytes(memory.peak)}\n`,
      );
    }
    if (grown > MEMORY_GROWTH_LIMIT) {
      process.stderr.write(`\nFailed: the app's memory grew by more than the limit under load.\n`);
      return 1;
    }
    const failing = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
    if (failing.length > 0) {
      process.stderr.write(
        `\nFailed: ${failing.map((row) => row.name).join(', ')} answered errors or non-2xx ` +
          `(server logs: ${running.logFile}${large ? `, ${large.logFile}` : ''}).\n`,
      );
      return 1;
    }
    return 0;
  } finally {
    await cleanup();
  }
}

// Bounded in time: a stuck server must not keep the bench (or CI) waiting forever.
// The extra time covers starting two apps and seeding the large catalog.
const measuredRows = targets.length + targets.filter((target) => target.sameBytes).length;
const memoryRowSeconds = targets.some((target) => target.mixed)
  ? MEMORY_WARMUP_SECONDS + memorySeconds
  : 0;
const limitMs = (measuredRows * (duration + warmup) + memoryRowSeconds + 180) * 1000;
const watchdog = setTimeout(() => {
  process.stderr.write(`Bench did not finish within ${limitMs / 1000} s; stopping.\n`);
  setTimeout(() => process.exit(2), 12_000).unref();
  void cleanup().finally(() => process.exit(2));
}, limitMs);
watchdog.unref();

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `Bench failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
