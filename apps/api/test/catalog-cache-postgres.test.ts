import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createCatalogCache,
  LISTENER_NAME,
  type CatalogCache,
} from '../src/platform/catalog-cache';
import { readerHearingWriter, untilCachedAgain } from './helpers/catalog-cache';
import { withPgClient } from './helpers/postgres';
import { until } from './helpers/until';

/**
 * Issue 13 item 1: on a PostgreSQL server without Redis, an operator's catalog change reaches
 * every API process's in-memory cache through LISTEN/NOTIFY. A lost listening connection makes
 * the cache read the database until it listens again, then trusts it again by itself.
 */

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the catalog cache on PostgreSQL without Redis', () => {
  const caches: CatalogCache[] = [];
  const logger = pino({ level: 'silent' });
  const channel = `storefront_test_catalog_${randomBytes(4).toString('hex')}`;

  afterAll(async () => {
    for (const cache of caches) await cache.close();
  });

  const open = async () => {
    const cache = await createCatalogCache({ postgresUrl: url, channel, logger });
    caches.push(cache);
    return cache;
  };

  /** Ends the listening sessions (only this file's are on its database), as a restart would. */
  async function endListeners(): Promise<number> {
    return withPgClient(url, async (admin) => {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [LISTENER_NAME],
      );
      return rows.length;
    });
  }

  it('hears another process’s invalidation, and recovers from a lost connection', async () => {
    const { writer, load, read } = await readerHearingWriter(open);

    expect(await endListeners()).toBe(2);
    // While deaf it reads the database rather than trust what may be stale; once it listens
    // again, the cache is used again...
    await untilCachedAgain(read, load);
    // ...and hears invalidations (the writer's own connection may take a moment longer).
    const cached = load.mock.calls.length;
    await until(async () => {
      await writer.invalidate();
      await sleep(100);
      await read();
      return load.mock.calls.length > cached;
    }, 'the invalidation is heard after the reconnection');
  }, 40_000);
});
