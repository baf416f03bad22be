import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactResponseSchema } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { contactMessages } from '../src/db/schema';
import { databaseKinds, failBody, okBody, send, useTestApp } from './helpers/test-app';

/** Counters in memory always; in Redis too when the environment offers one (DESIGN §2). */
const stores = [
  { store: 'memory', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ store: 'redis', redisUrl: process.env.REDIS_URL }] : []),
];
const cases = databaseKinds.flatMap((kind) => stores.map((store) => ({ kind, ...store })));

describe.each(cases)('contact rate limits on $kind with $store counters', ({ kind, redisUrl }) => {
  const t = useTestApp(kind, {
    ...(redisUrl ? { redisUrl } : {}),
    limits: {
      contactPerIp: { max: 3, timeWindow: 60_000 },
      contactPerEmail: { max: 2, timeWindow: 60_000 },
    },
  });

  // Each run uses its own e-mails, so counts in a shared Redis never carry over between runs
  // (the helper also gives every app a fresh key prefix).
  const run = randomBytes(4).toString('hex');

  const contact = (email: string, remoteAddress: string) =>
    send(t.current.app, {
      method: 'POST',
      url: '/api/contact-us',
      remoteAddress,
      payload: {
        name: 'Jonas Weber',
        email,
        subject: 'Opening hours',
        message: 'Are you open on Fridays?',
        language: 'de',
      },
    });

  async function stored() {
    const [row] = await t.current.db.select({ n: count() }).from(contactMessages);
    return row?.n ?? 0;
  }

  it('limits messages per e-mail address, whatever the client address', async () => {
    const email = `jonas-${run}@example.com`;
    okBody(await contact(email, '10.1.0.1'), contactResponseSchema);
    // The e-mail counter ignores case: the same mailbox written differently is the same sender.
    okBody(await contact(email.toUpperCase(), '10.1.0.2'), contactResponseSchema);
    const before = await stored();
    const third = await contact(email, '10.1.0.3');
    expect(failBody(third, 429).responseText).toBe(translateMessage('rate_limited', 'de'));
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
  });

  it('limits requests per client address, whatever the e-mail', async () => {
    const address = '10.2.0.1';
    for (let index = 0; index < 3; index++) {
      okBody(await contact(`visitor${index}-${run}@example.com`, address), contactResponseSchema);
    }
    const before = await stored();
    const fourth = await contact(`visitor9-${run}@example.com`, address);
    expect(failBody(fourth, 429).responseText).toBe(translateMessage('rate_limited', 'de'));
    expect(await stored()).toBe(before);
    // Another address is not affected.
    okBody(await contact(`visitor8-${run}@example.com`, '10.2.0.2'), contactResponseSchema);
  });

  it('counts invalid requests against the address too', async () => {
    const address = '10.3.0.1';
    for (let index = 0; index < 3; index++) {
      const answer = await send(t.current.app, {
        method: 'POST',
        url: '/api/contact-us',
        remoteAddress: address,
        payload: { language: 'fr' },
      });
      failBody(answer, 422);
    }
    const blocked = failBody(await contact(`late-${run}@example.com`, address), 429);
    expect(blocked.responseText).toBe(translateMessage('rate_limited', 'de'));
  });
});

describe.each(databaseKinds)('RATE_LIMIT_SCALE on %s', (kind) => {
  // The limits below, doubled: a browser-test server raises them this way (e2e/support/server.ts).
  const t = useTestApp(kind, {
    limits: { contactPerEmail: { max: 2, timeWindow: 60_000 } },
    rateLimitScale: 2,
  });

  it('multiplies every limit', async () => {
    const email = `scaled-${randomBytes(4).toString('hex')}@example.com`;
    const contact = () =>
      send(t.current.app, {
        method: 'POST',
        url: '/api/contact-us',
        payload: { name: 'Ana Silva', email, subject: 'Menu', message: 'Hello', language: 'en' },
      });
    for (let sent = 0; sent < 4; sent++) okBody(await contact(), contactResponseSchema);
    failBody(await contact(), 429);
  });
});
