import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Public catalog and content answers (home, menu pages, combos, pages, site data) are read on
 * every visit and change only when an operator edits them, so each process keeps them for a
 * while. Any write to the catalog, content or settings must call `invalidate()`; with Redis the
 * invalidation reaches every API process (DESIGN §2 scaling), and the TTL bounds how stale an
 * answer can be if a message is ever lost or a process runs without Redis.
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
  /** Redis channel; tests use their own so parallel runs do not clear each other. */
  channel?: string;
  logger: FastifyBaseLogger;
  now?: () => number;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 2_000;

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
  if (options.redisUrl) {
    const connect = () => {
      const client = new Redis(options.redisUrl!, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
      });
      client.on('error', (error) =>
        options.logger.warn({ err: error }, 'catalog cache: redis error'),
      );
      return client;
    };
    publisher = connect();
    subscriber = connect();
    subscriber.on('message', (from) => {
      if (from === channel) clearLocal();
    });
    await subscriber.subscribe(channel);
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
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
      if (publisher) {
        try {
          await publisher.publish(channel, String(Date.now()));
        } catch (error) {
          // Other processes then catch up within the TTL; the write itself has succeeded.
          options.logger.warn({ err: error }, 'catalog cache: could not broadcast invalidation');
        }
      }
    },

    async close() {
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
