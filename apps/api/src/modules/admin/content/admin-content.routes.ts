import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office, content (issue 7). The admin scope (admin.routes.ts) has already checked the role. */
export const adminContentRoutes: FastifyPluginAsyncZod = async () => {};
