import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Language,
  apiPaths,
  combosQuerySchema,
  combosResponseSchema,
  homeQuerySchema,
  homeResponseSchema,
  productsRequestSchema,
  productsResponseSchema,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { cachedCatalogAnswer, sendJson } from '../../platform/catalog-answer';
import { assertCallerMatches } from '../../platform/identity';
import {
  listActiveBanners,
  listCombos,
  listFeaturedCombos,
  listItems,
  listMenuCategories,
  listSpecialItems,
} from './catalog.repository';
import { dietaryKey, toCombos, toItem, toPage } from './catalog.mappers';

/** Home page shows at most this many special items (the menu lists the rest). */
export const HOME_SPECIAL_ITEMS = 8;

const documented = routeSchema(['catalog']);

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.products,
    documented(
      'A page of available menu items, optionally special only or of one category (spec §7 POST /products)',
      { body: productsRequestSchema },
      productsResponseSchema,
    ),
    async (request, reply) => {
      const { language, user_id, isSpecial, category_id, tags, without, page, limit } =
        request.body;
      assertCallerMatches(request, user_id);
      const key = `products:${language}:${page}:${limit}:${isSpecial ?? ''}:${category_id ?? ''}:${dietaryKey({ tags, without })}`;
      const body = await cachedCatalogAnswer(
        app,
        key,
        productsResponseSchema,
        language,
        async () => {
          const pageRequest = { page, limit };
          const { rows, total } = await listItems(
            app.db,
            language,
            { isSpecial, categoryId: category_id, tags, without },
            pageRequest,
          );
          return {
            items: toPage(rows.map(toItem), total, pageRequest),
          };
        },
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    apiPaths.combos,
    documented(
      'A page of available combos with the categories to choose from (the /food-combos list)',
      { querystring: combosQuerySchema },
      combosResponseSchema,
    ),
    async (request, reply) => {
      const { language, page, limit } = request.query;
      const key = `combos:${language}:${page}:${limit}`;
      const body = await cachedCatalogAnswer(app, key, combosResponseSchema, language, async () => {
        const pageRequest = { page, limit };
        const { rows, total } = await listCombos(app.db, language, pageRequest);
        return { combos: toPage(toCombos(rows), total, pageRequest) };
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    apiPaths.home,
    documented(
      'Home page data: banners, featured combos, special items, menu categories (spec §7 GET /home)',
      { querystring: homeQuerySchema },
      homeResponseSchema,
    ),
    async (request, reply) => {
      const { language, user_id } = request.query;
      assertCallerMatches(request, user_id);
      const body = await cachedCatalogAnswer(
        app,
        `home:${language}`,
        homeResponseSchema,
        language,
        () => loadHome(language),
      );
      return sendJson(reply, body);
    },
  );

  async function loadHome(language: Language) {
    // Independent reads: on PostgreSQL they run on separate pool connections at once.
    const [banners, featured, specials, categories] = await Promise.all([
      listActiveBanners(app.db, language),
      listFeaturedCombos(app.db, language),
      listSpecialItems(app.db, language, HOME_SPECIAL_ITEMS),
      listMenuCategories(app.db, language),
    ]);
    return {
      banners: banners.map((banner) => ({
        id: banner.id,
        title: banner.title ?? '',
        subtitle: banner.subtitle ?? '',
        cta_label: banner.ctaLabel ?? '',
        link: banner.link,
        image: banner.image,
      })),
      featured_combos: toCombos(featured),
      special_items: specials.map(toItem),
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name ?? '',
        image: category.image,
        item_count: category.itemCount,
      })),
    };
  }
};
