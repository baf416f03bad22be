import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBuildingRequestSchema,
  adminBuildingsQuerySchema,
  adminCitiesQuerySchema,
  adminCitiesResponseSchema,
  adminCityPlacesResponseSchema,
  adminCityRequestSchema,
  adminCompaniesQuerySchema,
  adminCompaniesResponseSchema,
  adminCompanyRequestSchema,
  adminCountriesQuerySchema,
  adminCountriesResponseSchema,
  adminCountryRequestSchema,
  adminPaths,
  adminPlaceDoneResponseSchema,
  adminPlanCreateSchema,
  adminPlanUpdateSchema,
  adminPlansQuerySchema,
  adminPlansResponseSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsResponseSchema,
  adminUniversitiesQuerySchema,
  adminUniversityRequestSchema,
  idParamsSchema,
} from '@storefront/shared';
import { ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import { routeSchema } from '../../../platform/route-schema';
import { recordRoutes } from '../record-routes';
import * as service from './places.service';

const TAGS = ['admin: places'];

/**
 * Back office, places and subscriptions (issue 7 item 4): countries, cities, buildings,
 * universities, companies, subscription plans and the subscriptions bought. The admin scope
 * (admin.routes.ts) has already checked the role. Every write invalidates the public catalog
 * cache once its transaction has committed (decision 009): the storefront's place selectors and
 * a company's plans may be served from it.
 */
export const adminPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.catalogCache.invalidate();
  const documented = routeSchema(TAGS);

  // ---------------------------------------------------------------- countries, cities

  recordRoutes(app, {
    tags: TAGS,
    collection: adminPaths.countries,
    record: adminPaths.country,
    querystring: adminCountriesQuerySchema,
    listResponse: adminCountriesResponseSchema,
    body: adminCountryRequestSchema,
    summaries: {
      list: 'Countries, paged and sorted; q matches a name in any language or the ISO code',
      create: 'Add a country (ISO code unique: 409 duplicate_value)',
      update: 'Edit a country (a full edit: a language left empty falls back to English)',
      remove: 'Delete a country no city or user refers to (else 409 in_use)',
    },
    service: service.countryCalls,
    afterWrite: changed,
  });

  recordRoutes(app, {
    tags: TAGS,
    collection: adminPaths.cities,
    record: adminPaths.city,
    querystring: adminCitiesQuerySchema,
    listResponse: adminCitiesResponseSchema,
    body: adminCityRequestSchema,
    summaries: {
      list: 'Cities, paged and sorted, optionally of one country',
      create: 'Add a city to a country',
      update: 'Edit a city; it moves to another country only while nothing refers to it',
      remove: 'Delete a city no building, university, company or user refers to',
    },
    service: service.cityCalls,
    afterWrite: changed,
  });

  // ---------------------------------------------------------------- buildings, universities

  recordRoutes(app, {
    tags: TAGS,
    collection: adminPaths.buildings,
    record: adminPaths.building,
    querystring: adminBuildingsQuerySchema,
    listResponse: adminCityPlacesResponseSchema,
    body: adminBuildingRequestSchema,
    summaries: {
      list: 'Office buildings, paged and sorted, optionally of one country or city',
      create: 'Add an office building to a city',
      update: 'Edit a building; it moves to another city only while nothing refers to it',
      remove: 'Delete a building no company or user refers to',
    },
    service: service.buildingCalls,
    afterWrite: changed,
  });

  recordRoutes(app, {
    tags: TAGS,
    collection: adminPaths.universities,
    record: adminPaths.university,
    querystring: adminUniversitiesQuerySchema,
    listResponse: adminCityPlacesResponseSchema,
    body: adminUniversityRequestSchema,
    summaries: {
      list: 'Universities, paged and sorted, optionally of one country or city',
      create: 'Add a university to a city',
      update: 'Edit a university; it moves to another city only while no student chose it',
      remove: 'Delete a university no student chose',
    },
    service: service.universityCalls,
    afterWrite: changed,
  });

  // ---------------------------------------------------------------- companies

  recordRoutes(app, {
    tags: TAGS,
    collection: adminPaths.companies,
    record: adminPaths.company,
    querystring: adminCompaniesQuerySchema,
    listResponse: adminCompaniesResponseSchema,
    body: adminCompanyRequestSchema,
    summaries: {
      list: 'Companies, paged and sorted; q matches a name in any language or the e-mail',
      create: 'Add a company in a city, optionally in one of its buildings',
      update:
        'Edit a company; another city only while it has no employees, another building takes them along',
      remove: 'Delete a company without employees, plans or subscriptions',
    },
    service: service.companyCalls,
    afterWrite: changed,
  });

  // ---------------------------------------------------------------- subscription plans

  recordRoutes(app, {
    tags: TAGS,
    collection: adminPaths.plans,
    record: adminPaths.plan,
    querystring: adminPlansQuerySchema,
    listResponse: adminPlansResponseSchema,
    body: adminPlanCreateSchema,
    updateBody: adminPlanUpdateSchema,
    summaries: {
      list: 'Subscription plans, paged and sorted, optionally of one company',
      create: 'Add a plan to a company (price in major units, discount in percent)',
      update: 'Edit a plan (its company stays); is_active false takes it off sale',
      remove: 'Delete a plan never bought (else 409 in_use: deactivate it)',
    },
    service: service.planCalls,
    afterWrite: changed,
  });

  // ---------------------------------------------------------------- subscriptions bought

  app.get(
    adminPaths.subscriptions,
    documented(
      'Company subscriptions with their purchase and plan; status active, upcoming or ended from the dates',
      { querystring: adminSubscriptionsQuerySchema },
      adminSubscriptionsResponseSchema,
    ),
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.subscriptionsPage(app.db, query));
    },
  );

  app.post(
    adminPaths.subscriptionEnd(':id'),
    documented(
      'End a company subscription now (its discount stops at once)',
      { params: idParamsSchema },
      adminPlaceDoneResponseSchema,
    ),
    async (request) => {
      await service.endSubscription(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'admin_subscription_ended');
    },
  );
};
