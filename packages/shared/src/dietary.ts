import { z } from 'zod';

/**
 * Issue 16 item 4: the 14 major food allergens a food business must declare (EU Regulation
 * 1169/2011 Annex II, the list the UK, the Gulf states' GSO 9 and most menus follow), in the
 * order menus list them. Keys, not texts: the storefront names them in the customer's language.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soya',
  'milk',
  'tree_nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/**
 * Dietary marks of a dish. `vegetarian` is the spec's `is_veg` (spec §3), stored there once;
 * the others are stored beside it (STORED_DIETARY_TAGS). A vegan dish is vegetarian too.
 */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten_free', 'halal', 'spicy'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];
export const STORED_DIETARY_TAGS = ['vegan', 'gluten_free', 'halal', 'spicy'] as const;
export type StoredDietaryTag = (typeof STORED_DIETARY_TAGS)[number];

/** Keys of a closed list in the list's own order, each once (a stable cache key and answer). */
export function inListOrder<Key extends string>(list: readonly Key[], keys: Iterable<Key>): Key[] {
  const chosen = new Set(keys);
  return list.filter((key) => chosen.has(key));
}

/**
 * A set of keys from a closed list, as a JSON array or as the query string's comma-separated
 * text (`?without=peanuts,tree_nuts`), answered in the list's order without repeats.
 */
export function keySetSchema<const Keys extends readonly [string, ...string[]]>(list: Keys) {
  return z
    .preprocess(
      (value) => {
        if (value === undefined || value === null || value === '') return [];
        return typeof value === 'string' ? value.split(',') : value;
      },
      z
        .array(z.enum(list, { message: 'invalid_value' }), { message: 'invalid_value' })
        .max(list.length),
    )
    .transform((keys) => inListOrder<Keys[number]>(list, keys as Keys[number][]));
}

export const allergenSetSchema = keySetSchema(ALLERGENS);
export const dietaryTagSetSchema = keySetSchema(DIETARY_TAGS);
export const storedDietaryTagSetSchema = keySetSchema(STORED_DIETARY_TAGS);

/** Issue 16 item 4: what a dish answer says of it (menu, home, search, combo choices). */
export const dietaryMarksSchema = z.object({
  allergens: z.array(z.enum(ALLERGENS)),
  tags: z.array(z.enum(DIETARY_TAGS)),
});
export type DietaryMarks = z.infer<typeof dietaryMarksSchema>;

/**
 * The menu's and search's dietary filter: dishes with every one of `tags` ("vegetarian") and
 * none of the allergens in `without` ("without nuts").
 */
export const dietaryFilterFields = {
  tags: dietaryTagSetSchema.optional(),
  without: allergenSetSchema.optional(),
};
export interface DietaryFilter {
  tags?: DietaryTag[];
  without?: Allergen[];
}

const ANIMAL_ALLERGENS: readonly Allergen[] = ['fish', 'crustaceans', 'molluscs'];
const VEGAN_EXCLUDED: readonly Allergen[] = [...ANIMAL_ALLERGENS, 'milk', 'eggs'];

/**
 * What a dish's marks and allergens say against each other, as the message key of the first
 * contradiction (a customer avoiding gluten trusts "gluten-free"), or null when they agree.
 * The back office refuses a contradiction; the demo menu is held to the same rule by its test.
 */
export function dietaryContradiction(dish: {
  isVeg: boolean;
  tags: readonly StoredDietaryTag[];
  allergens: readonly Allergen[];
}): { field: 'is_veg' | 'dietary_tags'; message: DietaryContradiction } | null {
  const contains = (list: readonly Allergen[]) => dish.allergens.some((a) => list.includes(a));
  const vegan = dish.tags.includes('vegan');
  if (vegan && !dish.isVeg) return { field: 'is_veg', message: 'dietary_vegan_not_vegetarian' };
  if (vegan && contains(VEGAN_EXCLUDED))
    return { field: 'dietary_tags', message: 'dietary_vegan_conflict' };
  if (dish.isVeg && contains(ANIMAL_ALLERGENS))
    return { field: 'is_veg', message: 'dietary_vegetarian_conflict' };
  if (dish.tags.includes('gluten_free') && dish.allergens.includes('gluten'))
    return { field: 'dietary_tags', message: 'dietary_gluten_free_conflict' };
  return null;
}
export type DietaryContradiction =
  | 'dietary_vegan_not_vegetarian'
  | 'dietary_vegan_conflict'
  | 'dietary_vegetarian_conflict'
  | 'dietary_gluten_free_conflict';
