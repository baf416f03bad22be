/**
 * Issue 15 item 1: whether the shop takes orders at an instant, from its schedule written in its
 * own time zone. Pure (the clock is an argument), so tests fix the time and the zone; daylight
 * saving is handled by asking Intl for the zone's offset at each instant.
 */

export interface Schedule {
  timeZone: string;
  orderAheadDays: number;
  /** Weekday 0 (Sunday) to 6; minutes after local midnight, `opens < closes <= 1440`. */
  windows: { weekday: number; opensMinute: number; closesMinute: number }[];
  /** Local days `YYYY-MM-DD`, first and last included. */
  closures: { startsOn: string; endsOn: string }[];
  /** Minutes from order to door for "as soon as possible"; null when not offered. */
  asapLeadMinutes: number | null;
  /** Every place's delivery slots (issue 15 item 2). */
  slots: DeliverySlotDefinition[];
  /** Mail the customer when the order leaves the kitchen (issue 15 item 5). */
  mailOutForDelivery?: boolean;
  /** Issue 17 item 11: an operator paused new orders (a full kitchen); null while taking them. */
  pausedAt?: string | null;
}

export interface DeliverySlotDefinition {
  id: number;
  buildingId: number | null;
  universityId: number | null;
  startsMinute: number;
  endsMinute: number;
  cutoffMinute: number;
  capacity: number;
}

export interface OrderingState {
  openNow: boolean;
  acceptsOrders: boolean;
  /** The next opening when closed; null when open or when none is set within a year. */
  opensAt: Date | null;
  /** The end of the current window when open; null when closed or always open. */
  closesAt: Date | null;
  /** An operator paused new orders: no order until they resume, whatever the hours say. */
  paused?: boolean;
}

export const DAY_MS = 86_400_000;
/** How far ahead the next opening is looked for (a year of days). */
const SEARCH_DAYS = 370;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of `instant` in `timeZone`, as if that reading were UTC. */
function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/**
 * The instant at which the wall clock of `timeZone` reads `localDay` (a UTC midnight standing
 * for that day) plus `minutes`, in two passes so that the offset is the one in force at the
 * answer. A reading that a daylight-saving jump skips comes out one jump early.
 */
export function instantOf(localDay: number, minutes: number, timeZone: string): number {
  const wallClock = localDay + minutes * 60_000;
  const firstGuess = wallClock - (wallClockOf(wallClock, timeZone) - wallClock);
  const offset = wallClockOf(firstGuess, timeZone) - firstGuess;
  return wallClock - offset;
}

/** A `YYYY-MM-DD` day as the UTC midnight that stands for it. */
export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The shop's local day (UTC midnight standing for it) and weekday at `instant`. */
export function localDayOf(instant: number, timeZone: string): number {
  const wallClock = wallClockOf(instant, timeZone);
  return wallClock - (wallClock % DAY_MS);
}

/** Whether the local day (a UTC midnight standing for it) falls in a closure. */
export function isClosedDay(schedule: Schedule, day: number): boolean {
  return schedule.closures.some(
    (closure) => day >= dayNumber(closure.startsOn) && day <= dayNumber(closure.endsOn),
  );
}

/** The shop's state at `now` (ms since the epoch). */
export function orderingState(schedule: Schedule, now: number): OrderingState {
  if (schedule.pausedAt) {
    return { openNow: false, acceptsOrders: false, opensAt: null, closesAt: null, paused: true };
  }
  if (schedule.windows.length === 0) {
    return { openNow: true, acceptsOrders: true, opensAt: null, closesAt: null };
  }
  const byWeekday = new Map<number, Schedule['windows']>();
  for (const window of [...schedule.windows].sort((a, b) => a.opensMinute - b.opensMinute)) {
    byWeekday.set(window.weekday, [...(byWeekday.get(window.weekday) ?? []), window]);
  }

  const today = localDayOf(now, schedule.timeZone);
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    const day = today + offset * DAY_MS;
    if (isClosedDay(schedule, day)) continue;
    for (const window of byWeekday.get(new Date(day).getUTCDay()) ?? []) {
      const opens = instantOf(day, window.opensMinute, schedule.timeZone);
      const closes = instantOf(day, window.closesMinute, schedule.timeZone);
      if (now >= closes) continue;
      if (now >= opens) {
        return { openNow: true, acceptsOrders: true, opensAt: null, closesAt: new Date(closes) };
      }
      const acceptsOrders = opens - now <= schedule.orderAheadDays * DAY_MS;
      return { openNow: false, acceptsOrders, opensAt: new Date(opens), closesAt: null };
    }
  }
  return { openNow: false, acceptsOrders: false, opensAt: null, closesAt: null };
}
