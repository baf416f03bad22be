import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { buildings, cities, companies, countries, universities } from '../../db/schema';
import { buildingText, cityText, companyText, countryText, universityText } from '../../db/texts';

/** A place or organisation in a selector: its id and its name in the caller's language. */
export interface NamedRow {
  id: number;
  name: string | null;
}

export async function listCountries(db: Executor, language: Language): Promise<NamedRow[]> {
  const name = countryText.text<string | null>('name');
  return db
    .select({ id: countries.id, name })
    .from(countries)
    .leftJoin(...countryText.onLocal(countries.id, language))
    .leftJoin(...countryText.onFallback(countries.id))
    .orderBy(asc(countries.sortOrder), asc(name), asc(countries.id));
}

/** Whether a row matches: the place exists (and lies where the caller says). */
async function placeExists(db: Executor, id: PgColumn, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ id }).from(id.table).where(where);
  return row !== undefined;
}

export function countryExists(db: Executor, countryId: number): Promise<boolean> {
  return placeExists(db, countries.id, eq(countries.id, countryId));
}

/** Whether the city exists and lies in the country (selectors are chained, spec §4). */
export function cityInCountry(db: Executor, cityId: number, countryId: number): Promise<boolean> {
  return placeExists(db, cities.id, and(eq(cities.id, cityId), eq(cities.countryId, countryId)));
}

export function buildingInCity(db: Executor, buildingId: number, cityId: number) {
  return placeExists(
    db,
    buildings.id,
    and(eq(buildings.id, buildingId), eq(buildings.cityId, cityId)),
  );
}

export function universityInCity(db: Executor, universityId: number, cityId: number) {
  return placeExists(
    db,
    universities.id,
    and(eq(universities.id, universityId), eq(universities.cityId, cityId)),
  );
}

export async function listCities(
  db: Executor,
  language: Language,
  countryId: number,
): Promise<NamedRow[]> {
  const name = cityText.text<string | null>('name');
  return db
    .select({ id: cities.id, name })
    .from(cities)
    .leftJoin(...cityText.onLocal(cities.id, language))
    .leftJoin(...cityText.onFallback(cities.id))
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(cities.sortOrder), asc(name), asc(cities.id));
}

export async function listBuildings(
  db: Executor,
  language: Language,
  cityId: number,
): Promise<NamedRow[]> {
  const name = buildingText.text<string | null>('name');
  return db
    .select({ id: buildings.id, name })
    .from(buildings)
    .leftJoin(...buildingText.onLocal(buildings.id, language))
    .leftJoin(...buildingText.onFallback(buildings.id))
    .where(eq(buildings.cityId, cityId))
    .orderBy(asc(buildings.sortOrder), asc(name), asc(buildings.id));
}

/** Companies of a city; with a building, only the companies in that building (spec §4). */
export async function listCompanies(
  db: Executor,
  language: Language,
  place: { cityId: number; buildingId?: number | undefined },
): Promise<NamedRow[]> {
  const name = companyText.text<string | null>('name');
  return db
    .select({ id: companies.id, name })
    .from(companies)
    .leftJoin(...companyText.onLocal(companies.id, language))
    .leftJoin(...companyText.onFallback(companies.id))
    .where(
      and(
        eq(companies.cityId, place.cityId),
        place.buildingId === undefined ? undefined : eq(companies.buildingId, place.buildingId),
      ),
    )
    .orderBy(asc(companies.sortOrder), asc(name), asc(companies.id));
}

export async function listUniversities(
  db: Executor,
  language: Language,
  cityId: number,
): Promise<NamedRow[]> {
  const name = universityText.text<string | null>('name');
  return db
    .select({ id: universities.id, name })
    .from(universities)
    .leftJoin(...universityText.onLocal(universities.id, language))
    .leftJoin(...universityText.onFallback(universities.id))
    .where(eq(universities.cityId, cityId))
    .orderBy(asc(universities.sortOrder), asc(name), asc(universities.id));
}
