import { asc, eq, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from './client';
import { insertTranslations, replaceTranslations } from './translations';

/** A table whose rows the back office keeps: an integer `id` and columns of its own. */
type RecordTable = PgTable & { id: AnyPgColumn };

/** Inserts one row into a table with an integer `id` and answers that id, in one statement. */
export async function insertReturningId<T extends RecordTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  if (!row) throw new Error(`${getTableName(table)} row not inserted`);
  return row.id as number;
}

/**
 * The row of `table` that `where` finds, locked until the transaction ends (undefined when none):
 * two calls that would change it run one after the other.
 */
export async function lockedRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const source: PgTable = table;
  const [row] = await db.select().from(source).where(where).for('update');
  return row;
}

/** Every row of `table` that `where` finds, in the ascending order of the `order` columns. */
export async function orderedRows<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  ...order: AnyColumn[]
): Promise<T['$inferSelect'][]> {
  const source: PgTable = table;
  return db
    .select()
    .from(source)
    .where(where)
    .orderBy(...order.map((column) => asc(column)));
}

/** A record's texts in one language, as `<record>_translations` stores them. */
export type TextRow = Record<string, unknown>;

/**
 * The one way to keep a translated record (issue 12 item 2): read one, create it with its texts,
 * replace its values and texts, count what refers to it, delete it. Each call runs on the
 * executor it is given, so a service composes them in one transaction with its own checks.
 *
 *     const countryRecords = translatedRecords(countries, countryText, [
 *       [cities, cities.countryId],
 *       [users, users.countryId],
 *     ]);
 */
export function translatedRecords<T extends RecordTable>(
  table: T,
  texts: { table: PgTable; key: string },
  /** Every table and column that points at the record: a delete waits until none does. */
  referencedBy: readonly (readonly [PgTable, AnyColumn])[],
) {
  const source: PgTable = table;
  const textTable = texts.table;
  // The key column of `translated()`, typed there against its own table.
  const textKey = texts.key as never;
  return {
    async find(db: Executor, id: number): Promise<T['$inferSelect'] | undefined> {
      const [row] = await db.select().from(source).where(eq(table.id, id));
      return row;
    },
    async insert(db: Executor, values: T['$inferInsert'], rows: TextRow[]): Promise<number> {
      const id = await insertReturningId(db, table, values);
      await insertTranslations(db, textTable, textKey, id, rows);
      return id;
    },
    async update(
      db: Executor,
      id: number,
      values: Partial<T['$inferInsert']>,
      rows: TextRow[],
    ): Promise<void> {
      await db.update(table).set(values).where(eq(table.id, id));
      await replaceTranslations(db, textTable, textKey, id, rows);
    },
    /** How many rows still point at the record, in one statement. */
    async references(db: Executor, id: number): Promise<number> {
      const counts = referencedBy.map(
        ([referrer, column]) => sql`(select count(*) from ${referrer} where ${column} = ${id})`,
      );
      const result = await db.execute(sql`select ${sql.join(counts, sql` + `)} as n`);
      return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
    },
    async remove(db: Executor, id: number): Promise<void> {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}

export type TranslatedRecords<T extends RecordTable> = ReturnType<typeof translatedRecords<T>>;
