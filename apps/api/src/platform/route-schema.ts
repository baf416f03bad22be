import type { z } from 'zod';
import { errorResponses } from '@storefront/shared';

/** What a call reads: each part checked by its zod schema (Fastify's schema keys). */
export interface RouteInput {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
  /** The body's media types, where it is not only JSON (a multipart form). */
  consumes?: string[];
}

/**
 * The options of a documented call (DESIGN §3): its OpenAPI tags and summary, the schemas of
 * what it reads, and its answer beside the failure answers every call can give. The schemas keep
 * their own types, so the zod type provider still types `request` and the reply from them.
 *
 *     const documented = routeSchema(['orders']);
 *     app.get(path, documented('What it answers', { querystring }, answerSchema), handler);
 */
export function routeSchema(tags: string[]) {
  return <Input extends RouteInput, Answer extends z.ZodType>(
    summary: string,
    input: Input,
    answer: Answer,
  ) => ({
    schema: { tags, summary, ...input, response: { 200: answer, ...errorResponses } },
  });
}
