import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, languageQuerySchema, orderingStatusResponseSchema } from '@storefront/shared';
import { ok } from '../../platform/envelope';
import { orderingStatus } from './hours.service';

/** Issue 15 item 1: whether the shop takes orders now, for the storefront's closed notice. */
export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.openingHours,
    {
      schema: {
        tags: ['site'],
        summary: 'Open now or when ordering opens, the week’s hours and the coming closures',
        querystring: languageQuerySchema,
        response: { 200: orderingStatusResponseSchema },
      },
    },
    async (request, reply) => {
      // The answer turns with the clock: never kept by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return ok(request.query.language, await orderingStatus(app, request.query.language));
    },
  );
};
