import { z } from 'zod';
import {
  blankableSchema,
  categoryRefFields,
  envelope,
  flagSchema,
  idSchema,
  languageSchema,
  optionalIdSchema,
  requiredText,
  wholeNumberSchema,
} from '../common';
import {
  ALLERGENS,
  STORED_DIETARY_TAGS,
  allergenSetSchema,
  dietaryContradiction,
  storedDietaryTagSetSchema,
} from '../../dietary';
import {
  adminCreatedSchema,
  adminListQuerySchema,
  adminMoneySchema,
  adminPageSchema,
  translationsSchema,
} from './common';

/**
 * Issue 7 back office, catalog: the zod schema of every call's payload, query and answer, shared by
 * the API routes and the admin pages (CONVENTIONS "one schema per call").
 *
 * Translated texts: English is required; another language's field left empty falls back to
 * English (DESIGN §7). The server stores a language's row only when one of its fields is filled,
 * and fills that row's empty fields with the English text; the detail calls answer a language's
 * field only when it differs from English, so an untouched field keeps following English.
 */

export const CATALOG_LIMITS = {
  name: 160,
  categoryName: 120,
  description: 2000,
  minQty: 999,
  stepQty: 20,
  steps: 10,
  stepItems: 100,
  sortOrder: 99_999,
} as const;

/** A text another language may leave empty (it then falls back to English). */
const optionalText = (max: number) => z.string().trim().max(max, `too_long:${max}`);
/** A text English must give. */
const englishText = (max: number) => requiredText('english_required', max);

/** The texts of items, combos and steps: a name (or title) and a description. */
const nameText = optionalText(CATALOG_LIMITS.name);
const englishName = englishText(CATALOG_LIMITS.name);
const descriptionText = optionalText(CATALOG_LIMITS.description);

/** Booleans as a JSON form sends them, or 0/1 and "true"/"false". */
const booleanField = flagSchema;

/** A yes/no list filter (`yes`/`no`, or what flagSchema takes): absent or empty means "either". */
const flagFilter = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : value === 'yes'
        ? true
        : value === 'no'
          ? false
          : value,
  flagSchema.optional(),
);

const sortOrderSchema = wholeNumberSchema(0, CATALOG_LIMITS.sortOrder);

/** Where a record sits on the menu; left empty, a new record goes last and an edited one stays. */
const optionalSortOrder = blankableSchema(sortOrderSchema);

/** Wholesalers never order fewer (spec §4); 999 is the cart's own ceiling (decision 021). */
export const minQtySchema = wholeNumberSchema(1, CATALOG_LIMITS.minQty, 'min_qty_range');

/** How many picks a combo step asks for, or takes at the most. */
const stepQtySchema = wholeNumberSchema(1, CATALOG_LIMITS.stepQty, 'step_qty_range');

export const languageBodyFields = { language: languageSchema };
export const adminLanguageQuerySchema = z.object({ language: languageSchema });

// ---------------------------------------------------------------- menu categories

const categoryTexts = translationsSchema({
  name: optionalText(CATALOG_LIMITS.categoryName),
}).extend({ en: z.object({ name: englishText(CATALOG_LIMITS.categoryName) }) });

/** POST /admin/categories and PUT /admin/categories/{id}. */
export const adminCategoryWriteSchema = z.object({
  ...languageBodyFields,
  translations: categoryTexts,
  sort_order: sortOrderSchema.default(0),
});
export type AdminCategoryWrite = z.input<typeof adminCategoryWriteSchema>;

export const CATEGORY_SORTS = ['sort_order', 'name', 'items'] as const;
/** GET /admin/categories: every category (a shop has tens, not thousands), sortable. */
export const adminCategoriesQuerySchema = adminListQuerySchema(CATEGORY_SORTS, {
  sort: 'sort_order',
  direction: 'asc',
});
export type AdminCategoriesQuery = z.input<typeof adminCategoriesQuerySchema>;

export const adminCategoryRowSchema = z.object({
  id: z.number(),
  /** In the admin's language, falling back to English. */
  name: z.string(),
  image: z.string(),
  sort_order: z.number().int(),
  /** How many items belong to it, and how many combo steps choose from it. */
  item_count: z.number().int(),
  step_count: z.number().int(),
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRowSchema>;
export const adminCategoriesResponseSchema = envelope(adminPageSchema(adminCategoryRowSchema));

export const adminCategoryDetailSchema = adminCategoryRowSchema.extend({
  translations: categoryTexts,
});
export type AdminCategoryDetail = z.infer<typeof adminCategoryDetailSchema>;
export const adminCategoryResponseSchema = envelope(adminCategoryDetailSchema);

// ---------------------------------------------------------------- items

const itemTexts = translationsSchema({ name: nameText, description: descriptionText }).extend({
  en: z.object({ name: englishName, description: descriptionText.default('') }),
});
export type ItemTexts = z.input<typeof itemTexts>;

/** POST /admin/items and PUT /admin/items/{id}: everything but the image (its own upload). */
export const adminItemWriteSchema = z
  .object({
    ...languageBodyFields,
    translations: itemTexts,
    category_id: idSchema,
    price: adminMoneySchema,
    is_veg: booleanField.default(false),
    /** Issue 16 item 4: the marks besides vegetarian (`is_veg`) and the allergens it contains. */
    dietary_tags: storedDietaryTagSetSchema.default([]),
    allergens: allergenSetSchema.default([]),
    min_qty: minQtySchema.default(1),
    is_special: booleanField.default(false),
    is_available: booleanField.default(true),
    sort_order: optionalSortOrder,
  })
  .superRefine((item, context) => {
    const contradiction = dietaryContradiction({
      isVeg: item.is_veg,
      tags: item.dietary_tags,
      allergens: item.allergens,
    });
    if (contradiction)
      context.addIssue({
        code: 'custom',
        path: [contradiction.field],
        message: contradiction.message,
      });
  });
export type AdminItemWrite = z.input<typeof adminItemWriteSchema>;

export const ITEM_SORTS = [
  'name',
  'price',
  'category',
  'created_at',
  'available',
  'position',
] as const;
/** GET /admin/items: paged, sorted on the server; filters by category and the three flags. */
export const adminItemsQuerySchema = adminListQuerySchema(ITEM_SORTS, {
  sort: 'created_at',
  direction: 'desc',
}).extend({
  category_id: optionalIdSchema,
  available: flagFilter,
  special: flagFilter,
  veg: flagFilter,
});
export type AdminItemsQuery = z.input<typeof adminItemsQuerySchema>;

export const adminItemRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  ...categoryRefFields,
  price: z.number(),
  image: z.string(),
  is_veg: z.boolean(),
  dietary_tags: z.array(z.enum(STORED_DIETARY_TAGS)),
  allergens: z.array(z.enum(ALLERGENS)),
  is_special: z.boolean(),
  is_available: z.boolean(),
  min_qty: z.number().int(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type AdminItemRow = z.infer<typeof adminItemRowSchema>;
export const adminItemsResponseSchema = envelope(adminPageSchema(adminItemRowSchema));

export const adminItemDetailSchema = adminItemRowSchema.extend({
  translations: itemTexts,
  updated_at: z.string(),
  /** The combos whose steps offer this item (it cannot be deleted while there are any). */
  combo_count: z.number().int(),
});
export type AdminItemDetail = z.infer<typeof adminItemDetailSchema>;
export const adminItemResponseSchema = envelope(adminItemDetailSchema);

// ---------------------------------------------------------------- combos

const comboTexts = translationsSchema({ title: nameText, description: descriptionText }).extend({
  en: z.object({ title: englishName, description: descriptionText.default('') }),
});

const stepTexts = translationsSchema({ title: nameText }).extend({
  en: z.object({ title: englishName }),
});

/** An item a step offers, with its price inside this combo (DESIGN §5: may be 0). */
export const adminComboStepItemSchema = z.object({
  item_id: idSchema,
  price: adminMoneySchema.default(0),
});

/**
 * A step: "choose {qty} from {category}" (spec §3). `id` names an existing step to keep (so the
 * picks customers made in it stay in their carts); a step without id is new.
 */
export const adminComboStepSchema = z
  .object({
    id: idSchema.optional(),
    category_id: idSchema,
    qty: stepQtySchema,
    /**
     * Issue 17 item 4: the most picks the step takes; left empty, exactly `qty` (a "Choose 1" step
     * takes one). More lets a customer add extras, each charged `extra_price`.
     */
    max_qty: blankableSchema(stepQtySchema),
    extra_price: adminMoneySchema.default(0),
    translations: stepTexts,
    items: z
      .array(adminComboStepItemSchema, { message: 'invalid_value' })
      .max(CATALOG_LIMITS.stepItems, 'invalid_value'),
  })
  .superRefine((step, context) => {
    if (step.max_qty !== undefined && step.max_qty < step.qty) {
      context.addIssue({ code: 'custom', path: ['max_qty'], message: 'step_max_below_qty' });
    }
  });
export type AdminComboStep = z.input<typeof adminComboStepSchema>;

/** POST /admin/combos and PUT /admin/combos/{id}. Server checks items against categories. */
export const adminComboWriteSchema = z.object({
  ...languageBodyFields,
  translations: comboTexts,
  price: adminMoneySchema,
  is_featured: booleanField.default(false),
  is_available: booleanField.default(true),
  sort_order: optionalSortOrder,
  steps: z
    .array(adminComboStepSchema, { message: 'combo_needs_steps' })
    .min(1, 'combo_needs_steps')
    .max(CATALOG_LIMITS.steps, 'invalid_value'),
});
export type AdminComboWrite = z.input<typeof adminComboWriteSchema>;

export const COMBO_SORTS = [
  'title',
  'price',
  'created_at',
  'available',
  'featured',
  'position',
] as const;
export const adminCombosQuerySchema = adminListQuerySchema(COMBO_SORTS, {
  sort: 'created_at',
  direction: 'desc',
}).extend({ available: flagFilter, featured: flagFilter });
export type AdminCombosQuery = z.input<typeof adminCombosQuerySchema>;

export const adminComboRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  price: z.number(),
  image: z.string(),
  is_featured: z.boolean(),
  is_available: z.boolean(),
  step_count: z.number().int(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type AdminComboRow = z.infer<typeof adminComboRowSchema>;
export const adminCombosResponseSchema = envelope(adminPageSchema(adminComboRowSchema));

export const adminComboStepDetailSchema = z.object({
  id: z.number(),
  ...categoryRefFields,
  qty: z.number().int(),
  max_qty: z.number().int(),
  extra_price: z.number(),
  translations: stepTexts,
  items: z.array(
    z.object({
      item_id: z.number(),
      item_name: z.string(),
      price: z.number(),
      is_available: z.boolean(),
    }),
  ),
});
export const adminComboDetailSchema = adminComboRowSchema.extend({
  translations: comboTexts,
  updated_at: z.string(),
  steps: z.array(adminComboStepDetailSchema),
});
export type AdminComboDetail = z.infer<typeof adminComboDetailSchema>;
export const adminComboResponseSchema = envelope(adminComboDetailSchema);

// ---------------------------------------------------------------- shared answers

export const adminIdParamsSchema = z.object({ id: idSchema });
export const adminCatalogCreatedResponseSchema = envelope(adminCreatedSchema);
export const adminCatalogDoneResponseSchema = envelope(z.null());
/** An image upload's answer: the public path now stored on the record. */
export const adminImageResponseSchema = envelope(z.object({ image: z.string() }));
