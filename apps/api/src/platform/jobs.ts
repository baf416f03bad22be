import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { refreshPlannerStatistics, type DatabaseHandle, type Executor } from '../db/client';
import type { Mailer, MailMessage } from './mail';

/**
 * Durable background work (issue 11, decision 042) on pg-boss: its tables live in the shop's
 * database (schema `pgboss`), on PostgreSQL and on the embedded database alike, so a job is
 * enqueued in the same transaction as the change that causes it and survives a crash or a
 * restart. Every API process works the queues; a job is taken by one of them.
 */

export const MAIL_QUEUE = 'mail';
export const EXPIRE_PAYMENTS_QUEUE = 'expire-payment-sessions';
export const PLANNER_STATISTICS_QUEUE = 'refresh-planner-statistics';
export const GUEST_CARTS_QUEUE = 'delete-unreachable-guest-carts';

/** Mail retries: 30 s, 1, 2, 4, 8 min (pg-boss doubles the delay), then failed. */
export const MAIL_RETRIES = { retryLimit: 5, retryDelaySeconds: 30 };

export interface JobsOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Cancels the orders whose payment session ran out; answers how many it cancelled. */
  expirePaymentSessions: () => Promise<number>;
  /** Deletes the guest carts whose cookie has run out; answers how many it deleted. */
  deleteUnreachableGuestCarts: () => Promise<number>;
  /** Overrides of MAIL_RETRIES (tests: seconds instead of minutes). */
  mailRetries?: Partial<typeof MAIL_RETRIES>;
  /** How often an idle worker looks for work, in seconds; an enqueue here wakes it at once. */
  pollingIntervalSeconds?: number;
}

/** A mail job that used all its attempts, as operators see it in the back office. */
export interface FailedJob {
  id: string;
  to: string;
  subject: string;
  createdOn: Date;
  failedOn: Date | null;
  attempts: number;
  error: string;
}

export interface Jobs {
  /** Queues a mail; pass the transaction of the change that causes it. */
  enqueueMail(executor: Executor, message: MailMessage): Promise<void>;
  /** Mail jobs that failed after their last attempt, newest first. */
  listFailedMails(limit: number): Promise<FailedJob[]>;
  /** Queues a failed mail job again; false when there is no such failed job. */
  retryMail(id: string): Promise<boolean>;
  /** Queues a sweep of expired payment sessions now, besides the one every minute. */
  sweepExpiredPaymentsNow(): Promise<void>;
  /** Stops taking jobs, lets running ones end (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * pg-boss speaks `executeSql(text, values)` with `$n` placeholders; a drizzle executor (a
 * transaction) runs it as one parameterised statement.
 */
function executorDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      // Both drivers' results (pg's QueryResult, PGlite's Results) carry `rows`.
      const result: unknown = await executor.execute(bindPlaceholders(text, values));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

function bindPlaceholders(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(from, match.index)));
    chunks.push(sql`${jsonParameter(values[Number(match[1]) - 1])}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/** pg sends objects as JSON; drizzle's drivers would not all do so, so they go as JSON text. */
function jsonParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return value instanceof Date ? value : JSON.stringify(value);
  }
  return value;
}

/**
 * pg-boss installs its tables and queues on first start. Processes starting on one database at
 * once can collide there: a duplicate schema, type, table or queue row, or a deadlock between two
 * queue creations (seen in CI with two API processes behind the proxy). Every such step is
 * idempotent, so the loser runs it again on what the winner made.
 */
const STARTUP_RACE_CODES = new Set(['23505', '40P01', '42P06', '42P07', '42710']);

async function retryStartupRace<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !STARTUP_RACE_CODES.has(code) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 200));
    }
  }
}

/**
 * The embedded database serves one process at a time, so a job still active when a process
 * starts was taken by a process that died with it (kill -9, a power cut): it is taken again at
 * once, rather than after its expiry (five minutes for a mail; a sweep's would block the next
 * sweeps until then). On PostgreSQL another process may be working on it: expiry decides there.
 */
async function releaseOrphanedJobs(database: DatabaseHandle): Promise<void> {
  await database.runSql(
    `UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE state = 'active'`,
  );
}

function createBoss(options: JobsOptions): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.database.runSql(text, values) },
    // Completed jobs are kept a day for support questions ("did my mail go?"), failed ones a
    // week in the job table, where the back office lists them.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 5,
  });
  // A database fault in a poll is logged; pg-boss polls again on its own (issue 11).
  boss.on('error', (error) => options.log.warn({ err: error }, 'job queue error'));
  return boss;
}

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { log } = options;
  const retries = { ...MAIL_RETRIES, ...options.mailRetries };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = await retryStartupRace(() => createBoss(options).start());
  if (options.database.kind === 'pglite') await releaseOrphanedJobs(options.database);
  const mailQueue = {
    name: MAIL_QUEUE,
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryBackoff: true,
    // A mail that has not gone in 5 minutes counts as a failed attempt (a hung SMTP server).
    expireInSeconds: 5 * 60,
  };
  const refreshesStatistics = options.database.kind === 'pglite';
  await retryStartupRace(async () => {
    // createQueue keeps an existing queue as it was: the settings of this start apply to new jobs.
    await boss.createQueue(MAIL_QUEUE, mailQueue);
    await boss.updateQueue(MAIL_QUEUE, mailQueue);
    // One sweep (or refresh) at a time; a missed one is replaced by the next.
    const periodic = [
      EXPIRE_PAYMENTS_QUEUE,
      GUEST_CARTS_QUEUE,
      ...(refreshesStatistics ? [PLANNER_STATISTICS_QUEUE] : []),
    ];
    for (const name of periodic) {
      await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 0 });
    }
  });

  // Handlers running now: stop() lets them end before the caller closes the database.
  let running = 0;
  const tracked =
    <Args extends unknown[]>(handler: (...args: Args) => Promise<void>) =>
    async (...args: Args) => {
      running += 1;
      try {
        await handler(...args);
      } finally {
        running -= 1;
      }
    };

  const mailWorker = await boss.work<MailMessage>(
    MAIL_QUEUE,
    { pollingIntervalSeconds, batchSize: 1 },
    tracked(async ([job]) => {
      if (!job) return;
      try {
        await options.mailer.send(job.data);
      } catch (error) {
        log.warn({ err: error, jobId: job.id, to: job.data.to }, 'mail not sent; will retry');
        throw error;
      }
    }),
  );
  /** Work scheduled by cron: one worker per process, one run at a time (a singleton queue). */
  const scheduled = async (name: string, cron: string, run: () => Promise<void>) => {
    const worker = await boss.work(name, { pollingIntervalSeconds }, tracked(run));
    await retryStartupRace(() => boss.schedule(name, cron));
    return worker;
  };
  // Every minute (cron's finest step): an abandoned payment reads as cancelled within a minute
  // or two of its session's end, without any request doing the sweep.
  const sweepWorker = await scheduled(EXPIRE_PAYMENTS_QUEUE, '* * * * *', async () => {
    const cancelled = await options.expirePaymentSessions();
    if (cancelled > 0) log.info({ cancelled }, 'expired payment sessions cancelled');
  });
  // Guest carts no browser can reach any more (their cookie ran out) would otherwise stay
  // forever: once a day, at a quiet hour (UTC).
  await scheduled(GUEST_CARTS_QUEUE, '17 3 * * *', async () => {
    const deleted = await options.deleteUnreachableGuestCarts();
    if (deleted > 0) log.info({ deleted }, 'unreachable guest carts deleted');
  });
  // The embedded database runs no autovacuum, so nothing else would ever gather the planner's
  // statistics: as the shop's tables grow (orders, carts, items added in the back office), its
  // plans would stay those of the seeded shop (decision 068 saw a search skip its index). Every
  // hour; a PostgreSQL server's autovacuum does this on its own.
  if (refreshesStatistics) {
    await scheduled(PLANNER_STATISTICS_QUEUE, '41 * * * *', () =>
      refreshPlannerStatistics(options.database),
    );
  }

  return {
    async enqueueMail(executor, message) {
      await boss.send(MAIL_QUEUE, { ...message }, { db: executorDb(executor) });
      // After the caller's transaction commits, this process's worker looks at once; the
      // polling interval covers a commit that takes longer, and other processes.
      setTimeout(() => boss.notifyWorker(mailWorker), 50).unref();
    },
    async listFailedMails(limit) {
      const { rows } = await options.database.runSql(
        `SELECT id, data, created_on, completed_on, retry_count, output
           FROM pgboss.job
          WHERE name = $1 AND state = 'failed'
          ORDER BY created_on DESC
          LIMIT $2`,
        [MAIL_QUEUE, limit],
      );
      return (rows as FailedJobRow[]).map(toFailedJob);
    },
    async retryMail(id) {
      const job = await boss.getJobById(MAIL_QUEUE, id);
      if (!job || job.state !== 'failed') return false;
      await boss.retry(MAIL_QUEUE, id);
      boss.notifyWorker(mailWorker);
      return true;
    },
    async sweepExpiredPaymentsNow() {
      await boss.send(EXPIRE_PAYMENTS_QUEUE, {});
      boss.notifyWorker(sweepWorker);
    },
    async stop(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // pg-boss's stop does not wait for a fetch a worker started just before it (that job's
      // handler runs afterwards), and it marks a job completed without awaiting the write. Let
      // both finish on the database before the caller closes it: no handler running through a
      // quiet spell longer than a fetch takes, then a turn of the event loop for the write.
      let quietSince = running === 0 ? Date.now() : undefined;
      while (Date.now() < deadline && (quietSince === undefined || Date.now() - quietSince < 300)) {
        await sleep(25);
        if (running > 0) quietSince = undefined;
        else quietSince ??= Date.now();
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

interface FailedJobRow {
  id: string;
  data: unknown;
  created_on: Date | string;
  completed_on: Date | string | null;
  retry_count: number;
  output: unknown;
}

function toFailedJob(row: FailedJobRow): FailedJob {
  const data = parseJson(row.data) as Partial<MailMessage> | null;
  const output = parseJson(row.output) as { message?: unknown } | null;
  return {
    id: row.id,
    to: typeof data?.to === 'string' ? data.to : '',
    subject: typeof data?.subject === 'string' ? data.subject : '',
    createdOn: new Date(row.created_on),
    failedOn: row.completed_on === null ? null : new Date(row.completed_on),
    attempts: Number(row.retry_count) + 1,
    error: typeof output?.message === 'string' ? output.message : '',
  };
}

/** jsonb arrives parsed from pg and from PGlite's query, as text from PGlite's exec. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
