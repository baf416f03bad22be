import { Navigate } from 'react-router';
import { lazyPage } from '../../../lib/routing/lazy-page';
import type { AdminSection } from '../shell/section';

const ItemsPage = lazyPage(() => import('./pages/items-page'));
const ItemFormPage = lazyPage(() => import('./pages/item-form-page'));
const CombosPage = lazyPage(() => import('./pages/combos-page'));
const ComboFormPage = lazyPage(() => import('./pages/combo-form-page'));
const CategoriesPage = lazyPage(() => import('./pages/categories-page'));

/**
 * The back office's catalog part (issue 7 item 3): menu items (/admin/catalog/items, `new` or an
 * id for the form), combos with their steps (/admin/catalog/combos…) and menu categories.
 */
export const adminCatalogSection: AdminSection = {
  group: 'catalog',
  nav: [
    { to: 'catalog/items', label: (t) => t('admin_catalog.nav.items') },
    { to: 'catalog/combos', label: (t) => t('admin_catalog.nav.combos') },
    { to: 'catalog/categories', label: (t) => t('admin_catalog.nav.categories') },
  ],
  routes: [
    { path: 'catalog', element: <Navigate to="items" replace /> },
    { path: 'catalog/items', element: <ItemsPage /> },
    { path: 'catalog/items/:id', element: <ItemFormPage /> },
    { path: 'catalog/combos', element: <CombosPage /> },
    { path: 'catalog/combos/:id', element: <ComboFormPage /> },
    { path: 'catalog/categories', element: <CategoriesPage /> },
  ],
};
