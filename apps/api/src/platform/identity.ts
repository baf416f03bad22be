import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  SESSION_TOUCH_INTERVAL_MS,
  findActiveSession,
  touchSession,
} from '../modules/accounts/sessions.repository';
import { ForbiddenError, UnauthorizedError } from './errors';
import { hashToken } from './tokens';

/** The user behind a request's bearer token. */
export interface CallerUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userType: number;
  isWholesale: boolean;
  /** The company the user works for (spec §1: ordering for colleagues), if any. */
  companyId: number | null;
  /** Where lunch is delivered (issue 15: delivery slots are per building and university). */
  buildingId: number | null;
  universityId: number | null;
  role: string;
  language: string;
  profileImage: string | null;
}

/** The authenticated caller of a request: its user and the session its token opened. */
export interface Caller {
  user: CallerUser;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the identity plugin when a valid bearer token came with the request. */
    caller: Caller | undefined;
  }
}

/** Tokens are 32 random bytes in base64url (platform/tokens.ts): 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * DESIGN §4: `Authorization: Bearer <token>` → SHA-256 → a live session → `request.caller`.
 *
 * No header (or another scheme, e.g. the Basic credentials a staging proxy adds) is a guest.
 * A bearer token that is malformed, unknown, expired or revoked answers 401 `session_expired`
 * on every route, public ones included: the storefront drops its stored session on a 401 in one
 * place (CONVENTIONS "one API client"), rather than carry on with a dead token as a guest.
 *
 * Runs as `preValidation`, not `onRequest`: by then the body is parsed, so the 401 text is in the
 * body's `language` like every other answer (the payload is validated after this hook).
 */
async function identity(fastify: FastifyInstance) {
  fastify.decorateRequest('caller', undefined);

  // A callback hook: a guest (most catalog reads) passes without a promise (issue 13).
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (!request.headers.authorization) return done();
    identifyCaller(fastify, request).then(() => done(), done);
  });
}

async function identifyCaller(fastify: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return;
  const token = match[1]?.trim() ?? '';
  if (!TOKEN_PATTERN.test(token)) throw new UnauthorizedError('session_expired');

  const session = await findActiveSession(fastify.db, hashToken(token));
  if (!session) throw new UnauthorizedError('session_expired');

  if (Date.now() - session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(fastify.db, session.sessionId);
  }
  request.caller = { user: session.user, sessionId: session.sessionId };
}

export const identityPlugin = fp(identity, { name: 'storefront-identity', fastify: '5.x' });

/** The caller of a route that needs login; 401 `unauthorized` for a guest (spec §6). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError('unauthorized');
  return request.caller;
}

/**
 * DESIGN §4: the spec's payloads carry `user_id`, but the server never trusts it. A `user_id`
 * without a token is refused (401); one that differs from the token's user is refused (403).
 * Sending no `user_id` at all passes (a guest call, or a logged-in call relying on the token).
 */
export function assertCallerMatches(request: FastifyRequest, userId: number | undefined): void {
  if (userId === undefined) return;
  if (!request.caller) throw new UnauthorizedError();
  if (request.caller.user.id !== userId) throw new ForbiddenError();
}

/**
 * The caller of a back-office call (issue 7, DESIGN §4 role `admin`): a guest gets 401, a
 * customer 403 `admin_only`. The admin routes' scope applies it to every call it holds.
 */
export function requireAdmin(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.user.role !== 'admin') throw new ForbiddenError('admin_only');
  return caller;
}
