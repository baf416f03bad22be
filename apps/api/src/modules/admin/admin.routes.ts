import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../platform/identity';
import type { PaymentProviders } from '../payments/providers';
import { adminCatalogRoutes } from './catalog/admin-catalog.routes';
import { adminContentRoutes } from './content/admin-content.routes';
import { adminHoursRoutes } from './hours/admin-hours.routes';
import { kitchenRoutes } from './kitchen/kitchen.routes';
import { adminJobsRoutes } from './jobs/admin-jobs.routes';
import { adminOrdersRoutes } from './orders/admin-orders.routes';
import { adminPaymentsRoutes } from './payments/admin-payments.routes';
import { adminPlacesRoutes } from './places/admin-places.routes';
import { adminPromotionsRoutes } from './promotions/admin-promotions.routes';

/**
 * The back office (issue 7), under /api/admin. One rule in one place: every call registered in
 * this scope needs an admin's token — a guest gets 401, a customer 403 — checked before the
 * payload is validated, so nobody else even learns which fields a call takes.
 */
export const adminRoutes: FastifyPluginAsync<{ providers: PaymentProviders }> = async (
  admin,
  options,
) => {
  // Runs after the identity plugin's preValidation hook (registered on the root), which sets
  // request.caller from the bearer token.
  admin.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  await admin.register(adminOrdersRoutes, { providers: options.providers });
  await admin.register(adminCatalogRoutes);
  await admin.register(adminPlacesRoutes);
  await admin.register(adminContentRoutes);
  await admin.register(adminHoursRoutes);
  await admin.register(kitchenRoutes);
  await admin.register(adminJobsRoutes);
  await admin.register(adminPromotionsRoutes);
  await admin.register(adminPaymentsRoutes, { providers: options.providers });
};
