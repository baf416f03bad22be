import {
  ALLERGENS,
  DIETARY_TAGS,
  inListOrder,
  toMajor,
  type Allergen,
  type Combo,
  type DietaryFilter,
  type DietaryMarks,
  type DietaryTag,
  type Item,
  type Paginated,
} from '@storefront/shared';
import { paidPriceMinor } from '../cart/pricing';
import type { ComboRow, ItemRow, PageRequest, ShopPricing } from './catalog.repository';

/** Rows in the database's shape to the answers' shape (spec §3 field names, DESIGN §5 money). */

/**
 * A catalog price as the customer pays it, VAT included (issue 17 item 3), in major units: every
 * price a customer is shown goes through here or through the cart's pricing.
 */
export function shownPrice(enteredMinor: number, pricing: ShopPricing): number {
  return toMajor(paidPriceMinor(enteredMinor, pricing), pricing.currency);
}

export function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    // A missing English translation is a data error; an empty text beats a failed page.
    item_name: row.name ?? '',
    description: row.description ?? '',
    price: shownPrice(row.priceMinor, row),
    image: row.image,
    is_veg: row.isVeg ? 1 : 0,
    min_qty: row.minQty,
    category_id: row.categoryId,
    category_name: row.categoryName ?? '',
    is_special: row.isSpecial ? 1 : 0,
    ...toDietaryMarks(row),
  };
}

/**
 * Issue 16 item 4: a dish's stored marks as the answers give them: `vegetarian` is the spec's
 * `is_veg`; keys in their lists' order; a key the code no longer knows is left out.
 */
export function toDietaryMarks(row: {
  isVeg: boolean | null;
  dietaryTags: string[] | null;
  allergens: string[] | null;
}): DietaryMarks {
  const tags: string[] = [...(row.isVeg ? ['vegetarian'] : []), ...(row.dietaryTags ?? [])];
  return {
    allergens: inListOrder(ALLERGENS, (row.allergens ?? []) as Allergen[]),
    tags: inListOrder(DIETARY_TAGS, tags as DietaryTag[]),
  };
}

export function toCombos(rows: ComboRow[]): Combo[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? '',
    description: row.description ?? '',
    price: shownPrice(row.priceMinor, row),
    image: row.image,
    categories: row.steps.map((step) => ({
      id: step.id,
      category_id: step.category_id,
      category_name: step.category_name ?? '',
      title: step.title ?? '',
      qty: step.qty,
    })),
  }));
}

/** The page-based list answer; a page past the end answers an empty `data`, not an error. */
export function toPage<T>(data: T[], total: number, page: PageRequest): Paginated<T> {
  return {
    data,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.limit)),
    per_page: page.limit,
    total,
  };
}

/** A dietary filter as a part of a cache key (its lists come in their lists' order). */
export function dietaryKey({ tags = [], without = [] }: DietaryFilter): string {
  return `${tags.join(',')}:${without.join(',')}`;
}
