import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminFailedMailsResponseSchema, adminPaths, API_ROOT } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { MailMessage } from '../src/platform/mail';
import pino from 'pino';
import { openDatabase, refreshPlannerStatistics } from '../src/db/client';
import {
  EXPIRE_PAYMENTS_QUEUE,
  GUEST_CARTS_QUEUE,
  MAIL_QUEUE,
  PLANNER_STATISTICS_QUEUE,
  startJobs,
} from '../src/platform/jobs';
import { adminSession, send } from './helpers/admin';
import {
  answerOf,
  createTestDatabase,
  databaseKinds,
  failBody,
  okBody,
  rowsOf,
  useTestApp,
  type TestApp,
} from './helpers/test-app';

/**
 * Issue 11 item 3: mails are durable jobs (pg-boss in the shop's database), enqueued with the
 * change that causes them, retried with backoff, kept as failed for operators to retry.
 */

const SHOP = 'orders@lunchbox.example.com';

const contact = (subject: string) => ({
  name: 'Amira Haddad',
  email: 'amira@example.com',
  subject,
  message: 'Do you deliver to Seef on Fridays?',
  language: 'en',
});

async function postContact(t: TestApp, subject: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `${API_ROOT}/contact-us`,
    payload: contact(subject),
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) expect.fail(`${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function mailJobsTo(t: TestApp, to: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND data->>'to' = ${to}`,
  );
  return row?.n ?? 0;
}

describe.each(databaseKinds)('job queue on %s', (kind) => {
  describe('a mail the mail server refuses twice', () => {
    const sent: MailMessage[] = [];
    let attempts = 0;
    const t = useTestApp(kind, {
      env: { ADMIN_EMAIL: SHOP },
      mailer: {
        async send(message) {
          attempts++;
          if (attempts <= 2) throw new Error('421 4.3.2 Service not available, try later');
          sent.push(message);
        },
      },
      mailRetries: { retryLimit: 3, retryDelaySeconds: 1 },
    });

    it('is retried with a growing delay and sent exactly once', async () => {
      const started = Date.now();
      await postContact(t.current, 'Retried question');
      await until(
        'the mail is sent',
        () => sent.length,
        (n) => n === 1,
      );
      // Delays of 1 s then 2 s (backoff) before the third attempt.
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
      expect(attempts).toBe(3);
      expect(sent[0]).toMatchObject({ to: SHOP, subject: 'Contact form: Retried question' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(sent).toHaveLength(1);
    });
  });

  describe('a mail that fails every attempt', () => {
    const sent: MailMessage[] = [];
    let serverDown = true;
    const t = useTestApp(kind, {
      env: { ADMIN_EMAIL: SHOP },
      mailer: {
        async send(message) {
          if (serverDown) throw new Error('550 5.1.1 Mailbox unavailable');
          sent.push(message);
        },
      },
      mailRetries: { retryLimit: 1, retryDelaySeconds: 1 },
    });

    it('is kept as failed, shown in the back office, and sent once when an operator retries it', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const list = async () =>
        okBody(
          await send(t.current.app, 'GET', `${API_ROOT}${adminPaths.failedMails}?language=en`, {
            token,
          }).then(answerOf),
          adminFailedMailsResponseSchema,
        ).responseData.data;

      await postContact(t.current, 'Never delivered');
      const [failed] = await until('the mail listed as failed', list, (rows) => rows.length === 1);
      expect(failed).toMatchObject({
        to: SHOP,
        subject: 'Contact form: Never delivered',
        attempts: 2,
        error: '550 5.1.1 Mailbox unavailable',
      });
      expect(sent).toHaveLength(0);

      const retryUrl = `${API_ROOT}${adminPaths.failedMailRetry(failed!.id)}`;
      // Customers and guests cannot see or retry it (the back office's gate).
      expect(
        (await send(t.current.app, 'GET', `${API_ROOT}${adminPaths.failedMails}`)).statusCode,
      ).toBe(401);

      serverDown = false;
      const retried = await send(t.current.app, 'POST', retryUrl, {
        token,
        payload: { language: 'fr' },
      });
      expect(retried.statusCode).toBe(200);
      expect(retried.json<{ responseText: string }>().responseText).toBe(
        translateMessage('admin_mail_retried', 'fr'),
      );
      await until(
        'the retried mail is sent',
        () => sent.length,
        (n) => n === 1,
      );
      expect(await list()).toEqual([]);

      // Once sent it is no longer a failed mail: a second retry changes nothing.
      const again = await send(t.current.app, 'POST', retryUrl, { token, payload: {} });
      const body = failBody(answerOf(again), 404);
      expect(body.responseText).toBe(translateMessage('admin_mail_not_failed', 'en'));
      const malformed = await send(
        t.current.app,
        'POST',
        `${API_ROOT}${adminPaths.failedMailRetry('not-a-job')}`,
        { token, payload: {} },
      );
      expect(malformed.statusCode).toBe(422);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(sent).toHaveLength(1);
    });
  });

  describe('enqueueing', () => {
    const t = useTestApp(kind);

    it('is part of the transaction of the change: a rollback leaves no job, a commit one', async () => {
      const message = (to: string) => ({ to, subject: 'Order', text: 'Your order' });
      await expect(
        t.current.db.transaction(async (tx) => {
          await t.current.jobs.enqueueMail(tx, message('rolled-back@example.com'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await mailJobsTo(t.current, 'rolled-back@example.com')).toBe(0);

      await t.current.db.transaction(async (tx) => {
        await t.current.jobs.enqueueMail(tx, message('committed@example.com'));
      });
      expect(await mailJobsTo(t.current, 'committed@example.com')).toBe(1);
    });

    it('schedules the sweep of expired payment sessions every minute', async () => {
      const schedules = await rowsOf(
        t.current.db,
        sql`SELECT name, cron FROM pgboss.schedule WHERE name = ${EXPIRE_PAYMENTS_QUEUE}`,
      );
      expect(schedules).toEqual([{ name: EXPIRE_PAYMENTS_QUEUE, cron: '* * * * *' }]);
    });

    it('schedules the deletion of unreachable guest carts once a day', async () => {
      const schedules = await rowsOf(
        t.current.db,
        sql`SELECT name, cron FROM pgboss.schedule WHERE name = ${GUEST_CARTS_QUEUE}`,
      );
      expect(schedules).toEqual([{ name: GUEST_CARTS_QUEUE, cron: '17 3 * * *' }]);
    });

    it('refreshes the planner statistics every hour on the embedded database only', async () => {
      const schedules = await rowsOf(
        t.current.db,
        sql`SELECT name, cron FROM pgboss.schedule WHERE name = ${PLANNER_STATISTICS_QUEUE}`,
      );
      // A PostgreSQL server's autovacuum gathers them on its own.
      expect(schedules).toEqual(
        kind === 'pglite' ? [{ name: PLANNER_STATISTICS_QUEUE, cron: '41 * * * *' }] : [],
      );
    });
  });
});

describe.each(databaseKinds)('planner statistics on %s', (kind) => {
  it('are gathered afresh by the refresh: a table grown since counts its new rows (500 guest carts)', async () => {
    const database = await createTestDatabase(kind);
    try {
      const { db } = database.handle;
      const estimate = async () =>
        (
          await rowsOf<{ rows: number }>(
            db,
            sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'carts'`,
          )
        )[0]?.rows;
      await refreshPlannerStatistics(database.handle);
      const before = await estimate();
      await db.execute(
        sql`INSERT INTO carts (cookie_id) SELECT md5(n::text) FROM generate_series(1, 500) AS n`,
      );
      await refreshPlannerStatistics(database.handle);
      expect(await estimate()).toBe((before ?? 0) + 500);
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('job engines starting at once', () => {
  it('several processes on a new database all start (install and queue races are retried)', async () => {
    const database = await createTestDatabase('postgres');
    // One pool per "process", as several API processes starting together have.
    const handles = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: database.url, poolSize: 4 })),
    );
    const quiet = pino({ level: 'silent' });
    try {
      const engines = await Promise.all(
        handles.map((handle) =>
          startJobs({
            database: handle,
            log: quiet,
            mailer: { send: async () => {} },
            expirePaymentSessions: async () => 0,
            deleteUnreachableGuestCarts: async () => 0,
          }),
        ),
      );
      const queues = await rowsOf<{ name: string }>(
        database.handle.db,
        sql`SELECT name FROM pgboss.queue ORDER BY name`,
      );
      // pg-boss keeps queues of its own (__pgboss__…) beside the shop's.
      const shopQueues = queues.map((queue) => queue.name).filter((name) => !name.startsWith('__'));
      expect(shopQueues).toEqual([EXPIRE_PAYMENTS_QUEUE, GUEST_CARTS_QUEUE, MAIL_QUEUE].sort());
      await Promise.all(engines.map((engine) => engine.stop(5_000)));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    }
  }, 60_000);
});
