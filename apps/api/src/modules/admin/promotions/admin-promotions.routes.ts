import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  adminPromoCodeRequestSchema,
  adminPromoCodesQuerySchema,
  adminPromoCodesResponseSchema,
} from '@storefront/shared';
import { recordRoutes } from '../record-routes';
import { promoCodeCalls } from './admin-promotions.service';

/**
 * Back office, promo codes (issue 16 item 3): list, create, edit, delete. Carts price their code
 * at every read, so a change here reaches every cart at once; nothing is cached.
 */
export const adminPromotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    tags: ['admin: promo codes'],
    collection: adminPaths.promoCodes,
    record: adminPaths.promoCode,
    querystring: adminPromoCodesQuerySchema,
    listResponse: adminPromoCodesResponseSchema,
    body: adminPromoCodeRequestSchema,
    summaries: {
      list: 'Promo codes with their uses (orders not cancelled), paged; q matches the code',
      create: 'Add a promo code (code unique: 409 duplicate_value)',
      update: 'Edit a promo code (a full edit); carts reprice with it at their next read',
      remove: 'Delete a code no order carries (else 409 in_use: deactivate it instead)',
    },
    service: promoCodeCalls,
    afterWrite: async () => {},
  });
};
