/**
 * Issue 7 back office, content: the zod schema of every call's payload, query and answer, shared by
 * the API routes and the admin pages (CONVENTIONS "one schema per call"). Pages, the shop's
 * settings (site data, VAT, shipping, currency) and the contact messages customers sent.
 */
import { z } from 'zod';
import { LANGUAGES } from '../../languages';
import { isValidPhone } from '../../validation';
import { envelope, languageSchema, validEmailSchema } from '../common';
import {
  adminListQuerySchema,
  adminMoneySchema,
  adminPageSchema,
  adminPercentSchema,
  requireEnglish,
  translatedText,
  translationsSchema,
  yesNoFilterSchema,
} from './common';

/** A translated text an operator may leave empty (non-English: falls back to English). */
function optionalText(max: number) {
  return translatedText(max).default('');
}

const timestampSchema = z.string();

// ---------------------------------------------------------------- pages

/** Lower-case kebab case, as in a URL: `about`, `opening-offer`. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX = 64;
export const PAGE_TITLE_MAX = 200;
/** Generous for a rich page, small enough that one save cannot fill the database. */
export const PAGE_CONTENT_MAX = 100_000;

export const ADMIN_PAGE_SORTS = ['id', 'slug', 'title', 'is_published', 'updated_at'] as const;
export type AdminPageSort = (typeof ADMIN_PAGE_SORTS)[number];

export const adminPageListQuerySchema = adminListQuerySchema(ADMIN_PAGE_SORTS, {
  sort: 'id',
  direction: 'asc',
}).extend({ published: yesNoFilterSchema });
export type AdminPageListQuery = z.input<typeof adminPageListQuerySchema>;

export const adminPageRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The meta title in the admin's language (English fallback). */
  title: z.string(),
  is_published: z.boolean(),
  /** The storefront links to it (about, privacy, terms): it cannot be deleted or unpublished. */
  is_required: z.boolean(),
  updated_at: timestampSchema,
});
export type AdminPageRow = z.infer<typeof adminPageRowSchema>;
export const adminPageListResponseSchema = envelope(adminPageSchema(adminPageRowSchema));

export const pageTextsSchema = translationsSchema({
  meta_title: optionalText(PAGE_TITLE_MAX),
  /** HTML from the editor; the server sanitises it before storing (allow-list). */
  page_content: optionalText(PAGE_CONTENT_MAX),
}).superRefine(requireEnglish(['meta_title', 'page_content']));
export type PageTexts = z.input<typeof pageTextsSchema>;

/** POST adminPaths.pages and PUT adminPaths.page(id): the whole page. */
export const adminPageInputSchema = z.object({
  language: languageSchema,
  slug: z
    .string({ message: 'fill_required' })
    .trim()
    .min(1, 'fill_required')
    .max(PAGE_SLUG_MAX, `too_long:${PAGE_SLUG_MAX}`)
    .regex(PAGE_SLUG_PATTERN, 'admin_slug_invalid'),
  is_published: z.boolean({ message: 'invalid_value' }),
  translations: pageTextsSchema,
});
export type AdminPageInput = z.input<typeof adminPageInputSchema>;

const storedTexts = <Shape extends z.ZodRawShape>(shape: Shape) => translationsSchema(shape);

export const adminPageDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  is_published: z.boolean(),
  is_required: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Each language's own texts; a language absent (or a field absent) shows English. */
  translations: storedTexts({ meta_title: z.string(), page_content: z.string() }),
});
export type AdminPageDetail = z.infer<typeof adminPageDetailSchema>;
export const adminPageResponseSchema = envelope(adminPageDetailSchema);

// ---------------------------------------------------------------- settings

/**
 * Currencies the shop can price in, with their minor-unit digits (ISO 4217). The digits must
 * agree with money.ts's currencyDigits (Intl), which converts every amount; a test checks it.
 */
export const SUPPORTED_CURRENCIES = {
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  SAR: 2,
  AED: 2,
  QAR: 2,
  EGP: 2,
  GEL: 2,
  EUR: 2,
  GBP: 2,
  USD: 2,
} as const;
export type SupportedCurrency = keyof typeof SUPPORTED_CURRENCIES;
export const SUPPORTED_CURRENCY_CODES = Object.keys(SUPPORTED_CURRENCIES) as SupportedCurrency[];

export const SITE_TEXT_LIMITS = {
  site_name: 120,
  tagline: 200,
  site_address: 300,
  opening_hours: 200,
} as const;

export const siteTextsSchema = translationsSchema({
  site_name: optionalText(SITE_TEXT_LIMITS.site_name),
  tagline: optionalText(SITE_TEXT_LIMITS.tagline),
  site_address: optionalText(SITE_TEXT_LIMITS.site_address),
  opening_hours: optionalText(SITE_TEXT_LIMITS.opening_hours),
}).superRefine(requireEnglish(['site_name', 'site_address']));
export type SiteTexts = z.input<typeof siteTextsSchema>;

/**
 * The shop's phone as customers read it: spec §5's rule (digits and spaces, 9 to 15 digits)
 * plus an optional leading `+`, since a shop shows its number in international form
 * (`+973 1712 3456`, as the demo shop has it). Since decision 046 people's phones follow the
 * same rule.
 */
export const isValidSitePhone: (value: string) => boolean = isValidPhone;

/** What the site phone input keeps of a keystroke: digits, spaces and a leading `+`. */
export function keepSitePhoneCharacters(value: string): string {
  return value.replace(/[^\d +]/g, '').replace(/(?!^)\+/g, '');
}

/** PUT adminPaths.settings: every setting at once (the settings form). */
export const adminSettingsInputSchema = z.object({
  language: languageSchema,
  site_email: validEmailSchema,
  site_phone_number: z
    .string({ message: 'validphne' })
    .trim()
    .refine(isValidSitePhone, 'validphne'),
  currency_code: z.enum(SUPPORTED_CURRENCY_CODES, { message: 'admin_currency_unsupported' }),
  /** Percent, e.g. 10 or 5.5 (stored as basis points, decision 004). */
  vat_rate: adminPercentSchema,
  /** Flat delivery fee in major units (DESIGN §5), at most the currency's decimals. */
  shipping_charge: adminMoneySchema,
  /** Issue 16 item 1: absent leaves the setting as it is (older forms and scripts). */
  guests_customise_combos: z.boolean({ message: 'invalid_value' }).optional(),
  /**
   * Issue 17 item 3: the catalog's prices (items, combos, picks, extras) are entered with VAT
   * included; off, they are net and the storefront adds VAT to show them. Absent leaves it.
   */
  prices_include_vat: z.boolean({ message: 'invalid_value' }).optional(),
  /**
   * Issue 16 item 5: the VAT registration number printed on tax invoices (letters, digits,
   * spaces and hyphens; '' for none). Absent leaves it as it is.
   */
  vat_number: z
    .string({ message: 'invalid_value' })
    .trim()
    .max(32, 'too_long:32')
    .regex(/^[A-Za-z0-9 -]*$/u, 'invalid_value')
    .optional(),
  translations: siteTextsSchema,
});
export type AdminSettingsInput = z.input<typeof adminSettingsInputSchema>;

export const adminSettingsSchema = z.object({
  site_email: z.string(),
  site_phone_number: z.string(),
  currency_code: z.string(),
  vat_rate: z.number(),
  shipping_charge: z.number(),
  guests_customise_combos: z.boolean(),
  prices_include_vat: z.boolean(),
  vat_number: z.string().default(''),
  updated_at: timestampSchema,
  translations: storedTexts({
    site_name: z.string(),
    tagline: z.string(),
    site_address: z.string(),
    opening_hours: z.string(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsResponseSchema = envelope(adminSettingsSchema);

// ---------------------------------------------------------------- contact messages

export const ADMIN_CONTACT_SORTS = [
  'created_at',
  'name',
  'email',
  'subject',
  'handled_at',
] as const;
export type AdminContactSort = (typeof ADMIN_CONTACT_SORTS)[number];

/** Newest first by default: the operator's inbox. */
export const adminContactListQuerySchema = adminListQuerySchema(ADMIN_CONTACT_SORTS, {
  sort: 'created_at',
  direction: 'desc',
}).extend({ handled: yesNoFilterSchema });
export type AdminContactListQuery = z.input<typeof adminContactListQuerySchema>;

const handledBySchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .nullable();

export const adminContactRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The first characters of the message, for the list. */
  preview: z.string(),
  language: z.enum(LANGUAGES),
  created_at: timestampSchema,
  handled_at: timestampSchema.nullable(),
  /** Who marked it handled (null when not handled, or when that account was deleted). */
  handled_by: handledBySchema,
});
export type AdminContactRow = z.infer<typeof adminContactRowSchema>;
export const adminContactListResponseSchema = envelope(adminPageSchema(adminContactRowSchema));

export const adminContactDetailSchema = adminContactRowSchema.extend({ message: z.string() });
export type AdminContactDetail = z.infer<typeof adminContactDetailSchema>;
export const adminContactResponseSchema = envelope(adminContactDetailSchema);

/** POST adminPaths.contactMessageHandled(id). */
export const adminContactHandledInputSchema = z.object({
  language: languageSchema,
  handled: z.boolean({ message: 'invalid_value' }),
});
export type AdminContactHandledInput = z.input<typeof adminContactHandledInputSchema>;

// ---------------------------------------------------------------- failed mails (issue 11)

/** A mail the job queue gave up on after its last attempt; operators retry it once fixed. */
export const adminFailedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  created_at: timestampSchema,
  failed_at: timestampSchema.nullable(),
  attempts: z.number().int(),
  /** The mail server's last answer. */
  error: z.string(),
});
export type AdminFailedMail = z.infer<typeof adminFailedMailSchema>;
export const adminFailedMailsResponseSchema = envelope(
  z.object({ data: z.array(adminFailedMailSchema) }),
);

export const adminFailedMailParamsSchema = z.object({
  id: z.string().uuid({ message: 'invalid_value' }),
});
/** POST adminPaths.failedMailRetry(id). */
export const adminFailedMailRetryInputSchema = z.object({ language: languageSchema });
