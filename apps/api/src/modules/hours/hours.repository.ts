import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  minutesOfDay,
  timeOfDay,
  type AdminOpeningHoursInput,
} from '@storefront/shared';
import type { Executor } from '../../db/client';
import { closures, closureTranslations, openingWindows, siteSettings } from '../../db/schema';
import { insertTranslations } from '../../db/translations';
import { rowsToTexts, textsToRows } from '../admin/content/translated-texts';
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
    windows: row?.windows ?? [],
    closures: (row?.closures ?? []).map(({ startsOn, endsOn, reasons }) => ({
      startsOn,
      endsOn,
      reason: rowsToTexts(reasons, REASON_FIELDS),
    })),
  };
}

/** Replaces the schedule with the one given (inside the caller's transaction). */
export async function saveSchedule(
  tx: Executor,
  input: Omit<AdminOpeningHoursInput, 'language' | 'order_ahead_days' | 'windows'> & {
    order_ahead_days: number;
    windows: { weekday: number; opens: string; closes: string }[];
  },
): Promise<void> {
  await tx
    .update(siteSettings)
    .set({ timeZone: input.time_zone, orderAheadDays: input.order_ahead_days })
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
