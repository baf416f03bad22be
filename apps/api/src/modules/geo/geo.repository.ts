import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import {
  buildingTranslations,
  buildings,
  cities,
  cityTranslations,
  companies,
  companyTranslations,
  countries,
  countryTranslations,
  universities,
  universityTranslations,
} from '../../db/schema';
import { fallbackJoin, localized, translationJoin } from '../../db/translations';

// Each translated table is joined twice: the caller's language (`local`) and English (`fallback`).
const countryLocal = alias(countryTranslations, 'country_local');
const countryFallback = alias(countryTranslations, 'country_fallback');
const cityLocal = alias(cityTranslations, 'city_local');
const cityFallback = alias(cityTranslations, 'city_fallback');
const buildingLocal = alias(buildingTranslations, 'building_local');
const buildingFallback = alias(buildingTranslations, 'building_fallback');
const companyLocal = alias(companyTranslations, 'company_local');
const companyFallback = alias(companyTranslations, 'company_fallback');
const universityLocal = alias(universityTranslations, 'university_local');
const universityFallback = alias(universityTranslations, 'university_fallback');

/** A place or organisation in a selector: its id and its name in the caller's language. */
export interface NamedRow {
  id: number;
  name: string | null;
}

export async function listCountries(db: Executor, language: Language): Promise<NamedRow[]> {
  const name = localized<string | null>(countryLocal.name, countryFallback.name);
  return db
    .select({ id: countries.id, name })
    .from(countries)
    .leftJoin(
      countryLocal,
      translationJoin(countryLocal.countryId, countryLocal.language, countries.id, language),
    )
    .leftJoin(
      countryFallback,
      fallbackJoin(countryFallback.countryId, countryFallback.language, countries.id),
    )
    .orderBy(asc(countries.sortOrder), asc(name), asc(countries.id));
}

export async function countryExists(db: Executor, countryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row !== undefined;
}

/** Whether the city exists and lies in the country (selectors are chained, spec §4). */
export async function cityInCountry(
  db: Executor,
  cityId: number,
  countryId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)));
  return row !== undefined;
}

export async function buildingInCity(
  db: Executor,
  buildingId: number,
  cityId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.id, buildingId), eq(buildings.cityId, cityId)));
  return row !== undefined;
}

export async function listCities(
  db: Executor,
  language: Language,
  countryId: number,
): Promise<NamedRow[]> {
  const name = localized<string | null>(cityLocal.name, cityFallback.name);
  return db
    .select({ id: cities.id, name })
    .from(cities)
    .leftJoin(cityLocal, translationJoin(cityLocal.cityId, cityLocal.language, cities.id, language))
    .leftJoin(cityFallback, fallbackJoin(cityFallback.cityId, cityFallback.language, cities.id))
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(cities.sortOrder), asc(name), asc(cities.id));
}

export async function listBuildings(
  db: Executor,
  language: Language,
  cityId: number,
): Promise<NamedRow[]> {
  const name = localized<string | null>(buildingLocal.name, buildingFallback.name);
  return db
    .select({ id: buildings.id, name })
    .from(buildings)
    .leftJoin(
      buildingLocal,
      translationJoin(buildingLocal.buildingId, buildingLocal.language, buildings.id, language),
    )
    .leftJoin(
      buildingFallback,
      fallbackJoin(buildingFallback.buildingId, buildingFallback.language, buildings.id),
    )
    .where(eq(buildings.cityId, cityId))
    .orderBy(asc(buildings.sortOrder), asc(name), asc(buildings.id));
}

/** Companies of a city; with a building, only the companies in that building (spec §4). */
export async function listCompanies(
  db: Executor,
  language: Language,
  place: { cityId: number; buildingId?: number | undefined },
): Promise<NamedRow[]> {
  const name = localized<string | null>(companyLocal.name, companyFallback.name);
  return db
    .select({ id: companies.id, name })
    .from(companies)
    .leftJoin(
      companyLocal,
      translationJoin(companyLocal.companyId, companyLocal.language, companies.id, language),
    )
    .leftJoin(
      companyFallback,
      fallbackJoin(companyFallback.companyId, companyFallback.language, companies.id),
    )
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
  const name = localized<string | null>(universityLocal.name, universityFallback.name);
  return db
    .select({ id: universities.id, name })
    .from(universities)
    .leftJoin(
      universityLocal,
      translationJoin(
        universityLocal.universityId,
        universityLocal.language,
        universities.id,
        language,
      ),
    )
    .leftJoin(
      universityFallback,
      fallbackJoin(universityFallback.universityId, universityFallback.language, universities.id),
    )
    .where(eq(universities.cityId, cityId))
    .orderBy(asc(universities.sortOrder), asc(name), asc(universities.id));
}
