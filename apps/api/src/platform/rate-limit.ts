import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * DESIGN §4: contact, login, register and forgot-password are limited per address and per
 * e-mail. Two separate counters, so changing the e-mail does not escape the address limit and
 * changing the address (a botnet) does not escape the e-mail limit. Address limits are looser
 * than e-mail limits: the office workers of one company often share one public address.
 */
export const DEFAULT_LIMITS = {
  contactPerIp: { max: 5, timeWindow: FIFTEEN_MINUTES },
  contactPerEmail: { max: 5, timeWindow: FIFTEEN_MINUTES },
  /** Password guessing: 10 tries per account per 15 minutes. */
  loginPerIp: { max: 30, timeWindow: FIFTEEN_MINUTES },
  loginPerEmail: { max: 10, timeWindow: FIFTEEN_MINUTES },
  /** Social sign-in makes calls to the provider: bounded per address. */
  socialLoginPerIp: { max: 30, timeWindow: FIFTEEN_MINUTES },
  registerPerIp: { max: 10, timeWindow: ONE_HOUR },
  registerPerEmail: { max: 5, timeWindow: ONE_HOUR },
  /** Each accepted request may send a mail: keep a mailbox from being flooded. */
  forgotPerIp: { max: 10, timeWindow: ONE_HOUR },
  forgotPerEmail: { max: 3, timeWindow: ONE_HOUR },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

export interface RateLimitsOptions {
  /** Counters in Redis when set, so several API processes share them (DESIGN §2 scaling). */
  redisUrl?: string | undefined;
  /**
   * Prefix of the Redis keys; tests use a unique one per run. (@fastify/rate-limit inserts
   * `undefinedundefined-` after it for limiters made with createRateLimit, which have no route:
   * keys read `<prefix>undefinedundefined-<limit name>:<key>`.)
   */
  keyPrefix?: string;
  /** Overrides of the default limits (tests set small ones). */
  limits?: Partial<Record<LimitName, Limit>>;
  /** Multiplies every limit's maximum (RATE_LIMIT_SCALE; 1 in production). */
  scale?: number;
}

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook counting requests under the limit `name`, keyed by `key(request)`; past the limit it
     * answers 429 (message `rate_limited`). Use it as `preValidation` for keys known from the
     * connection (the address: invalid payloads count too) and as `preHandler` for keys in the
     * validated body (an e-mail).
     */
    rateLimitHook(name: LimitName, key: (request: FastifyRequest) => string | undefined): LimitHook;
  }
}

/** The client address, with IPv6 reduced to its /64 (one host usually owns a whole /64). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * The e-mail of a validated body as accounts store it (trimmed, lower-cased): the key of the
 * per-e-mail limits, so `Ann@X.com` and `ann@x.com` share one counter.
 */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

async function rateLimits(fastify: FastifyInstance, options: RateLimitsOptions) {
  const scale = options.scale ?? 1;
  const limits = Object.fromEntries(
    Object.entries({ ...DEFAULT_LIMITS, ...options.limits }).map(([name, limit]) => [
      name,
      { ...limit, max: Math.max(1, Math.round(limit.max * scale)) },
    ]),
  ) as Record<LimitName, Limit>;
  const keyPrefix = options.keyPrefix ?? 'storefront-rate-limit:';

  let redis: Redis | undefined;
  if (options.redisUrl) {
    // Few retries and a short connect timeout: a Redis outage must not hold requests for long.
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on('error', (error) => fastify.log.warn({ err: error }, 'rate limit: redis error'));
    const client = redis;
    fastify.addHook('onClose', async () => {
      await client.quit();
    });
  }

  // `global: false`: only the routes that ask for a limit get one.
  await fastify.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: keyPrefix } : {}),
  });

  fastify.decorate(
    'rateLimitHook',
    (name: LimitName, key: (request: FastifyRequest) => string | undefined) => {
      const limit = limits[name];
      const check = fastify.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        // The limit's name is part of the key: every limiter shares one Redis key space.
        keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (key(request) === undefined) return;
        let result: Awaited<ReturnType<typeof check>>;
        try {
          result = await check(request);
        } catch (error) {
          // A broken counter store fails open: refusing every contact message while Redis is
          // down would hurt customers more than a short unthrottled window.
          request.log.warn(
            { err: error, limit: name },
            'rate limit: store unavailable, request let through',
          );
          return;
        }
        if (result.isAllowed || !result.isExceeded) return;
        void reply.header('retry-after', result.ttlInSeconds);
        throw new TooManyRequestsError();
      };
    },
  );
}

/**
 * @fastify/rate-limit with the app's limits (DESIGN §4), in Redis when `redisUrl` is set and in
 * memory otherwise. Wrapped with fastify-plugin so `rateLimitHook` is visible to sibling modules.
 */
export const rateLimitPlugin: FastifyPluginAsync<RateLimitsOptions> = fp(rateLimits, {
  name: 'storefront-rate-limits',
  fastify: '5.x',
});
