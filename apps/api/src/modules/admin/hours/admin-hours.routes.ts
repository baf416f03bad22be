import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeliverySlotsInputSchema,
  adminDeliverySlotsResponseSchema,
  adminOpeningHoursInputSchema,
  adminOpeningHoursResponseSchema,
  adminPaths,
  timeOfDay,
  type AdminDeliverySlots,
  type AdminOpeningHours,
} from '@storefront/shared';
import { documentRoutes } from '../document-routes';
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

  documentRoutes(app, {
    tags,
    path: adminPaths.openingHours,
    summaries: {
      read: 'The schedule: time zone, windows per weekday, closures, order-ahead days',
      save: 'Replace the schedule; the storefront and checkout follow it at once',
    },
    body: adminOpeningHoursInputSchema,
    response: adminOpeningHoursResponseSchema,
    read: detail,
    save: (body) => app.db.transaction((tx) => saveSchedule(tx, body)),
    saved: 'hours_saved',
  });

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

  documentRoutes(app, {
    tags,
    path: adminPaths.deliverySlots,
    summaries: {
      read: 'Every building’s and university’s delivery slots: times, cut-off, capacity',
      save: 'Save the slots (with id: changed; without: new; missing: removed)',
    },
    body: adminDeliverySlotsInputSchema,
    response: adminDeliverySlotsResponseSchema,
    read: slots,
    save: (body) =>
      app.db.transaction((tx) =>
        saveSlots(
          tx,
          body.slots.map((slot) => ({
            ...slot,
            building_id: slot.building_id ?? null,
            university_id: slot.university_id ?? null,
          })),
        ),
      ),
    saved: 'slots_saved',
  });
};
