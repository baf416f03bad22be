import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RESPONSE_FAIL, type FieldError, type Language, type MessageKey } from '@storefront/shared';
import { isMessageKey, translateMessage } from '@storefront/shared/messages';
import { isDatabaseUnavailable, isRejectedValue } from '../db/faults';
import { AppError } from './errors';
import { requestLanguage } from './language';

/** A zod issue message is a message key, optionally `key:value` (e.g. `too_long:100`). */
function translateIssue(message: string, language: Language): string {
  const [key, max] = message.split(':');
  if (key && isMessageKey(key)) return translateMessage(key, language, { max: max ?? '' });
  return translateMessage('invalid_value', language);
}

function failure(language: Language, key: MessageKey, errors?: FieldError[], values = {}) {
  return {
    responseCode: RESPONSE_FAIL,
    responseText: translateMessage(key, language, values),
    responseData: errors ? { errors } : null,
  };
}

/**
 * The one place errors become answers (DESIGN §3): the right status, `responseCode` 0, a text in
 * the caller's language, field errors named; a 5xx is logged with its request id and masked.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const all = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: translateIssue(issue.message ?? '', language),
      }));
      // One message per field, the first (an empty name fails "required" and "letters only";
      // the form, like react-hook-form's resolver, shows the first).
      const errors = all.filter(
        (entry, index) => all.findIndex((other) => other.field === entry.field) === index,
      );
      // With one bad field the answer names it; with several, spec §5's general text.
      const first = errors[0];
      return reply.status(422).send({
        ...failure(language, 'fill_required', errors),
        responseText:
          errors.length === 1 && first
            ? first.message
            : translateMessage('fill_required', language),
      });
    }

    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(
          failure(
            language,
            error.messageKey,
            error.fieldErrors.length ? error.fieldErrors : undefined,
            error.values,
          ),
        );
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(language, 'rate_limited'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large...: the client's fault, said plainly.
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send(failure(language, status === 404 ? 'not_found' : 'invalid_value'));
    }
    if (isDatabaseUnavailable(error)) {
      // Issue 11: a lost or refused database connection is temporary, not a bug: 503 in the
      // envelope and a hint when to retry; the pool reconnects for the next request.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', 2)
        .send(failure(language, 'service_unavailable'));
    }
    if (isRejectedValue(error)) {
      // Passed the schema, refused by a column (a NUL character, a number out of range).
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send(failure(language, 'invalid_value'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(language, 'server_error'));
  });
}

/** The 404 answer in the envelope, for unknown API paths. */
export function notFoundAnswer(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(failure(requestLanguage(request), 'not_found'));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a header too large, a malformed
 * request line, a bad header value): an answer in the envelope, in English since no language can
 * be read, with `Connection: close` — the parser cannot go on on this connection, and a client
 * told so opens a new one instead of reusing a socket that is about to close (issue 11: no
 * dropped connections). Fastify's `clientErrorHandler` option.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify(failure('en', 'invalid_value'));
  const head =
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  // Node's own guidance: no answer while an earlier response on this connection is still being
  // written. (Fastify's default checks `bytesWritten === 0`, which is never true on a reused
  // keep-alive connection: such a client got no answer at all.)
  const writing = (socket as Socket & { _httpMessage?: { finished?: boolean } | null })
    ._httpMessage;
  if (!socket.writable || (writing && !writing.finished)) {
    socket.destroy();
    return;
  }
  // Answer and half-close; what the client still sends is read and dropped for a moment, so the
  // kernel does not reset the connection (which would discard the answer) before it is read.
  socket.end(head + body);
  socket.on('data', () => {});
  setTimeout(() => socket.destroy(), 2_000).unref();
}
