/**
 * Issue 14 item 3: what the server renders, in one place beside the route table. The API reads
 * both lists from the storefront's server module (app/entry-server.tsx), so they cannot drift
 * from the pages they describe; server-pages.test.ts checks them against the routes.
 */

/**
 * The pages the server renders with their content (the public pages) or as an instant shell
 * (cart, sign-in, register: their personal parts load in the browser), each with the module
 * that draws it (app/routes.tsx), whose build files the page then names in its head.
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
