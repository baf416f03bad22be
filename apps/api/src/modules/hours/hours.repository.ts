import { and, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  minutesOfDay,
  timeOfDay,
  type AdminOpeningHoursInput,
} from '@storefront/shared';
import type { Executor } from '../../db/client';
import { ValidationError } from '../../platform/errors';
import {
  buildings,
  closures,
  closureTranslations,
  deliverySlots,
  openingWindows,
  orders,
  siteSettings,
  universities,
} from '../../db/schema';
import { insertTranslations } from '../../db/translations';
import { lockedRow } from '../../db/records';
import { rowsToTexts, textsToRows } from '../admin/content/translated-texts';
import { slotKey } from './delivery';
import type { Schedule } from './schedule';

const REASON_FIELDS = { reason: 'reason' } as const;

interface ClosureJson {
  startsOn: string;
  endsOn: string;
  reasons: { language: string; reason: string }[];
}

/** The schedule with each closure's reason in every language, as the back office edits it. */
export interface StoredSchedule extends Schedule {
  closures: (Schedule['closures'][number] & {
    reason: ReturnType<typeof rowsToTexts<'reason', 'reason'>>;
  })[];
}

/** The whole schedule in one statement (and it is cached, decision 053). */
export async function loadSchedule(db: Executor): Promise<StoredSchedule> {
  const [row] = await db
    .select({
      timeZone: siteSettings.timeZone,
      orderAheadDays: siteSettings.orderAheadDays,
      asapLeadMinutes: siteSettings.asapLeadMinutes,
      mailOutForDelivery: siteSettings.mailOutForDelivery,
      pausedAt: siteSettings.ordersPausedAt,
      slots: sql<Schedule['slots']>`(
        select coalesce(json_agg(json_build_object(
          'id', s.id, 'buildingId', s.building_id, 'universityId', s.university_id,
          'startsMinute', s.starts_minute, 'endsMinute', s.ends_minute,
          'cutoffMinute', s.cutoff_minute, 'capacity', s.capacity)
          order by s.starts_minute, s.id), '[]'::json)
        from ${deliverySlots} s)`,
      windows: sql<Schedule['windows']>`(
        select coalesce(json_agg(json_build_object(
          'weekday', w.weekday, 'opensMinute', w.opens_minute, 'closesMinute', w.closes_minute)
          order by w.weekday, w.opens_minute), '[]'::json)
        from ${openingWindows} w)`,
      closures: sql<ClosureJson[]>`(
        select coalesce(json_agg(json_build_object(
          'startsOn', c.starts_on, 'endsOn', c.ends_on,
          'reasons', (
            select coalesce(json_agg(json_build_object('language', r.language, 'reason', r.reason)), '[]'::json)
            from ${closureTranslations} r where r.closure_id = c.id))
          order by c.starts_on, c.id), '[]'::json)
        from ${closures} c)`,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    orderAheadDays: row?.orderAheadDays ?? 0,
    asapLeadMinutes: row?.asapLeadMinutes ?? null,
    mailOutForDelivery: row?.mailOutForDelivery ?? false,
    // ISO text: the schedule is cached as JSON (decision 053).
    pausedAt: row?.pausedAt?.toISOString() ?? null,
    slots: row?.slots ?? [],
    windows: row?.windows ?? [],
    closures: (row?.closures ?? []).map(({ startsOn, endsOn, reasons }) => ({
      startsOn,
      endsOn,
      reason: rowsToTexts(reasons, REASON_FIELDS),
    })),
  };
}

/** Issue 17 item 11: pauses new orders now (`paused`), or takes them again. */
export async function setOrdersPaused(db: Executor, paused: boolean): Promise<Date | null> {
  const [row] = await db
    .update(siteSettings)
    .set({ ordersPausedAt: paused ? sql`coalesce(${siteSettings.ordersPausedAt}, now())` : null })
    .where(eq(siteSettings.id, 1))
    .returning({ pausedAt: siteSettings.ordersPausedAt });
  return row?.pausedAt ?? null;
}

/** Replaces the schedule with the one given (inside the caller's transaction). */
export async function saveSchedule(
  tx: Executor,
  input: Omit<AdminOpeningHoursInput, 'language' | 'order_ahead_days' | 'windows'> & {
    order_ahead_days: number;
    asap_lead_minutes: number | null;
    mail_out_for_delivery: boolean;
    windows: { weekday: number; opens: string; closes: string }[];
  },
): Promise<void> {
  await tx
    .update(siteSettings)
    .set({
      timeZone: input.time_zone,
      orderAheadDays: input.order_ahead_days,
      asapLeadMinutes: input.asap_lead_minutes,
      mailOutForDelivery: input.mail_out_for_delivery,
    })
    .where(eq(siteSettings.id, 1));
  await tx.delete(openingWindows);
  if (input.windows.length > 0) {
    await tx.insert(openingWindows).values(
      input.windows.map((window) => ({
        weekday: window.weekday,
        opensMinute: minutesOfDay(window.opens),
        closesMinute: minutesOfDay(window.closes),
      })),
    );
  }
  await tx.delete(closures);
  for (const closure of input.closures) {
    const [row] = await tx
      .insert(closures)
      .values({ startsOn: closure.starts_on, endsOn: closure.ends_on })
      .returning({ id: closures.id });
    if (row) {
      await insertTranslations(
        tx,
        closureTranslations,
        'closureId',
        row.id,
        textsToRows(closure.reason, REASON_FIELDS),
      );
    }
  }
}

/** A stored window as the API writes it. */
export function windowTexts(window: Schedule['windows'][number]) {
  return {
    weekday: window.weekday,
    opens: timeOfDay(window.opensMinute),
    closes: timeOfDay(window.closesMinute),
  };
}

/**
 * The place's slots as the back office saves them: rows with an id are changed, new ones added,
 * the others removed (orders keep their promised times; their slot link is cleared).
 */
export async function saveSlots(
  tx: Executor,
  input: {
    id?: number | undefined;
    building_id: number | null;
    university_id: number | null;
    starts: string;
    ends: string;
    cutoff: string;
    capacity: number;
  }[],
): Promise<void> {
  // One after the other: a transaction's connection runs one statement at a time.
  const knownBuildings = await idsIn(
    tx,
    buildings,
    input.flatMap((slot) => slot.building_id ?? []),
  );
  const knownUniversities = await idsIn(
    tx,
    universities,
    input.flatMap((slot) => slot.university_id ?? []),
  );
  const unknown = input.flatMap((slot, index) =>
    (slot.building_id !== null && !knownBuildings.has(slot.building_id)) ||
    (slot.university_id !== null && !knownUniversities.has(slot.university_id))
      ? [{ field: `slots.${index}.building_id`, message: 'invalid_value' }]
      : [],
  );
  if (unknown.length > 0) throw new ValidationError(unknown);
  const kept = input.flatMap((slot) => (slot.id === undefined ? [] : [slot.id]));
  await tx
    .delete(deliverySlots)
    .where(kept.length > 0 ? notInArray(deliverySlots.id, kept) : undefined);
  for (const slot of input) {
    const values = {
      buildingId: slot.building_id,
      universityId: slot.university_id,
      startsMinute: minutesOfDay(slot.starts),
      endsMinute: minutesOfDay(slot.ends),
      cutoffMinute: minutesOfDay(slot.cutoff),
      capacity: slot.capacity,
    };
    if (slot.id === undefined) await tx.insert(deliverySlots).values(values);
    else await tx.update(deliverySlots).set(values).where(eq(deliverySlots.id, slot.id));
  }
}

/** Which of these ids the table (buildings, universities) holds. */
async function idsIn(
  db: Executor,
  table: typeof buildings | typeof universities,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Orders that hold a place in the given slots on the given days (all but cancelled ones). */
export async function bookedCounts(
  db: Executor,
  slotIds: readonly number[],
  days: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (slotIds.length === 0 || days.length === 0) return counts;
  const rows = await db
    .select({ slotId: orders.deliverySlotId, day: orders.deliveryDate, booked: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.deliverySlotId, [...slotIds]),
        inArray(orders.deliveryDate, [...days]),
        ne(orders.status, 'Cancelled'),
      ),
    )
    .groupBy(orders.deliverySlotId, orders.deliveryDate);
  for (const row of rows) counts.set(slotKey(row.slotId ?? 0, row.day ?? ''), row.booked);
  return counts;
}

/**
 * The places taken in one slot on one day, with the slot's row locked until the transaction
 * ends: two checkouts racing for its last place take turns, and the second sees the first's
 * order (issue 15 item 2). Undefined when the slot no longer exists.
 */
export async function lockSlotAndCount(
  tx: Executor,
  slotId: number,
  day: string,
): Promise<number | undefined> {
  const slot = await lockedRow(tx, deliverySlots, eq(deliverySlots.id, slotId));
  if (!slot) return undefined;
  // A statement of its own after the lock: under READ COMMITTED it sees the order of a checkout
  // that held the lock before (one statement would count from a snapshot taken before waiting).
  const booked = await bookedCounts(tx, [slotId], [day]);
  return booked.get(slotKey(slotId, day)) ?? 0;
}
