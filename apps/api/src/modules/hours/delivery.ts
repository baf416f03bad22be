/**
 * Issue 15 item 2: the delivery times a customer can book for their building or university at
 * an instant: each slot of the place on every day from today to the order-ahead horizon on which
 * the shop opens (any day when it sets no hours) and is not closed, before the slot's cut-off,
 * with places left; and "as soon as possible" where the shop offers it and takes orders now.
 * Pure: the clock and each slot's booked count are arguments.
 */
import {
  DAY_MS,
  instantOf,
  isClosedDay,
  localDayOf,
  orderingState,
  type DeliverySlotDefinition,
  type Schedule,
} from './schedule';

export interface Place {
  buildingId: number | null;
  universityId: number | null;
}

export interface BookableSlot {
  /** `<slot id>@<YYYY-MM-DD>`: the slot on a local day, as checkout takes it. */
  key: string;
  slotId: number;
  day: string;
  from: Date;
  until: Date;
  cutoff: Date;
  remaining: number;
}

export type Delivery =
  | { kind: 'asap'; from: Date }
  | { kind: 'slot'; slot: BookableSlot }
  /** The place has no slots and the shop offers no ASAP: orders carry no promised time. */
  | { kind: 'none' };

export function slotKey(slotId: number, day: string): string {
  return `${slotId}@${day}`;
}

export function parseSlotKey(key: string): { slotId: number; day: string } | undefined {
  const match = /^(\d{1,9})@(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (!match) return undefined;
  return { slotId: Number(match[1]), day: match[2] ?? '' };
}

export function slotsOfPlace(schedule: Schedule, place: Place): DeliverySlotDefinition[] {
  return schedule.slots.filter(
    (slot) =>
      (place.buildingId !== null && slot.buildingId === place.buildingId) ||
      (place.universityId !== null && slot.universityId === place.universityId),
  );
}

/** The local days slots may be booked for: today and the order-ahead days after it. */
export function bookingDays(schedule: Schedule, now: number): string[] {
  const today = localDayOf(now, schedule.timeZone);
  const openWeekdays = new Set(schedule.windows.map((window) => window.weekday));
  const days: string[] = [];
  for (let offset = 0; offset <= schedule.orderAheadDays; offset++) {
    const day = today + offset * DAY_MS;
    if (isClosedDay(schedule, day)) continue;
    if (openWeekdays.size > 0 && !openWeekdays.has(new Date(day).getUTCDay())) continue;
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** The slot on its day with its instants, before counting its bookings. */
export function slotOnDay(
  schedule: Schedule,
  slot: DeliverySlotDefinition,
  day: string,
  booked: number,
): BookableSlot {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return {
    key: slotKey(slot.id, day),
    slotId: slot.id,
    day,
    from: new Date(instantOf(midnight, slot.startsMinute, schedule.timeZone)),
    until: new Date(instantOf(midnight, slot.endsMinute, schedule.timeZone)),
    cutoff: new Date(instantOf(midnight, slot.cutoffMinute, schedule.timeZone)),
    remaining: Math.max(0, slot.capacity - booked),
  };
}

/** The place's slots still open for orders at `now`, soonest first. */
export function bookableSlots(
  schedule: Schedule,
  place: Place,
  now: number,
  bookedOf: (key: string) => number,
): BookableSlot[] {
  const slots = slotsOfPlace(schedule, place);
  return bookingDays(schedule, now)
    .flatMap((day) =>
      slots.map((slot) => slotOnDay(schedule, slot, day, bookedOf(slotKey(slot.id, day)))),
    )
    .filter((slot) => slot.cutoff.getTime() > now && slot.remaining > 0)
    .sort((a, b) => a.from.getTime() - b.from.getTime() || a.slotId - b.slotId);
}

/** "As soon as possible": when it could arrive, or null where it is not offered now. */
export function asapEstimate(schedule: Schedule, now: number): Date | null {
  if (schedule.asapLeadMinutes === null) return null;
  const state = orderingState(schedule, now);
  if (!state.acceptsOrders) return null;
  const start = state.openNow ? now : (state.opensAt?.getTime() ?? now);
  return new Date(start + schedule.asapLeadMinutes * 60_000);
}

/**
 * What a checkout naming neither a slot nor ASAP gets (spec clients): ASAP where offered, else
 * the earliest slot; `none` when the place has no slots and ASAP is off; undefined when the
 * place has slots but none is left to book.
 */
export function earliestDelivery(
  schedule: Schedule,
  place: Place,
  now: number,
  bookedOf: (key: string) => number,
): Delivery | undefined {
  const asap = asapEstimate(schedule, now);
  if (asap) return { kind: 'asap', from: asap };
  const [first] = bookableSlots(schedule, place, now, bookedOf);
  if (first) return { kind: 'slot', slot: first };
  return slotsOfPlace(schedule, place).length === 0 ? { kind: 'none' } : undefined;
}
