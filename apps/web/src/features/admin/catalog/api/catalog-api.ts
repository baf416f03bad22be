import {
  adminPaths,
  type AdminCategoryRow,
  type AdminItemRow,
  type Paginated,
} from '@storefront/shared';
import { useAdminList, useAdminQuery } from '../../shell/admin-queries';

/**
 * The catalog part's calls (issue 7 item 3). Query keys start with these resources, so a write
 * refreshes every list that shows its records (useInvalidateAdmin).
 */
export const CATALOG_RESOURCES = {
  items: 'catalog-items',
  combos: 'catalog-combos',
  categories: 'catalog-categories',
} as const;

/** Every menu category (a shop has tens), in the shop's order: the selects' options. */
export function useCategoryOptions() {
  return useAdminQuery<Paginated<AdminCategoryRow>>(
    CATALOG_RESOURCES.categories,
    adminPaths.categories,
    { limit: 100, sort: 'sort_order', direction: 'asc' },
  );
}

/** The items of one category, available or not, by name: what a combo step may offer. */
export function useCategoryItems(categoryId: number | undefined) {
  return useAdminQuery<Paginated<AdminItemRow>>(
    CATALOG_RESOURCES.items,
    adminPaths.items,
    { category_id: categoryId ?? '', limit: 100, sort: 'name', direction: 'asc' },
    { enabled: categoryId !== undefined },
  );
}

/** The items or combos list: its parameters in the URL (newest first) and the page it shows. */
export function useCatalogList<Row>(resource: 'items' | 'combos') {
  return useAdminList<Row>(CATALOG_RESOURCES[resource], adminPaths[resource], {
    sort: 'created_at',
    direction: 'desc',
  });
}
