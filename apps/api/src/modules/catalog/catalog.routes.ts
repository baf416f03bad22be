import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Language,
  apiPaths,
  combosQuerySchema,
  combosResponseSchema,
  errorResponses,
  homeQuerySchema,
  homeResponseSchema,
  productsRequestSchema,
  productsResponseSchema,
} from '@storefront/shared';
import { ok } from '../../platform/envelope';
import { assertCallerMatches } from '../../platform/identity';
import {
  findCurrency,
  listActiveBanners,
  listComboSteps,
  listCombos,
  listFeaturedCombos,
  listItems,
  listMenuCategories,
  listSpecialItems,
} from './catalog.repository';
import { toCombos, toItem, toPage } from './catalog.mappers';

/** Home page shows at most this many special items (the menu lists the rest). */
export const HOME_SPECIAL_ITEMS = 8;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.products,
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A page of available menu items, optionally special only or of one category (spec §7 POST /products)',
        body: productsRequestSchema,
        response: { 200: productsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { language, user_id, isSpecial, category_id, page, limit } = request.body;
      assertCallerMatches(request, user_id);
      const key = `products:${language}:${page}:${limit}:${isSpecial ?? ''}:${category_id ?? ''}`;
      const items = await app.catalogCache.get(key, async () => {
        const currency = await findCurrency(app.db);
        const pageRequest = { page, limit };
        const { rows, total } = await listItems(
          app.db,
          language,
          { isSpecial, categoryId: category_id },
          pageRequest,
        );
        return toPage(
          rows.map((row) => toItem(row, currency)),
          total,
          pageRequest,
        );
      });
      return ok(language, { items });
    },
  );

  app.get(
    apiPaths.combos,
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A page of available combos with the categories to choose from (the /food-combos list)',
        querystring: combosQuerySchema,
        response: { 200: combosResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { language, page, limit } = request.query;
      const combos = await app.catalogCache.get(`combos:${language}:${page}:${limit}`, async () => {
        const currency = await findCurrency(app.db);
        const pageRequest = { page, limit };
        const { rows, total } = await listCombos(app.db, language, pageRequest);
        const steps = await listComboSteps(
          app.db,
          language,
          rows.map((row) => row.id),
        );
        return toPage(toCombos(rows, steps, currency), total, pageRequest);
      });
      return ok(language, { combos });
    },
  );

  app.get(
    apiPaths.home,
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Home page data: banners, featured combos, special items, menu categories (spec §7 GET /home)',
        querystring: homeQuerySchema,
        response: { 200: homeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { language, user_id } = request.query;
      assertCallerMatches(request, user_id);
      return ok(language, await app.catalogCache.get(`home:${language}`, () => loadHome(language)));
    },
  );

  async function loadHome(language: Language) {
    // Independent reads: on PostgreSQL they run on separate pool connections at once.
    const [currency, banners, featured, specials, categories] = await Promise.all([
      findCurrency(app.db),
      listActiveBanners(app.db, language),
      listFeaturedCombos(app.db, language),
      listSpecialItems(app.db, language, HOME_SPECIAL_ITEMS),
      listMenuCategories(app.db, language),
    ]);
    const steps = await listComboSteps(
      app.db,
      language,
      featured.map((combo) => combo.id),
    );
    return {
      banners: banners.map((banner) => ({
        id: banner.id,
        title: banner.title ?? '',
        subtitle: banner.subtitle ?? '',
        cta_label: banner.ctaLabel ?? '',
        link: banner.link,
        image: banner.image,
      })),
      featured_combos: toCombos(featured, steps, currency),
      special_items: specials.map((row) => toItem(row, currency)),
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name ?? '',
        image: category.image,
        item_count: category.itemCount,
      })),
    };
  }
};
