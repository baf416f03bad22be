import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOpeningHoursInputSchema,
  adminOpeningHoursResponseSchema,
  adminPaths,
  errorResponses,
  languageQuerySchema,
  type AdminOpeningHours,
} from '@storefront/shared';
import { ok } from '../../../platform/envelope';
import { loadSchedule, saveSchedule, windowTexts } from '../../hours/hours.repository';

/** Back office, issue 15 item 1: the shop's time zone, opening windows, closures, order ahead. */
export const adminHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: opening hours'];

  async function detail(): Promise<AdminOpeningHours> {
    const schedule = await loadSchedule(app.db);
    return {
      time_zone: schedule.timeZone,
      order_ahead_days: schedule.orderAheadDays,
      windows: schedule.windows.map(windowTexts),
      closures: schedule.closures.map((closure) => ({
        starts_on: closure.startsOn,
        ends_on: closure.endsOn,
        reason: closure.reason,
      })),
    };
  }

  app.get(
    adminPaths.openingHours,
    {
      schema: {
        tags,
        summary: 'The schedule: time zone, windows per weekday, closures, order-ahead days',
        querystring: languageQuerySchema,
        response: { 200: adminOpeningHoursResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(request.query.language, await detail()),
  );

  app.put(
    adminPaths.openingHours,
    {
      schema: {
        tags,
        summary: 'Replace the schedule; the storefront and checkout follow it at once',
        body: adminOpeningHoursInputSchema,
        response: { 200: adminOpeningHoursResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => saveSchedule(tx, request.body));
      await app.catalogCache.invalidate();
      return ok(request.body.language, await detail(), 'hours_saved');
    },
  );
};
