/** API paths under `/api` (spec §7 where it lists them, DESIGN §3 for the rest). */
export const API_ROOT = '/api';

export const apiPaths = {
  health: '/health',
  siteInfo: '/site-info',
  /** Issue 15: whether the shop takes orders now, its week and closures. */
  openingHours: '/opening-hours',
  /** Issue 15: a place's bookable delivery times. */
  deliverySlots: '/delivery-slots',
  home: '/home',
  products: '/products',
  combos: '/combos',
  countries: '/countries',
  cities: (countryId: number | string) => `/city/${countryId}`,
  companies: '/companies',
  universities: '/universities',
  buildings: '/buildings',
  page: (id: number | string) => `/pages/${id}`,
  contactUs: '/contact-us',
} as const;

/** Accounts (spec §7 where listed; DESIGN §3 for logout, reset and profile). */
export const accountPaths = {
  register: '/register',
  login: '/login',
  socialLogin: '/social-login',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  profileImage: '/profile/image',
} as const;

/** Cart (spec §7; POST /cart is the cart contents call DESIGN §3 adds). */
export const cartPaths = {
  count: '/cart-items',
  addToCart: '/add-to-cart',
  updateCart: '/update-cart',
  updateComboCart: '/update-combo-cart',
  removeCartItem: (id: number | string) => `/remove-cart-item/${id}`,
  comboItems: (comboId: number | string) => `/combo-items/${comboId}`,
  cart: '/cart',
  /** Issue 16 item 3: a promo code on the caller's cart, and taking it off. */
  applyPromoCode: '/apply-promo-code',
  removePromoCode: '/remove-promo-code',
} as const;

/** Checkout, orders and payments (spec §7 POST /checkout; DESIGN §3 for the rest). */
export const orderPaths = {
  checkout: '/checkout',
  colleagues: '/colleagues',
  orders: '/orders',
  order: (id: number | string) => `/orders/${id}`,
  /** Issue 16 item 5: the order's tax invoice (PDF), for its customer and operators. */
  invoice: (id: number | string) => `/orders/${id}/invoice`,
  /** The credit note (PDF) cancelling the invoice of an order cancelled after payment. */
  creditNote: (id: number | string) => `/orders/${id}/credit-note`,
  /** Issue 15: the order's steps as they happen (Server-Sent Events), for its customer. */
  orderStream: (id: number | string) => `/orders/${id}/stream`,
  /** Issue 16 item 2: the order's lines and combo picks back in the caller's cart. */
  reorder: (id: number | string) => `/orders/${id}/reorder`,
  /** The sandbox provider's hosted payment page (DESIGN §6), served by the app. */
  sandboxPayment: (sessionId: string) => `/payments/sandbox/${sessionId}`,
  webhook: (provider: string) => `/payments/${provider}/webhook`,
} as const;

/** Search (spec §2 /searchResult; DESIGN §3). */
export const searchPaths = {
  search: '/search',
} as const;

/** Company subscriptions (spec §7 for details and purchase; DESIGN §3 for the purchase status). */
export const subscriptionPaths = {
  details: '/company-subscription-details',
  purchase: '/purchase-subscription',
  purchaseStatus: (txnId: string) => `/subscription-purchases/${txnId}`,
} as const;
