import { and, asc, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  LANGUAGES,
  type AdminCitiesQuery,
  type AdminCityPlacesQuery,
  type AdminCompaniesQuery,
  type AdminCountriesQuery,
  type Language,
  type SortDirection,
  type StoredCompanyTexts,
  type StoredNames,
} from '@storefront/shared';
import type { Executor } from '../../../db/client';
import {
  buildingTranslations,
  buildings,
  cities,
  cityTranslations,
  companies,
  companySubscriptions,
  companyTranslations,
  countries,
  countryTranslations,
  subscriptionPlans,
  subscriptionPurchases,
  universities,
  universityTranslations,
  users,
} from '../../../db/schema';
import { translated, replaceTranslations } from '../../../db/translations';
import { containsPattern } from '../../../db/like';

/**
 * The back office's queries on places and organisations (issue 7 item 4). Lists page and sort
 * on the server; names show in the operator's language with the English fallback (DESIGN §7),
 * and every language's stored text comes along for the edit form.
 */

// The two-alias pattern of geo.repository.ts: the operator's language and English.
const countryText = translated(countryTranslations, 'countryId', 'country');
const cityText = translated(cityTranslations, 'cityId', 'city');
const buildingText = translated(buildingTranslations, 'buildingId', 'building');
const universityText = translated(universityTranslations, 'universityId', 'university');
const companyText = translated(companyTranslations, 'companyId', 'company');

export interface ListPage {
  page: number;
  limit: number;
  direction: SortDirection;
  language: Language;
}

function ordered(expression: SQL | AnyColumn, direction: SortDirection) {
  return direction === 'asc' ? asc(expression) : desc(expression);
}

/** Case-insensitive order of a shown name. */
function byName(name: SQL) {
  return sql`lower(${name})`;
}

function containing(q: string | undefined): string | undefined {
  return q ? containsPattern(q) : undefined;
}

// ------------------------------------------------------------------ translations

/** One row per language with a text; an empty language falls back to English (stored absent). */
export function nameRows(names: {
  en: { name: string };
  fr?: { name?: string | undefined } | undefined;
  de?: { name?: string | undefined } | undefined;
  ae?: { name?: string | undefined } | undefined;
  ka?: { name?: string | undefined } | undefined;
}): { language: Language; name: string }[] {
  return LANGUAGES.flatMap((language) => {
    const name = names[language]?.name?.trim() ?? '';
    return name ? [{ language, name }] : [];
  });
}

type CompanyTextsInput = {
  en: { name: string; address: string };
} & Partial<
  Record<
    Exclude<Language, 'en'>,
    { name?: string | undefined; address?: string | undefined } | undefined
  >
>;

/**
 * A company's rows: a language with a name or an address gets a row, its missing field taken
 * from English, because storefront queries read name and address from one row.
 */
export function companyTextRows(texts: CompanyTextsInput) {
  return LANGUAGES.flatMap((language) => {
    const name = texts[language]?.name?.trim() ?? '';
    const address = texts[language]?.address?.trim() ?? '';
    if (!name && !address) return [];
    return [{ language, name: name || texts.en.name, address: address || texts.en.address }];
  });
}

/** Every language's name of these records, as the back-office forms show them. */
async function namesOf(
  db: Executor,
  text: {
    rowsOf: (
      db: Executor,
      ids: readonly number[],
    ) => Promise<Map<number, Partial<Record<Language, Record<string, unknown>>>>>;
  },
  ids: number[],
) {
  const byRecord = await text.rowsOf(db, ids);
  return (id: number): StoredNames => {
    const names: Partial<Record<Language, { name: string }>> = {};
    for (const [language, row] of Object.entries(byRecord.get(id) ?? {})) {
      names[language as Language] = { name: typeof row?.name === 'string' ? row.name : '' };
    }
    return { ...names, en: names.en ?? { name: '' } };
  };
}

async function companyTextsOf(db: Executor, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(companyTranslations)
          .where(inArray(companyTranslations.companyId, ids));
  const byCompany = new Map<number, Partial<StoredCompanyTexts>>();
  for (const row of rows) {
    const texts = byCompany.get(row.companyId) ?? {};
    texts[row.language as Language] = { name: row.name, address: row.address };
    byCompany.set(row.companyId, texts);
  }
  return (id: number): StoredCompanyTexts => {
    const texts = byCompany.get(id) ?? {};
    return { ...texts, en: texts.en ?? { name: '', address: '' } };
  };
}

// ------------------------------------------------------------------ countries

const countryName = countryText.text<string | null>('name');
const cityName = cityText.text<string | null>('name');
const buildingName = buildingText.text<string | null>('name');
const universityName = universityText.text<string | null>('name');
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
  const rows = await db
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
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(countries).where(where);
  const names = await namesOf(
    db,
    countryText,
    rows.map((row) => row.id),
  );
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({ ...row, name: row.name ?? '', names: names(row.id) })),
  };
}

export async function findCountry(db: Executor, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

export async function insertCountry(
  db: Executor,
  values: { isoCode: string; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  const [row] = await db.insert(countries).values(values).returning({ id: countries.id });
  if (!row) throw new Error('country not inserted');
  await db
    .insert(countryTranslations)
    .values(names.map((name) => ({ ...name, countryId: row.id })));
  return row.id;
}

export async function updateCountry(
  db: Executor,
  id: number,
  values: { isoCode: string; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  await db.update(countries).set(values).where(eq(countries.id, id));
  await replaceTranslations(db, countryTranslations, 'countryId', id, names);
}

/** What still points at a country: its cities and the users who chose it. */
export async function countryReferences(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .execute(
      sql`
    select (select count(*) from ${cities} where ${cities.countryId} = ${id})
         + (select count(*) from ${users} where ${users.countryId} = ${id}) as n`,
    )
    .then((result) => rowsOf<{ n: number }>(result));
  return Number(row?.n ?? 0);
}

export async function deleteCountry(db: Executor, id: number) {
  await db.delete(countries).where(eq(countries.id, id));
}

/** node-postgres answers `{rows}`, PGlite too: both through drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

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
  const rows = await db
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
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(cities).where(where);
  const names = await namesOf(
    db,
    cityText,
    rows.map((row) => row.id),
  );
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      name: row.name ?? '',
      countryName: row.countryName ?? '',
      names: names(row.id),
    })),
  };
}

export async function findCity(db: Executor, id: number) {
  const [row] = await db.select().from(cities).where(eq(cities.id, id));
  return row;
}

export async function insertCity(
  db: Executor,
  values: { countryId: number; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  const [row] = await db.insert(cities).values(values).returning({ id: cities.id });
  if (!row) throw new Error('city not inserted');
  await db.insert(cityTranslations).values(names.map((name) => ({ ...name, cityId: row.id })));
  return row.id;
}

export async function updateCity(
  db: Executor,
  id: number,
  values: { countryId: number; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  await db.update(cities).set(values).where(eq(cities.id, id));
  await replaceTranslations(db, cityTranslations, 'cityId', id, names);
}

/** Buildings, universities, companies and users of the city. */
export async function cityReferences(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .execute(
      sql`
    select (select count(*) from ${buildings} where ${buildings.cityId} = ${id})
         + (select count(*) from ${universities} where ${universities.cityId} = ${id})
         + (select count(*) from ${companies} where ${companies.cityId} = ${id})
         + (select count(*) from ${users} where ${users.cityId} = ${id}) as n`,
    )
    .then((result) => rowsOf<{ n: number }>(result));
  return Number(row?.n ?? 0);
}

export async function deleteCity(db: Executor, id: number) {
  await db.delete(cities).where(eq(cities.id, id));
}

// ------------------------------------------------------------------ buildings and universities

type CityPlaceQuery = Pick<AdminCityPlacesQuery, 'sort'> &
  ListPage & {
    q?: string | undefined;
    country_id?: number | undefined;
    city_id?: number | undefined;
  };

export async function listBuildings(db: Executor, query: CityPlaceQuery) {
  const language = query.language;
  const cityName = cityText.textOf('name', buildings.cityId, language);
  const countryName = countryText.textOf('name', cities.countryId, language);
  const pattern = containing(query.q);
  const where = and(
    query.city_id === undefined ? undefined : eq(buildings.cityId, query.city_id),
    query.country_id === undefined ? undefined : eq(cities.countryId, query.country_id),
    pattern ? buildingText.anyTextLike('name', buildings.id, pattern) : undefined,
  );
  const sorts = {
    name: byName(buildingName),
    city: byName(cityName),
    sort_order: buildings.sortOrder,
    id: buildings.id,
  } as const;
  const rows = await db
    .select({
      id: buildings.id,
      cityId: buildings.cityId,
      countryId: cities.countryId,
      sortOrder: buildings.sortOrder,
      name: buildingName,
      cityName,
      countryName,
    })
    .from(buildings)
    .innerJoin(cities, eq(cities.id, buildings.cityId))
    .leftJoin(...buildingText.onLocal(buildings.id, language))
    .leftJoin(...buildingText.onFallback(buildings.id))
    .where(where)
    .orderBy(
      ordered(sorts[query.sort ?? 'city'], query.direction),
      asc(buildings.sortOrder),
      asc(byName(buildingName)),
      asc(buildings.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ total: count() })
    .from(buildings)
    .innerJoin(cities, eq(cities.id, buildings.cityId))
    .where(where);
  const names = await namesOf(
    db,
    buildingText,
    rows.map((row) => row.id),
  );
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      name: row.name ?? '',
      cityName: row.cityName ?? '',
      countryName: row.countryName ?? '',
      names: names(row.id),
    })),
  };
}

export async function listUniversities(db: Executor, query: CityPlaceQuery) {
  const language = query.language;
  const cityName = cityText.textOf('name', universities.cityId, language);
  const countryName = countryText.textOf('name', cities.countryId, language);
  const pattern = containing(query.q);
  const where = and(
    query.city_id === undefined ? undefined : eq(universities.cityId, query.city_id),
    query.country_id === undefined ? undefined : eq(cities.countryId, query.country_id),
    pattern ? universityText.anyTextLike('name', universities.id, pattern) : undefined,
  );
  const sorts = {
    name: byName(universityName),
    city: byName(cityName),
    sort_order: universities.sortOrder,
    id: universities.id,
  } as const;
  const rows = await db
    .select({
      id: universities.id,
      cityId: universities.cityId,
      countryId: cities.countryId,
      sortOrder: universities.sortOrder,
      name: universityName,
      cityName,
      countryName,
    })
    .from(universities)
    .innerJoin(cities, eq(cities.id, universities.cityId))
    .leftJoin(...universityText.onLocal(universities.id, language))
    .leftJoin(...universityText.onFallback(universities.id))
    .where(where)
    .orderBy(
      ordered(sorts[query.sort ?? 'city'], query.direction),
      asc(universities.sortOrder),
      asc(byName(universityName)),
      asc(universities.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ total: count() })
    .from(universities)
    .innerJoin(cities, eq(cities.id, universities.cityId))
    .where(where);
  const names = await namesOf(
    db,
    universityText,
    rows.map((row) => row.id),
  );
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      name: row.name ?? '',
      cityName: row.cityName ?? '',
      countryName: row.countryName ?? '',
      names: names(row.id),
    })),
  };
}

export async function findBuilding(db: Executor, id: number) {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id));
  return row;
}

export async function insertBuilding(
  db: Executor,
  values: { cityId: number; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  const [row] = await db.insert(buildings).values(values).returning({ id: buildings.id });
  if (!row) throw new Error('building not inserted');
  await db
    .insert(buildingTranslations)
    .values(names.map((name) => ({ ...name, buildingId: row.id })));
  return row.id;
}

export async function updateBuilding(
  db: Executor,
  id: number,
  values: { cityId: number; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  await db.update(buildings).set(values).where(eq(buildings.id, id));
  await replaceTranslations(db, buildingTranslations, 'buildingId', id, names);
}

/** Companies in the building and users who chose it. */
export async function buildingReferences(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .execute(
      sql`
    select (select count(*) from ${companies} where ${companies.buildingId} = ${id})
         + (select count(*) from ${users} where ${users.buildingId} = ${id}) as n`,
    )
    .then((result) => rowsOf<{ n: number }>(result));
  return Number(row?.n ?? 0);
}

export async function deleteBuilding(db: Executor, id: number) {
  await db.delete(buildings).where(eq(buildings.id, id));
}

export async function findUniversity(db: Executor, id: number) {
  const [row] = await db.select().from(universities).where(eq(universities.id, id));
  return row;
}

export async function insertUniversity(
  db: Executor,
  values: { cityId: number; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  const [row] = await db.insert(universities).values(values).returning({ id: universities.id });
  if (!row) throw new Error('university not inserted');
  await db
    .insert(universityTranslations)
    .values(names.map((name) => ({ ...name, universityId: row.id })));
  return row.id;
}

export async function updateUniversity(
  db: Executor,
  id: number,
  values: { cityId: number; sortOrder: number },
  names: { language: Language; name: string }[],
) {
  await db.update(universities).set(values).where(eq(universities.id, id));
  await db.delete(universityTranslations).where(eq(universityTranslations.universityId, id));
  await db
    .insert(universityTranslations)
    .values(names.map((name) => ({ ...name, universityId: id })));
}

/** Students who chose the university. */
export async function universityReferences(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.universityId, id));
  return row?.n ?? 0;
}

export async function deleteUniversity(db: Executor, id: number) {
  await db.delete(universities).where(eq(universities.id, id));
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
  const rows = await db
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
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ total: count() })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .where(where);
  const texts = await companyTextsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      name: row.name ?? '',
      cityName: row.cityName ?? '',
      countryName: row.countryName ?? '',
      buildingName: row.buildingId === null ? null : (row.buildingName ?? ''),
      texts: texts(row.id),
    })),
  };
}

export async function findCompany(db: Executor, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export interface CompanyValues {
  cityId: number;
  buildingId: number | null;
  email: string;
  phone: string;
  sortOrder: number;
}

export async function insertCompany(
  db: Executor,
  values: CompanyValues,
  texts: { language: Language; name: string; address: string }[],
) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company not inserted');
  await db
    .insert(companyTranslations)
    .values(texts.map((text) => ({ ...text, companyId: row.id })));
  return row.id;
}

export async function updateCompany(
  db: Executor,
  id: number,
  values: CompanyValues,
  texts: { language: Language; name: string; address: string }[],
) {
  await db.update(companies).set(values).where(eq(companies.id, id));
  await replaceTranslations(db, companyTranslations, 'companyId', id, texts);
}

/** The company's employees (users pick their building through the company, decision 016). */
export async function moveCompanyEmployees(db: Executor, id: number, buildingId: number | null) {
  await db.update(users).set({ buildingId, updatedAt: new Date() }).where(eq(users.companyId, id));
}

export async function companyUsers(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.companyId, id));
  return row?.n ?? 0;
}

/** Employees, plans, subscription periods and purchases of the company. */
export async function companyReferences(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .execute(
      sql`
    select (select count(*) from ${users} where ${users.companyId} = ${id})
         + (select count(*) from ${subscriptionPlans} where ${subscriptionPlans.companyId} = ${id})
         + (select count(*) from ${companySubscriptions} where ${companySubscriptions.companyId} = ${id})
         + (select count(*) from ${subscriptionPurchases} where ${subscriptionPurchases.companyId} = ${id}) as n`,
    )
    .then((result) => rowsOf<{ n: number }>(result));
  return Number(row?.n ?? 0);
}

export async function deleteCompany(db: Executor, id: number) {
  await db.delete(companies).where(eq(companies.id, id));
}
