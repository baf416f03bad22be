/**
 * The database schema (Drizzle). Money columns are integers in the currency's minor unit
 * (DESIGN §5). Every customer-facing text sits in a `*_translations` table, one row per
 * language, read with an English fallback (DESIGN §7).
 */
import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ALLERGENS, LANGUAGES, STORED_DIETARY_TAGS } from '@storefront/shared';

const language = () => varchar('language', { length: 2 }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A closed list of keys as an SQL literal, for a check constraint (a migration states it). */
const textArray = (keys: readonly string[]) =>
  sql.raw(`array[${keys.map((key) => `'${key}'`).join(', ')}]::text[]`);

/** A row's place in the shop's order of its list (ascending). */
const sortOrder = () => integer('sort_order').notNull().default(0);

/** A required reference to the record this row belongs to: deleted with it. */
const ownedBy = (column: string, record: () => AnyPgColumn) =>
  integer(column).notNull().references(record, { onDelete: 'cascade' });

/** A translation row's record key (`recordId` in column `record_id`): deleted with its record. */
const recordKey = (key: string, record: () => AnyPgColumn) =>
  ownedBy(
    key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    record,
  );

/**
 * A `<record>_translations` table (DESIGN §7): the record's key, the language, the texts; its
 * primary key is the pair, `extra` adds indexes on the texts.
 */
function translationTable<
  TableName extends string,
  Key extends string,
  Texts extends Record<string, PgColumnBuilderBase>,
>(
  tableName: TableName,
  key: Key,
  record: () => AnyPgColumn,
  texts: Texts,
  extra: (
    t: BuildExtraConfigColumns<TableName, Texts, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  const columns = {
    [key]: recordKey(key, record),
    language: language(),
    ...texts,
  } as Record<Key, ReturnType<typeof recordKey>> & {
    language: ReturnType<typeof language>;
  } & Texts;
  return pgTable(tableName, columns, (t) => [
    primaryKey({ columns: [t[key], t.language] }),
    ...extra(t),
  ]);
}

// ---------------------------------------------------------------- catalog

/** Menu categories (mains, salads, drinks...), also the categories combos pick from. */
export const itemCategories = pgTable('item_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  image: varchar('image', { length: 255 }).notNull(),
  sortOrder: sortOrder(),
});

export const itemCategoryTranslations = translationTable(
  'item_category_translations',
  'categoryId',
  () => itemCategories.id,
  {
    name: varchar('name', { length: 120 }).notNull(),
  },
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => itemCategories.id),
    priceMinor: integer('price_minor').notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    isVeg: boolean('is_veg').notNull().default(false),
    /** Issue 16 item 4: the dietary marks besides `is_veg`, in STORED_DIETARY_TAGS order. */
    dietaryTags: text('dietary_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Issue 16 item 4: the major allergens the dish contains, in ALLERGENS order. */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Wholesalers never order fewer than this (spec §4, DESIGN §5). */
    minQty: integer('min_qty').notNull().default(1),
    isSpecial: boolean('is_special').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('items_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('items_min_qty_positive', sql`${t.minQty} >= 1`),
    check('items_dietary_tags_known', sql`${t.dietaryTags} <@ ${textArray(STORED_DIETARY_TAGS)}`),
    check('items_allergens_known', sql`${t.allergens} <@ ${textArray(ALLERGENS)}`),
    check('items_vegan_is_vegetarian', sql`${t.isVeg} or not ('vegan' = any(${t.dietaryTags}))`),
    index('items_listing_idx').on(t.isAvailable, t.sortOrder, t.id),
    index('items_category_idx').on(t.categoryId),
  ],
);

export const itemTranslations = translationTable(
  'item_translations',
  'itemId',
  () => items.id,
  {
    name: varchar('name', { length: 160 }).notNull(),
    description: text('description').notNull().default(''),
  },
  // Search (issue 6): parts of words, any case, any script — a trigram index serves ILIKE.
  (t) => [index('item_translations_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

/**
 * Issue 13 item 4: what a search reads, one narrow row per item and shown language: the name
 * shown (the language's, else English) and, in lower case, the names a text is looked for in
 * (the language's, English, Arabic and Georgian: search.repository's searchLanguages). Kept by
 * triggers on item_translations (migration 0021) and items (0022): the back office and seeds
 * write as before.
 * One trigram index per language, so a search reads only its language's rows.
 */
export const itemSearch = pgTable(
  'item_search',
  {
    itemId: ownedBy('item_id', () => items.id),
    language: language(),
    shown: varchar('shown', { length: 160 }),
    names: text('names').notNull(),
    // Migration 0022: what a search filters and orders on, so it reads item_search alone (no
    // join with items over every match): the item's availability, kept by a trigger on items,
    // and the shown name in lower case.
    isAvailable: boolean('is_available').notNull().default(true),
    shownKey: text('shown_key').generatedAlwaysAs(sql`lower(shown)`),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.language] }),
    ...LANGUAGES.map((code) =>
      index(`item_search_names_${code}_trgm`)
        .using('gin', t.names.op('gin_trgm_ops'))
        // Written rarely, read on every search: no pending list (which the embedded database,
        // without autovacuum, never merged: its planner then preferred a full scan).
        .with({ fastupdate: false })
        .where(sql.raw(`language = '${code}'`)),
    ),
  ],
);

export const combos = pgTable(
  'combos',
  {
    id: serial('id').primaryKey(),
    priceMinor: integer('price_minor').notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('combos_price_non_negative', sql`${t.priceMinor} >= 0`)],
);

export const comboTranslations = translationTable(
  'combo_translations',
  'comboId',
  () => combos.id,
  {
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [index('combo_translations_title_trgm').using('gin', t.title.op('gin_trgm_ops'))],
);

/** A step of a combo: "choose {qty} from {category}" (spec §3 combo category). */
export const comboCategories = pgTable(
  'combo_categories',
  {
    id: serial('id').primaryKey(),
    comboId: ownedBy('combo_id', () => combos.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => itemCategories.id),
    /** Required number of picks (spec §5 combo rule). */
    qty: integer('qty').notNull().default(1),
    /**
     * Issue 17 item 4: the most picks the step takes; `qty` unless the shop allows extras, each
     * charged `extra_price_minor` on top of the pick's own per-combo price.
     */
    maxQty: integer('max_qty').notNull(),
    extraPriceMinor: integer('extra_price_minor').notNull().default(0),
    sortOrder: sortOrder(),
  },
  (t) => [
    check('combo_categories_qty_positive', sql`${t.qty} >= 1`),
    check('combo_categories_max_qty', sql`${t.maxQty} >= ${t.qty}`),
    check('combo_categories_extra_price', sql`${t.extraPriceMinor} >= 0`),
    index('combo_categories_combo_idx').on(t.comboId),
  ],
);

export const comboCategoryTranslations = translationTable(
  'combo_category_translations',
  'comboCategoryId',
  () => comboCategories.id,
  {
    title: varchar('title', { length: 160 }).notNull(),
  },
);

/** The items a combo category offers, each with its price inside this combo (may be 0). */
export const comboCategoryItems = pgTable(
  'combo_category_items',
  {
    comboCategoryId: ownedBy('combo_category_id', () => comboCategories.id),
    itemId: ownedBy('item_id', () => items.id),
    priceMinor: integer('price_minor').notNull().default(0),
    sortOrder: sortOrder(),
  },
  (t) => [
    primaryKey({ columns: [t.comboCategoryId, t.itemId] }),
    check('combo_category_items_price_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

// ---------------------------------------------------------------- places and organisations

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  isoCode: varchar('iso_code', { length: 2 }).notNull().unique(),
  sortOrder: sortOrder(),
});

export const countryTranslations = translationTable(
  'country_translations',
  'countryId',
  () => countries.id,
  {
    name: varchar('name', { length: 120 }).notNull(),
  },
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    sortOrder: sortOrder(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

export const cityTranslations = translationTable('city_translations', 'cityId', () => cities.id, {
  name: varchar('name', { length: 120 }).notNull(),
});

export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    sortOrder: sortOrder(),
  },
  (t) => [index('buildings_city_idx').on(t.cityId)],
);

export const buildingTranslations = translationTable(
  'building_translations',
  'buildingId',
  () => buildings.id,
  {
    name: varchar('name', { length: 160 }).notNull(),
  },
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** Office companies sit in a building; a null building means the company has none listed. */
    buildingId: integer('building_id').references(() => buildings.id),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    sortOrder: sortOrder(),
  },
  (t) => [
    index('companies_city_idx').on(t.cityId),
    index('companies_building_idx').on(t.buildingId),
  ],
);

export const companyTranslations = translationTable(
  'company_translations',
  'companyId',
  () => companies.id,
  {
    name: varchar('name', { length: 160 }).notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
  },
);

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    sortOrder: sortOrder(),
  },
  (t) => [index('universities_city_idx').on(t.cityId)],
);

export const universityTranslations = translationTable(
  'university_translations',
  'universityId',
  () => universities.id,
  {
    name: varchar('name', { length: 160 }).notNull(),
  },
);

// ---------------------------------------------------------------- content and settings

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pageTranslations = translationTable('page_translations', 'pageId', () => pages.id, {
  metaTitle: varchar('meta_title', { length: 200 }).notNull(),
  /** Rich HTML; sanitised when saved and again before display. */
  pageContent: text('page_content').notNull(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: varchar('image', { length: 255 }).notNull(),
  link: varchar('link', { length: 255 }).notNull(),
  sortOrder: sortOrder(),
  isActive: boolean('is_active').notNull().default(true),
});

export const bannerTranslations = translationTable(
  'banner_translations',
  'bannerId',
  () => banners.id,
  {
    title: varchar('title', { length: 160 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }).notNull().default(''),
    ctaLabel: varchar('cta_label', { length: 60 }).notNull().default(''),
  },
);

/** One row (id 1): the shop's settings. Money in minor units; VAT in basis points. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteEmail: varchar('site_email', { length: 254 }).notNull(),
    sitePhoneNumber: varchar('site_phone_number', { length: 32 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('BHD'),
    /** DESIGN §5: VAT rate setting, default 10 % = 1000 basis points. */
    vatRateBasisPoints: integer('vat_rate_bp').notNull().default(1000),
    shippingChargeMinor: integer('shipping_charge_minor').notNull().default(0),
    /** Issue 15: the IANA time zone the opening hours and closures are written in. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Bahrain'),
    /** Issue 15: while closed, orders are taken for an opening at most this many days ahead. */
    orderAheadDays: smallint('order_ahead_days').notNull().default(0),
    /** Issue 15: minutes from order to door for "as soon as possible"; null offers no ASAP. */
    asapLeadMinutes: smallint('asap_lead_minutes'),
    /** Issue 15 item 5: mail the customer when their order leaves the kitchen. */
    mailOutForDelivery: boolean('mail_out_for_delivery').notNull().default(false),
    /**
     * Issue 16 item 1: guests may open a combo's choices (GET /combo-items) without signing in.
     * Off by default: spec §6's rule (viewing combo items needs login) stands until the shop says.
     */
    guestsCustomiseCombos: boolean('guests_customise_combos').notNull().default(false),
    /**
     * Issue 17 item 3: the catalog's prices are entered with VAT included. Off (DESIGN §5's
     * default), they are net and customers are shown them with VAT added (decision 064).
     */
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    /** Issue 17 item 11: "pause orders now" (a full kitchen); null while orders are taken. */
    ordersPausedAt: timestamp('orders_paused_at', { withTimezone: true }),
    /** Issue 16 item 5: the VAT registration number printed on tax invoices ('' until set). */
    vatNumber: varchar('vat_number', { length: 32 }).notNull().default(''),
    /** The last tax invoice number given: the next paid order takes the one after (no gaps). */
    lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
    /** The last credit note number given: the next cancelled invoiced order takes the one after. */
    lastCreditNoteNumber: integer('last_credit_note_number').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_single_row', sql`${t.id} = 1`),
    check('site_settings_order_ahead_days', sql`${t.orderAheadDays} between 0 and 30`),
    check('site_settings_asap_lead', sql`${t.asapLeadMinutes} between 5 and 600`),
  ],
);

/**
 * Issue 15: when the shop takes orders, in the shop's time zone: windows per weekday (0 is
 * Sunday), minutes after midnight, several a day. No window at all means always open.
 */
export const openingWindows = pgTable(
  'opening_windows',
  {
    id: serial('id').primaryKey(),
    weekday: smallint('weekday').notNull(),
    opensMinute: smallint('opens_minute').notNull(),
    closesMinute: smallint('closes_minute').notNull(),
  },
  (t) => [
    check('opening_windows_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'opening_windows_minutes',
      sql`${t.opensMinute} >= 0 and ${t.opensMinute} < ${t.closesMinute} and ${t.closesMinute} <= 1440`,
    ),
  ],
);

/** Issue 15: days the shop is closed whatever its hours (holidays), first and last day included. */
export const closures = pgTable(
  'closures',
  {
    id: serial('id').primaryKey(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [check('closures_range', sql`${t.endsOn} >= ${t.startsOn}`)],
);

export const closureTranslations = translationTable(
  'closure_translations',
  'closureId',
  () => closures.id,
  {
    reason: varchar('reason', { length: 200 }).notNull(),
  },
);

/**
 * Issue 15 item 2: when the kitchen delivers to a building or a university, every day the shop
 * opens: the slot's start and end, the order cut-off (minutes after local midnight, at or before
 * the start) and how many orders it takes.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    universityId: integer('university_id').references(() => universities.id, {
      onDelete: 'cascade',
    }),
    startsMinute: smallint('starts_minute').notNull(),
    endsMinute: smallint('ends_minute').notNull(),
    cutoffMinute: smallint('cutoff_minute').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    check(
      'delivery_slots_one_place',
      sql`(${t.buildingId} is null) <> (${t.universityId} is null)`,
    ),
    check(
      'delivery_slots_minutes',
      sql`${t.cutoffMinute} >= 0 and ${t.cutoffMinute} <= ${t.startsMinute} and ${t.startsMinute} < ${t.endsMinute} and ${t.endsMinute} <= 1440`,
    ),
    check('delivery_slots_capacity', sql`${t.capacity} between 1 and 10000`),
    index('delivery_slots_building_idx').on(t.buildingId),
    index('delivery_slots_university_idx').on(t.universityId),
  ],
);

export const siteSettingTranslations = pgTable(
  'site_setting_translations',
  {
    settingsId: integer('settings_id')
      .notNull()
      .default(1)
      .references(() => siteSettings.id, { onDelete: 'cascade' }),
    language: language(),
    siteName: varchar('site_name', { length: 120 }).notNull(),
    tagline: varchar('tagline', { length: 200 }).notNull().default(''),
    siteAddress: varchar('site_address', { length: 300 }).notNull(),
    openingHours: varchar('opening_hours', { length: 200 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.settingsId, t.language] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    language: language(),
    /** Issue 7: an operator marks a message handled; who and when are kept. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: integer('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- accounts (DESIGN §4)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    /** Stored lower-cased and trimmed: one account per address whatever its spelling. */
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull().default(''),
    /** argon2id; null for an account made by social sign-in that never set a password. */
    passwordHash: text('password_hash'),
    /** Spec §3: 1 office worker, 2 student. */
    userType: smallint('user_type').notNull().default(1),
    isWholesale: boolean('is_wholesale').notNull().default(false),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    buildingId: integer('building_id').references(() => buildings.id),
    companyId: integer('company_id').references(() => companies.id),
    universityId: integer('university_id').references(() => universities.id),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** `customer` or `admin` (DESIGN §4 roles). */
    role: varchar('role', { length: 16 }).notNull().default('customer'),
    /** Path under /uploads/ of the re-encoded profile picture. */
    profileImage: varchar('profile_image', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    check('users_user_type_known', sql`${t.userType} in (1, 2)`),
    check('users_role_known', sql`${t.role} in ('customer', 'admin')`),
  ],
);

/** Login sessions: the bearer token is random; only its SHA-256 is stored (DESIGN §4). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use reset links, expiring after an hour (DESIGN §4); only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** A provider's account linked to ours (spec §7 social-login: graph_domain + social_user_id). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 128 }).notNull(),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- promo codes (issue 16 item 3)

/**
 * A code a customer types in the cart for money off (decision 065). `percent_bp` (basis points:
 * 1000 = 10 %) or `amount_minor` says how much, never both. Stored upper-case: codes are typed
 * in any case. A use is an order that carries the code and is not Cancelled, so an order that
 * is cancelled (expired, superseded, refused) gives its use back.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    percentBasisPoints: integer('percent_bp'),
    amountMinor: integer('amount_minor'),
    /** The least subtotal (prices as paid, before any discount) the code needs. */
    minOrderMinor: integer('min_order_minor').notNull().default(0),
    /** First and last day it can be used (inclusive), in the shop's time zone; null: open. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** Orders in all that may carry the code; null: no limit. */
    totalLimit: integer('total_limit'),
    /** Orders one customer may place with it; null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    /** Only for a customer with no order yet (cancelled ones aside). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** What it takes money off: these items and combos only; both empty: the whole cart. */
    itemIds: integer('item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    comboIds: integer('combo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check(
      'promo_codes_one_kind',
      sql`(${t.percentBasisPoints} is null) <> (${t.amountMinor} is null)`,
    ),
    check('promo_codes_percent', sql`${t.percentBasisPoints} between 1 and 10000`),
    check('promo_codes_amount', sql`${t.amountMinor} >= 1`),
    check('promo_codes_min_order', sql`${t.minOrderMinor} >= 0`),
    check('promo_codes_limits', sql`${t.totalLimit} >= 1 and ${t.perCustomerLimit} >= 1`),
    check('promo_codes_period', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

// ---------------------------------------------------------------- carts (DESIGN §4, §5)

/**
 * One cart per owner: a logged-in user, or a guest's `cookie_id` (spec §1). At login or
 * registration the guest's cart merges into the user's (DESIGN §4).
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    cookieId: varchar('cookie_id', { length: 128 }),
    /** Issue 16 item 3: the promo code the customer applied (priced at every read). */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_unique').on(t.userId),
    uniqueIndex('carts_cookie_unique').on(t.cookieId),
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.cookieId} is null)`),
  ],
);

/** A cart line: a menu item, or a combo with its picks (cart_line_picks). Never a price. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: ownedBy('cart_id', () => carts.id),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    comboId: integer('combo_id').references(() => combos.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId),
    // DESIGN §5 / issue 4: the same item added twice raises the quantity of one line.
    uniqueIndex('cart_lines_item_unique')
      .on(t.cartId, t.itemId)
      .where(sql`${t.itemId} is not null`),
    check('cart_lines_item_or_combo', sql`(${t.itemId} is null) <> (${t.comboId} is null)`),
    check('cart_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** The items picked for a combo line, per combo category (spec §3 selected_combo_items). */
export const cartLinePicks = pgTable(
  'cart_line_picks',
  {
    cartLineId: ownedBy('cart_line_id', () => cartLines.id),
    comboCategoryId: ownedBy('combo_category_id', () => comboCategories.id),
    itemId: ownedBy('item_id', () => items.id),
  },
  (t) => [primaryKey({ columns: [t.cartLineId, t.comboCategoryId, t.itemId] })],
);

// ---------------------------------------------------------------- orders and payments (DESIGN §6)

export const ORDER_STATUSES = ['Pending', 'Processing', 'Completed', 'Cancelled'] as const;

/**
 * A company's subscription period (DESIGN §5, §6). While active it gives the company's employees
 * its discount and lets them order for a colleague (issue 5); plans and purchase build on it
 * (issue 6).
 */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    discountBasisPoints: integer('discount_bp').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_subscriptions_company_idx').on(t.companyId, t.endsAt),
    check('company_subscriptions_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('company_subscriptions_discount', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);

/** An order: who ordered, for whom, and a snapshot of what and at which prices (DESIGN §6). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to customers and operators, e.g. SF-7K2M9Q. */
    reference: varchar('reference', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderedForUserId: integer('ordered_for_user_id')
      .notNull()
      .references(() => users.id),
    /** The cart it was made from and that cart's content fingerprint, so a repeated checkout of an
     *  unchanged cart reuses the pending order instead of making a second payable one. */
    cartId: integer('cart_id'),
    cartFingerprint: varchar('cart_fingerprint', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    vatRateBasisPoints: integer('vat_rate_bp').notNull(),
    vatExcNetMinor: integer('vat_exc_net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    /**
     * Decision 064: the VAT is inside the lines' prices (subtotal − discount = net + VAT), as for
     * every order since issue 17 item 3; false for orders placed before, whose VAT was added on
     * top (net = subtotal − discount), so their bills keep their own words.
     */
    vatIncluded: boolean('vat_included').notNull().default(true),
    shippingMinor: integer('shipping_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /**
     * Issue 16 item 3: the promo code the order used (a use while the order is not Cancelled),
     * its text as typed then, and what it took off (net + VAT = subtotal − discount − this).
     */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: varchar('promo_code', { length: 32 }).notNull().default(''),
    promoDiscountMinor: integer('promo_discount_minor').notNull().default(0),
    /** Issue 16 item 5: the tax invoice's sequential number, given when the order is paid. */
    invoiceNumber: integer('invoice_number'),
    /**
     * The credit note that cancels the tax invoice of an order cancelled after it was paid: its
     * own sequence, given in the cancelling transaction (docs/decisions.md 092).
     */
    creditNoteNumber: integer('credit_note_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    /**
     * Issue 15 item 2: the promised delivery: a slot on a local day (its place counted against
     * the slot's capacity) or as soon as possible; the times are kept as promised, whatever later
     * edits to the slot. All null for orders placed without delivery times.
     */
    deliverySlotId: integer('delivery_slot_id').references(() => deliverySlots.id, {
      onDelete: 'set null',
    }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryAsap: boolean('delivery_asap').notNull().default(false),
    deliveryFrom: timestamp('delivery_from', { withTimezone: true }),
    deliveryUntil: timestamp('delivery_until', { withTimezone: true }),
    /** Issue 15 item 6: the customer's note to the kitchen, plain text (escaped where shown). */
    kitchenNote: varchar('kitchen_note', { length: 300 }).notNull().default(''),
    /** Issue 15 item 3: where a paid order is in the kitchen (null until accepted). */
    kitchenStep: varchar('kitchen_step', { length: 24 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_reference_unique').on(t.reference),
    index('orders_delivery_slot_idx').on(t.deliverySlotId, t.deliveryDate),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_for_user_idx').on(t.orderedForUserId),
    index('orders_status_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_invoice_number_unique')
      .on(t.invoiceNumber)
      .where(sql`${t.invoiceNumber} is not null`),
    uniqueIndex('orders_credit_note_number_unique')
      .on(t.creditNoteNumber)
      .where(sql`${t.creditNoteNumber} is not null`),
    index('orders_promo_code_idx')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.promoCodeId} is not null`),
    check(
      'orders_status_known',
      sql`${t.status} in ('Pending', 'Processing', 'Completed', 'Cancelled')`,
    ),
    check('orders_total_non_negative', sql`${t.totalMinor} >= 0`),
  ],
);

/** A line as it was ordered: names and prices copied, so later catalog edits change nothing. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    cartLineId: integer('cart_line_id'),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    comboId: integer('combo_id').references(() => combos.id, { onDelete: 'set null' }),
    isCombo: boolean('is_combo').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderLinePicks = pgTable(
  'order_line_picks',
  {
    id: serial('id').primaryKey(),
    orderLineId: ownedBy('order_line_id', () => orderLines.id),
    itemId: integer('item_id'),
    categoryTitle: varchar('category_title', { length: 200 }).notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [index('order_line_picks_line_idx').on(t.orderLineId)],
);

/** Every status change with who made it (DESIGN §6; issue 7 shows it to operators). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    /** `customer`, `provider` (a payment notification), `system` or `admin`. */
    actor: varchar('actor', { length: 16 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    note: varchar('note', { length: 300 }).notNull().default(''),
    /** Issue 15 item 3: a kitchen step (the status stays Processing until delivered). */
    step: varchar('step', { length: 24 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** A payment session at a provider for an order (issue 6 adds subscription purchases). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Set instead of order_id for a company subscription purchase (issue 6). */
    purchaseId: integer('purchase_id'),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }).notNull(),
    paymentUrl: text('payment_url').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** `open`, `paid`, `failed`, `cancelled`, `expired`. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Issue 16 item 6: what the provider says it took (a paid notification's amount, also one the
     * shop refused), null while nothing was taken; refunds give back at most this much.
     */
    capturedMinor: integer('captured_minor'),
    /** The provider's id of the money taken (Stripe's PaymentIntent), which refunds name. */
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_session_unique').on(t.provider, t.providerSessionId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every notification received, once: its id makes repeats harmless (DESIGN §6 idempotency). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }),
    amountMinor: integer('amount_minor'),
    /** What handling it did: `applied`, `ignored`, `refused` (e.g. amount mismatch). */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    detail: varchar('detail', { length: 300 }).notNull().default(''),
    /**
     * A refused event's problem, as the handler found it (PAYMENT_PROBLEM_KINDS:
     * `amount_mismatch`, `paid_after_cancel`, `other`); null for the others.
     */
    problem: varchar('problem', { length: 24 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 16 item 6: a refused event an operator has dealt with (or a full refund closed). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id),
    resolutionNote: varchar('resolution_note', { length: 300 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('payment_events_unique').on(t.provider, t.eventId),
    index('payment_events_refused_idx').on(t.outcome, t.receivedAt),
  ],
);

/**
 * Issue 16 item 6 (decision 067): money given back of a payment through its provider. The
 * operator's form makes `request_id` once, so a resent form finds its refund instead of moving
 * money twice; the provider is asked with the same key, so a retry after a lost answer too.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: ownedBy('payment_id', () => payments.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 255 }),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    /** `pending` (asked, not yet confirmed), `succeeded`, `failed`. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    failure: varchar('failure', { length: 300 }).notNull().default(''),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_request_unique').on(t.requestId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_provider_refund_idx').on(t.provider, t.providerRefundId),
  ],
);

// ---------------------------------------------------------------- company subscriptions (issue 6)

/** What a company can buy: price, duration, seats and the discount its employees get (DESIGN §5). */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    priceMinor: integer('price_minor').notNull(),
    durationDays: integer('duration_days').notNull(),
    noOfEmployee: integer('no_of_employee').notNull(),
    discountBasisPoints: integer('discount_bp').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_plans_company_idx').on(t.companyId),
    check('subscription_plans_price', sql`${t.priceMinor} >= 0`),
    check('subscription_plans_duration', sql`${t.durationDays} >= 1`),
    check('subscription_plans_discount', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);

/**
 * A purchase of a plan, keyed by the client's `txn_id` (spec §7) so paying twice for one
 * `txn_id` charges once (DESIGN §6). Paid, it becomes a company_subscriptions period.
 */
export const subscriptionPurchases = pgTable(
  'subscription_purchases',
  {
    id: serial('id').primaryKey(),
    txnId: varchar('txn_id', { length: 128 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    userId: integer('user_id').references(() => users.id),
    /** `pending`, `paid`, `cancelled`. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subscriptionId: integer('subscription_id').references(() => companySubscriptions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscription_purchases_txn_unique').on(t.txnId)],
);
