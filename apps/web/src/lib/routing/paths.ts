/**
 * Every route of spec §2, named once (CONVENTIONS "routes named once"): links use getHref,
 * the router uses path.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  combos: { path: '/food-combos', getHref: () => '/food-combos' },
  login: {
    path: '/login',
    /** `forgot` opens the reset-password mode of the login screen (spec §4). */
    getHref: (options: { forgot?: boolean } = {}) =>
      options.forgot ? '/login?mode=forgot' : '/login',
  },
  register: { path: '/register', getHref: () => '/register' },
  cart: { path: '/cart', getHref: () => '/cart' },
  about: { path: '/about', getHref: () => '/about' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** Spec §2 dashboard order list, paged with ?page= so a page can be shared. */
  dashboardOrders: {
    path: '/dashboard/orders',
    getHref: (options: { page?: number } = {}) =>
      options.page && options.page > 1
        ? `/dashboard/orders?page=${options.page}`
        : '/dashboard/orders',
  },
  /** Spec §2 dashboard order details, by the order's id. */
  dashboardOrder: {
    path: '/dashboard/orders/:id',
    getHref: (id: number | string) => `/dashboard/orders/${encodeURIComponent(id)}`,
  },
  /** Where the payment provider sends the customer back (DESIGN §6 success and cancel URLs). */
  orderStatus: {
    path: '/order-status/:reference',
    getHref: (reference: string, options: { cancelled?: boolean } = {}) =>
      `/order-status/${encodeURIComponent(reference)}${options.cancelled ? '?cancelled=1' : ''}`,
  },
  contact: { path: '/contact-us', getHref: () => '/contact-us' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  menu: {
    path: '/menu',
    getHref: (options: { category?: number; page?: number } = {}) => {
      const params = new URLSearchParams();
      if (options.category) params.set('category', String(options.category));
      if (options.page && options.page > 1) params.set('page', String(options.page));
      const search = params.toString();
      return search ? `/menu?${search}` : '/menu';
    },
  },
  subscriptionDetails: {
    path: '/company-subscription-details/:id',
    getHref: (id: number | string) => `/company-subscription-details/${encodeURIComponent(id)}`,
  },
  thankYou: { path: '/thankyou', getHref: () => '/thankyou' },
  /** Any published content page by its id (issue 7: pages operators publish besides spec §7's). */
  page: {
    path: '/pages/:id',
    getHref: (id: number | string) => `/pages/${encodeURIComponent(id)}`,
  },
  /** The back office (issue 7); its own pages are named in features/admin/shell/section.ts. */
  admin: { path: '/admin/*', getHref: () => '/admin' },
  /** Spec §2 search results: the text (and the items' page) live in the URL, so a search can be shared. */
  searchResult: {
    path: '/searchResult',
    getHref: (options: { q?: string; page?: number } = {}) => {
      const params = new URLSearchParams();
      if (options.q) params.set('q', options.q);
      if (options.page && options.page > 1) params.set('page', String(options.page));
      const search = params.toString();
      return search ? `/searchResult?${search}` : '/searchResult';
    },
  },
  resetPassword: {
    path: '/reset-password/:id',
    getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  notFound: { path: '*', getHref: () => '/' },
} as const;
