import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeliverySlotsInputSchema,
  adminDeliverySlotsResponseSchema,
  adminOpeningHoursInputSchema,
  adminOpeningHoursResponseSchema,
  adminPaths,
  errorResponses,
  languageQuerySchema,
  timeOfDay,
  type AdminDeliverySlots,
  type AdminOpeningHours,
} from '@storefront/shared';
import { ok } from '../../../platform/envelope';
import { loadSchedule, saveSchedule, saveSlots, windowTexts } from '../../hours/hours.repository';

/** Back office, issue 15 item 1: the shop's time zone, opening windows, closures, order ahead. */
export const adminHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: opening hours'];

  async function detail(): Promise<AdminOpeningHours> {
    const schedule = await loadSchedule(app.db);
    return {
      time_zone: schedule.timeZone,
      order_ahead_days: schedule.orderAheadDays,
      asap_lead_minutes: schedule.asapLeadMinutes,
      mail_out_for_delivery: schedule.mailOutForDelivery ?? false,
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

  async function slots(): Promise<AdminDeliverySlots> {
    const schedule = await loadSchedule(app.db);
    return {
      slots: schedule.slots.map((slot) => ({
        id: slot.id,
        building_id: slot.buildingId,
        university_id: slot.universityId,
        starts: timeOfDay(slot.startsMinute),
        ends: timeOfDay(slot.endsMinute),
        cutoff: timeOfDay(slot.cutoffMinute),
        capacity: slot.capacity,
      })),
    };
  }

  app.get(
    adminPaths.deliverySlots,
    {
      schema: {
        tags,
        summary: 'Every building’s and university’s delivery slots: times, cut-off, capacity',
        querystring: languageQuerySchema,
        response: { 200: adminDeliverySlotsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(request.query.language, await slots()),
  );

  app.put(
    adminPaths.deliverySlots,
    {
      schema: {
        tags,
        summary: 'Save the slots (with id: changed; without: new; missing: removed)',
        body: adminDeliverySlotsInputSchema,
        response: { 200: adminDeliverySlotsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await app.db.transaction((tx) =>
        saveSlots(
          tx,
          request.body.slots.map((slot) => ({
            ...slot,
            building_id: slot.building_id ?? null,
            university_id: slot.university_id ?? null,
          })),
        ),
      );
      await app.catalogCache.invalidate();
      return ok(request.body.language, await slots(), 'slots_saved');
    },
  );
};
