import { AsyncLocalStorage } from 'node:async_hooks';
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
import { PGliteThread } from './pglite-thread';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: repositories accept either (CONVENTIONS "plain queries"). */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * One SQL text with `$n` parameters on the shop's connection, for a library that brings its
   * own statements (the job queue, platform/jobs.ts); without parameters it may hold several.
   */
  runSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * ANALYZE: the planner's statistics of every table, gathered afresh. PostgreSQL's autovacuum
 * does it as tables change; PGlite runs none (the API's start and an hourly job do it there),
 * and a table that stays small is not analysed by autovacuum for long: after a seed too.
 */
export async function refreshPlannerStatistics(database: DatabaseHandle): Promise<void> {
  await database.runSql('ANALYZE');
}

const statementScope = new AsyncLocalStorage<{ sent: string[] }>();

/**
 * Drizzle's logger hook, called once per statement it sends: counted for whoever asked
 * (countStatements), so background work in other async contexts does not mix in.
 */
const statementLogger = {
  logQuery(query: string) {
    statementScope.getStore()?.sent.push(query);
  },
};

/** The rows of `db.execute(sql)`: node-postgres answers `{ rows }`, PGlite's driver the rows. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows?: Row[] }).rows ?? (result as Row[]);
}

/**
 * How many statements `run` sent through drizzle (BEGIN and COMMIT included), and their texts:
 * statement budgets are tests on it (issue 13), a deterministic count rather than a timing.
 */
export async function countStatements<T>(
  run: () => Promise<T>,
): Promise<{ result: T; statements: number; sent: string[] }> {
  const scope = { sent: [] as string[] };
  const result = await statementScope.run(scope, run);
  return { result, statements: scope.sent.length, sent: scope.sent };
}

/** PGlite's query takes one statement; a parameterless text may hold several (exec). */
async function runPgliteSql(
  client: {
    query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
    exec(text: string): Promise<{ rows: unknown[] }[]>;
  },
  text: string,
  values?: unknown[],
): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, values);
  const results = await client.exec(text);
  return results.at(-1) ?? { rows: [] };
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
  /** PostgreSQL: statements with parameters prepared once per connection (default on). */
  preparedStatements?: boolean;
  /** Told of connections PostgreSQL or the network broke; the pool replaces them by itself. */
  onConnectionError?: (error: Error) => void;
  /**
   * The embedded database only: `worker` runs it in a thread of its own, so its statements
   * never block the event loop (the server); `current` (default) in the caller's (tests, CLIs).
   */
  thread?: 'worker' | 'current';
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
      // Statements with parameters are prepared once per connection (issue 13).
      ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
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
    const db = drizzlePg(pool, { schema, logger: statementLogger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
      runSql: (text, values) => pool.query(text, values),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  if (options.thread === 'worker') {
    // Issue 13: the server's embedded database runs in its own thread (pglite-thread.ts).
    const thread = new PGliteThread(dataDir);
    await thread.ready();
    return pgliteHandle(thread as unknown as PGlite);
  }
  // pg_trgm serves search (migration 0003); PostgreSQL ships it, PGlite loads it here (and in
  // pglite-worker.ts).
  return pgliteHandle(await PGlite.create(dataDir, { extensions: { pg_trgm } }));
}

/** The handle of an embedded database, in this thread (PGlite) or its own (PGliteThread). */
function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, logger: statementLogger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    runSql: (text, values) => runPgliteSql(client, text, values),
  };
}
