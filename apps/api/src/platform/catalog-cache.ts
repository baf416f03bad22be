import type { FastifyBaseLogger } from 'fastify';
import { createBus } from './bus';

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
/** The listening session's application_name. */
export const LISTENER_NAME = 'storefront catalog invalidations';

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

  // Issue 11: with Redis or PostgreSQL as the bus, an entry may be trusted only while this
  // process hears the other processes' invalidations. While it does not, the cache is bypassed
  // (every read goes to the database); when it hears again, what was cached may be stale:
  // cleared.
  let hearingInvalidations = false;
  const bus = await createBus({
    channel,
    redisUrl: options.redisUrl,
    postgresUrl: options.postgresUrl,
    logger: options.logger,
    role: LISTENER_NAME,
    onMessage: clearLocal,
    onHearing(hearing) {
      if (hearing) clearLocal();
      hearingInvalidations = hearing;
    },
  });
  const sharedBus = Boolean(options.redisUrl ?? options.postgresUrl);

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
      if (sharedBus) {
        try {
          await bus.publish();
        } catch (error) {
          // Other processes then catch up within the TTL; the write itself has succeeded.
          options.logger.warn({ err: error }, 'catalog cache: could not broadcast invalidation');
        }
      }
    },

    async close() {
      await bus.close();
    },
  };
}
