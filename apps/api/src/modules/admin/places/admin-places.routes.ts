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
  adminPlaceCreatedResponseSchema,
  adminPlaceDoneResponseSchema,
  adminPlanCreateSchema,
  adminPlanUpdateSchema,
  adminPlansQuerySchema,
  adminPlansResponseSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsResponseSchema,
  adminUniversitiesQuerySchema,
  adminUniversityRequestSchema,
  errorResponses,
  idParamsSchema,
} from '@storefront/shared';
import { ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
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
  const created = { 200: adminPlaceCreatedResponseSchema, ...errorResponses };
  const done = { 200: adminPlaceDoneResponseSchema, ...errorResponses };

  // ---------------------------------------------------------------- countries

  app.get(
    adminPaths.countries,
    {
      schema: {
        tags: TAGS,
        summary: 'Countries, paged and sorted; q matches a name in any language or the ISO code',
        querystring: adminCountriesQuerySchema,
        response: { 200: adminCountriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.countriesPage(app.db, query));
    },
  );

  app.post(
    adminPaths.countries,
    {
      schema: {
        tags: TAGS,
        summary: 'Add a country (ISO code unique: 409 duplicate_value)',
        body: adminCountryRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const id = await service.createCountry(app.db, request.body);
      await changed();
      return ok(requestLanguage(request), { id }, 'saved');
    },
  );

  app.put(
    adminPaths.country(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a country (a full edit: a language left empty falls back to English)',
        params: idParamsSchema,
        body: adminCountryRequestSchema,
        response: done,
      },
    },
    async (request) => {
      await service.updateCountry(app.db, request.params.id, request.body);
      await changed();
      return ok(requestLanguage(request), null, 'saved');
    },
  );

  app.delete(
    adminPaths.country(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a country no city or user refers to (else 409 in_use)',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await service.deleteCountry(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'deleted');
    },
  );

  // ---------------------------------------------------------------- cities

  app.get(
    adminPaths.cities,
    {
      schema: {
        tags: TAGS,
        summary: 'Cities, paged and sorted, optionally of one country',
        querystring: adminCitiesQuerySchema,
        response: { 200: adminCitiesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.citiesPage(app.db, query));
    },
  );

  app.post(
    adminPaths.cities,
    {
      schema: {
        tags: TAGS,
        summary: 'Add a city to a country',
        body: adminCityRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const id = await service.createCity(app.db, request.body, language);
      await changed();
      return ok(language, { id }, 'saved');
    },
  );

  app.put(
    adminPaths.city(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a city; it moves to another country only while nothing refers to it',
        params: idParamsSchema,
        body: adminCityRequestSchema,
        response: done,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await service.updateCity(app.db, request.params.id, request.body, language);
      await changed();
      return ok(language, null, 'saved');
    },
  );

  app.delete(
    adminPaths.city(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a city no building, university, company or user refers to',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await service.deleteCity(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'deleted');
    },
  );

  // ---------------------------------------------------------------- buildings

  app.get(
    adminPaths.buildings,
    {
      schema: {
        tags: TAGS,
        summary: 'Office buildings, paged and sorted, optionally of one country or city',
        querystring: adminBuildingsQuerySchema,
        response: { 200: adminCityPlacesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.buildingsPage(app.db, query));
    },
  );

  app.post(
    adminPaths.buildings,
    {
      schema: {
        tags: TAGS,
        summary: 'Add an office building to a city',
        body: adminBuildingRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const id = await service.createBuilding(app.db, request.body, language);
      await changed();
      return ok(language, { id }, 'saved');
    },
  );

  app.put(
    adminPaths.building(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a building; it moves to another city only while nothing refers to it',
        params: idParamsSchema,
        body: adminBuildingRequestSchema,
        response: done,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await service.updateBuilding(app.db, request.params.id, request.body, language);
      await changed();
      return ok(language, null, 'saved');
    },
  );

  app.delete(
    adminPaths.building(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a building no company or user refers to',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await service.deleteBuilding(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'deleted');
    },
  );

  // ---------------------------------------------------------------- universities

  app.get(
    adminPaths.universities,
    {
      schema: {
        tags: TAGS,
        summary: 'Universities, paged and sorted, optionally of one country or city',
        querystring: adminUniversitiesQuerySchema,
        response: { 200: adminCityPlacesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.universitiesPage(app.db, query));
    },
  );

  app.post(
    adminPaths.universities,
    {
      schema: {
        tags: TAGS,
        summary: 'Add a university to a city',
        body: adminUniversityRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const id = await service.createUniversity(app.db, request.body, language);
      await changed();
      return ok(language, { id }, 'saved');
    },
  );

  app.put(
    adminPaths.university(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a university; it moves to another city only while no student chose it',
        params: idParamsSchema,
        body: adminUniversityRequestSchema,
        response: done,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await service.updateUniversity(app.db, request.params.id, request.body, language);
      await changed();
      return ok(language, null, 'saved');
    },
  );

  app.delete(
    adminPaths.university(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a university no student chose',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await service.deleteUniversity(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'deleted');
    },
  );

  // ---------------------------------------------------------------- companies

  app.get(
    adminPaths.companies,
    {
      schema: {
        tags: TAGS,
        summary: 'Companies, paged and sorted; q matches a name in any language or the e-mail',
        querystring: adminCompaniesQuerySchema,
        response: { 200: adminCompaniesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.companiesPage(app.db, query));
    },
  );

  app.post(
    adminPaths.companies,
    {
      schema: {
        tags: TAGS,
        summary: 'Add a company in a city, optionally in one of its buildings',
        body: adminCompanyRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const id = await service.createCompany(app.db, request.body, language);
      await changed();
      return ok(language, { id }, 'saved');
    },
  );

  app.put(
    adminPaths.company(':id'),
    {
      schema: {
        tags: TAGS,
        summary:
          'Edit a company; another city only while it has no employees, another building takes them along',
        params: idParamsSchema,
        body: adminCompanyRequestSchema,
        response: done,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await service.updateCompany(app.db, request.params.id, request.body, language);
      await changed();
      return ok(language, null, 'saved');
    },
  );

  app.delete(
    adminPaths.company(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a company without employees, plans or subscriptions',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await service.deleteCompany(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'deleted');
    },
  );

  // ---------------------------------------------------------------- subscription plans

  app.get(
    adminPaths.plans,
    {
      schema: {
        tags: TAGS,
        summary: 'Subscription plans, paged and sorted, optionally of one company',
        querystring: adminPlansQuerySchema,
        response: { 200: adminPlansResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.plansPage(app.db, query));
    },
  );

  app.post(
    adminPaths.plans,
    {
      schema: {
        tags: TAGS,
        summary: 'Add a plan to a company (price in major units, discount in percent)',
        body: adminPlanCreateSchema,
        response: created,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const id = await service.createPlan(app.db, request.body, language);
      await changed();
      return ok(language, { id }, 'saved');
    },
  );

  app.put(
    adminPaths.plan(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a plan (its company stays); is_active false takes it off sale',
        params: idParamsSchema,
        body: adminPlanUpdateSchema,
        response: done,
      },
    },
    async (request) => {
      await service.updatePlan(app.db, request.params.id, request.body);
      await changed();
      return ok(requestLanguage(request), null, 'saved');
    },
  );

  app.delete(
    adminPaths.plan(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a plan never bought (else 409 in_use: deactivate it)',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await service.deletePlan(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'deleted');
    },
  );

  // ---------------------------------------------------------------- subscriptions bought

  app.get(
    adminPaths.subscriptions,
    {
      schema: {
        tags: TAGS,
        summary:
          'Company subscriptions with their purchase and plan; status active, upcoming or ended from the dates',
        querystring: adminSubscriptionsQuerySchema,
        response: { 200: adminSubscriptionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(query.language, await service.subscriptionsPage(app.db, query));
    },
  );

  app.post(
    adminPaths.subscriptionEnd(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'End a company subscription now (its discount stops at once)',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await service.endSubscription(app.db, request.params.id);
      await changed();
      return ok(requestLanguage(request), null, 'admin_subscription_ended');
    },
  );
};
