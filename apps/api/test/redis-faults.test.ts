import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { createCatalogCache, type CatalogCache } from '../src/platform/catalog-cache';
import { startRedisServer, type RedisServer } from './helpers/redis-server';
import { buildTestApp, failBody, send, type TestApp } from './helpers/test-app';
import { readerHearingWriter, untilCachedAgain } from './helpers/catalog-cache';
import { until } from './helpers/until';

/**
 * Issue 11: Redis stopped, stalled or restarted never makes a request wait long nor changes
 * what the shop allows. Rate limits count per process meanwhile (never unlimited, never
 * refusing everyone); the catalog cache reads the database; both recover by themselves.
 */

/** A request held by Redis would wait for seconds; one that takes the fallback answers at once. */
const PROMPT_MS = 1_500;

describe('rate limits while Redis fails', () => {
  let redis: RedisServer;
  let testApp: TestApp;
  const run = randomBytes(4).toString('hex');

  beforeAll(async () => {
    redis = await startRedisServer();
    testApp = await buildTestApp('pglite', {
      redisUrl: redis.url,
      limits: { loginPerEmail: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await redis?.stop();
  });

  const login = async (email: string) => {
    const started = Date.now();
    const answer = await send(testApp.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'not the password 1', language: 'fr' },
    });
    return { answer, elapsed: Date.now() - started };
  };

  /** Tries a login `max + 1` times: the allowed ones are answered, the last is refused. */
  async function expectLimited(email: string) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { answer, elapsed } = await login(email);
      expect(answer.status, JSON.stringify(answer.json)).not.toBe(429);
      expect(answer.status).toBeLessThan(500);
      expect(elapsed).toBeLessThan(PROMPT_MS);
    }
    const { answer, elapsed } = await login(email);
    expect(failBody(answer, 429).responseText).toBe(translateMessage('rate_limited', 'fr'));
    expect(elapsed).toBeLessThan(PROMPT_MS);
  }

  const keysFor = async (email: string) => {
    const client = new Redis(redis.url);
    try {
      return await client.keys(`*loginPerEmail:${email}`);
    } finally {
      client.disconnect();
    }
  };

  it('counts in Redis while it answers', async () => {
    const email = `up-${run}@example.com`;
    await expectLimited(email);
    expect(await keysFor(email)).toHaveLength(1);
  });

  it('counts in the process, promptly, while Redis is stopped; others are not refused', async () => {
    await redis.kill();
    await expectLimited(`down-${run}@example.com`);
    const { answer } = await login(`someone-else-${run}@example.com`);
    expect(answer.status).not.toBe(429);
  });

  it('answers promptly while Redis is stalled (connected, silent)', async () => {
    await redis.restart();
    const email = `stalled-${run}@example.com`;
    // Wait until the app's client is connected again: its counter then lands in Redis.
    await until(async () => {
      const probe = `probe-${randomBytes(3).toString('hex')}@example.com`;
      await login(probe);
      return (await keysFor(probe)).length === 1;
    }, 'the counters are kept in Redis again');
    redis.stall();
    try {
      await expectLimited(email);
    } finally {
      redis.resume();
    }
  });

  it('goes back to Redis by itself when it returns', async () => {
    await redis.restart();
    const email = `back-${run}@example.com`;
    await until(async () => {
      await login(email);
      return (await keysFor(email)).length === 1;
    }, 'the counter is kept in Redis again');
  });
});

describe('the catalog cache while Redis fails', () => {
  let redis: RedisServer;
  const caches: CatalogCache[] = [];
  const logger = pino({ level: 'silent' });
  const channel = `storefront-test-catalog-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const cache of caches) await cache.close();
    await redis?.stop();
  });

  const open = async () => {
    const cache = await createCatalogCache({ redisUrl: redis.url, channel, logger });
    caches.push(cache);
    return cache;
  };

  it('is bypassed while invalidations cannot be heard, and trusted again after', async () => {
    // Another process's invalidation reaches this one while Redis is up.
    const { writer, load, read } = await readerHearingWriter(open);

    await redis.kill();
    // With no way to hear invalidations, every read loads (from the database), promptly.
    await until(async () => {
      const before = load.mock.calls.length;
      await read();
      return load.mock.calls.length === before + 1;
    }, 'the cache is bypassed');
    const started = Date.now();
    await writer.invalidate();
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    const bypassed = load.mock.calls.length;
    await read();
    expect(load).toHaveBeenCalledTimes(bypassed + 1);

    await redis.restart();
    await untilCachedAgain(read, load);
    // And invalidations are heard again.
    const cached = load.mock.calls.length;
    await writer.invalidate();
    await until(async () => {
      await read();
      return load.mock.calls.length > cached;
    }, 'the invalidation is heard after the restart');
  });
});
