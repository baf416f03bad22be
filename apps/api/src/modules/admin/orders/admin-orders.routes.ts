import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProviders } from '../../payments/providers';

/** Back office, orders (issue 7). The admin scope (admin.routes.ts) has already checked the role. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{
  providers: PaymentProviders;
}> = async () => {};
