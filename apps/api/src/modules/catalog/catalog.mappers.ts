import { toMajor, type Combo, type Item, type Paginated } from '@storefront/shared';
import type { ComboRow, ItemRow, PageRequest } from './catalog.repository';

/** Rows in the database's shape to the answers' shape (spec §3 field names, DESIGN §5 money). */

export function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    // A missing English translation is a data error; an empty text beats a failed page.
    item_name: row.name ?? '',
    description: row.description ?? '',
    price: toMajor(row.priceMinor, row.currency),
    image: row.image,
    is_veg: row.isVeg ? 1 : 0,
    min_qty: row.minQty,
    category_id: row.categoryId,
    category_name: row.categoryName ?? '',
    is_special: row.isSpecial ? 1 : 0,
  };
}

export function toCombos(rows: ComboRow[]): Combo[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? '',
    description: row.description ?? '',
    price: toMajor(row.priceMinor, row.currency),
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
