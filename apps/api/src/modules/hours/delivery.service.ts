import type { FastifyInstance } from 'fastify';
import {
  formatDeliveryWindow,
  type DeliveryOptions,
  type Language,
  type OrderDelivery,
} from '@storefront/shared';
import type { Executor } from '../../db/client';
import { AppError, ConflictError, ValidationError } from '../../platform/errors';
import {
  asapEstimate,
  bookableSlots,
  bookingDays,
  earliestDelivery,
  parseSlotKey,
  slotOnDay,
  slotsOfPlace,
  type Delivery,
  type Place,
} from './delivery';
import { bookedCounts, lockSlotAndCount } from './hours.repository';
import { readSchedule } from './hours.service';
import type { Schedule } from './schedule';

/** A delivery time that cannot be booked (any more): 409 with what to do, in the caller's language. */
export class DeliveryUnavailableError extends ConflictError {}

/** The bookings of the place's slots over the days they can be booked (one statement, or none). */
async function bookingsOf(db: Executor, schedule: Schedule, place: Place, now: number) {
  const slotIds = slotsOfPlace(schedule, place).map((slot) => slot.id);
  const counts = await bookedCounts(db, slotIds, bookingDays(schedule, now));
  return (key: string) => counts.get(key) ?? 0;
}

function slotLabel(schedule: Schedule, from: Date, until: Date | null, language: Language) {
  return formatDeliveryWindow(from, until, language, schedule.timeZone);
}

/** GET /api/delivery-slots: ASAP with its estimate, the bookable slots, and the default. */
export async function deliveryOptions(
  app: FastifyInstance,
  place: Place,
  language: Language,
): Promise<DeliveryOptions> {
  const schedule = await readSchedule(app);
  const now = app.clock();
  const bookedOf = await bookingsOf(app.db, schedule, place, now);
  const asap = asapEstimate(schedule, now);
  const earliest = earliestDelivery(schedule, place, now, bookedOf);
  return {
    time_zone: schedule.timeZone,
    asap: asap
      ? { estimate: asap.toISOString(), label: slotLabel(schedule, asap, null, language) }
      : null,
    slots: bookableSlots(schedule, place, now, bookedOf).map((slot) => ({
      id: slot.key,
      date: slot.day,
      from: slot.from.toISOString(),
      until: slot.until.toISOString(),
      cutoff: slot.cutoff.toISOString(),
      remaining: slot.remaining,
      label: slotLabel(schedule, slot.from, slot.until, language),
    })),
    earliest:
      earliest?.kind === 'asap' ? 'asap' : earliest?.kind === 'slot' ? earliest.slot.key : null,
  };
}

export interface DeliveryChoice {
  deliverySlot?: string | undefined;
  asap?: boolean | undefined;
}

/**
 * Checkout's delivery, checked before its transaction: the slot named (it must be the place's,
 * on a bookable day, before its cut-off), ASAP, or the earliest when neither is named.
 */
export interface PlannedDelivery {
  delivery: Delivery;
  /** A slot's capacity, as the schedule read for this checkout says. */
  capacityOf: (slotId: number) => number;
}

export async function planDelivery(
  app: FastifyInstance,
  place: Place,
  choice: DeliveryChoice,
): Promise<PlannedDelivery> {
  const schedule = await readSchedule(app);
  const now = app.clock();
  const planned = (delivery: Delivery): PlannedDelivery => ({
    delivery,
    capacityOf: (slotId) => schedule.slots.find((slot) => slot.id === slotId)?.capacity ?? 0,
  });
  if (choice.asap) {
    const from = asapEstimate(schedule, now);
    if (!from) throw new DeliveryUnavailableError('delivery_asap_unavailable');
    return planned({ kind: 'asap', from });
  }
  if (choice.deliverySlot !== undefined) {
    const named = parseSlotKey(choice.deliverySlot);
    const slot = named && slotsOfPlace(schedule, place).find((one) => one.id === named.slotId);
    if (!named || !slot || !bookingDays(schedule, now).includes(named.day)) {
      throw new ValidationError(
        [{ field: 'delivery_slot', message: 'delivery_slot_unknown' }],
        'delivery_slot_unknown',
      );
    }
    const onDay = slotOnDay(schedule, slot, named.day, 0);
    if (onDay.cutoff.getTime() <= now) throw new DeliveryUnavailableError('delivery_slot_closed');
    return planned({ kind: 'slot', slot: onDay });
  }
  const earliest = earliestDelivery(
    schedule,
    place,
    now,
    await bookingsOf(app.db, schedule, place, now),
  );
  if (!earliest) throw new DeliveryUnavailableError('delivery_none_left');
  return planned(earliest);
}

/**
 * Inside checkout's transaction: a slot's place is taken with its row locked, so of two
 * checkouts racing for the last place exactly one gets it.
 */
export async function holdDelivery(
  tx: Executor,
  delivery: Delivery,
  capacityOf: (slotId: number) => number,
) {
  if (delivery.kind !== 'slot') return;
  const booked = await lockSlotAndCount(tx, delivery.slot.slotId, delivery.slot.day);
  if (booked === undefined) {
    throw new AppError(422, 'delivery_slot_unknown', [
      { field: 'delivery_slot', message: 'delivery_slot_unknown' },
    ]);
  }
  if (booked >= capacityOf(delivery.slot.slotId))
    throw new DeliveryUnavailableError('delivery_slot_full');
}

/** What makes two checkouts of one cart different orders: a different promised delivery. */
export function deliveryKey(delivery: Delivery): string {
  return delivery.kind === 'slot' ? delivery.slot.key : delivery.kind;
}

/** The order's columns for its promised delivery. */
export function deliveryColumns(delivery: Delivery) {
  switch (delivery.kind) {
    case 'asap':
      return {
        deliveryAsap: true,
        deliveryFrom: delivery.from,
        deliveryUntil: null,
        deliverySlotId: null,
        deliveryDate: null,
      };
    case 'slot':
      return {
        deliveryAsap: false,
        deliveryFrom: delivery.slot.from,
        deliveryUntil: delivery.slot.until,
        deliverySlotId: delivery.slot.slotId,
        deliveryDate: delivery.slot.day,
      };
    case 'none':
      return {
        deliveryAsap: false,
        deliveryFrom: null,
        deliveryUntil: null,
        deliverySlotId: null,
        deliveryDate: null,
      };
  }
}

/** An order's promised delivery as answers and mails show it, in the reader's language. */
export function orderDelivery(
  order: { deliveryAsap: boolean; deliveryFrom: Date | null; deliveryUntil: Date | null },
  language: Language,
  timeZone: string,
): OrderDelivery {
  if (!order.deliveryFrom) return null;
  return {
    asap: order.deliveryAsap,
    from: order.deliveryFrom.toISOString(),
    until: order.deliveryUntil?.toISOString() ?? null,
    label: formatDeliveryWindow(order.deliveryFrom, order.deliveryUntil, language, timeZone),
  };
}
