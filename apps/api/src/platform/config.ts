import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { repositoryRoot } from '../paths';

const defaultDataDir = path.join(repositoryRoot, 'data');

/** An http(s) URL, without a trailing slash (paths are appended to it). */
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/** DESIGN §2: configuration is environment variables, validated at start. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    /** Default: `data/` at the repository root, whichever folder npm runs a script from. */
    DATA_DIR: z.string().min(1).default(defaultDataDir),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * Named prepared statements on PostgreSQL (decision 045). Turn off behind a connection pooler
     * in transaction mode that does not carry prepared statements between server sessions.
     */
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(true),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /**
     * Uploaded pictures in an S3-compatible bucket instead of DATA_DIR/uploads (decision 043):
     * AWS S3, MinIO, Garage, Ceph… `S3_ENDPOINT` for a server other than AWS; credentials from
     * these variables or the SDK's usual chain (an instance role).
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Key prefix inside the bucket (e.g. `shop-1/`), to share a bucket. */
    S3_PREFIX: z.string().max(200).optional(),
    /** Path-style addressing; defaults to on with S3_ENDPOINT (most S3-compatible servers). */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    /**
     * The first wait before a mail is tried again (platform/jobs.ts); each further wait doubles.
     * Five retries: 30 s gives up after about a quarter of an hour.
     */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    ADMIN_EMAIL: z.email().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Multiplies every rate limit (DESIGN §4). 1 in production; a browser-test server that signs
     * up many shoppers from one address raises it.
     */
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
    /** Built storefront to serve; absent in API-only tests. */
    WEB_DIST_DIR: z.string().optional(),
    /**
     * Proxies whose X-Forwarded-For to believe: comma-separated addresses, CIDR ranges or the
     * names loopback, linklocal, uniquelocal (Fastify's trustProxy). Unset, the connection's
     * own address counts, so nobody picks the address the rate limits see by sending a header.
     */
    TRUST_PROXY: z
      .string()
      .regex(
        /^\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*\s*$/,
        'must be comma-separated addresses, CIDR ranges or loopback/linklocal/uniquelocal',
      )
      .optional(),
    /**
     * Social sign-in (DESIGN §4). Without a client id the provider is off and its button hidden.
     * The endpoints are configurable so tests verify against a local stand-in provider.
     */
    GOOGLE_CLIENT_ID: z.string().min(1).max(255).optional(),
    GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
    /** Accepted `iss` of Google ID tokens; Google's two spellings when absent. */
    GOOGLE_ISSUER: z.string().min(1).optional(),
    FACEBOOK_APP_ID: z
      .string()
      .regex(/^\d{1,32}$/, 'must be the numeric app id')
      .optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).max(255).optional(),
    FACEBOOK_GRAPH_URL: httpUrl.default('https://graph.facebook.com/v19.0'),
    /** DESIGN §6: `sandbox` (the shop's own payment page, no money moves) or `stripe`. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_[A-Za-z0-9_]+$/,
        'must be a Stripe secret key (sk_…) or restricted key (rk_…)',
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be the webhook signing secret (whsec_…)')
      .optional(),
    /** A stand-in of Stripe's API (tests); Stripe's own api.stripe.com when absent. */
    STRIPE_API_BASE: httpUrl.optional(),
    /**
     * Signs the sandbox page's notifications. Default: a random secret made at start, which only
     * works while one process serves both the page and its notifications: required with
     * DATABASE_URL (checkServerConfig).
     */
    SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((env, context) => {
    // Half a Facebook configuration would show a button whose every sign-in fails.
    if ((env.FACEBOOK_APP_ID === undefined) !== (env.FACEBOOK_APP_SECRET === undefined)) {
      const missing = env.FACEBOOK_APP_ID === undefined ? 'FACEBOOK_APP_ID' : 'FACEBOOK_APP_SECRET';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set together or not at all',
      });
    }
  })
  .superRefine((env, context) => {
    if (env.PAYMENT_PROVIDER !== 'stripe') return;
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (env[name] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'required when PAYMENT_PROVIDER is stripe',
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SANDBOX_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
  }));

export type Config = z.infer<typeof configSchema>;

/** Never print a password from DATABASE_URL. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * What the server needs beyond the variables' own checks (the CLIs, which never take payments,
 * do not): with PostgreSQL several API processes may serve the shop, and each must check the
 * sandbox's notifications with the same secret (issue 11): a secret made at random per process
 * would refuse every payment another process's page signed.
 */
export function checkServerConfig(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): void {
  if (config.DATABASE_URL && config.PAYMENT_PROVIDER === 'sandbox' && !env.SANDBOX_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SANDBOX_WEBHOOK_SECRET: required when DATABASE_URL is set, the ' +
        'same for every API process (at least 32 characters, e.g. `openssl rand -hex 32`)',
    );
  }
}

/** Parses the environment; a bad value stops the start with every offending variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
