import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { RESPONSE_FAIL, RESPONSE_OK } from '../constants';
import { FIELD_LIMITS, isValidEmail } from '../validation';

/**
 * DESIGN §3: every answer is `{ responseCode, responseText, responseData }`; 1 is success.
 * Zod issue messages are message keys (messages/en.ts) so both sides can translate them.
 */

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    responseCode: z.literal(RESPONSE_OK),
    responseText: z.string(),
    responseData: data,
  });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  responseCode: z.literal(RESPONSE_FAIL),
  responseText: z.string(),
  responseData: z.object({ errors: z.array(fieldErrorSchema).optional() }).nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The failure answers every call can give, for route response schemas and the OpenAPI page. */
export const errorResponses = {
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
} as const;

export type Envelope<T> = { responseCode: 1; responseText: string; responseData: T };

/** Unknown languages fall back to English rather than failing (spec §1). */
export const languageSchema = z
  .string()
  .max(8)
  .optional()
  .transform((value) =>
    (LANGUAGES as readonly string[]).includes(value ?? '')
      ? (value as (typeof LANGUAGES)[number])
      : DEFAULT_LANGUAGE,
  );

export const languageQuerySchema = z.object({ language: languageSchema });

/** Positive database id, accepted as a number or a numeric string (form posts send strings). */
export const idSchema = z.coerce
  .number({ message: 'invalid_value' })
  .int('invalid_value')
  .positive('invalid_value')
  .max(2_147_483_647, 'invalid_value');

/**
 * A whole number from `min` to `max`, accepted as a number or a numeric string (form posts send
 * strings); every way of missing it (not a number, a fraction, out of range) says `message`.
 */
export function wholeNumberSchema(min: number, max: number, message = 'invalid_value') {
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
}

/** A field left empty in a form ('' or null) is absent rather than an invalid value. */
export const blankAsAbsent = (value: unknown) =>
  value === '' || value === null ? undefined : value;

/** A field a form may leave empty ('' or null, see blankAsAbsent): absent, or else `schema`. */
export function blankableSchema<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsAbsent, schema.optional());
}

export const optionalIdSchema = blankableSchema(idSchema);

/** A flag the spec's records carry as 0 or 1 (is_veg, is_combo, is_wholesale...). */
export const bitSchema = z.union([z.literal(0), z.literal(1)]);

export const idParamsSchema = z.object({ id: idSchema });

/** The company a record belongs to, as an answer names it: its id and its name. */
export const companyRefFields = { company_id: z.number(), company_name: z.string() };
/** The menu category a record sits in (an item, a combo step), by id and name. */
export const categoryRefFields = { category_id: z.number(), category_name: z.string() };

/** An account as another record's answer names it: who ordered, bought or was ordered for. */
export const personSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });

/** A required text field: trimmed, with the spec's "required" key and an upper bound. */
export function requiredText(requiredKey: string, max: number) {
  return z.string({ message: requiredKey }).trim().min(1, requiredKey).max(max, `too_long:${max}`);
}

export const emailSchema = z
  .string({ message: 'emailrequird' })
  .trim()
  .min(1, 'emailrequird')
  .max(FIELD_LIMITS.email, `too_long:${FIELD_LIMITS.email}`);

/** Spec §5's e-mail rule as the forms apply it: required, then a valid address. */
export const validEmailSchema = emailSchema.refine(isValidEmail, 'validemail');

/**
 * A required phone number (message `validphne`): at most `maxLength` typed characters, which
 * `isValid` accepts.
 */
export function phoneNumberSchema(maxLength: number, isValid: (value: string) => boolean) {
  return z
    .string({ message: 'validphne' })
    .trim()
    .min(1, 'validphne')
    .max(maxLength, 'validphne')
    .refine(isValid, 'validphne');
}

/** Page-based list answer, Laravel-paginator style as the spec's `last_page`/`data` suggest. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export const pageQueryFields = {
  page: z.coerce.number().int('invalid_value').min(1, 'invalid_value').max(100_000).default(1),
  limit: z.coerce.number().int('invalid_value').min(1, 'invalid_value').max(100).default(12),
};

/** `isSpecial` arrives as 0/1, "0"/"1", true/false or "true"/"false". */
export const flagSchema = z.preprocess(
  (value) => {
    if (value === '1' || value === 1 || value === 'true') return true;
    if (value === '0' || value === 0 || value === 'false' || value === '') return false;
    return value;
  },
  z.boolean({ message: 'invalid_value' }),
);
