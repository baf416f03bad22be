import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, {
  type FastifyInstance,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@storefront/shared';
import { app } from '../../src/app';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { seedDemoShop } from '../../src/db/seed';
import { createCatalogCache, type CatalogCache } from '../../src/platform/catalog-cache';
import { loadConfig } from '../../src/platform/config';
import { clientErrorHandler } from '../../src/platform/error-handler';
import { shopMailLayout } from '../../src/modules/content/mail-layout';
import { invoiceAttachments } from '../../src/modules/invoices/invoice.service';
import { shopMailSender } from '../../src/modules/content/mail-sender';
import { createMailer, type Mailer } from '../../src/platform/mail';
import type { Jobs, JobsOptions } from '../../src/platform/jobs';
import { startShopJobs } from '../../src/shop-jobs';
import {
  DEFAULT_LIMITS,
  rateLimitPlugin,
  type Limit,
  type LimitName,
} from '../../src/platform/rate-limit';
import { databaseUrl, withPgClient } from './postgres';

/**
 * DESIGN §8: API tests run against a real database, PGlite always and PostgreSQL too when
 * TEST_DATABASE_URL is set. Use with `describe.each(databaseKinds)` (a shop test file's suite:
 * `describeOnEachDatabase` in ./accounts).
 */
/** The shop's public address in tests whose links (mails, payment pages) are checked. */
export const PUBLIC_URL = 'https://shop.example.com';

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's address (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database holding the demo shop, dropped by `drop()`. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    await seedDemoShop(handle.db);
    return { handle, drop: () => handle.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A database per test file: files run in parallel workers and must not see each other's rows.
  const name = `storefront_test_${randomBytes(8).toString('hex')}`;
  await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    await handle.migrate();
    await seedDemoShop(handle.db);
  } catch (error) {
    await handle.close();
    await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
    throw error;
  }
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await withPgClient(adminUrl, async (client) => {
        // pg's pool.end() resolves before its sockets are closed; a forced drop would then kill
        // them mid-goodbye and surface as an unhandled error. Wait for them to leave first.
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

export interface TestAppOptions {
  /** Environment for loadConfig (ADMIN_EMAIL...); DATA_DIR is a fresh temporary folder. */
  env?: Record<string, string>;
  /** Rate limits; by default so high that only the rate-limit tests ever reach them. */
  limits?: Partial<Record<LimitName, Limit>>;
  /** RATE_LIMIT_SCALE of the rate-limit plugin. */
  rateLimitScale?: number;
  /** Rate-limit counters in this Redis (with a fresh key prefix) instead of in memory. */
  redisUrl?: string;
  /** A mailer replacing the outbox one (e.g. one that fails). */
  mailer?: Mailer;
  /** Mail retries of the job queue (platform/jobs.ts MAIL_RETRIES by default). */
  mailRetries?: JobsOptions['mailRetries'];
  /** Where the app's log lines go (JSON lines, level info); none when absent. */
  logStream?: Writable;
  /**
   * PostgreSQL only: the address the app connects to, from the test database's (a TCP proxy the
   * test controls, to cut or refuse connections).
   */
  connectThrough?: (databaseUrl: string) => string;
  /** The app's clock (opening hours); the real one when absent. */
  now?: () => number;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  kind: DatabaseKind;
  /** Folder where the outbox mailer writes `.eml` files. */
  outboxDir: string;
  /** The app's catalog cache: a test that writes to the catalog directly invalidates it. */
  catalogCache: CatalogCache;
  /** The app's job queue (mails, the sweep of expired payment sessions). */
  jobs: Jobs;
  close(): Promise<void>;
}

const GENEROUS: Limit = { max: 10_000, timeWindow: 60_000 };

/** The real app (src/app.ts) on a fresh database, built without listening (fastify.inject). */
export async function buildTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-api-test-'));
  const outboxDir = path.join(tempDir, 'outbox');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDir,
    ...options.env,
  });
  const fastify = Fastify({
    // As server.ts: requests the HTTP parser refuses get the envelope (hostile-input.test.ts).
    clientErrorHandler,
    ...(options.logStream
      ? { logger: { level: 'info', stream: options.logStream } }
      : { logger: false }),
  });
  const mailer =
    options.mailer ??
    createMailer({
      outboxDir,
      // The shop's own sender, as server.ts makes it (issue 17 item 9).
      from: shopMailSender(database.handle.db, 'https://storefront.test'),
      layout: shopMailLayout(database.handle.db, config.PUBLIC_URL),
      attachments: invoiceAttachments(database.handle.db),
      logger: fastify.log,
    });

  // Registered before the app so routes.ts keeps these settings instead of its defaults.
  await fastify.register(rateLimitPlugin, {
    redisUrl: options.redisUrl,
    keyPrefix: `storefront-test-${randomBytes(8).toString('hex')}:`,
    limits: {
      ...(Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((name) => [name, GENEROUS])) as Record<
        LimitName,
        Limit
      >),
      ...options.limits,
    },
    ...(options.rateLimitScale ? { scale: options.rateLimitScale } : {}),
  });
  const catalogCache = await createCatalogCache({ logger: fastify.log });
  const throughUrl =
    options.connectThrough && database.url ? options.connectThrough(database.url) : undefined;
  // The app's own pool, closed before the test database is dropped.
  const appDatabase = throughUrl
    ? await openDatabase({ url: throughUrl, poolSize: 4, onConnectionError: () => {} })
    : database.handle;
  const jobs = await startShopJobs({
    database: appDatabase,
    mailer,
    log: fastify.log,
    settings: { pollingIntervalSeconds: 0.5, mailRetries: options.mailRetries },
  });
  await fastify.register(app, {
    config,
    database: appDatabase,
    jobs,
    catalogCache,
    ...(options.now ? { now: options.now } : {}),
  });
  await fastify.ready();

  return {
    app: fastify,
    db: database.handle.db,
    kind,
    outboxDir,
    catalogCache,
    jobs,
    async close() {
      await fastify.close();
      await jobs.stop();
      await catalogCache.close();
      if (appDatabase !== database.handle) await appDatabase.close();
      await database.drop();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database (`createTestDatabase`) made before the enclosing `describe`'s tests and
 * dropped after them; read `.current` inside tests.
 */
export function useTestDatabase(kind: DatabaseKind) {
  const holder: { current: TestDatabase } = { current: undefined as unknown as TestDatabase };
  beforeAll(async () => {
    holder.current = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await holder.current?.drop();
  });
  return holder;
}

/**
 * Builds a test app before the enclosing `describe`'s tests and closes it after them; read
 * `.current` inside tests.
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const holder: { current: TestApp } = { current: undefined as unknown as TestApp };
  beforeAll(async () => {
    holder.current = await buildTestApp(kind, options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  json: unknown;
}

/** An injected response as an Answer for okBody / failBody. */
export function answerOf(response: LightMyRequestResponse): Answer {
  return { status: response.statusCode, headers: response.headers, json: response.json() };
}

/** One request through `fastify.inject`, its JSON body left for a schema to type. */
export async function send(fastify: FastifyInstance, options: InjectOptions): Promise<Answer> {
  return answerOf(await fastify.inject(options));
}

/** A success answer: status 200 and a body that matches the call's response schema. */
export function okBody<T extends z.ZodType>(answer: Answer, schema: T): z.output<T> {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return schema.parse(answer.json);
}

/**
 * A failure answer (DESIGN §3): the given status (any 4xx when omitted, never a 5xx) and the
 * error envelope with `responseCode` 0.
 */
export function failBody(answer: Answer, status?: number): ErrorEnvelope {
  if (status === undefined) {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  } else {
    expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  }
  return errorEnvelopeSchema.parse(answer.json);
}

/** The fields named by a 422 answer. */
export function errorFields(body: ErrorEnvelope): string[] {
  return (body.responseData?.errors ?? []).map((error) => error.field);
}

/** Rows of raw SQL: node-postgres and PGlite both answer with `rows`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
