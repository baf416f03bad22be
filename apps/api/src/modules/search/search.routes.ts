import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SEARCH_COMBOS_MAX,
  searchPaths,
  searchRequestSchema,
  searchResponseSchema,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { cachedCatalogAnswer, sendJson } from '../../platform/catalog-answer';
import { dietaryKey, toCombos, toItem, toPage } from '../catalog/catalog.mappers';
import {
  looksForCloseMatches,
  searchCombos,
  searchCombosLike,
  searchItems,
  searchItemsLike,
} from './search.repository';

const documented = routeSchema(['catalog']);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    searchPaths.search,
    documented(
      'Available items (paged) and combos whose name contains the text, any case, in the caller’s language or English (spec §2 /searchResult); when none does, those whose name is most like it (close_matches)',
      { querystring: searchRequestSchema },
      searchResponseSchema,
    ),
    async (request, reply) => {
      const { q, language, tags, without, page, limit } = request.query;
      const dietary = { tags, without };
      // Public answer, no user data: shared through the catalog cache like the menu pages.
      const normalized = q.toLowerCase();
      const key = `search:${language}:${page}:${limit}:${dietaryKey(dietary)}:${normalized}`;
      const body = await cachedCatalogAnswer(app, key, searchResponseSchema, language, async () => {
        const pageRequest = { page, limit };
        let [items, combos] = await Promise.all([
          searchItems(app.db, language, normalized, dietary, pageRequest),
          searchCombos(app.db, language, normalized, SEARCH_COMBOS_MAX),
        ]);
        // Issue 17 item 8: nothing contains the text: the closest names instead, said so.
        const close = items.total === 0 && combos.length === 0 && looksForCloseMatches(normalized);
        if (close) {
          [items, combos] = await Promise.all([
            searchItemsLike(app.db, language, normalized, dietary, pageRequest),
            searchCombosLike(app.db, language, normalized, SEARCH_COMBOS_MAX),
          ]);
        }
        return {
          items: toPage(items.rows.map(toItem), items.total, pageRequest),
          combos: toCombos(combos),
          close_matches: close && (items.total > 0 || combos.length > 0),
        };
      });
      return sendJson(reply, body);
    },
  );
};
