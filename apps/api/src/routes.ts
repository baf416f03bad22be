import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './modules/admin/admin.routes';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { profileRoutes } from './modules/accounts/profile.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createPaymentProviders } from './modules/payments/providers';
import { healthRoutes } from './modules/site/health.routes';
import { hoursRoutes } from './modules/hours/hours.routes';
import { siteRoutes } from './modules/site/site.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { rateLimitPlugin } from './platform/rate-limit';
import { searchRoutes } from './modules/search/search.routes';

/** Every module's routes, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  // Whoever builds the app may register the rate limits first with their own settings (tests
  // use small limits and a fresh Redis prefix); otherwise the defaults, in Redis if configured.
  if (!api.hasDecorator('rateLimitHook')) {
    await api.register(rateLimitPlugin, {
      redisUrl: api.config.REDIS_URL,
      scale: api.config.RATE_LIMIT_SCALE,
    });
  }
  await api.register(healthRoutes);
  await api.register(siteRoutes);
  await api.register(hoursRoutes);
  await api.register(catalogRoutes);
  await api.register(searchRoutes);
  await api.register(geoRoutes);
  await api.register(contentRoutes);
  await api.register(accountRoutes);
  await api.register(profileRoutes);
  await api.register(cartRoutes);
  // DESIGN §6: one provider for the process (the sandbox's signing secret is made once).
  const providers = createPaymentProviders(api.config);
  await api.register(orderRoutes, { providers });
  await api.register(paymentRoutes, { providers });
  await api.register(subscriptionRoutes, { providers });
  await api.register(adminRoutes, { providers });
};
