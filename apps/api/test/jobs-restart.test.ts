import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { withPgClient } from './helpers/postgres';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-server';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-app';

/**
 * Issue 11 item 3: queued mails survive the process. A process whose mail server refuses
 * everything is killed (SIGKILL, no goodbye) with mails waiting for a retry; the next process on
 * the same database sends each of them, once.
 */

const SHOP = 'orders@lunchbox.example.com';

/** Waits until `count` mail jobs wait for their retry in the job table. */
async function untilRetrying(url: string, count: number) {
  await withPgClient(url, async (client) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state = 'retry'`,
      );
      if ((rows[0]?.n ?? 0) >= count) return;
      if (Date.now() > deadline) expect.fail(`${rows[0]?.n ?? 0} of ${count} mails wait to retry`);
      await sleep(50);
    }
  });
}

/** A customer's contact-form message with this subject, sent to a server process. */
function contactUs(baseUrl: string, subject: string) {
  return fetch(`${baseUrl}/api/contact-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Amira Haddad',
      email: 'amira@example.com',
      subject,
      message: 'Do you deliver to Seef on Fridays?',
      language: 'en',
    }),
  });
}

describe.each(databaseKinds)('mail jobs across a crash on %s', (kind) => {
  let smtp: SmtpStandIn | undefined;
  let database: TestDatabase | undefined;
  const processes: ServerProcess[] = [];
  let dataDir: string | undefined;

  /** The processes' settings: this mail server, and on PostgreSQL a database of the test's. */
  async function processEnv(server: SmtpStandIn, extra: Record<string, string> = {}) {
    const env: Record<string, string> = { SMTP_URL: server.url, ADMIN_EMAIL: SHOP, ...extra };
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      env.DATABASE_URL = database.url!;
      env.SANDBOX_WEBHOOK_SECRET = randomBytes(24).toString('hex');
    }
    return env;
  }

  afterEach(async () => {
    for (const process of processes.splice(0)) await process.stop('SIGKILL');
    await smtp?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends every mail queued before a kill -9 exactly once after the restart', async () => {
    smtp = await startSmtpStandIn();
    smtp.refuse(true);
    const env = await processEnv(smtp, { MAIL_RETRY_DELAY_SECONDS: '5', RATE_LIMIT_SCALE: '100' });

    const first = await startServerProcess({ env });
    processes.push(first);
    dataDir = first.dataDir;
    const subjects = ['First question', 'Second question', 'Third question'];
    for (const subject of subjects) {
      expect((await contactUs(first.baseUrl, subject)).status).toBe(200);
    }
    // Each mail was tried once and refused: all three wait for their retry in the database.
    const deadline = Date.now() + 20_000;
    while (smtp.refused() < subjects.length) {
      if (Date.now() > deadline) expect.fail(`refused ${smtp.refused()} of ${subjects.length}`);
      await sleep(50);
    }
    // On PostgreSQL the job table says when each refusal is recorded; killed before that, a
    // mail stays taken until its expiry (another process may be sending it). The embedded
    // database's next process takes such a mail again at once (jobs.ts releaseOrphanedJobs),
    // so there the kill may come at any moment.
    if (database?.url) await untilRetrying(database.url, subjects.length);
    await first.stop('SIGKILL', { keepData: true });
    processes.splice(0);
    expect(smtp.received).toEqual([]);

    smtp.refuse(false);
    const second = await startServerProcess({ env, dataDir: first.dataDir });
    processes.push(second);
    const sentBy = Date.now() + 60_000;
    while (smtp.received.length < subjects.length) {
      if (Date.now() > sentBy) expect.fail(`sent ${smtp.received.length} of ${subjects.length}`);
      await sleep(100);
    }
    // Nothing comes twice, even after further polls.
    await sleep(3_000);
    const sentSubjects = smtp.received.map((mail) =>
      /^Subject: Contact form: (.*)$/m.exec(mail.raw)?.[1]?.trim(),
    );
    expect(sentSubjects.sort()).toEqual([...subjects].sort());
    expect(smtp.received.every((mail) => mail.to.join() === SHOP)).toBe(true);
  }, 120_000);

  it('on SIGTERM lets a mail being sent finish, then exits 0; the next process does not send it again', async () => {
    smtp = await startSmtpStandIn();
    smtp.delay(2_500);
    const env = await processEnv(smtp);
    const first = await startServerProcess({ env });
    processes.push(first);
    dataDir = first.dataDir;
    expect((await contactUs(first.baseUrl, 'Sent while stopping')).status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (smtp.started() < 1) {
      if (Date.now() > deadline) expect.fail('the mail server never got the mail');
      await sleep(20);
    }
    // The mail server is still chewing on it: stop the process now.
    expect(await first.stop('SIGTERM', { keepData: true })).toBe(0);
    processes.splice(0);
    expect(smtp.received).toHaveLength(1);

    smtp.delay(0);
    const second = await startServerProcess({ env, dataDir: first.dataDir });
    processes.push(second);
    await sleep(4_000);
    expect(smtp.received).toHaveLength(1);
  }, 120_000);
});
