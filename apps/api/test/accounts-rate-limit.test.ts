import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import {
  PASSWORD,
  officePayload,
  post,
  register,
  uniqueEmail,
  useShopTestApp,
} from './helpers/accounts';
import { databaseKinds, failBody, okBody } from './helpers/test-app';

/** Counters in memory always; in Redis too when the environment offers one (DESIGN §2). */
const stores = [
  { store: 'memory', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ store: 'redis', redisUrl: process.env.REDIS_URL }] : []),
];
const cases = databaseKinds.flatMap((kind) => stores.map((store) => ({ kind, ...store })));
/** Every limit here counts over one minute; only its number of requests differs. */
const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

describe.each(cases)('account rate limits on $kind with $store counters', ({ kind, redisUrl }) => {
  const { t, places } = useShopTestApp(kind, {
    ...(redisUrl ? { redisUrl } : {}),
    limits: {
      loginPerIp: perMinute(4),
      loginPerEmail: perMinute(2),
      registerPerIp: perMinute(3),
      registerPerEmail: perMinute(2),
      forgotPerIp: perMinute(3),
      forgotPerEmail: perMinute(1),
    },
  });

  const loginFrom = (remoteAddress: string, email: string, password = PASSWORD) =>
    post(t.current.app, '/api/login', { email, password, language: 'de' }, { remoteAddress });

  it('stops password guessing on one account (per e-mail), even with the right password', async () => {
    const payload = officePayload(places);
    await register(t.current.app, payload);
    failBody(await loginFrom('10.10.0.1', payload.email, 'wrong password 1'), 401);
    failBody(await loginFrom('10.10.0.2', payload.email.toUpperCase(), 'wrong password 2'), 401);
    const blocked = await loginFrom('10.10.0.3', payload.email);
    expect(failBody(blocked, 429).responseText).toBe(translateMessage('rate_limited', 'de'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops one address trying many accounts (per address)', async () => {
    const payload = officePayload(places);
    await register(t.current.app, payload);
    for (let index = 0; index < 3; index++) {
      failBody(await loginFrom('10.11.0.1', uniqueEmail('guess')), 401);
    }
    okBody(await loginFrom('10.11.0.1', payload.email), loginResponseSchema);
    failBody(await loginFrom('10.11.0.1', payload.email), 429);
    // Another address is not affected.
    okBody(await loginFrom('10.11.0.2', payload.email), loginResponseSchema);
  });

  it('limits registrations per address and per e-mail', async () => {
    const email = uniqueEmail('twice');
    const registerFrom = (remoteAddress: string, change: Record<string, unknown>) =>
      post(t.current.app, '/api/register', officePayload(places, change), { remoteAddress });
    expect((await registerFrom('10.12.0.1', { email })).status).toBe(200);
    expect((await registerFrom('10.12.0.2', { email })).status).toBe(409);
    failBody(await registerFrom('10.12.0.3', { email }), 429);

    expect((await registerFrom('10.13.0.1', {})).status).toBe(200);
    expect((await registerFrom('10.13.0.1', {})).status).toBe(200);
    expect((await registerFrom('10.13.0.1', { name: '' })).status).toBe(422);
    failBody(await registerFrom('10.13.0.1', {}), 429);
  });

  it('limits reset mails per e-mail and per address', async () => {
    const forgotFrom = (remoteAddress: string, email: string) =>
      post(t.current.app, '/api/forgot-password', { email, language: 'fr' }, { remoteAddress });
    const email = uniqueEmail('forgetful');
    expect((await forgotFrom('10.14.0.1', email)).status).toBe(200);
    const blocked = failBody(await forgotFrom('10.14.0.2', email), 429);
    expect(blocked.responseText).toBe(translateMessage('rate_limited', 'fr'));

    for (let index = 0; index < 3; index++) {
      expect((await forgotFrom('10.15.0.1', uniqueEmail('f'))).status).toBe(200);
    }
    failBody(await forgotFrom('10.15.0.1', uniqueEmail('f')), 429);
  });
});
