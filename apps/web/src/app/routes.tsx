import type { ComponentType } from 'react';
import { Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { CartRoot } from '../features/cart/components/cart-root';
import { SiteLayout } from '../features/site/components/site-layout';
import { GuestOnly, RequireAuth } from '../lib/routing/guards';
import { lazyPage } from '../lib/routing/lazy-page';
import { paths } from '../lib/routing/paths';

// Every page is its own chunk (spec §9: a lazy chunk times out after 120 s).
const Home = lazyPage(() => import('./routes/home'));
const Menu = lazyPage(() => import('./routes/menu'));
const Combos = lazyPage(() => import('./routes/combos'));
const About = lazyPage(() => import('./routes/about'));
const Contact = lazyPage(() => import('./routes/contact'));
const Terms = lazyPage(() => import('./routes/terms'));
const Privacy = lazyPage(() => import('./routes/privacy'));
const ShopPage = lazyPage(() => import('./routes/shop-page'));
const Cart = lazyPage(() => import('./routes/cart'));
const Login = lazyPage(() => import('./routes/login'));
const Register = lazyPage(() => import('./routes/register'));
const ResetPassword = lazyPage(() => import('./routes/reset-password'));
const Dashboard = lazyPage(() => import('./routes/dashboard'));
const DashboardProfile = lazyPage(() => import('./routes/dashboard-profile'));
const DashboardOrders = lazyPage(() => import('./routes/dashboard-orders'));
const DashboardOrder = lazyPage(() => import('./routes/dashboard-order'));
const OrderStatus = lazyPage(() => import('./routes/order-status'));
const SubscriptionDetails = lazyPage(() => import('./routes/subscription-details'));
const ThankYou = lazyPage(() => import('./routes/thank-you'));
const SearchResults = lazyPage(() => import('./routes/search-results'));
// Issue 7: the back office is one more chunk, loaded only when /admin is opened.
const AdminApp = lazyPage(() => import('../features/admin/admin-app'));

/** A page only some visitors see: `Guard` sends the others on (lib/routing/guards). */
function guarded(
  Guard: typeof RequireAuth | typeof GuestOnly,
  path: string,
  Page: ComponentType,
): NonIndexRouteObject {
  return {
    path,
    element: (
      <Guard>
        <Page />
      </Guard>
    ),
  };
}

/**
 * Spec §2 routes; "/" and any unmatched path show home. The cart's root (header count loader,
 * combo modal) wraps the layout, so every page can open the combo modal.
 */
export const routes: RouteObject[] = [
  // The back office has its own frame (no shop header, cart or consent banner).
  { path: paths.admin.path, element: <AdminApp /> },
  {
    element: (
      <CartRoot>
        <SiteLayout />
      </CartRoot>
    ),
    children: [
      { index: true, element: <Home /> },
      { path: paths.combos.path, element: <Combos /> },
      guarded(GuestOnly, paths.login.path, Login),
      guarded(GuestOnly, paths.register.path, Register),
      { path: paths.cart.path, element: <Cart /> },
      { path: paths.about.path, element: <About /> },
      {
        ...guarded(RequireAuth, paths.dashboard.path, Dashboard),
        // The dashboard's sections, each with its own URL (spec §2 profile, order list, details);
        // an unknown section shows the profile.
        children: [
          { index: true, element: <DashboardProfile /> },
          { path: paths.dashboardOrders.path, element: <DashboardOrders /> },
          { path: paths.dashboardOrder.path, element: <DashboardOrder /> },
          { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
        ],
      },
      guarded(RequireAuth, paths.orderStatus.path, OrderStatus),
      { path: paths.contact.path, element: <Contact /> },
      { path: paths.terms.path, element: <Terms /> },
      { path: paths.privacy.path, element: <Privacy /> },
      { path: paths.page.path, element: <ShopPage /> },
      { path: paths.menu.path, element: <Menu /> },
      { path: paths.subscriptionDetails.path, element: <SubscriptionDetails /> },
      guarded(RequireAuth, paths.thankYou.path, ThankYou),
      { path: paths.searchResult.path, element: <SearchResults /> },
      { path: paths.resetPassword.path, element: <ResetPassword /> },
      { path: paths.notFound.path, element: <Home /> },
    ],
  },
];
