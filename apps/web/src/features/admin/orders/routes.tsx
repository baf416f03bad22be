import { Navigate } from 'react-router';
import { lazyPage } from '../../../lib/routing/lazy-page';
import type { AdminSection } from '../shell/section';

const OverviewPage = lazyPage(() => import('./pages/overview-page'));
const OrdersListPage = lazyPage(() => import('./pages/orders-list-page'));
const OrderDetailsPage = lazyPage(() => import('./pages/order-details-page'));
const KitchenPage = lazyPage(() => import('./pages/kitchen-page'));

/**
 * The back office's orders part (issue 7 item 2): the start page with today's counts
 * (/admin/overview, where /admin leads), the orders list (/admin/orders), an order
 * (/admin/orders/:id) and the kitchen board (/admin/kitchen, issue 15).
 */
export const adminOrdersSection: AdminSection = {
  group: 'sales',
  nav: [
    { to: 'overview', label: (t) => t('admin_orders.nav.overview') },
    { to: 'orders', label: (t) => t('admin_orders.nav.orders') },
    { to: 'kitchen', label: (t) => t('admin_orders.nav.kitchen') },
  ],
  routes: [
    // /admin opens the start page under its own path, so its navigation entry shows as current.
    { index: true, element: <Navigate to="overview" replace /> },
    { path: 'overview', element: <OverviewPage /> },
    { path: 'orders', element: <OrdersListPage /> },
    { path: 'orders/:id', element: <OrderDetailsPage /> },
    { path: 'kitchen', element: <KitchenPage /> },
  ],
};
