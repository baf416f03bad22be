import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countStatements,
  openDatabase,
  rowsOf as resultRows,
  type DatabaseHandle,
  type Executor,
} from '../src/db/client';
import { STATEMENT_PREFIX, reusedStatement } from '../src/db/prepared-statements';
import { items } from '../src/db/schema';
import {
  createTestDatabase,
  databaseKinds,
  rowsOf,
  useTestDatabase,
  type TestDatabase,
} from './helpers/test-app';

/**
 * Issue 13 item 2: on PostgreSQL a statement with parameters is prepared once per connection
 * and reused, so the server plans it once rather than on every call.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // One connection, so what it prepared can be read from pg_prepared_statements on it.
    handle = await openDatabase({ url: database.url, poolSize: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const prepared = async () =>
    rowsOf<{ name: string; statement: string }>(
      handle.db,
      sql`select name, statement from pg_prepared_statements order by name`,
    );

  it('prepares a statement with parameters once and reuses it', async () => {
    const menuItem = (id: number) =>
      handle.db
        .select({ id: items.id })
        .from(items)
        .where(sql`${items.id} = ${id}`);
    await menuItem(1);
    const first = (await prepared()).filter((row) => row.statement.includes('"items"'));
    expect(first).toHaveLength(1);
    expect(first[0]?.name.startsWith(STATEMENT_PREFIX)).toBe(true);

    for (let id = 2; id < 12; id++) await menuItem(id);
    const after = (await prepared()).filter((row) => row.statement.includes('"items"'));
    // The same statement, however many calls and values: prepared once on this connection.
    expect(after).toEqual(first);
  });

  it('sends a statement without parameters as it is', async () => {
    await handle.db.execute(sql.raw('select 41 + 1 as answer'));
    const texts = (await prepared()).map((row) => row.statement);
    expect(texts.some((text) => text.includes('41 + 1'))).toBe(false);
  });

  it('prepares nothing when DATABASE_PREPARED_STATEMENTS is false (a pooler in transaction mode)', async () => {
    const unprepared = await openDatabase({
      url: database.url,
      poolSize: 1,
      preparedStatements: false,
    });
    try {
      await unprepared.db
        .select({ id: items.id })
        .from(items)
        .where(sql`${items.id} = ${1}`);
      const names = await rowsOf<{ name: string }>(
        unprepared.db,
        sql`select name from pg_prepared_statements`,
      );
      expect(names).toEqual([]);
    } finally {
      await unprepared.close();
    }
  });
});

/**
 * Issue 13 item 2: a hot statement's SQL is built once (reusedStatement) and each call binds its
 * own values, on the database and inside a transaction.
 */
describe.each(databaseKinds)('statements built once on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('builds a select once and answers each call for its own values', async () => {
    const { db } = database.current.handle;
    const build = vi.fn((executor: Executor, { id }: { id: number }) =>
      executor.select({ id: items.id, image: items.image }).from(items).where(eq(items.id, id)),
    );
    const menuItem = reusedStatement(build);
    const expected = await db.select({ id: items.id, image: items.image }).from(items).limit(3);
    expect(expected).toHaveLength(3);

    for (const row of [...expected, ...expected]) {
      const { result, statements } = await countStatements(() => menuItem(db, { id: row.id }));
      expect(result).toEqual([row]);
      expect(statements).toBe(1);
    }
    expect(await menuItem(db, { id: -1 })).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds an sql text once and reads it inside a transaction as well', async () => {
    const { db } = database.current.handle;
    const build = vi.fn(
      (_executor: Executor, { id, extra }: { id: number; extra: number }) =>
        sql`select ${items.id} + ${extra} as shifted from ${items} where ${items.id} = ${id}`,
    );
    const shifted = reusedStatement(build);
    const [first] = await db.select({ id: items.id }).from(items).limit(1);
    const id = first!.id;

    expect(resultRows(await shifted(db, { id, extra: 10 }))).toEqual([{ shifted: id + 10 }]);
    expect(resultRows(await shifted(db, { id, extra: 20 }))).toEqual([{ shifted: id + 20 }]);
    expect(build).toHaveBeenCalledTimes(1);

    // A transaction runs it on its own connection: it sees the transaction's own writes.
    await db
      .transaction(async (tx) => {
        await tx.update(items).set({ image: '/in-the-transaction.png' }).where(eq(items.id, id));
        const imageOf = reusedStatement((executor, { itemId }: { itemId: number }) =>
          executor.select({ image: items.image }).from(items).where(eq(items.id, itemId)),
        );
        expect(await imageOf(tx, { itemId: id })).toEqual([{ image: '/in-the-transaction.png' }]);
        expect(resultRows(await shifted(tx, { id, extra: 1 }))).toEqual([{ shifted: id + 1 }]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });
});
