/**
 * Issue 15 item 1, opening hours: when the shop takes orders. The schedule is written in the
 * shop's time zone: windows per weekday (0 is Sunday), several a day, and closures (whole days,
 * first and last included) with a reason in the five languages. No window at all means the shop
 * is always open. The server decides whether an order is taken (checkout); the storefront shows
 * the notice it answers.
 */
import { z } from 'zod';
import { blankableSchema, envelope, languageSchema, wholeNumberSchema } from './common';
import { translationsSchema } from './admin/common';
import { LANGUAGE_TAGS, type Language } from '../languages';

/** `HH:MM`, 00:00 to 24:00 (a window may close at midnight). */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** `YYYY-MM-DD`, a day in the shop's calendar. */
export const DAY_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
export const ORDER_AHEAD_DAYS_MAX = 30;
export const CLOSURE_REASON_MAX = 200;
export const OPENING_WINDOWS_MAX = 42;
export const CLOSURES_MAX = 100;
export const DEFAULT_TIME_ZONE = 'Asia/Bahrain';
export const ASAP_LEAD_MIN = 5;
export const ASAP_LEAD_MAX = 600;
export const SLOT_CAPACITY_MAX = 10_000;
export const DELIVERY_SLOTS_MAX = 500;

/** Minutes after midnight of an `HH:MM` text. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `HH:MM` of minutes after midnight. */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether the runtime knows this IANA time zone (`Asia/Bahrain`, `Europe/Berlin`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

const timeSchema = z
  .string({ message: 'invalid_value' })
  .trim()
  .regex(TIME_OF_DAY_PATTERN, 'hours_time_invalid');
const daySchema = z.string({ message: 'invalid_value' }).trim().regex(DAY_PATTERN, 'invalid_value');

export const openingWindowSchema = z.object({
  weekday: z.coerce.number().int('invalid_value').min(0, 'invalid_value').max(6, 'invalid_value'),
  opens: timeSchema,
  closes: timeSchema,
});
export type OpeningWindow = z.infer<typeof openingWindowSchema>;

const closureReasonSchema = z
  .string({ message: 'invalid_value' })
  .trim()
  .max(CLOSURE_REASON_MAX, `too_long:${CLOSURE_REASON_MAX}`);

export const closureInputSchema = z.object({
  starts_on: daySchema,
  ends_on: daySchema,
  reason: translationsSchema({ reason: closureReasonSchema.min(1, 'english_required') }),
});

/**
 * PUT adminPaths.openingHours: the whole schedule at once (the opening-hours page saves it as
 * one). Windows must close after they open and not overlap on their day; a closure must not end
 * before it starts.
 */
export const adminOpeningHoursInputSchema = z
  .object({
    language: languageSchema,
    time_zone: z.string({ message: 'invalid_value' }).trim().refine(isTimeZone, 'hours_time_zone'),
    order_ahead_days: wholeNumberSchema(0, ORDER_AHEAD_DAYS_MAX),
    /** Minutes from order to door for "as soon as possible"; empty or null: no ASAP. */
    asap_lead_minutes: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      wholeNumberSchema(ASAP_LEAD_MIN, ASAP_LEAD_MAX).nullable(),
    ),
    /** Mail the customer when the order leaves the kitchen (out for delivery). */
    mail_out_for_delivery: z.boolean({ message: 'invalid_value' }).default(false),
    windows: z.array(openingWindowSchema).max(OPENING_WINDOWS_MAX, 'invalid_value'),
    closures: z.array(closureInputSchema).max(CLOSURES_MAX, 'invalid_value'),
  })
  .superRefine((value, context) => {
    value.windows.forEach((window, index) => {
      const opens = minutesOfDay(window.opens);
      const closes = minutesOfDay(window.closes);
      if (closes <= opens) {
        context.addIssue({
          code: 'custom',
          message: 'hours_window_order',
          path: ['windows', index, 'closes'],
        });
        return;
      }
      const overlapping = value.windows.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.weekday === window.weekday &&
          minutesOfDay(other.opens) < closes &&
          opens < minutesOfDay(other.closes),
      );
      if (overlapping) {
        context.addIssue({
          code: 'custom',
          message: 'hours_window_overlap',
          path: ['windows', index, 'opens'],
        });
      }
    });
    value.closures.forEach((closure, index) => {
      if (closure.ends_on < closure.starts_on) {
        context.addIssue({
          code: 'custom',
          message: 'hours_closure_dates',
          path: ['closures', index, 'ends_on'],
        });
      }
    });
  });
export type AdminOpeningHoursInput = z.input<typeof adminOpeningHoursInputSchema>;

export const adminOpeningHoursSchema = z.object({
  time_zone: z.string(),
  order_ahead_days: z.number().int(),
  asap_lead_minutes: z.number().int().nullable(),
  mail_out_for_delivery: z.boolean(),
  windows: z.array(openingWindowSchema),
  closures: z.array(
    z.object({
      starts_on: z.string(),
      ends_on: z.string(),
      reason: translationsSchema({ reason: z.string() }),
    }),
  ),
});
export type AdminOpeningHours = z.infer<typeof adminOpeningHoursSchema>;
export const adminOpeningHoursResponseSchema = envelope(adminOpeningHoursSchema);

/**
 * GET apiPaths.openingHours: whether the shop takes orders now, for the storefront's notice, and
 * the week's hours and coming closures in the caller's language.
 */
export const orderingStatusSchema = z.object({
  time_zone: z.string(),
  /** Inside an opening window now (always, when no window is set). */
  open_now: z.boolean(),
  /** Checkout takes an order now: open, or closed with an opening within the order-ahead days. */
  accepts_orders: z.boolean(),
  /** When closed: the next opening (ISO 8601), null when none is set within a year. */
  opens_at: z.string().nullable(),
  /** When open: the end of the current window (ISO 8601), null when always open. */
  closes_at: z.string().nullable(),
  /** When closed: what to tell the customer, in the caller's language. */
  notice: z.string().nullable(),
  order_ahead_days: z.number().int(),
  /** Seven days from Sunday (0) with their windows, `HH:MM` in the shop's time zone. */
  week: z.array(
    z.object({
      weekday: z.number().int(),
      windows: z.array(z.object({ opens: z.string(), closes: z.string() })),
    }),
  ),
  /** Closures that have not ended yet, soonest first, with their reason in the caller's language. */
  closures: z.array(z.object({ starts_on: z.string(), ends_on: z.string(), reason: z.string() })),
});
export type OrderingStatus = z.infer<typeof orderingStatusSchema>;
export const orderingStatusResponseSchema = envelope(orderingStatusSchema);

/** Weekday, day, month and 24-hour time in `timeZone` and the reader's language, Latin digits. */
function dayAndTimeFormat(language: Language, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  });
}

/**
 * The next opening as the closed notice says it, in the shop's time zone and the reader's
 * language ("Thursday 26 November at 11:00"), with Latin digits like prices.
 */
export function formatOpening(instant: Date, language: Language, timeZone: string): string {
  return dayAndTimeFormat(language, timeZone).format(instant);
}

/** A calendar day (YYYY-MM-DD) as customers read it ("26 November 2026"), Latin digits. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A delivery window as customers read it, with the language's own separators ("Thursday,
 * November 26, 12:00 – 12:30"; "الخميس، 26 نوفمبر، 12:00–12:30"), Latin digits like prices.
 */
export function formatDeliveryWindow(
  from: Date,
  until: Date | null,
  language: Language,
  timeZone: string,
): string {
  const format = dayAndTimeFormat(language, timeZone);
  return until ? format.formatRange(from, until) : format.format(from);
}

// ---------------------------------------------------------------- delivery slots (item 2)

const optionalPlaceId = blankableSchema(
  z.coerce.number({ message: 'invalid_value' }).int('invalid_value').positive('invalid_value'),
);

/**
 * GET apiPaths.deliverySlots: a place's bookable delivery times. The place is a building or a
 * university; a signed-in caller may leave it out for their own (or, with
 * `ordered_for_user_id`, the colleague's they order for).
 */
export const deliverySlotsQuerySchema = z.object({
  language: languageSchema,
  building_id: optionalPlaceId,
  university_id: optionalPlaceId,
  ordered_for_user_id: optionalPlaceId,
});

export const bookableSlotSchema = z.object({
  /** What checkout takes as `delivery_slot`. */
  id: z.string(),
  date: z.string(),
  from: z.string(),
  until: z.string(),
  /** Orders for this slot close then. */
  cutoff: z.string(),
  remaining: z.number().int(),
  label: z.string(),
});
export type BookableSlot = z.infer<typeof bookableSlotSchema>;

export const deliveryOptionsSchema = z.object({
  /** The shop's time zone, in which the times are meant. */
  time_zone: z.string(),
  /** "As soon as possible" with its estimate, where the shop offers it now. */
  asap: z.object({ estimate: z.string(), label: z.string() }).nullable(),
  slots: z.array(bookableSlotSchema),
  /** What a checkout naming neither gets: `asap`, a slot id, or null (no delivery times). */
  earliest: z.string().nullable(),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;
export const deliveryOptionsResponseSchema = envelope(deliveryOptionsSchema);

/** What an order promises: as soon as possible (around `from`) or a slot from `from` to `until`. */
export const orderDeliverySchema = z
  .object({ asap: z.boolean(), from: z.string(), until: z.string().nullable(), label: z.string() })
  .nullable();
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

const adminSlotSchema = z
  .object({
    id: z.coerce.number().int('invalid_value').positive('invalid_value').optional(),
    building_id: optionalPlaceId,
    university_id: optionalPlaceId,
    starts: timeSchema,
    ends: timeSchema,
    cutoff: timeSchema,
    capacity: wholeNumberSchema(1, SLOT_CAPACITY_MAX),
  })
  .superRefine((slot, context) => {
    if ((slot.building_id === undefined) === (slot.university_id === undefined)) {
      context.addIssue({ code: 'custom', message: 'hours_slot_place', path: ['building_id'] });
    }
    if (minutesOfDay(slot.ends) <= minutesOfDay(slot.starts)) {
      context.addIssue({ code: 'custom', message: 'hours_window_order', path: ['ends'] });
    }
    if (minutesOfDay(slot.cutoff) > minutesOfDay(slot.starts)) {
      context.addIssue({ code: 'custom', message: 'hours_slot_cutoff', path: ['cutoff'] });
    }
  });

/** PUT adminPaths.deliverySlots: every place's slots at once (ids keep existing ones). */
export const adminDeliverySlotsInputSchema = z.object({
  language: languageSchema,
  slots: z.array(adminSlotSchema).max(DELIVERY_SLOTS_MAX, 'invalid_value'),
});
export type AdminDeliverySlotsInput = z.input<typeof adminDeliverySlotsInputSchema>;

export const adminDeliverySlotsSchema = z.object({
  slots: z.array(
    z.object({
      id: z.number().int(),
      building_id: z.number().int().nullable(),
      university_id: z.number().int().nullable(),
      starts: z.string(),
      ends: z.string(),
      cutoff: z.string(),
      capacity: z.number().int(),
    }),
  ),
});
export type AdminDeliverySlots = z.infer<typeof adminDeliverySlotsSchema>;
export const adminDeliverySlotsResponseSchema = envelope(adminDeliverySlotsSchema);
