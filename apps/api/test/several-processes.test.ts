import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { upsertAdmin } from '../src/modules/admin/operators';
import { signSandboxPayload } from '../src/modules/payments/providers/sandbox';
import { demoPlaces, isWelcomeMail, officePayload, PASSWORD, readOutbox } from './helpers/accounts';
import { paymentOf } from './helpers/orders';
import { startRedisServer, type RedisServer } from './helpers/redis-server';
import { startReverseProxy, type ReverseProxy } from './helpers/reverse-proxy';
import { openEventStream } from './helpers/event-stream';
import { freePort, startServerProcess, type ServerProcess } from './helpers/server-process';
import { createTestDatabase, type TestDatabase } from './helpers/test-app';

/**
 * Issue 11: several API processes on one PostgreSQL and one Redis, behind a reverse proxy, are
 * one shop: a checkout's steps may each land on another process, rate limits count across them,
 * and an operator's change shows at once whichever process answers.
 */

interface Answer {
  status: number;
  upstream: string | null;
  body: { responseCode?: number; responseText?: string; responseData?: unknown };
  text: string;
  location: string | null;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes behind a proxy', () => {
  let database: TestDatabase;
  let redis: RedisServer;
  let proxy: ReverseProxy;
  let servers: ServerProcess[] = [];
  const secret = randomBytes(32).toString('hex');
  const env = () => ({
    DATABASE_URL: database.url!,
    REDIS_URL: redis.url,
    TRUST_PROXY: 'loopback',
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: object | string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined && !headers['content-type']) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url.startsWith('http') ? url : `${proxy.url}${url}`, {
      method,
      headers,
      redirect: 'manual',
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let body: Answer['body'] = {};
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      // An HTML page (the sandbox payment page).
    }
    return {
      status: response.status,
      upstream: response.headers.get('x-upstream'),
      body,
      text,
      location: response.headers.get('location'),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    redis = await startRedisServer();
    const ports = [await freePort(), await freePort()];
    proxy = await startReverseProxy(ports.map((port) => `http://127.0.0.1:${port}`));
    servers = await Promise.all(
      ports.map((port) =>
        startServerProcess({
          port,
          env: { ...env(), SANDBOX_WEBHOOK_SECRET: secret, PUBLIC_URL: proxy.url },
        }),
      ),
    );
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await proxy?.close();
    await redis?.stop();
    await database?.drop();
  });

  it('refuses to start on PostgreSQL without a shared sandbox secret', async () => {
    await expect(startServerProcess({ env: env() })).rejects.toThrow(
      /SANDBOX_WEBHOOK_SECRET: required when DATABASE_URL is set/,
    );
  });

  it('takes a checkout whose page, notification and return land on different processes', async () => {
    const db = database.handle.db;
    const registration = officePayload(await demoPlaces(db));
    expect((await call('POST', '/api/register', { body: registration })).status).toBe(200);
    const login = await call('POST', '/api/login', {
      body: { email: registration.email, password: PASSWORD, language: 'en' },
    });
    const { token } = login.body.responseData as { token: string };

    // A combo with its required picks, read as the combo modal reads them, and a dish.
    const comboId = 1;
    const comboItems = await call('GET', `/api/combo-items/${comboId}?language=en`, { token });
    const steps = (
      comboItems.body.responseData as {
        combo_items: { qty: number; items: { id: number }[] }[];
      }
    ).combo_items;
    const picks: number[] = [];
    for (const step of steps) {
      picks.push(
        ...step.items
          .map((item) => item.id)
          .filter((id) => !picks.includes(id))
          .slice(0, step.qty),
      );
    }
    const added = await call('POST', '/api/add-to-cart', {
      token,
      body: { combo_id: comboId, combo_items: picks.join(','), language: 'en' },
    });
    expect(added.status, added.text).toBe(200);

    const checkout = await call('POST', '/api/checkout', { token, body: { language: 'en' } });
    expect(checkout.status, checkout.text).toBe(200);
    const { paymentLink, order_id: orderId } = checkout.body.responseData as {
      paymentLink: string;
      order_id: number;
    };
    expect(paymentLink.startsWith(`${proxy.url}/api/payments/sandbox/`)).toBe(true);

    const page = await call('GET', paymentLink);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form');

    // The provider's signed notification, as it would come over the network.
    const payment = await paymentOf(db, orderId);
    const event = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: 'paid',
      session: payment.providerSessionId,
      amount: payment.amountMinor,
      currency: payment.currency,
    });
    const notification = await call('POST', '/api/payments/sandbox/webhook', {
      body: event,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxPayload(secret, event, Math.floor(Date.now() / 1000)),
      },
    });
    expect(notification.status, notification.text).toBe(200);

    // Back in the shop: the order page reads the paid order.
    const order = await call('GET', `/api/orders/${orderId}?language=en`, { token });
    expect(order.status, order.text).toBe(200);
    expect(JSON.stringify(order.body.responseData)).toContain('"Processing"');

    expect(new Set([page.upstream, notification.upstream])).toHaveLength(2);
    expect(new Set([notification.upstream, order.upstream])).toHaveLength(2);

    // One confirmation mail, from whichever process sent it (the welcome mail aside).
    const mailsTo = async () => {
      let count = 0;
      for (const server of servers) {
        const mails = await readOutbox(path.join(server.dataDir, 'outbox'));
        count += mails.filter(
          (mail) => mail.to === registration.email && !isWelcomeMail(mail),
        ).length;
      }
      return count;
    };
    const deadline = Date.now() + 15_000;
    while ((await mailsTo()) === 0 && Date.now() < deadline) await sleep(100);
    await sleep(500);
    expect(await mailsTo()).toBe(1);
  });

  it('outlives PostgreSQL ending every session of the shop', async () => {
    const name = new URL(database.url!).pathname.slice(1);
    // Warm connections in both processes' pools, idle when they are ended.
    for (let index = 0; index < 4; index++) await call('GET', '/api/health');
    await database.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = ${name} and pid <> pg_backend_pid()`,
    );
    await sleep(300);
    for (const server of servers) expect(server.child.exitCode).toBeNull();
    const upstreams = new Set<string | null>();
    for (let index = 0; index < 4; index++) {
      const health = await call('GET', '/api/health');
      expect(health.status).toBe(200);
      upstreams.add(health.upstream);
    }
    expect(upstreams).toHaveLength(2);
  });

  it('counts rate limits across processes', async () => {
    const email = `limited-${randomBytes(4).toString('hex')}@example.com`;
    const attempt = () =>
      call('POST', '/api/login', { body: { email, password: 'wrong password 1', language: 'fr' } });
    const upstreams = new Set<string | null>();
    // The production limit: 10 tries per account per 15 minutes, whichever process answers.
    for (let index = 0; index < 10; index++) {
      const answer = await attempt();
      expect(answer.status).not.toBe(429);
      upstreams.add(answer.upstream);
    }
    expect(upstreams).toHaveLength(2);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body.responseText).toBe(translateMessage('rate_limited', 'fr'));
  });

  it('shows an operator’s catalog change at once on every process', async () => {
    const db = database.handle.db;
    const email = `operator-${randomBytes(4).toString('hex')}@example.com`;
    await upsertAdmin(db, { email, password: PASSWORD, firstName: 'Olivia', lastName: 'Operator' });
    const login = await call('POST', '/api/login', {
      body: { email, password: PASSWORD, language: 'en' },
    });
    const { token } = login.body.responseData as { token: string };

    // Both processes have the home page cached.
    const before = [
      await call('GET', '/api/home?language=en'),
      await call('GET', '/api/home?language=en'),
    ];
    expect(new Set(before.map((answer) => answer.upstream))).toHaveLength(2);
    const renamed = `Lunch boxes ${randomBytes(3).toString('hex')}`;
    for (const answer of before) expect(answer.text).not.toContain(renamed);

    const categories = await call('GET', '/api/admin/categories?language=en', { token });
    const first = (categories.body.responseData as { data: { id: number }[] }).data[0]!;
    const update = await call('PUT', `/api/admin/categories/${first.id}`, {
      token,
      body: { language: 'en', translations: { en: { name: renamed } } },
    });
    expect(update.status, update.text).toBe(200);

    const after = [
      await call('GET', '/api/home?language=en'),
      await call('GET', '/api/home?language=en'),
    ];
    expect(new Set(after.map((answer) => answer.upstream))).toHaveLength(2);
    for (const answer of after) expect(answer.text).toContain(renamed);
  });

  it('brings a kitchen step made on one process to a board streaming from the other', async () => {
    const db = database.handle.db;
    const email = `kitchen-${randomBytes(4).toString('hex')}@example.com`;
    await upsertAdmin(db, { email, password: PASSWORD, firstName: 'Karim', lastName: 'Kitchen' });
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const login = await call('POST', `${first.baseUrl}/api/login`, {
      body: { email, password: PASSWORD, language: 'en' },
    });
    const { token } = login.body.responseData as { token: string };
    const board = await call('GET', `${first.baseUrl}/api/admin/kitchen?language=en`, { token });
    const { orders, last_event_id } = board.body.responseData as {
      orders: { id: number; step: string | null }[];
      last_event_id: number;
    };
    // The order paid in the checkout test above waits on the board.
    const waiting = orders.find((order) => order.step === null);
    expect(waiting, board.text).toBeDefined();

    const live = await openEventStream(`${second.baseUrl}/api/admin/orders/stream?language=en`, {
      authorization: `Bearer ${token}`,
      'last-event-id': String(last_event_id),
    });
    const moved = await call('POST', `${first.baseUrl}/api/admin/orders/${waiting!.id}/step`, {
      token,
      body: { language: 'en', step: 'accepted' },
    });
    expect(moved.status, moved.text).toBe(200);
    // Within a second, through Redis: well before the streams' five-second safety poll.
    const event = await live.next((one) => one.data.includes('"accepted"'), 1_000);
    expect(JSON.parse(event.data)).toMatchObject({ order: { id: waiting!.id, step: 'accepted' } });
    await live.close();
  });
});
