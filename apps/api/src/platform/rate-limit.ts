import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors';
import { createRedisClient } from './redis';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** How long the shared store is left alone after it failed to answer. */
const SHARED_STORE_PAUSE_MS = 1_000;
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
    redis = createRedisClient(options.redisUrl, { logger: fastify.log, role: 'rate limit' });
    const client = redis;
    fastify.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  // Issue 11: while Redis cannot answer, each process counts on its own. A client then gets at
  // most N × max tries across N processes: never unlimited, and never everyone refused.
  const fallback = new LocalCounters();
  // After a failure, skip Redis for a moment: a stalled server would otherwise cost every
  // limit of every request its command timeout (login checks two limits).
  let sharedStoreSkippedUntil = 0;

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
          if (Date.now() < sharedStoreSkippedUntil) throw new Error('shared store skipped');
          result = await check(request);
        } catch (error) {
          if (Date.now() >= sharedStoreSkippedUntil) {
            sharedStoreSkippedUntil = Date.now() + SHARED_STORE_PAUSE_MS;
            request.log.warn(
              { err: error, limit: name },
              'rate limit: store unavailable, counting in this process',
            );
          }
          const counted = fallback.hit(`${name}:${key(request) ?? ''}`, limit);
          if (counted.allowed) return;
          void reply.header('retry-after', counted.retryAfterSeconds);
          throw new TooManyRequestsError();
        }
        if (result.isAllowed || !result.isExceeded) return;
        void reply.header('retry-after', result.ttlInSeconds);
        throw new TooManyRequestsError();
      };
    },
  );
}

/**
 * Fixed-window counters in this process's memory, the fallback when the shared store fails.
 * Bounded: past MAX_KEYS the expired windows are dropped, then the oldest.
 */
class LocalCounters {
  private static readonly MAX_KEYS = 50_000;
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, limit: Limit, now = Date.now()) {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= LocalCounters.MAX_KEYS) this.prune(now);
      window = { count: 0, resetAt: now + limit.timeWindow };
      this.windows.set(key, window);
    }
    window.count++;
    return {
      allowed: window.count <= limit.max,
      retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
    };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Maps keep insertion order: the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size < LocalCounters.MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * @fastify/rate-limit with the app's limits (DESIGN §4), in Redis when `redisUrl` is set and in
 * memory otherwise. Wrapped with fastify-plugin so `rateLimitHook` is visible to sibling modules.
 */
export const rateLimitPlugin: FastifyPluginAsync<RateLimitsOptions> = fp(rateLimits, {
  name: 'storefront-rate-limits',
  fastify: '5.x',
});
