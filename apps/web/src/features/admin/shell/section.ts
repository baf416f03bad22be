import type { TFunction } from 'i18next';
import type { RouteObject } from 'react-router';

/** Where a back-office part sits in the side navigation. */
export type AdminNavGroup = 'sales' | 'catalog' | 'organisations' | 'content';

export interface AdminNavEntry {
  /** Path under /admin, e.g. `orders` or `catalog/items`. */
  to: string;
  label: (t: TFunction) => string;
}

/**
 * A back-office part (orders, catalog, places, content): its pages, mounted under /admin by
 * admin-app.tsx, and its entries in the side navigation.
 */
export interface AdminSection {
  group: AdminNavGroup;
  nav: AdminNavEntry[];
  /** Child routes of /admin; paths relative (`orders`, `orders/:id`). Pages lazy where large. */
  routes: RouteObject[];
}

export const ADMIN_ROOT = '/admin';

/** A back-office URL: adminHref('orders', 12) → /admin/orders/12. */
export function adminHref(...segments: (string | number)[]): string {
  return [ADMIN_ROOT, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}
