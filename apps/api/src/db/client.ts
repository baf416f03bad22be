import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { apiRoot } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: repositories accept either (CONVENTIONS "plain queries"). */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (DESIGN §2). `memory://`
 * keeps an embedded database in memory (tests). Both run the same migrations.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** Told of connections PostgreSQL or the network broke; the pool replaces them by itself. */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database that does not answer must not hold a request for long (issue 11): the
      // request gets 503 and the client tries again.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // Issue 11: a session ended by PostgreSQL (pg_terminate_backend, a restart, a failover, an
    // idle timeout) emits 'error' on its client, and on the pool when the client was idle. An
    // 'error' event without a listener ends the process, so both get one: the broken client is
    // discarded, the query in flight on it fails on its own (→ 503), the next one reconnects.
    const onConnectionError =
      options.onConnectionError ??
      ((error: Error) => console.warn(`database connection lost: ${error.message}`));
    pool.on('error', onConnectionError);
    // pg-pool listens on idle clients only; a client checked out between two statements of a
    // transaction would otherwise have no listener at all.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves search (migration 0003); PostgreSQL ships it, PGlite loads it here.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
