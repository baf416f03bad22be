import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office, places (issue 7). The admin scope (admin.routes.ts) has already checked the role. */
export const adminPlacesRoutes: FastifyPluginAsyncZod = async () => {};
