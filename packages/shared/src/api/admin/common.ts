import { z } from 'zod';
import { LANGUAGES, type Language } from '../../languages';
import { languageSchema, pageQueryFields, paginated } from '../common';

/**
 * What every back-office list call shares (issue 7: "tables sort and page on the server"):
 * `page`, `limit` (20 by default, at most 100), `sort` (one of the resource's sortable columns),
 * `direction` and an optional free-text `q`. Each resource adds its own filters.
 */
export const ADMIN_PAGE_SIZE = 20;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export function adminListQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaults: { sort: Sort[number]; direction: SortDirection },
) {
  return z.object({
    language: languageSchema,
    page: pageQueryFields.page,
    limit: z.coerce
      .number()
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(100, 'invalid_value')
      .default(ADMIN_PAGE_SIZE),
    sort: z
      .enum(sortable, { message: 'invalid_value' })
      .default(defaults.sort as z.core.util.NoUndefined<Sort[number]>),
    direction: z.enum(SORT_DIRECTIONS, { message: 'invalid_value' }).default(defaults.direction),
    q: z.string().trim().max(100, 'too_long:100').optional(),
  });
}

/** A list answer: one page of rows and where it sits (the storefront's paginator shape). */
export const adminPageSchema = paginated;

/**
 * Texts an operator types in the five languages (DESIGN §7). English is required; another
 * language left empty falls back to English, so it is stored as absent. `shape` lists each
 * field with its schema for English (required fields use requiredText).
 */
export function translationsSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  const english = z.object(shape);
  return byLanguage(english, english.partial());
}

/** Every language's texts as stored: English always, the others only where a row exists. */
export function storedTranslationsSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  const row = z.object(shape);
  return byLanguage(row, row);
}

/** English's schema and, each optional, the other four languages' (DESIGN §7). */
function byLanguage<English extends z.ZodType, Other extends z.ZodType>(
  english: English,
  other: Other,
) {
  return z.object({
    en: english,
    fr: other.optional(),
    de: other.optional(),
    ae: other.optional(),
    ka: other.optional(),
  });
}

/** An operator's text in one language, at most `max` characters; empty is allowed here. */
export function translatedText(max: number) {
  return z.string({ message: 'invalid_value' }).trim().max(max, `too_long:${max}`);
}

/**
 * English must be given for each field in `required`; the other languages may stay empty and
 * fall back to English (DESIGN §7). The issue names the English field, e.g. `translations.en.x`.
 */
export function requireEnglish<const Field extends string>(required: readonly Field[]) {
  return (value: { en: Record<Field, string> }, context: z.RefinementCtx) => {
    for (const field of required) {
      if (!value.en[field]) {
        context.addIssue({ code: 'custom', message: 'english_required', path: ['en', field] });
      }
    }
  };
}

export type Translations<T> = { en: T } & Partial<Record<Exclude<Language, 'en'>, Partial<T>>>;

export const TRANSLATED_LANGUAGES: readonly Language[] = LANGUAGES;

/**
 * Money typed by an operator, in major units as the API shows it (DESIGN §5): at most three
 * decimals (BHD fils), never negative. The server converts it with toMinor.
 */
export const adminMoneySchema = z.coerce
  .number({ message: 'invalid_value' })
  .min(0, 'invalid_value')
  .max(1_000_000, 'invalid_value')
  .refine((value) => Number.isInteger(Math.round(value * 1000 * 1e6) / 1e6), 'invalid_value');

/** A percentage with up to two decimals (VAT rate, discount), stored as basis points. */
export const adminPercentSchema = z.coerce
  .number({ message: 'invalid_value' })
  .min(0, 'invalid_value')
  .max(100, 'invalid_value')
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'invalid_value');

/** A saved record's id, the answer of every create call. */
export const adminCreatedSchema = z.object({ id: z.number().int() });

/** A yes/no list filter: `1` or `0` (the back office's YesNoAnySelect), absent = both. */
export const yesNoFilterSchema = z
  .enum(['1', '0'], { message: 'invalid_value' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1'));
