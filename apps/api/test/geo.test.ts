import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  buildingsResponseSchema,
  citiesResponseSchema,
  companiesResponseSchema,
  countriesResponseSchema,
  universitiesResponseSchema,
  type Language,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import {
  buildings,
  cities,
  companies,
  countries,
  countryTranslations,
  universities,
} from '../src/db/schema';
import { storedName, describeOnEachDatabase } from './helpers/accounts';
import { errorFields, failBody, okBody, send } from './helpers/test-app';

// A city with buildings, companies and universities, and places of other cities and countries.
describeOnEachDatabase('geo', ({ t, places }) => {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    send(t.current.app, { method, url, ...(payload === undefined ? {} : { payload }) });

  const ids = (list: { id: number }[]) => list.map((row) => row.id).sort((a, b) => a - b);

  const countryName = (countryId: number, language: Language) =>
    storedName(
      t.current.db,
      countryTranslations,
      countryTranslations.countryId,
      countryId,
      language,
    );

  /** A POST of a list call for the demo city (its country and city), `extra` added or overriding. */
  const inCity = (url: string, extra: Record<string, unknown> = {}) =>
    call('POST', url, { country_id: places.countryId, city_id: places.cityId, ...extra });

  /** The ids of a table's rows whose `column` is `value`, sorted: what a list should answer. */
  async function idsWhere(
    table: PgTable & { id: AnyPgColumn },
    column: AnyPgColumn,
    value: number,
  ) {
    const rows = await t.current.db.select({ id: table.id }).from(table).where(eq(column, value));
    return ids(rows as { id: number }[]);
  }

  describe('GET /api/countries', () => {
    it('lists every country with its name, in the shop order', async () => {
      const expected = await t.current.db
        .select({ id: countries.id, sortOrder: countries.sortOrder })
        .from(countries);
      expect(expected.length).toBeGreaterThanOrEqual(3);
      const body = okBody(await call('GET', '/api/countries?language=en'), countriesResponseSchema);
      expect(ids(body.responseData)).toEqual(ids(expected));
      for (const country of body.responseData) {
        expect(Object.keys(country).sort()).toEqual(['country_name', 'id']);
        expect(country.country_name).toBe(await countryName(country.id, 'en'));
      }
      const order = new Map(expected.map((row) => [row.id, row.sortOrder]));
      const sortOrders = body.responseData.map((country) => order.get(country.id) ?? 0);
      expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));
    });

    it.each(['fr', 'ae'] as const)('answers names in %s', async (language) => {
      const body = okBody(
        await call('GET', `/api/countries?language=${language}`),
        countriesResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('ok', language));
      for (const country of body.responseData) {
        expect(country.country_name).toBe(await countryName(country.id, language));
      }
    });

    it('falls back to English for an unknown language', async () => {
      const body = okBody(await call('GET', '/api/countries?language=zz'), countriesResponseSchema);
      for (const country of body.responseData) {
        expect(country.country_name).toBe(await countryName(country.id, 'en'));
      }
    });
  });

  describe('GET /api/city/:countryId', () => {
    it('lists the cities of a country', async () => {
      const { countryId } = places;
      const body = okBody(
        await call('GET', `/api/city/${countryId}?language=de`),
        citiesResponseSchema,
      );
      expect(ids(body.responseData)).toEqual(await idsWhere(cities, cities.countryId, countryId));
      for (const city of body.responseData) expect(city.city_name).not.toBe('');
    });

    it('answers 404 country_not_found for an unknown country', async () => {
      const body = failBody(await call('GET', '/api/city/999999?language=fr'), 404);
      expect(body.responseText).toBe(translateMessage('country_not_found', 'fr'));
    });

    it.each(['abc', '-1', '1.5', '99999999999'])('refuses country id %s with 422', async (id) => {
      const body = failBody(await call('GET', `/api/city/${id}?language=ka`), 422);
      expect(body.responseText).toBe(translateMessage('invalid_value', 'ka'));
    });
  });

  describe('POST /api/companies', () => {
    it('lists the companies of a city', async () => {
      const { cityId } = places;
      const answer = await inCity('/api/companies', { city_id: String(cityId), language: 'en' });
      const body = okBody(answer, companiesResponseSchema);
      expect(ids(body.responseData.companies)).toEqual(
        await idsWhere(companies, companies.cityId, cityId),
      );
      for (const company of body.responseData.companies) expect(company.company_name).not.toBe('');
    });

    it('lists only the companies of a building when building_id is sent', async () => {
      const { buildingId } = places;
      const answer = await inCity('/api/companies', { building_id: buildingId, language: 'fr' });
      const body = okBody(answer, companiesResponseSchema);
      expect(body.responseText).toBe(translateMessage('ok', 'fr'));
      expect(ids(body.responseData.companies)).toEqual(
        await idsWhere(companies, companies.buildingId, buildingId),
      );
    });

    it('treats an empty building_id as none', async () => {
      const answer = await inCity('/api/companies', { building_id: '' });
      expect(okBody(answer, companiesResponseSchema).responseData.companies.length).toBeGreaterThan(
        0,
      );
    });

    it('answers 404 city_not_found for a city of another country', async () => {
      const answer = await inCity('/api/companies', {
        city_id: places.otherCountryCityId,
        language: 'ae',
      });
      expect(failBody(answer, 404).responseText).toBe(translateMessage('city_not_found', 'ae'));
    });

    it('answers 404 building_not_found for a building of another city', async () => {
      const answer = await inCity('/api/companies', {
        building_id: places.otherCityBuildingId,
        language: 'de',
      });
      expect(failBody(answer, 404).responseText).toBe(translateMessage('building_not_found', 'de'));
    });

    it.each([
      ['country_id "x"', { country_id: 'x', city_id: 1 }, ['country_id']],
      ['a missing city_id', { country_id: 1 }, ['city_id']],
      ['building_id "b"', { country_id: 1, city_id: 1, building_id: 'b' }, ['building_id']],
      [
        'an over-long language',
        { country_id: 1, city_id: 1, language: 'x'.repeat(10_000) },
        ['language'],
      ],
    ])('refuses %s with 422 naming the field', async (_label, payload, fields) => {
      const body = failBody(await call('POST', '/api/companies', payload), 422);
      expect(errorFields(body)).toEqual(fields);
    });

    it('refuses a missing body with 4xx in the query language', async () => {
      const body = failBody(await call('POST', '/api/companies?language=fr'));
      expect(body.responseText).toBe(translateMessage('invalid_value', 'fr'));
    });
  });

  describe('POST /api/universities and /api/buildings', () => {
    it('lists the universities of a city', async () => {
      const { cityId } = places;
      const answer = await inCity('/api/universities?language=ka');
      const body = okBody(answer, universitiesResponseSchema);
      expect(body.responseText).toBe(translateMessage('ok', 'ka'));
      expect(ids(body.responseData.university)).toEqual(
        await idsWhere(universities, universities.cityId, cityId),
      );
      for (const university of body.responseData.university) {
        expect(university.university_name).not.toBe('');
      }
    });

    it('lists the buildings of a city', async () => {
      const expected = await idsWhere(buildings, buildings.cityId, places.cityId);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await inCity('/api/buildings?language=en');
      const body = okBody(answer, buildingsResponseSchema);
      expect(ids(body.responseData.buildings)).toEqual(expected);
      for (const building of body.responseData.buildings) {
        expect(building.building_name).not.toBe('');
      }
    });

    it.each(['/api/universities', '/api/buildings'])(
      '%s answers 404 for a city of another country',
      async (url) => {
        const answer = await inCity(`${url}?language=fr`, { city_id: places.otherCountryCityId });
        expect(failBody(answer, 404).responseText).toBe(translateMessage('city_not_found', 'fr'));
      },
    );

    it.each(['/api/universities', '/api/buildings'])(
      '%s refuses wrong types with 422 and the general text',
      async (url) => {
        const answer = await call('POST', `${url}?language=de`, { country_id: 'x', city_id: [] });
        const body = failBody(answer, 422);
        expect(body.responseText).toBe(translateMessage('fill_required', 'de'));
        expect(errorFields(body).sort()).toEqual(['city_id', 'country_id']);
      },
    );
  });
});
