import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  type AdminCitiesQuery,
  type AdminCityPlacesQuery,
  type AdminCompaniesQuery,
  type AdminCountriesQuery,
  type Language,
  type SortDirection,
} from '@storefront/shared';
import type { Executor } from '../../../db/client';
import { ordered } from '../../../db/ordering';
import { pageOf, type PagedQuery } from '../../../db/paging';
import {
  buildings,
  cities,
  companies,
  companySubscriptions,
  countries,
  subscriptionPlans,
  subscriptionPurchases,
  universities,
  users,
} from '../../../db/schema';
import { translatedRecords } from '../../../db/records';
import {
  buildingText,
  cityText,
  companyText,
  countryText,
  universityText,
} from '../../../db/texts';
import { containsPattern } from '../../../db/like';
import { translationRows, type Texts } from '../translation-rows';

/**
 * The back office's queries on places and organisations (issue 7 item 4). Lists page and sort
 * on the server; names show in the operator's language with the English fallback (DESIGN §7),
 * and every language's stored text comes along for the edit form.
 */

export interface ListPage {
  page: number;
  limit: number;
  direction: SortDirection;
  language: Language;
}

/** Case-insensitive order of a shown name. */
function byName(name: SQL) {
  return sql`lower(${name})`;
}

function containing(q: string | undefined): string | undefined {
  return q ? containsPattern(q) : undefined;
}

// ------------------------------------------------------------------ translations

/** One row per language with a name; an empty language falls back to English (stored absent). */
export function nameRows(names: Texts<'name'>) {
  return translationRows(names, ['name']);
}

/**
 * A company's rows: a language with a name or an address gets a row, its missing field taken
 * from English, because storefront queries read name and address from one row.
 */
export function companyTextRows(texts: Texts<'name' | 'address'>) {
  return translationRows(texts, ['name', 'address']);
}

/** What `translated()` answers for a record kind: every language's stored row of some records. */
interface StoredTexts {
  rowsOf(
    db: Executor,
    ids: readonly number[],
  ): Promise<Map<number, Partial<Record<Language, Record<string, unknown>>>>>;
}

/**
 * One page of a back-office list: `limit` rows from the page's first, the count of every row
 * its filters match, and each row's stored texts as the edit forms show them: English always
 * (blank when missing), another language only where it has a row.
 */
async function listPage<Row extends { id: number }, Field extends string>(
  db: Executor,
  query: ListPage,
  select: PagedQuery<Row>,
  counted: PromiseLike<{ total: number }[]>,
  text: StoredTexts,
  fields: readonly Field[],
) {
  const { rows, total } = await pageOf(select, counted, query);
  const byRecord = await text.rowsOf(
    db,
    rows.map((row) => row.id),
  );
  const textsOf = (row: Record<string, unknown> | undefined) =>
    Object.fromEntries(
      fields.map((field) => [field, typeof row?.[field] === 'string' ? row[field] : '']),
    ) as Record<Field, string>;
  const storedTexts = (id: number) => {
    const texts: Partial<Record<Language, Record<Field, string>>> = {};
    for (const [language, row] of Object.entries(byRecord.get(id) ?? {})) {
      texts[language as Language] = textsOf(row);
    }
    return { ...texts, en: texts.en ?? textsOf(undefined) };
  };
  return {
    total,
    rows: rows.map((row) => ({ ...row, texts: storedTexts(row.id) })),
  };
}

// ------------------------------------------------------------------ countries

const countryName = countryText.text<string | null>('name');
const cityName = cityText.text<string | null>('name');
const companyName = companyText.text<string | null>('name');

export async function listCountries(
  db: Executor,
  query: Pick<AdminCountriesQuery, 'sort'> & ListPage & { q?: string | undefined },
) {
  const language = query.language;
  const pattern = containing(query.q);
  const where = pattern
    ? or(
        sql`${countries.isoCode} ilike ${pattern}`,
        countryText.anyTextLike('name', countries.id, pattern),
      )
    : undefined;
  const cityCount = sql<number>`(select count(*)::int from ${cities} where ${cities.countryId} = ${countries.id})`;
  const sorts = {
    name: byName(countryName),
    iso_code: countries.isoCode,
    sort_order: countries.sortOrder,
    cities: cityCount,
    id: countries.id,
  } as const;
  return listPage(
    db,
    query,
    db
      .select({
        id: countries.id,
        isoCode: countries.isoCode,
        sortOrder: countries.sortOrder,
        name: countryName,
        cities: cityCount,
      })
      .from(countries)
      .leftJoin(...countryText.onLocal(countries.id, language))
      .leftJoin(...countryText.onFallback(countries.id))
      .where(where)
      .orderBy(
        ordered(sorts[query.sort ?? 'sort_order'], query.direction),
        asc(byName(countryName)),
        asc(countries.id),
      ),
    db.select({ total: count() }).from(countries).where(where),
    countryText,
    ['name'],
  );
}

export const countryRecords = translatedRecords(countries, countryText, [
  [cities, cities.countryId],
  [users, users.countryId],
]);

// ------------------------------------------------------------------ cities

export async function listCities(
  db: Executor,
  query: Pick<AdminCitiesQuery, 'sort'> &
    ListPage & { q?: string | undefined; country_id?: number | undefined },
) {
  const language = query.language;
  const pattern = containing(query.q);
  const where = and(
    query.country_id === undefined ? undefined : eq(cities.countryId, query.country_id),
    pattern ? cityText.anyTextLike('name', cities.id, pattern) : undefined,
  );
  const sorts = {
    name: byName(cityName),
    country: byName(countryName),
    sort_order: cities.sortOrder,
    id: cities.id,
  } as const;
  return listPage(
    db,
    query,
    db
      .select({
        id: cities.id,
        countryId: cities.countryId,
        sortOrder: cities.sortOrder,
        name: cityName,
        countryName,
      })
      .from(cities)
      .leftJoin(...cityText.onLocal(cities.id, language))
      .leftJoin(...cityText.onFallback(cities.id))
      .leftJoin(...countryText.onLocal(cities.countryId, language))
      .leftJoin(...countryText.onFallback(cities.countryId))
      .where(where)
      .orderBy(
        ordered(sorts[query.sort ?? 'country'], query.direction),
        asc(cities.sortOrder),
        asc(byName(cityName)),
        asc(cities.id),
      ),
    db.select({ total: count() }).from(cities).where(where),
    cityText,
    ['name'],
  );
}

/** Buildings, universities, companies and users of the city. */
export const cityRecords = translatedRecords(cities, cityText, [
  [buildings, buildings.cityId],
  [universities, universities.cityId],
  [companies, companies.cityId],
  [users, users.cityId],
]);

// ------------------------------------------------------------------ buildings and universities

export type CityPlaceQuery = Pick<AdminCityPlacesQuery, 'sort'> &
  ListPage & {
    q?: string | undefined;
    country_id?: number | undefined;
    city_id?: number | undefined;
  };

/** Companies in the building and users who chose it. */
export const buildingRecords = translatedRecords(buildings, buildingText, [
  [companies, companies.buildingId],
  [users, users.buildingId],
]);

/** Students who chose the university. */
export const universityRecords = translatedRecords(universities, universityText, [
  [users, users.universityId],
]);

/** Buildings and universities: places in a city, with the same columns and list. */
export const cityPlaces = {
  buildings: { table: buildings, text: buildingText, records: buildingRecords },
  universities: { table: universities, text: universityText, records: universityRecords },
} as const;
export type CityPlaceKind = keyof typeof cityPlaces;

export async function listCityPlaces(db: Executor, kind: CityPlaceKind, query: CityPlaceQuery) {
  const { table, text } = cityPlaces[kind] as (typeof cityPlaces)['buildings'];
  const language = query.language;
  const placeName = text.text<string | null>('name');
  const cityName = cityText.textOf('name', table.cityId, language);
  const countryName = countryText.textOf('name', cities.countryId, language);
  const pattern = containing(query.q);
  const where = and(
    query.city_id === undefined ? undefined : eq(table.cityId, query.city_id),
    query.country_id === undefined ? undefined : eq(cities.countryId, query.country_id),
    pattern ? text.anyTextLike('name', table.id, pattern) : undefined,
  );
  const sorts = {
    name: byName(placeName),
    city: byName(cityName),
    sort_order: table.sortOrder,
    id: table.id,
  } as const;
  return listPage(
    db,
    query,
    db
      .select({
        id: table.id,
        cityId: table.cityId,
        countryId: cities.countryId,
        sortOrder: table.sortOrder,
        name: placeName,
        cityName,
        countryName,
      })
      .from(table)
      .innerJoin(cities, eq(cities.id, table.cityId))
      .leftJoin(...text.onLocal(table.id, language))
      .leftJoin(...text.onFallback(table.id))
      .where(where)
      .orderBy(
        ordered(sorts[query.sort ?? 'city'], query.direction),
        asc(table.sortOrder),
        asc(byName(placeName)),
        asc(table.id),
      ),
    db
      .select({ total: count() })
      .from(table)
      .innerJoin(cities, eq(cities.id, table.cityId))
      .where(where),
    text,
    ['name'],
  );
}

// ------------------------------------------------------------------ companies

export async function listCompanies(
  db: Executor,
  query: Pick<AdminCompaniesQuery, 'sort'> &
    ListPage & {
      q?: string | undefined;
      country_id?: number | undefined;
      city_id?: number | undefined;
      building_id?: number | undefined;
    },
) {
  const language = query.language;
  const pattern = containing(query.q);
  // Parents' names as scalar subqueries, not two joins each: with eleven tables joined the
  // list answered 22 requests/s on the embedded database, with these about 60.
  const cityName = cityText.textOf('name', companies.cityId, language);
  const countryName = countryText.textOf('name', cities.countryId, language);
  const buildingName = buildingText.textOf('name', companies.buildingId, language);
  const where = and(
    query.city_id === undefined ? undefined : eq(companies.cityId, query.city_id),
    query.building_id === undefined ? undefined : eq(companies.buildingId, query.building_id),
    query.country_id === undefined ? undefined : eq(cities.countryId, query.country_id),
    pattern
      ? or(
          sql`${companies.email} ilike ${pattern}`,
          companyText.anyTextLike('name', companies.id, pattern),
        )
      : undefined,
  );
  const sorts = {
    name: byName(companyName),
    city: byName(cityName),
    building: byName(buildingName),
    email: companies.email,
    sort_order: companies.sortOrder,
    id: companies.id,
  } as const;
  return listPage(
    db,
    query,
    db
      .select({
        id: companies.id,
        cityId: companies.cityId,
        countryId: cities.countryId,
        buildingId: companies.buildingId,
        email: companies.email,
        phone: companies.phone,
        sortOrder: companies.sortOrder,
        name: companyName,
        cityName,
        countryName,
        buildingName,
      })
      .from(companies)
      .innerJoin(cities, eq(cities.id, companies.cityId))
      .leftJoin(...companyText.onLocal(companies.id, language))
      .leftJoin(...companyText.onFallback(companies.id))
      .where(where)
      .orderBy(
        ordered(sorts[query.sort ?? 'name'], query.direction),
        asc(byName(companyName)),
        asc(companies.id),
      ),
    db
      .select({ total: count() })
      .from(companies)
      .innerJoin(cities, eq(cities.id, companies.cityId))
      .where(where),
    companyText,
    ['name', 'address'],
  );
}

/** Employees, plans, subscription periods and purchases of the company. */
export const companyRecords = translatedRecords(companies, companyText, [
  [users, users.companyId],
  [subscriptionPlans, subscriptionPlans.companyId],
  [companySubscriptions, companySubscriptions.companyId],
  [subscriptionPurchases, subscriptionPurchases.companyId],
]);

export interface CompanyValues {
  cityId: number;
  buildingId: number | null;
  email: string;
  phone: string;
  sortOrder: number;
}

/** The company's employees (users pick their building through the company, decision 016). */
export async function moveCompanyEmployees(db: Executor, id: number, buildingId: number | null) {
  await db.update(users).set({ buildingId, updatedAt: new Date() }).where(eq(users.companyId, id));
}

export async function companyUsers(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.companyId, id));
  return row?.n ?? 0;
}
