import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Language } from '@storefront/shared';
import { markShared } from './compression';
import { ok } from './envelope';

/**
 * A public catalog answer (home, menu pages, combos, search, pages, site data) kept in the
 * catalog cache as the JSON text its response schema makes of it (issue 13): a hit is one map
 * lookup and a string sent as it is, with no zod encoding and no serialisation per request.
 * `load` answers the envelope's data, or null when there is nothing to show (cached too).
 */
export async function cachedCatalogAnswer<S extends z.ZodType, T>(
  app: FastifyInstance,
  key: string,
  schema: S,
  language: Language,
  load: () => Promise<T>,
): Promise<null extends T ? string | null : string> {
  const body = await app.catalogCache.get(`answer:${key}`, async () => {
    const data = await load();
    return data === null
      ? null
      : JSON.stringify(z.encode(schema, ok(language, data) as z.output<S>));
  });
  return body as null extends T ? string | null : string;
}

/**
 * Sends a cached answer's JSON text as it is (Fastify skips the route's serializer for a
 * string), compressed once for every caller (platform/compression.ts).
 */
export function sendJson(reply: FastifyReply, body: string) {
  markShared(reply);
  return reply.type('application/json; charset=utf-8').send(body);
}
