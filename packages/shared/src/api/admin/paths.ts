/**
 * Back-office calls under `/api/admin` (issue 7; DESIGN §3 "admin"). Lists are GET with the
 * query of adminListQuerySchema; create is POST to the collection, update PUT to the record,
 * delete DELETE; actions (an order's status change, marking a message handled) are POST.
 */
type Id = number | string;

export const adminPaths = {
  /** Counts for the back office's start page. */
  overview: '/admin/overview',

  orders: '/admin/orders',
  order: (id: Id) => `/admin/orders/${id}`,
  orderStatus: (id: Id) => `/admin/orders/${id}/status`,
  /** Issue 15: the kitchen board, its live events, and an order's next kitchen step. */
  kitchen: '/admin/kitchen',
  ordersStream: '/admin/orders/stream',
  orderStep: (id: Id) => `/admin/orders/${id}/step`,
  /** Issue 17 item 11: "pause orders now" for a full kitchen, and taking them again. */
  ordersPaused: '/admin/orders-paused',

  items: '/admin/items',
  item: (id: Id) => `/admin/items/${id}`,
  itemImage: (id: Id) => `/admin/items/${id}/image`,
  categories: '/admin/categories',
  category: (id: Id) => `/admin/categories/${id}`,
  categoryImage: (id: Id) => `/admin/categories/${id}/image`,
  combos: '/admin/combos',
  combo: (id: Id) => `/admin/combos/${id}`,
  comboImage: (id: Id) => `/admin/combos/${id}/image`,

  countries: '/admin/countries',
  country: (id: Id) => `/admin/countries/${id}`,
  cities: '/admin/cities',
  city: (id: Id) => `/admin/cities/${id}`,
  buildings: '/admin/buildings',
  building: (id: Id) => `/admin/buildings/${id}`,
  companies: '/admin/companies',
  company: (id: Id) => `/admin/companies/${id}`,
  universities: '/admin/universities',
  university: (id: Id) => `/admin/universities/${id}`,
  plans: '/admin/subscription-plans',
  plan: (id: Id) => `/admin/subscription-plans/${id}`,
  subscriptions: '/admin/subscriptions',
  /** Action: end a company subscription now (places engineer; issue 7 item 4). */
  subscriptionEnd: (id: Id) => `/admin/subscriptions/${id}/end`,

  /** Issue 16 item 3: promo codes. */
  promoCodes: '/admin/promo-codes',
  promoCode: (id: Id) => `/admin/promo-codes/${id}`,

  /** Issue 16 item 6: payments that need an operator, and refunds through the provider. */
  paymentProblems: '/admin/payment-problems',
  paymentProblemResolve: (id: Id) => `/admin/payment-problems/${id}/resolve`,
  refunds: '/admin/refunds',
  paymentRefunds: (id: Id) => `/admin/payments/${id}/refunds`,

  pages: '/admin/pages',
  page: (id: Id) => `/admin/pages/${id}`,
  settings: '/admin/settings',
  /** Issue 15: time zone, opening windows, closures, order-ahead days (one document). */
  openingHours: '/admin/opening-hours',
  /** Issue 15: every building's and university's delivery slots (one list). */
  deliverySlots: '/admin/delivery-slots',
  contactMessages: '/admin/contact-messages',
  contactMessage: (id: Id) => `/admin/contact-messages/${id}`,
  contactMessageHandled: (id: Id) => `/admin/contact-messages/${id}/handled`,
  /** Mails that failed after their last attempt (issue 11 job queue), and the retry action. */
  failedMails: '/admin/failed-mails',
  failedMailRetry: (id: Id) => `/admin/failed-mails/${id}/retry`,
} as const;
