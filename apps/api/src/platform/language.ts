import type { FastifyRequest } from 'fastify';
import { toLanguage, type Language } from '@storefront/shared';

/**
 * The caller's language: `language` from the query, else from the body (spec §7 sends it in
 * either), else English. Read from the raw request so error answers are translated even when
 * the payload itself failed validation.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return toLanguage(query?.language ?? (typeof body === 'object' ? body?.language : undefined));
}
