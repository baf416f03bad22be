import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { buildings, cities, companies, countries, universities } from '../../db/schema';
import { buildingText, cityText, companyText, countryText, universityText } from '../../db/texts';

/** A place or organisation in a selector: its id and its name in the caller's language. */
export interface NamedRow {
  id: number;
  name: string | null;
}

/** A place kind's table: an integer id and the shop's order of its rows. */
type PlaceTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** Its texts (db/texts.ts): the name in the caller's language, else English. */
interface PlaceText {
  text(field: 'name'): SQL<string | null>;
  onLocal(parentKey: PgColumn, language: Language): readonly [PgTable, SQL | undefined];
  onFallback(parentKey: PgColumn): readonly [PgTable, SQL | undefined];
}

/** A selector's places (spec §4), those `where` keeps, in the shop's order, then by name. */
async function namedPlaces(
  db: Executor,
  table: PlaceTable,
  text: PlaceText,
  language: Language,
  where?: SQL,
): Promise<NamedRow[]> {
  const name = text.text('name');
  const source: PgTable = table;
  return db
    .select({ id: table.id, name })
    .from(source)
    .leftJoin(...text.onLocal(table.id, language))
    .leftJoin(...text.onFallback(table.id))
    .where(where)
    .orderBy(asc(table.sortOrder), asc(name), asc(table.id));
}

/** A selector's places that lie in a parent (a country's cities, a city's buildings). */
function placesIn(table: PlaceTable, text: PlaceText, parent: PgColumn) {
  return (db: Executor, language: Language, parentId: number) =>
    namedPlaces(db, table, text, language, eq(parent, parentId));
}

export const listCities = placesIn(cities, cityText, cities.countryId);
export const listBuildings = placesIn(buildings, buildingText, buildings.cityId);
export const listUniversities = placesIn(universities, universityText, universities.cityId);

export function listCountries(db: Executor, language: Language): Promise<NamedRow[]> {
  return namedPlaces(db, countries, countryText, language);
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

/** Companies of a city; with a building, only the companies in that building (spec §4). */
export function listCompanies(
  db: Executor,
  language: Language,
  place: { cityId: number; buildingId?: number | undefined },
): Promise<NamedRow[]> {
  return namedPlaces(
    db,
    companies,
    companyText,
    language,
    and(
      eq(companies.cityId, place.cityId),
      place.buildingId === undefined ? undefined : eq(companies.buildingId, place.buildingId),
    ),
  );
}
