import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import { DEFAULT_LANGUAGE, LANGUAGES, type DietaryFilter, type Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { reusedStatementPerShape } from '../../db/prepared-statements';
import { comboTranslations, combos, itemSearch, itemTranslations, items } from '../../db/schema';
import { comboText } from '../../db/texts';
import {
  comboColumns,
  dietaryConditions,
  itemColumns,
  withItemTexts,
  type ComboRow,
  type ItemRow,
  type PageRequest,
} from '../catalog/catalog.repository';

// The catalog's two-alias pattern: the caller's language (`local`) and English (`fallback`).

/**
 * The languages whose names a text is looked for in: the caller's and English (a shopper may
 * type an English dish name whatever the page's language), and the language of the text's own
 * script (issue 17: Bahraini customers type "شاورما" with the shop in English; Georgian letters
 * find Georgian names). Latin text is not matched against French or German names the shopper
 * does not see, where a part of a word would find unrelated dishes. Items are searched through
 * item_search, whose rows hold the names of the row's language, English, Arabic and Georgian
 * (migration 0021): the same, as a text in one script cannot match a name in another.
 */
export function searchLanguages(language: Language, text: string): Language[] {
  const languages = new Set<Language>([language, DEFAULT_LANGUAGE]);
  if (/[\u0600-\u06FF\u0750-\u077F]/.test(text)) languages.add('ae');
  if (/[\u10A0-\u10FF\u1C90-\u1CBF]/.test(text)) languages.add('ka');
  return [...languages];
}

/**
 * Names starting with the text first, then alphabetical (in the language shown); `shownKey` is
 * the name shown in lower case.
 */
function relevance(shownKey: SQL | AnyColumn, prefix: string) {
  return [asc(sql`case when ${shownKey} like lower(${prefix}) then 0 else 1 end`), asc(shownKey)];
}

/**
 * Issue 17 item 8: how alike a text and a name must be for a close match, in pg_trgm's
 * `word_similarity` (the text against the most alike part of the name): "machbus" and "Chicken
 * Machboos" 0.63, "shawrma" and "Chicken Shawarma Wrap" 0.55, "hummos" and "Hummus" 0.57, the
 * Georgian "ხაჭაპურს" (an inflected form) and "ხაჭაპური" 0.78; "pizza" and "Machboos" 0.
 */
export const CLOSE_MATCH = 0.45;

/** Texts shorter than this are not looked for by likeness (two letters are like too much). */
const CLOSE_MATCH_MIN_LENGTH = 3;

/**
 * The records (by `key`) one of whose names in searchLanguages is like the text, with how like
 * (the best of their names). Read only when nothing contains the text, so it is allowed to
 * compute the likeness of every name of those languages.
 */
function closeMatches(
  db: Executor,
  table: typeof itemTranslations | typeof comboTranslations,
  key: AnyColumn,
  name: AnyColumn,
  language: Language,
  query: string,
) {
  const likeness = sql<number>`max(word_similarity(${query}, ${name}))`;
  return db
    .select({ id: sql<number>`${key}`.as('close_id'), score: likeness.as('score') })
    .from(table)
    .where(inArray(table.language, searchLanguages(language, query)))
    .groupBy(sql`${key}`)
    .having(sql`${likeness} >= ${CLOSE_MATCH}`)
    .as('close');
}

export function looksForCloseMatches(query: string): boolean {
  return [...query].length >= CLOSE_MATCH_MIN_LENGTH;
}

/**
 * The language as an SQL literal, not a parameter: item_search has one partial index per
 * language, which the planner uses only when it sees the language in the statement (a generic
 * plan of a prepared statement would not).
 */
function languageLiteral(language: Language): SQL {
  if (!LANGUAGES.includes(language)) throw new Error(`Unknown language: ${language}`);
  return sql.raw(`'${language}'`);
}

function patterns(query: string) {
  const escaped = escapeLike(query);
  return { contains: `%${escaped}%`, prefix: `${escaped}%` };
}

/** What a search statement binds: the text as LIKE patterns and the page's window. */
interface SearchValues {
  contains: string;
  prefix: string;
  limit: number;
  offset: number;
}

function searchValues(query: string, page: PageRequest): SearchValues {
  return { ...patterns(query), limit: page.limit, offset: (page.page - 1) * page.limit };
}

function availableItemsMatching(
  db: Executor,
  language: Language,
  contains: string,
  dietaryCondition: SQL | undefined,
) {
  return and(
    eq(itemSearch.language, languageLiteral(language)),
    sql`${itemSearch.names} like lower(${contains})`,
    eq(itemSearch.isAvailable, true),
    dietaryCondition &&
      inArray(itemSearch.itemId, db.select({ id: items.id }).from(items).where(dietaryCondition)),
  );
}

/**
 * Issue 13 item 4: the matches are read from item_search, one narrow row per item and shown
 * language whose names are already in lower case (LIKE, not ILIKE, rechecks them) and which
 * carries the item's availability and its shown name's sort key (migration 0022): ranked with
 * the total as a window count, reading items only for a dietary filter; only the page's rows
 * then read their texts and category. A text every item contains ("bowl" in the bench's 10,000
 * items) ranks in 6 ms instead of the 26 ms of joining items over every match.
 */
function itemsSearch(
  db: Executor,
  language: Language,
  dietaryCondition: SQL | undefined,
  { contains, prefix, limit, offset }: SearchValues,
) {
  const ranked = db
    .select({
      id: itemSearch.itemId,
      shownKey: sql<string | null>`${itemSearch.shownKey}`.as('shown_key'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(itemSearch)
    .where(availableItemsMatching(db, language, contains, dietaryCondition))
    .orderBy(...relevance(itemSearch.shownKey, prefix), asc(itemSearch.itemId))
    .limit(limit)
    .offset(offset)
    .as('ranked');
  return withItemTexts(
    db
      .select({ ...itemColumns(), total: ranked.total })
      .from(ranked)
      .innerJoin(items, eq(items.id, ranked.id))
      .$dynamic(),
    language,
  ).orderBy(...relevance(sql`${ranked.shownKey}`, prefix), asc(items.id));
}

type FoundItem = ItemRow & { total: number };

/** The search without a dietary filter (nearly every one), built once per language. */
const reusedItemsSearch = reusedStatementPerShape<Language, SearchValues, FoundItem[]>(
  (db, language, values) => itemsSearch(db, language, undefined, values),
);

/** A page of available items found for `query` in the caller's language, with the total. */
type ItemsSearch = (
  db: Executor,
  language: Language,
  query: string,
  dietary: DietaryFilter,
  page: PageRequest,
) => Promise<{ rows: ItemRow[]; total: number }>;

/** A page of available items whose name contains `query`. */
export const searchItems: ItemsSearch = async (db, language, query, dietary, page) => {
  const values = searchValues(query, page);
  const dietaryCondition = dietaryConditions(dietary);
  const found = dietaryCondition
    ? await itemsSearch(db, language, dietaryCondition, values)
    : await reusedItemsSearch(db, language, values);
  const rows: ItemRow[] = found.map(({ total: _total, ...row }) => row);
  const first = found[0];
  if (first) return { rows, total: first.total };
  // A page past the end has no row to carry the total: count separately (rare).
  const [totalRow] = await db
    .select({ total: count() })
    .from(itemSearch)
    .where(availableItemsMatching(db, language, values.contains, dietaryCondition));
  return { rows, total: totalRow?.total ?? 0 };
};

/**
 * Issue 17 item 8: a page of available items whose name is like the text (a typo, another
 * spelling, an inflected form), the closest first. Asked only when no name contains the text.
 */
export const searchItemsLike: ItemsSearch = async (db, language, query, dietary, page) => {
  const close = closeMatches(
    db,
    itemTranslations,
    itemTranslations.itemId,
    itemTranslations.name,
    language,
    query,
  );
  const found = await withItemTexts(
    db
      .select({ ...itemColumns(), total: sql<number>`(count(*) over ())::int` })
      .from(items)
      .innerJoin(close, eq(close.id, items.id))
      .$dynamic(),
    language,
  )
    .where(and(eq(items.isAvailable, true), dietaryConditions(dietary)))
    .orderBy(desc(close.score), asc(items.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    rows: found.map(({ total: _total, ...row }) => row),
    total: found[0]?.total ?? 0,
  };
};

/** Issue 17 item 8: at most `limit` available combos whose title is like the text. */
export async function searchCombosLike(
  db: Executor,
  language: Language,
  query: string,
  limit: number,
): Promise<ComboRow[]> {
  const close = closeMatches(
    db,
    comboTranslations,
    comboTranslations.comboId,
    comboTranslations.title,
    language,
    query,
  );
  return db
    .select(comboColumns(db, language))
    .from(combos)
    .innerJoin(close, eq(close.id, combos.id))
    .leftJoin(...comboText.onLocal(combos.id, language))
    .leftJoin(...comboText.onFallback(combos.id))
    .where(eq(combos.isAvailable, true))
    .orderBy(desc(close.score), asc(combos.id))
    .limit(limit);
}

/**
 * The combos search, built once per language and languages looked in. A title in one of them
 * containing the text, in any case: `ILIKE '%…%'` is what the trigram GIN indexes of migration
 * 0004 serve for texts of three or more characters.
 */
const reusedCombosSearch = reusedStatementPerShape<
  { language: Language; lookedIn: Language[] },
  Omit<SearchValues, 'offset'>,
  ComboRow[]
>((db, { language, lookedIn }, { contains, prefix, limit }) => {
  const matchingIds = db
    .select({ id: comboTranslations.comboId })
    .from(comboTranslations)
    .where(
      and(
        inArray(comboTranslations.language, lookedIn),
        sql`${comboTranslations.title} ilike ${contains}`,
      ),
    );
  return db
    .select(comboColumns(db, language))
    .from(combos)
    .leftJoin(...comboText.onLocal(combos.id, language))
    .leftJoin(...comboText.onFallback(combos.id))
    .where(and(eq(combos.isAvailable, true), inArray(combos.id, matchingIds)))
    .orderBy(...relevance(sql`lower(${comboText.text('title')})`, prefix), asc(combos.id))
    .limit(limit);
});

/** At most `limit` available combos whose title contains `query`. */
export async function searchCombos(
  db: Executor,
  language: Language,
  query: string,
  limit: number,
): Promise<ComboRow[]> {
  return reusedCombosSearch(
    db,
    { language, lookedIn: searchLanguages(language, query) },
    { ...patterns(query), limit },
  );
}
