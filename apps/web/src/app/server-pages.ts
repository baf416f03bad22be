/**
 * What the server renders, in one place beside the route table. The API reads
 * these lists from the storefront's server module (app/entry-server.tsx), so they cannot drift
 * from the pages they describe; server-pages.test.ts checks them against the routes.
 */

/**
 * The signed-in pages, by route pattern (`:id` stands for one segment): the server draws them as
 * the shop's frame around their outline (lib/routing/guards.tsx `RequireAuth`), whatever their
 * query, so a customer who has just paid never waits on a blank page.
 */
const SIGNED_IN: Readonly<Record<string, string>> = {
  '/dashboard': 'src/app/routes/dashboard-profile.tsx',
  '/dashboard/orders': 'src/app/routes/dashboard-orders.tsx',
  '/dashboard/orders/:id': 'src/app/routes/dashboard-order.tsx',
  '/order-status/:reference': 'src/app/routes/order-status.tsx',
};
export const SIGNED_IN_PAGES: ReadonlySet<string> = new Set(Object.keys(SIGNED_IN));

/**
 * The pages the server renders with their content (the public pages) or as an instant shell
 * (cart, sign-in, register: their personal parts load in the browser; the signed-in pages
 * above), each with the module that draws it (app/routes.tsx), whose build files the page then
 * names in its head. An address is a route pattern: `/order-status/:reference` stands for every
 * order's page.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/home.tsx',
  '/menu': 'src/app/routes/menu.tsx',
  '/food-combos': 'src/app/routes/combos.tsx',
  '/contact-us': 'src/app/routes/contact.tsx',
  '/about': 'src/app/routes/about.tsx',
  '/privacy-policy': 'src/app/routes/privacy.tsx',
  '/terms': 'src/app/routes/terms.tsx',
  '/cart': 'src/app/routes/cart.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/register': 'src/app/routes/register.tsx',
  ...SIGNED_IN,
};

/**
 * The queries whose answers are the same for every visitor (the first part of their key): only
 * these are asked for on the server and handed to the browser. Anything personal (session,
 * cart, orders, profile) stays pending, so the page shows its loading outline there, as the
 * browser's first render does.
 */
export const PUBLIC_QUERY_ROOTS: ReadonlySet<string> = new Set([
  'home',
  'combos',
  'products',
  'menu-categories',
  'page',
  'site-info',
  'opening-hours',
]);
