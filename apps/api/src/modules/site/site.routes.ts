import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAGE_IDS,
  apiPaths,
  languageQuerySchema,
  siteInfoResponseSchema,
} from '@storefront/shared';
import { NotFoundError } from '../../platform/errors';
import { cachedCatalogAnswer, sendJson } from '../../platform/catalog-answer';
import { findSiteSettings, listMorePages } from './site.repository';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.siteInfo,
    {
      schema: {
        tags: ['site'],
        summary: 'Shop name, address, phone, e-mail and currency (spec §7 GET /site-info)',
        querystring: languageQuerySchema,
        response: { 200: siteInfoResponseSchema },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const key = `site-info:${language}`;
      const body = await cachedCatalogAnswer(
        app,
        key,
        siteInfoResponseSchema,
        language,
        async () => {
          const [settings, more] = await Promise.all([
            findSiteSettings(app.db, language),
            listMorePages(app.db, language),
          ]);
          if (!settings) throw new NotFoundError();
          return {
            site_name: settings.siteName,
            tagline: settings.tagline,
            site_address: settings.siteAddress,
            site_phone_number: settings.sitePhoneNumber,
            site_email: settings.siteEmail,
            opening_hours: settings.openingHours,
            currency_code: settings.currencyCode,
            guests_customise_combos: settings.guestsCustomiseCombos,
            pages: { ...PAGE_IDS, more },
            // Configuration, fixed for the process's life.
            social: {
              google_client_id: app.config.GOOGLE_CLIENT_ID ?? null,
              facebook_app_id: app.config.FACEBOOK_APP_ID ?? null,
            },
          };
        },
      );
      return sendJson(reply, body);
    },
  );
};
