import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, healthResponseSchema } from '@storefront/shared';

/** GET /api/health: for load balancers and uptime checks; 503 when the database is unreachable. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const uptime_seconds = Math.round(process.uptime());
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const, uptime_seconds };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'degraded', database: 'unreachable', uptime_seconds });
      }
    },
  );
};
