import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { createRedisClient } from './redis';

/**
 * Public catalog and content answers (home, menu pages, combos, pages, site data) are read on
 * every visit and change only when an operator edits them, so each process keeps them for a
 * while. Any write to the catalog, content or settings must call `invalidate()`; it reaches every
 * API process (DESIGN §2 scaling) through Redis pub/sub when Redis is configured, else through
 * PostgreSQL's LISTEN/NOTIFY when the shop runs on a PostgreSQL server (issue 13). The TTL bounds
 * how stale an answer can be if a message is ever lost.
 */
export interface CatalogCache {
  /** The cached value for `key`, else `load()`'s; concurrent misses share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry here and, through Redis, in every other process. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

export interface CatalogCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  redisUrl?: string | undefined;
  /** The shop's PostgreSQL server: invalidations go through LISTEN/NOTIFY when Redis is absent. */
  postgresUrl?: string | undefined;
  /** Redis or PostgreSQL channel; tests use their own so parallel runs do not clear each other. */
  channel?: string;
  logger: FastifyBaseLogger;
  now?: () => number;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 2_000;
const FIRST_SUBSCRIPTION_WAIT_MS = 1_000;
/** The listening session's application_name. */
export const LISTENER_NAME = 'storefront catalog invalidations';
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/** Where invalidations are heard from the other processes and told to them. */
interface InvalidationBus {
  publish(): Promise<void>;
  close(): Promise<void>;
}

interface BusHooks {
  /** Another process (or this one) changed the catalog. */
  onInvalidation(): void;
  /** Whether this process hears invalidations now; on `true` the caller clears what it held. */
  onHearing(hearing: boolean): void;
}

/**
 * PostgreSQL's LISTEN/NOTIFY on one connection of its own (a pooled one would drop the LISTEN
 * when returned). A lost connection is opened again with a growing pause; until it listens
 * again the cache is bypassed, as with Redis.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  logger: FastifyBaseLogger,
  hooks: BusHooks,
): Promise<InvalidationBus> {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      // Operators see what the session is in pg_stat_activity.
      application_name: LISTENER_NAME,
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      hooks.onHearing(false);
      if (error) logger.warn({ err: error }, 'catalog cache: invalidations connection lost');
      next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) hooks.onInvalidation();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      logger.warn({ err: error }, 'catalog cache: could not listen for invalidations');
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    attempt = 0;
    client = next;
    hooks.onHearing(true);
  };
  const schedule = () => {
    if (closed) return;
    const delay = LISTEN_RETRY_MS[Math.min(attempt++, LISTEN_RETRY_MS.length - 1)];
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  // A healthy server answers at once; an absent one must not hold the start for long.
  await Promise.race([connect(), sleep(FIRST_SUBSCRIPTION_WAIT_MS)]);
  return {
    async publish() {
      if (!client) throw new Error('not connected to PostgreSQL');
      await client.query('select pg_notify($1, $2)', [channel, String(Date.now())]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

export async function createCatalogCache(options: CatalogCacheOptions): Promise<CatalogCache> {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const channel = options.channel ?? 'storefront:catalog-invalidate';
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const loading = new Map<string, Promise<unknown>>();
  // A load that started before an invalidation must not store what it read.
  let generation = 0;

  const clearLocal = () => {
    generation++;
    entries.clear();
    loading.clear();
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  // Issue 11: with Redis configured, an entry may be trusted only while this process hears the
  // other processes' invalidations. While the subscription is down the cache is bypassed (every
  // read goes to the database); when it is back, what was cached before may be stale: cleared.
  let hearingInvalidations = !options.redisUrl && !options.postgresUrl;
  let postgresBus: InvalidationBus | undefined;
  if (options.redisUrl) {
    publisher = createRedisClient(options.redisUrl, {
      logger: options.logger,
      role: 'catalog cache',
    });
    subscriber = createRedisClient(options.redisUrl, {
      logger: options.logger,
      role: 'catalog cache subscription',
      subscriber: true,
    });
    subscriber.on('message', (from) => {
      if (from === channel) clearLocal();
    });
    subscriber.on('close', () => {
      hearingInvalidations = false;
    });
    // On each (re)connection: once the server confirms the subscription (a repeated SUBSCRIBE
    // is harmless), nothing can be missed any more; what was cached before is dropped.
    // The start does not wait for Redis: until then, reads bypass the cache.
    let subscribed: () => void = () => {};
    const firstSubscription = new Promise<void>((resolve) => (subscribed = resolve));
    subscriber.on('ready', () => {
      subscriber?.subscribe(channel).then(
        () => {
          clearLocal();
          hearingInvalidations = true;
          subscribed();
        },
        (error: unknown) => {
          options.logger.warn(
            { err: error },
            'catalog cache: could not subscribe to invalidations',
          );
        },
      );
    });
    // A healthy Redis answers at once; an absent one must not hold the start for long.
    await Promise.race([firstSubscription, sleep(FIRST_SUBSCRIPTION_WAIT_MS)]);
  } else if (options.postgresUrl) {
    postgresBus = await listenOnPostgres(
      options.postgresUrl,
      channel.replace(/[^a-z0-9_]/gi, '_'),
      options.logger,
      {
        onInvalidation: clearLocal,
        onHearing(hearing) {
          // What was cached while deaf may be stale: dropped before trusting the cache again.
          if (hearing) clearLocal();
          hearingInvalidations = hearing;
        },
      },
    );
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!hearingInvalidations) return load();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;

      const startedIn = generation;
      const promise = load().then(
        (value) => {
          if (startedIn === generation) {
            if (entries.size >= maxEntries) {
              // Maps keep insertion order: the first key is the oldest entry.
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
            entries.set(key, { value, expiresAt: now() + ttlMs });
            loading.delete(key);
          }
          return value;
        },
        (error: unknown) => {
          if (startedIn === generation) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },

    async invalidate() {
      clearLocal();
      if (publisher || postgresBus) {
        try {
          if (publisher) await publisher.publish(channel, String(Date.now()));
          else await postgresBus?.publish();
        } catch (error) {
          // Other processes then catch up within the TTL; the write itself has succeeded.
          options.logger.warn({ err: error }, 'catalog cache: could not broadcast invalidation');
        }
      }
    },

    async close() {
      await postgresBus?.close();
      for (const client of [publisher, subscriber]) {
        if (client) await client.quit().catch(() => client.disconnect());
      }
    },
  };
}
