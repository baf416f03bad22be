import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  deliveryOptionsResponseSchema,
  deliverySlotsQuerySchema,
  languageQuerySchema,
  orderingStatusResponseSchema,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { ok } from '../../platform/envelope';
import { ValidationError } from '../../platform/errors';
import { resolveRecipient } from '../orders/checkout.service';
import type { Place } from './delivery';
import { deliveryOptions } from './delivery.service';
import { orderingStatus } from './hours.service';

/** Issue 15 item 1: whether the shop takes orders now, for the storefront's closed notice. */
export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = routeSchema(['site']);

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

  app.get(
    apiPaths.deliverySlots,
    documented(
      'A building’s or university’s bookable delivery times (or, signed in, the caller’s own)',
      { querystring: deliverySlotsQuerySchema },
      deliveryOptionsResponseSchema,
    ),
    async (request, reply) => {
      const { language, building_id, university_id, ordered_for_user_id } = request.query;
      let place: Place;
      if (building_id !== undefined || university_id !== undefined) {
        place = { buildingId: building_id ?? null, universityId: university_id ?? null };
      } else if (request.caller) {
        // The same recipient rules as checkout: oneself, or a colleague one may order for.
        const { recipient } = await resolveRecipient(
          app.db,
          request.caller.user,
          ordered_for_user_id,
        );
        place = { buildingId: recipient.buildingId, universityId: recipient.universityId };
      } else {
        throw new ValidationError([{ field: 'building_id', message: 'hours_slot_place' }]);
      }
      void reply.header('cache-control', 'no-store');
      return ok(language, await deliveryOptions(app, place, language));
    },
  );
};
