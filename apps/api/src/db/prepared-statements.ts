import { createHash } from 'node:crypto';
import { SQL, is, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Executor } from './client';

/**
 * Issue 13 item 2: every statement with parameters goes out as a named prepared statement, so
 * PostgreSQL parses and plans it once per connection and then only binds and executes it (the
 * cart's lines query, with its translation joins, took up to 5 ms to plan on every call). The
 * name comes from the text, so each pooled connection prepares a text once and reuses it.
 *
 * Texts are bounded: the shop's statements are a fixed set, but a list whose length varies
 * (`in ($1, $2, …)`) makes a new text per length. Past MAX_PREPARED_TEXTS distinct texts a new
 * one is sent unnamed, as before, so neither this process nor a server session grows without end.
 */
export const MAX_PREPARED_TEXTS = 2_000;
export const STATEMENT_PREFIX = 'sf_';

const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_PREPARED_TEXTS) return known;
  const name = STATEMENT_PREFIX + createHash('sha1').update(text).digest('hex').slice(0, 24);
  names.set(text, name);
  return name;
}

type QueryConfig = { text: string; name?: string; values?: unknown[] } & Record<string, unknown>;

function withName(config: unknown, values: unknown): unknown {
  const parameters = Array.isArray(values)
    ? values
    : (config as { values?: unknown } | null)?.values;
  if (!Array.isArray(parameters) || parameters.length === 0) return config;
  if (typeof config === 'string') {
    const name = statementName(config);
    return name ? { text: config, name } : config;
  }
  if (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfig).text === 'string' &&
    (config as QueryConfig).name === undefined &&
    // A Submittable (cursor, stream) brings its own protocol handling.
    typeof (config as { submit?: unknown }).submit !== 'function'
  ) {
    const name = statementName((config as QueryConfig).text);
    return name ? { ...(config as QueryConfig), name } : config;
  }
  return config;
}

/** The pool's client class (`new pg.Pool({ Client: PreparingClient })`). */
export class PreparingClient extends pg.Client {
  // pg's query has many overloads; this one only names the statement and passes everything on.
  override query(...args: unknown[]): never {
    const [config, values, ...rest] = args;
    return (super.query as (...all: unknown[]) => never)(withName(config, values), values, ...rest);
  }
}

interface PreparedRun<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}
interface Preparable<Result> {
  prepare(name: string): PreparedRun<Result>;
}
/** What a reusedStatement's `build` answers: a select (or update) builder, or an `sql` text. */
export type ReusableQuery<Result> = Preparable<Result> | SQL;

const dialect = new PgDialect();

/**
 * Issue 13 item 2: a hot statement (the cart read, add-to-cart) whose SQL is built once instead
 * of on every call. Drizzle builds a statement's text from its query objects each time it runs,
 * which cost a third of the API's CPU in the cart loop; here `build` runs once, with placeholders
 * for `values`, and each call (on the database or in a transaction) only binds the values.
 *
 * `build` receives stand-ins, not the values: name each one it uses (destructure them: the
 * stand-ins have no keys to spread or test with `in`) and put it only where a value goes into the
 * statement, never in JavaScript logic (a statement of another shape is another reusedStatement).
 * `build` answers a select (its rows come back mapped as usual) or an `sql` text (the driver's
 * result, as `db.execute` answers: read it with `rowsOf`).
 */
export function reusedStatement<Values extends object, Result = unknown>(
  build: (db: Executor, values: Values) => ReusableQuery<Result>,
): (db: Executor, values: Values) => Promise<Result> {
  const placeholders = new Proxy(
    {},
    { get: (_target, key) => (typeof key === 'string' ? sql.placeholder(key) : undefined) },
  ) as Values;
  // Per driver (node-postgres, PGlite): each has prepared queries of its own kind.
  const builtFor = new Map<unknown, { prepared: PreparedRun<Result>; session: object }>();
  return (db, values) => {
    const { session } = (db as unknown as Database)._;
    let built = builtFor.get(session.constructor);
    if (!built) {
      const query = build(db, placeholders);
      built = {
        session,
        prepared: is(query, SQL)
          ? (session.prepareQuery(
              dialect.sqlToQuery(query),
              undefined,
              undefined,
              false,
            ) as PreparedRun<Result>)
          : // Unnamed: PreparingClient names it from its text, as every other statement.
            query.prepare(undefined as never),
      };
      builtFor.set(session.constructor, built);
    }
    // Another session of the driver (a transaction, another database) runs the same prepared
    // query on its own connection: drizzle's prepared queries send through their `client`, the
    // session's. A test holds this: a statement read in a transaction sees its own writes.
    const prepared =
      built.session === session
        ? built.prepared
        : (Object.assign(Object.create(built.prepared) as PreparedRun<Result>, {
            client: (session as unknown as { client: unknown }).client,
          }) as PreparedRun<Result>);
    return prepared.execute(values as Record<string, unknown>);
  };
}

/**
 * A reusedStatement for each shape of a statement whose text differs by a few known cases (the
 * caller's language, the languages a text is looked for in), built at its shape's first call.
 * `shape` is what `build` needs to know of the case, not a value: there must be few of them.
 */
export function reusedStatementPerShape<Shape, Values extends object, Result = unknown>(
  build: (db: Executor, shape: Shape, values: Values) => ReusableQuery<Result>,
): (db: Executor, shape: Shape, values: Values) => Promise<Result> {
  const statements = new Map<string, (db: Executor, values: Values) => Promise<Result>>();
  return (db, shape, values) => {
    const key = typeof shape === 'string' ? shape : JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = reusedStatement<Values, Result>((built, placeholders) =>
        build(built, shape, placeholders),
      );
      statements.set(key, statement);
    }
    return statement(db, values);
  };
}
