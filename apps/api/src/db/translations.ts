import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, type Language } from '@storefront/shared';
import type { Executor } from './client';

/**
 * DESIGN §7, the one place for translated records (issue 12, decision 044): a record's texts
 * live in a `<record>_translations` table with one row per language (its key column, `language`,
 * the texts). Reading joins it twice — the caller's language as `local`, English as `fallback` —
 * and takes each text from the first that has it; writing replaces a record's rows at once.
 *
 *     const itemText = translated(itemTranslations, 'itemId', 'item');
 *     db.select({ name: itemText.text('name') })
 *       .from(items)
 *       .leftJoin(...itemText.onLocal(items.id, language))
 *       .leftJoin(...itemText.onFallback(items.id));
 */
export function translated<T extends PgTable, Key extends keyof T & string>(
  table: T,
  key: Key,
  name: string,
) {
  const local = alias(table, `${name}_local`);
  const fallback = alias(table, `${name}_fallback`);
  const column = (side: object, field: string) =>
    (side as Record<string, AnyColumn>)[field] as AnyColumn;
  return {
    table,
    key,
    local,
    fallback,
    /** One text in the caller's language, else English (null when neither has it). */
    text<Value = string | null>(field: keyof T & string): SQL<NoInfer<Value>> {
      return sql<Value>`coalesce(${column(local, field)}, ${column(fallback, field)})`;
    },
    /**
     * The same text as a scalar subquery, for lists that show several parents' names (fewer
     * joins than two aliases per parent).
     */
    textOf(field: keyof T & string, parentKey: AnyColumn, language: Language): SQL<string | null> {
      const languageColumn = column(table, 'language');
      return sql<
        string | null
      >`(select ${column(table, field)} from ${table} where ${column(table, key)} = ${parentKey} and ${languageColumn} in (${language}, ${DEFAULT_LANGUAGE}) order by (${languageColumn} = ${language}) desc limit 1)`;
    },
    /** Whether the text in any language contains `pattern` (an ILIKE pattern). */
    anyTextLike(field: keyof T & string, parentKey: AnyColumn, pattern: string): SQL {
      return sql`exists (select 1 from ${table} where ${column(table, key)} = ${parentKey} and ${column(table, field)} ilike ${pattern})`;
    },
    /** Every language's row of these records, by record id and language (back-office forms). */
    async rowsOf(db: Executor, ids: readonly number[]) {
      const byRecord = new Map<number, Partial<Record<Language, Record<string, unknown>>>>();
      if (ids.length === 0) return byRecord;
      const source: PgTable = table;
      const rows = (await db
        .select()
        .from(source)
        .where(inArray(column(table, key), [...ids]))) as Record<string, unknown>[];
      for (const row of rows) {
        const id = row[key] as number;
        const languages = byRecord.get(id) ?? {};
        languages[row.language as Language] = row;
        byRecord.set(id, languages);
      }
      return byRecord;
    },
    /** One record's rows, a row per language with its `fields` (a back-office form's texts). */
    async rowsFor<F extends keyof T['$inferSelect'] & string>(
      db: Executor,
      id: number,
      fields: readonly F[],
    ) {
      const source: PgTable = table;
      const columns = ['language', ...fields].map((field) => [field, column(table, field)]);
      return (await db
        .select(Object.fromEntries(columns) as Record<string, AnyPgColumn>)
        .from(source)
        .where(eq(column(table, key), id))) as ({ language: string } & Pick<
        T['$inferSelect'],
        F
      >)[];
    },
    /** `.leftJoin(...onLocal(parentKey, language))`: the caller's language. */
    onLocal(parentKey: AnyColumn, language: Language) {
      return [
        local,
        and(eq(column(local, key), parentKey), eq(column(local, 'language'), language)),
      ] as const;
    },
    /** `.leftJoin(...onFallback(parentKey))`: English, the fallback of every language. */
    onFallback(parentKey: AnyColumn) {
      return [
        fallback,
        and(
          eq(column(fallback, key), parentKey),
          eq(column(fallback, 'language'), DEFAULT_LANGUAGE),
        ),
      ] as const;
    },
  };
}

/** A translated table to join (`translated()`), and the column of the record it belongs to. */
export type TextJoin = readonly [
  {
    onLocal(parentKey: AnyColumn, language: Language): readonly [PgTable, SQL | undefined];
    onFallback(parentKey: AnyColumn): readonly [PgTable, SQL | undefined];
  },
  AnyColumn,
];

/**
 * `query` (a `$dynamic()` select of its own columns) with each text's two joins, in order:
 *
 *     withTexts(query, language, [itemText, items.id], [categoryText, items.categoryId])
 */
export function withTexts<Query extends PgSelect>(
  query: Query,
  language: Language,
  ...texts: readonly TextJoin[]
): Query {
  let joined: PgSelect = query;
  for (const [text, parentKey] of texts) {
    joined = joined
      .leftJoin(...text.onLocal(parentKey, language))
      .leftJoin(...text.onFallback(parentKey)) as PgSelect;
  }
  // The joins add no column to the query's own selection: its rows keep their type.
  return joined as Query;
}

/** A write of one record's translation rows into `table`, whose `key` column holds its id. */
type TranslationsWrite = <T extends PgTable>(
  db: Executor,
  table: T,
  key: keyof T & string,
  id: number,
  rows: readonly object[],
) => Promise<void>;

/** A new record's translations (one statement). */
export const insertTranslations: TranslationsWrite = async (db, table, key, id, rows) => {
  if (rows.length === 0) return;
  await db.insert(table).values(rows.map((row) => ({ ...row, [key]: id })) as never);
};

/**
 * A record's translations as the back office saves them: the given languages' rows replace all
 * of the record's rows (a language left empty is removed and falls back to English).
 */
export const replaceTranslations: TranslationsWrite = async (db, table, key, id, rows) => {
  const keyColumn = (table as unknown as Record<string, AnyColumn>)[key] as AnyColumn;
  await db.delete(table).where(eq(keyColumn, id));
  await insertTranslations(db, table, key, id, rows);
};
