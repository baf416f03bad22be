import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { STATEMENT_PREFIX } from '../src/db/prepared-statements';
import { items } from '../src/db/schema';
import { createTestDatabase, rowsOf, type TestDatabase } from './helpers/test-app';

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
