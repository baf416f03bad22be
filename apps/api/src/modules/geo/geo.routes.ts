import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  buildingsResponseSchema,
  cityParamsSchema,
  citiesResponseSchema,
  companiesRequestSchema,
  companiesResponseSchema,
  countriesResponseSchema,
  languageQuerySchema,
  placeRequestSchema,
  universitiesResponseSchema,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import type { Executor } from '../../db/client';
import { ok } from '../../platform/envelope';
import { NotFoundError } from '../../platform/errors';
import {
  buildingInCity,
  cityInCountry,
  countryExists,
  listBuildings,
  listCities,
  listCompanies,
  listCountries,
  listUniversities,
  type NamedRow,
} from './geo.repository';

/** Selector rows in the spec's field names (spec §3: country_name, city_name, ...). */
function named<K extends string>(rows: NamedRow[], field: K) {
  return rows.map(
    (row) => ({ id: row.id, [field]: row.name ?? '' }) as { id: number } & Record<K, string>,
  );
}

/** The registration selectors are chained (spec §4): a city must lie in the chosen country. */
async function assertCityInCountry(db: Executor, cityId: number, countryId: number) {
  if (!(await cityInCountry(db, cityId, countryId))) throw new NotFoundError('city_not_found');
}

/** Countries, cities, buildings, companies and universities for the registration form (spec §7). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = routeSchema(['geo']);

  app.get(
    apiPaths.countries,
    documented(
      'Countries (spec §7 GET /countries)',
      { querystring: languageQuerySchema },
      countriesResponseSchema,
    ),
    async (request) => {
      const { language } = request.query;
      return ok(language, named(await listCountries(app.db, language), 'country_name'));
    },
  );

  app.get(
    apiPaths.cities(':countryId'),
    documented(
      'Cities of a country (spec §7 GET /city/{countryId})',
      { params: cityParamsSchema, querystring: languageQuerySchema },
      citiesResponseSchema,
    ),
    async (request) => {
      const { language } = request.query;
      const { countryId } = request.params;
      if (!(await countryExists(app.db, countryId))) throw new NotFoundError('country_not_found');
      return ok(language, named(await listCities(app.db, language, countryId), 'city_name'));
    },
  );

  app.post(
    apiPaths.companies,
    documented(
      'Companies of a city, or of one building in it (spec §7 POST /companies)',
      { body: companiesRequestSchema },
      companiesResponseSchema,
    ),
    async (request) => {
      const { language, country_id, city_id, building_id } = request.body;
      await assertCityInCountry(app.db, city_id, country_id);
      if (building_id !== undefined && !(await buildingInCity(app.db, building_id, city_id))) {
        throw new NotFoundError('building_not_found');
      }
      const rows = await listCompanies(app.db, language, {
        cityId: city_id,
        buildingId: building_id,
      });
      return ok(language, { companies: named(rows, 'company_name') });
    },
  );

  app.post(
    apiPaths.universities,
    documented(
      'Universities of a city (spec §7 POST /universities)',
      { querystring: languageQuerySchema, body: placeRequestSchema },
      universitiesResponseSchema,
    ),
    async (request) => {
      const { language } = request.query;
      const { country_id, city_id } = request.body;
      await assertCityInCountry(app.db, city_id, country_id);
      const rows = await listUniversities(app.db, language, city_id);
      return ok(language, { university: named(rows, 'university_name') });
    },
  );

  app.post(
    apiPaths.buildings,
    documented(
      'Office buildings of a city (spec §7 POST /buildings)',
      { querystring: languageQuerySchema, body: placeRequestSchema },
      buildingsResponseSchema,
    ),
    async (request) => {
      const { language } = request.query;
      const { country_id, city_id } = request.body;
      await assertCityInCountry(app.db, city_id, country_id);
      const rows = await listBuildings(app.db, language, city_id);
      return ok(language, { buildings: named(rows, 'building_name') });
    },
  );
};
