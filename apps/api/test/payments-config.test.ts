import { describe, expect, it } from 'vitest';
import { checkServerConfig, loadConfig } from '../src/platform/config';

describe('payment configuration (DESIGN §6)', () => {
  it('defaults to the sandbox with a random signing secret per start', () => {
    const first = loadConfig({});
    const second = loadConfig({});
    expect(first.PAYMENT_PROVIDER).toBe('sandbox');
    expect(first.SANDBOX_WEBHOOK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.SANDBOX_WEBHOOK_SECRET).not.toBe(second.SANDBOX_WEBHOOK_SECRET);
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: 'x'.repeat(40) }).SANDBOX_WEBHOOK_SECRET).toBe(
      'x'.repeat(40),
    );
  });

  it('a server on PostgreSQL needs the sandbox secret that all its processes share', () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' };
    expect(() => checkServerConfig(loadConfig(env), env)).toThrow(
      /SANDBOX_WEBHOOK_SECRET: required when DATABASE_URL is set/,
    );
    const shared = { ...env, SANDBOX_WEBHOOK_SECRET: 's'.repeat(32) };
    expect(() => checkServerConfig(loadConfig(shared), shared)).not.toThrow();
    // The embedded database serves one process: its random secret is enough.
    expect(() => checkServerConfig(loadConfig({}), {})).not.toThrow();
    // Stripe signs its own notifications.
    const stripe = {
      ...env,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => checkServerConfig(loadConfig(stripe), stripe)).not.toThrow();
  });

  it('stripe needs its secret key and webhook secret', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow('STRIPE_WEBHOOK_SECRET');
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
    });
    expect(config.STRIPE_API_BASE).toBe('http://127.0.0.1:12111');
  });

  it.each([
    ['PAYMENT_PROVIDER', 'paypal'],
    ['STRIPE_SECRET_KEY', 'pk_test_publishable'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_BASE', 'ftp://example.com'],
    ['SANDBOX_WEBHOOK_SECRET', 'short'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
