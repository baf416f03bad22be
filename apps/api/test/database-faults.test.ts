import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { newCookieId } from './helpers/accounts';
import { demoCartGoods } from './helpers/cart';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { buildTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 11: a database that ends the app's sessions or goes away for a while never takes the API
 * down. Requests in flight get 503 in the envelope (in the caller's language), never a dropped
 * connection; the next requests succeed with no restart; /api/health says when it is down.
 */

interface Outcome {
  status: number;
  body: { responseCode?: number; responseText?: string } & Record<string, unknown>;
}

/** Sends over real HTTP, so a dropped connection shows as a rejected fetch. */
async function call(base: string, path: string, payload?: object): Promise<Outcome> {
  const response = await fetch(`${base}${path}`, {
    method: payload ? 'POST' : 'GET',
    ...(payload
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }
      : {}),
  });
  return { status: response.status, body: (await response.json()) as Outcome['body'] };
}

function expectUnavailable(outcome: Outcome, language: Language) {
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(503);
  expect(outcome.body.responseCode).toBe(0);
  expect(outcome.body.responseText).toBe(translateMessage('service_unavailable', language));
}

/** A cart read and an add-to-cart: calls that always reach the database (no cache). */
function cartCalls(productId: number) {
  const cookieId = newCookieId();
  return {
    read: (language: Language) => ({
      path: '/api/cart',
      payload: { language, cookie_id: cookieId },
    }),
    add: (language: Language) => ({
      path: '/api/add-to-cart',
      payload: { language, cookie_id: cookieId, product_id: productId, quantity: 1 },
    }),
  };
}

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL ends or cuts the app’s connections', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;
  let base: string;
  let productId: number;
  let appDatabase: string;

  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    testApp = await buildTestApp('postgres', {
      connectThrough: (url) => {
        const through = new URL(url);
        appDatabase = through.pathname.slice(1);
        through.hostname = '127.0.0.1';
        through.port = String(proxy.port);
        return through.toString();
      },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    base = `http://127.0.0.1:${address.port}`;
    productId = (await demoCartGoods(testApp.db)).itemA;
  });

  afterAll(async () => {
    await proxy?.up().catch(() => {});
    await testApp?.close();
    await proxy?.close();
  });

  it('answers 503 to the request in flight when the connection is cut, then recovers', async () => {
    const calls = cartCalls(productId);
    const warm = calls.add('en');
    expect((await call(base, warm.path, warm.payload)).status).toBe(200);

    // The query is sent and never answered, then the server "restarts" under it.
    proxy.freeze();
    const inFlight = call(base, calls.read('fr').path, calls.read('fr').payload);
    await sleep(300);
    proxy.cut();
    expectUnavailable(await inFlight, 'fr');

    // Without any restart of the API, the very next request is served on a new connection.
    const after = await call(base, calls.read('en').path, calls.read('en').payload);
    expect(after.status).toBe(200);
    expect(after.body.responseCode).toBe(1);
  });

  it('says the database is down while it is, answers 503 quickly, and comes back by itself', async () => {
    const calls = cartCalls(productId);
    await proxy.down();
    try {
      const health = await call(base, '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'unreachable' });

      const started = Date.now();
      expectUnavailable(await call(base, calls.read('ae').path, calls.read('ae').payload), 'ae');
      expectUnavailable(await call(base, calls.add('de').path, calls.add('de').payload), 'de');
      // Refused connections fail at once: no request waits for the connect timeout.
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await proxy.up();
    }

    const health = await call(base, '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok' });
    const added = await call(base, calls.add('en').path, calls.add('en').payload);
    expect(added.status).toBe(200);
  });

  it('survives pg_terminate_backend on its sessions under load', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();

    const outcomes: Outcome[] = [];
    const dropped: unknown[] = [];
    let terminated = 0;
    let running = true;

    const shopper = async (index: number) => {
      const calls = cartCalls(productId);
      const language: Language = index % 2 === 0 ? 'en' : 'fr';
      while (running) {
        for (const request of [calls.add(language), calls.read(language)]) {
          const outcome = await call(base, request.path, request.payload).catch(
            (error: unknown) => {
              dropped.push(error);
            },
          );
          if (!outcome) continue;
          outcomes.push(outcome);
          if (outcome.status !== 200) expectUnavailable(outcome, language);
        }
      }
    };
    const terminator = async () => {
      for (let round = 0; round < 15; round++) {
        await sleep(100);
        const result = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where datname = $1 and pid <> pg_backend_pid()`,
          [appDatabase],
        );
        terminated += result.rows.filter((row) => row.ended).length;
      }
      running = false;
    };

    try {
      await Promise.all([terminator(), ...Array.from({ length: 12 }, (_, i) => shopper(i))]);
    } finally {
      running = false;
      await admin.end();
    }

    expect(terminated).toBeGreaterThan(0);
    expect(dropped).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(0);
    for (const outcome of outcomes) expect([200, 503]).toContain(outcome.status);

    // Every request after the storm succeeds, on the same process.
    const calls = cartCalls(productId);
    for (const language of ['en', 'ae'] as const) {
      const outcome = await call(base, calls.add(language).path, calls.add(language).payload);
      expect(outcome.status).toBe(200);
    }
    expect((await call(base, '/api/health')).status).toBe(200);
  });
});

describe('the embedded database after a failed query', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('rolls the failed change back and keeps serving', async () => {
    const { itemA } = await demoCartGoods(testApp.db);
    const cookieId = newCookieId();
    const add = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/add-to-cart',
        payload: { language: 'en', cookie_id: cookieId, product_id: itemA, quantity: 2 },
      });
    // A statement that fails inside the add-to-cart's writes (as a full disk or a bug would).
    await testApp.db.execute(sql`
      create function refuse_cart_line() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await testApp.db.execute(sql`
      create trigger refuse_cart_line before insert on cart_lines
      for each row execute function refuse_cart_line()`);

    const failed = await add();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ responseCode: 0 });

    // Nothing half-written, and the same process serves the next requests.
    const cart = await testApp.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { language: 'en', cookie_id: cookieId },
    });
    expect(cart.statusCode).toBe(200);
    expect(JSON.stringify(cart.json())).not.toContain(`"quantity":2`);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await testApp.db.execute(sql`drop trigger refuse_cart_line on cart_lines`);
    expect((await add()).statusCode).toBe(200);
  });
});
