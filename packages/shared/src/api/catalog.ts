import { z } from 'zod';
import { MENU_PAGE_SIZE } from '../constants';
import { dietaryFilterFields, dietaryMarksSchema } from '../dietary';
import {
  bitSchema,
  categoryRefFields,
  envelope,
  flagSchema,
  languageSchema,
  optionalIdSchema,
  pageQueryFields,
  paginated,
} from './common';

/** Spec §3 Item. Money is in major units (DESIGN §5). */
export const itemSchema = z
  .object({
    id: z.number(),
    item_name: z.string(),
    description: z.string(),
    price: z.number(),
    image: z.string(),
    /** 1 = vegetarian (spec §3). */
    is_veg: bitSchema,
    min_qty: z.number().int(),
    ...categoryRefFields,
    is_special: bitSchema,
  })
  .extend(dietaryMarksSchema.shape);
export type Item = z.infer<typeof itemSchema>;

/** POST /products (spec §7: user_id, isSpecial, page, limit, language). */
export const productsRequestSchema = z.object({
  language: languageSchema,
  user_id: optionalIdSchema,
  isSpecial: flagSchema.optional(),
  category_id: optionalIdSchema,
  ...dietaryFilterFields,
  page: pageQueryFields.page,
  limit: pageQueryFields.limit.default(MENU_PAGE_SIZE),
});
export type ProductsRequest = z.input<typeof productsRequestSchema>;
export const productsResponseSchema = envelope(z.object({ items: paginated(itemSchema) }));

/** Spec §3 Combo category: category_id, category_name, title, qty, items. */
export const comboCategorySummarySchema = z.object({
  id: z.number(),
  ...categoryRefFields,
  title: z.string(),
  qty: z.number().int(),
});

/** Spec §3 Combo: id, title, price, image; plus what a list card shows. */
export const comboSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string(),
  categories: z.array(comboCategorySummarySchema),
});
export type Combo = z.infer<typeof comboSchema>;

/** GET /combos: the combos list the spec implies for /food-combos (DESIGN §3). */
export const combosQuerySchema = z.object({
  language: languageSchema,
  page: pageQueryFields.page,
  limit: pageQueryFields.limit,
});
export const combosResponseSchema = envelope(z.object({ combos: paginated(comboSchema) }));

export const menuCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  item_count: z.number().int(),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  cta_label: z.string(),
  /** A storefront route (e.g. /food-combos), never an outside address. */
  link: z.string(),
  image: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /home: query language, user_id if logged in, cookie_id if present (spec §7). */
export const homeQuerySchema = z.object({
  language: languageSchema,
  user_id: optionalIdSchema,
  cookie_id: z.string().max(128).optional(),
});
export const homeDataSchema = z.object({
  banners: z.array(bannerSchema),
  featured_combos: z.array(comboSchema),
  special_items: z.array(itemSchema),
  categories: z.array(menuCategorySchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;
export const homeResponseSchema = envelope(homeDataSchema);
