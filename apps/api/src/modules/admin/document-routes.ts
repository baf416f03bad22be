import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { languageQuerySchema, type Language, type MessageKey } from '@storefront/shared';
import { ok } from '../../platform/envelope';
import { routeSchema } from '../../platform/route-schema';

/**
 * The back office's calls for what operators edit as one form (the shop's settings, its opening
 * hours, its delivery slots): GET reads it, PUT replaces it and answers it as now stored. A save
 * empties the catalog cache once it has committed (decision 009): the storefront and checkout
 * follow it at once.
 */
export interface DocumentCalls<Body extends z.ZodType<{ language: Language }>, Data> {
  tags: string[];
  path: string;
  summaries: { read: string; save: string };
  body: Body;
  /** Both calls' answer: the document (`read`) in the envelope. */
  response: z.ZodType<{ responseData: NoInfer<Data> }>;
  read: () => Promise<Data>;
  save: (body: z.output<Body>) => Promise<void>;
  /** The message of a save. */
  saved: MessageKey;
}

export function documentRoutes<Body extends z.ZodType<{ language: Language }>, Data>(
  instance: FastifyInstance,
  calls: DocumentCalls<Body, Data>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const documented = routeSchema(calls.tags);

  app.get(
    calls.path,
    documented(calls.summaries.read, { querystring: languageQuerySchema }, calls.response),
    async (request) => ok(request.query.language, await calls.read()),
  );

  app.put(
    calls.path,
    documented(calls.summaries.save, { body: calls.body }, calls.response),
    async (request) => {
      const body = request.body as z.output<Body>;
      await calls.save(body);
      await app.catalogCache.invalidate();
      return ok(body.language, await calls.read(), calls.saved);
    },
  );
}
