/**
 * Issue 7 back office, places: the zod schema of every call's payload, query and answer, shared by
 * the API routes and the admin pages (CONVENTIONS "one schema per call").
 *
 * Countries, cities, buildings, universities and companies (the registration form's selectors,
 * spec §4), companies' subscription plans and the subscriptions they bought (DESIGN §5, §6).
 */
import { z } from 'zod';
import { isValidPhone } from '../../validation';
import {
  blankAsAbsent,
  companyRefFields,
  envelope,
  flagSchema,
  idSchema,
  optionalIdSchema,
  personSchema,
  phoneNumberSchema,
  validEmailSchema,
  wholeNumberSchema,
} from '../common';
import {
  adminCreatedSchema,
  adminListQuerySchema,
  adminMoneySchema,
  adminPageSchema,
  adminPercentSchema,
  requireEnglish,
  storedTranslationsSchema,
  translatedText,
  translationsSchema,
} from './common';

// ------------------------------------------------------------------ translated texts

/**
 * English names are required; a language left empty falls back to English and is stored as no
 * translation row (decision in docs/decisions.md).
 */
const requireEnglishName = requireEnglish(['name']);

/** The lengths of the database's translation columns (apps/api/src/db/schema.ts). */
export const PLACE_NAME_MAX = { country: 120, city: 120, building: 160, university: 160 } as const;
export const COMPANY_NAME_MAX = 160;
export const COMPANY_ADDRESS_MAX = 300;

function namesSchema(max: number) {
  return translationsSchema({ name: translatedText(max) }).superRefine(requireEnglishName);
}

export const countryNamesSchema = namesSchema(PLACE_NAME_MAX.country);
export const cityNamesSchema = namesSchema(PLACE_NAME_MAX.city);
export const buildingNamesSchema = namesSchema(PLACE_NAME_MAX.building);
export const universityNamesSchema = namesSchema(PLACE_NAME_MAX.university);
export const companyTextsSchema = translationsSchema({
  name: translatedText(COMPANY_NAME_MAX),
  address: translatedText(COMPANY_ADDRESS_MAX),
}).superRefine(requireEnglishName);

export const storedNamesSchema = storedTranslationsSchema({ name: z.string() });
export type StoredNames = z.infer<typeof storedNamesSchema>;
export const storedCompanyTextsSchema = storedTranslationsSchema({
  name: z.string(),
  address: z.string(),
});
export type StoredCompanyTexts = z.infer<typeof storedCompanyTextsSchema>;

/** Order among its siblings in the storefront's selectors (lower first, then by name). */
const sortOrderSchema = wholeNumberSchema(-1_000_000, 1_000_000).default(0);

/**
 * A place's full edit: what places it (its ISO code, or the country or city it lies in), its
 * names in each language and its order among its siblings.
 */
function placeRequestSchema<Where extends z.ZodRawShape, Names extends z.ZodType>(
  where: Where,
  names: Names,
) {
  return z.object({ ...where, names, sort_order: sortOrderSchema });
}

/** A list row's country and city, each with its name in the operator's language. */
const inCountryFields = { country_id: z.number(), country_name: z.string() };
const inCityFields = { ...inCountryFields, city_id: z.number(), city_name: z.string() };

/** A list row's own name: in the operator's language, falling back to English; then every
 * language's stored name for the edit form, and the order among its siblings. */
const namedRowFields = { name: z.string(), names: storedNamesSchema, sort_order: z.number() };

// ------------------------------------------------------------------ countries

/** ISO 3166-1 alpha-2, kept upper-case (BH, SA, GE...). */
export const isoCodeSchema = z
  .string({ message: 'admin_iso_code_invalid' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'admin_iso_code_invalid');

export const COUNTRY_SORTS = ['name', 'iso_code', 'sort_order', 'cities', 'id'] as const;
export const adminCountriesQuerySchema = adminListQuerySchema(COUNTRY_SORTS, {
  sort: 'sort_order',
  direction: 'asc',
});
export type AdminCountriesQuery = z.input<typeof adminCountriesQuerySchema>;

export const adminCountrySchema = z.object({
  id: z.number(),
  iso_code: z.string(),
  ...namedRowFields,
  cities: z.number(),
});
export type AdminCountry = z.infer<typeof adminCountrySchema>;
export const adminCountriesPageSchema = adminPageSchema(adminCountrySchema);

/** POST /admin/countries and PUT /admin/countries/{id}: a full edit. */
export const adminCountryRequestSchema = placeRequestSchema(
  { iso_code: isoCodeSchema },
  countryNamesSchema,
);
export type AdminCountryRequest = z.input<typeof adminCountryRequestSchema>;

// ------------------------------------------------------------------ cities

export const CITY_SORTS = ['name', 'country', 'sort_order', 'id'] as const;
export const adminCitiesQuerySchema = adminListQuerySchema(CITY_SORTS, {
  sort: 'country',
  direction: 'asc',
}).extend({ country_id: optionalIdSchema });
export type AdminCitiesQuery = z.input<typeof adminCitiesQuerySchema>;

export const adminCitySchema = z.object({ id: z.number(), ...inCountryFields, ...namedRowFields });
export type AdminCity = z.infer<typeof adminCitySchema>;
export const adminCitiesPageSchema = adminPageSchema(adminCitySchema);

export const adminCityRequestSchema = placeRequestSchema({ country_id: idSchema }, cityNamesSchema);
export type AdminCityRequest = z.input<typeof adminCityRequestSchema>;

// ------------------------------------------------------------------ buildings and universities

/** Places that lie in a city: office buildings and universities share their calls' shapes. */
export const CITY_PLACE_SORTS = ['name', 'city', 'sort_order', 'id'] as const;
export const adminCityPlacesQuerySchema = adminListQuerySchema(CITY_PLACE_SORTS, {
  sort: 'city',
  direction: 'asc',
}).extend({ country_id: optionalIdSchema, city_id: optionalIdSchema });
export type AdminCityPlacesQuery = z.input<typeof adminCityPlacesQuerySchema>;
export const adminBuildingsQuerySchema = adminCityPlacesQuerySchema;
export const adminUniversitiesQuerySchema = adminCityPlacesQuerySchema;

export const adminCityPlaceSchema = z.object({
  id: z.number(),
  ...inCityFields,
  ...namedRowFields,
});
export type AdminCityPlace = z.infer<typeof adminCityPlaceSchema>;
export const adminCityPlacesPageSchema = adminPageSchema(adminCityPlaceSchema);

/** A building or a university lies in a city. */
const inCity = { city_id: idSchema };
export const adminBuildingRequestSchema = placeRequestSchema(inCity, buildingNamesSchema);
export type AdminBuildingRequest = z.input<typeof adminBuildingRequestSchema>;

export const adminUniversityRequestSchema = placeRequestSchema(inCity, universityNamesSchema);
export type AdminUniversityRequest = z.input<typeof adminUniversityRequestSchema>;

// ------------------------------------------------------------------ companies

export const COMPANY_SORTS = ['name', 'city', 'building', 'email', 'sort_order', 'id'] as const;
export const adminCompaniesQuerySchema = adminListQuerySchema(COMPANY_SORTS, {
  sort: 'name',
  direction: 'asc',
}).extend({
  country_id: optionalIdSchema,
  city_id: optionalIdSchema,
  building_id: optionalIdSchema,
});
export type AdminCompaniesQuery = z.input<typeof adminCompaniesQuerySchema>;

export const adminCompanySchema = z.object({
  id: z.number(),
  ...inCityFields,
  building_id: z.number().nullable(),
  building_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  texts: storedCompanyTextsSchema,
  sort_order: z.number(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompaniesPageSchema = adminPageSchema(adminCompanySchema);

/** A company's phone is typed in international form: up to 20 characters with a leading +. */
export const COMPANY_PHONE_MAX_LENGTH = 20;

/** Spec §5's phone rule (digits and spaces, 9 to 15 digits), a leading + allowed. */
export function isValidCompanyPhone(value: string): boolean {
  // "+ 973 …" as "+973 …"; a second + stays and is refused.
  return isValidPhone(value.replace(/^\+\s*/, '+'));
}

/** What a company phone input keeps: a leading +, digits and spaces. */
export function keepCompanyPhoneCharacters(value: string): string {
  const kept = value.replace(/[^\d +]/g, '');
  const plus = kept.trimStart().startsWith('+');
  return `${plus ? '+' : ''}${kept.replace(/\+/g, '')}`.slice(0, COMPANY_PHONE_MAX_LENGTH);
}

const companyPhoneSchema = phoneNumberSchema(COMPANY_PHONE_MAX_LENGTH, isValidCompanyPhone);

/** A company lies in a city, optionally in one of that city's buildings (checked by the server). */
export const adminCompanyRequestSchema = z.object({
  city_id: idSchema,
  building_id: optionalIdSchema,
  email: validEmailSchema,
  phone: companyPhoneSchema,
  texts: companyTextsSchema,
  sort_order: sortOrderSchema,
});
export type AdminCompanyRequest = z.input<typeof adminCompanyRequestSchema>;

// ------------------------------------------------------------------ subscription plans

export const PLAN_SORTS = [
  'company',
  'price',
  'duration_days',
  'no_of_employee',
  'discount_percent',
  'sort_order',
  'id',
] as const;
export const adminPlansQuerySchema = adminListQuerySchema(PLAN_SORTS, {
  sort: 'company',
  direction: 'asc',
}).extend({
  company_id: optionalIdSchema,
  active: z.enum(['all', 'active', 'inactive'], { message: 'invalid_value' }).default('all'),
});
export type AdminPlansQuery = z.input<typeof adminPlansQuerySchema>;

export const adminPlanSchema = z.object({
  id: z.number(),
  ...companyRefFields,
  /** Major units of `currency` (DESIGN §5). */
  price: z.number(),
  currency: z.string(),
  duration_days: z.number(),
  no_of_employee: z.number(),
  discount_percent: z.number(),
  is_active: z.boolean(),
  sort_order: z.number(),
  /** Purchases of this plan, whatever their status: a plan with any cannot be deleted. */
  purchases: z.number(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansPageSchema = adminPageSchema(adminPlanSchema);

const positiveCount = wholeNumberSchema(1, 100_000);

/** An empty field is missing, not 0 (a coerced '' would make a free plan without a word). */
function required<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsAbsent, schema);
}

/** What an operator sets on a plan; its company is fixed once made (purchases point at both). */
const planFields = {
  price: required(adminMoneySchema),
  duration_days: positiveCount.max(3660, 'invalid_value'),
  no_of_employee: positiveCount,
  discount_percent: required(adminPercentSchema),
  is_active: flagSchema.default(true),
  sort_order: sortOrderSchema,
};

/** POST /admin/subscription-plans. */
export const adminPlanCreateSchema = z.object({ company_id: idSchema, ...planFields });
export type AdminPlanCreate = z.input<typeof adminPlanCreateSchema>;
/** PUT /admin/subscription-plans/{id}: a full edit of everything but the company. */
export const adminPlanUpdateSchema = z.object(planFields);
export type AdminPlanUpdate = z.input<typeof adminPlanUpdateSchema>;

// ------------------------------------------------------------------ subscriptions bought

export const SUBSCRIPTION_STATUSES = ['active', 'upcoming', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A company subscription's status from its period [starts_at, ends_at) (DESIGN §5: a paid
 * subscription is active for its duration). The repository's SQL filter follows the same rule.
 */
export function subscriptionStatus(
  startsAt: Date | string,
  endsAt: Date | string,
  now: Date = new Date(),
): SubscriptionStatus {
  const time = now.getTime();
  if (new Date(startsAt).getTime() > time) return 'upcoming';
  if (new Date(endsAt).getTime() <= time) return 'ended';
  return 'active';
}

export const SUBSCRIPTION_SORTS = ['starts_at', 'ends_at', 'company', 'id'] as const;
export const adminSubscriptionsQuerySchema = adminListQuerySchema(SUBSCRIPTION_SORTS, {
  sort: 'starts_at',
  direction: 'desc',
}).extend({
  company_id: optionalIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES, { message: 'invalid_value' }).optional(),
});
export type AdminSubscriptionsQuery = z.input<typeof adminSubscriptionsQuerySchema>;

export const adminSubscriptionSchema = z.object({
  id: z.number(),
  ...companyRefFields,
  /** The plan bought; null for a period made without a purchase (seeded or given). */
  plan_id: z.number().nullable(),
  duration_days: z.number().nullable(),
  discount_percent: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  txn_id: z.string().nullable(),
  amount_paid: z.number().nullable(),
  currency: z.string().nullable(),
  buyer: personSchema.nullable(),
  created_at: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionsPageSchema = adminPageSchema(adminSubscriptionSchema);

// ------------------------------------------------------------------ answers

/** Every list call answers one page in the envelope (DESIGN §3). */
export const adminCountriesResponseSchema = envelope(adminCountriesPageSchema);
export const adminCitiesResponseSchema = envelope(adminCitiesPageSchema);
export const adminCityPlacesResponseSchema = envelope(adminCityPlacesPageSchema);
export const adminCompaniesResponseSchema = envelope(adminCompaniesPageSchema);
export const adminPlansResponseSchema = envelope(adminPlansPageSchema);
export const adminSubscriptionsResponseSchema = envelope(adminSubscriptionsPageSchema);
/** A create answers the new record's id with `saved`; an update, delete or action `null`. */
export const adminPlaceCreatedResponseSchema = envelope(adminCreatedSchema);
export const adminPlaceDoneResponseSchema = envelope(z.null());
