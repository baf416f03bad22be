import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createRedisClient } from './redis';

/**
 * A message between the API processes (DESIGN §2 scaling): Redis pub/sub when Redis is
 * configured, else PostgreSQL's LISTEN/NOTIFY when the shop runs on a PostgreSQL server, else
 * (the embedded database, one process) within the process. The catalog cache's invalidations
 * and the kitchen board's events travel this way, each on its own channel.
 */
export interface Bus {
  /** Tells every process, this one included, through the channel. */
  publish(): Promise<void>;
  close(): Promise<void>;
}

export interface BusOptions {
  channel: string;
  redisUrl?: string | undefined;
  postgresUrl?: string | undefined;
  logger: FastifyBaseLogger;
  /** Names the connections in logs and in pg_stat_activity. */
  role: string;
  /** A message arrived (from another process or this one). */
  onMessage(): void;
  /**
   * Whether this process hears the channel now; on `true` after a gap the owner assumes it may
   * have missed messages. Without Redis or PostgreSQL the process always hears itself.
   */
  onHearing(hearing: boolean): void;
}

const FIRST_SUBSCRIPTION_WAIT_MS = 1_000;
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * PostgreSQL's LISTEN/NOTIFY on one connection of its own (a pooled one would drop the LISTEN
 * when returned). A lost connection is opened again with a growing pause.
 */
async function listenOnPostgres(url: string, options: BusOptions): Promise<Bus> {
  const channel = options.channel.replace(/[^a-z0-9_]/gi, '_');
  const { logger, role } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      // Operators see what the session is in pg_stat_activity.
      application_name: role,
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      options.onHearing(false);
      if (error) logger.warn({ err: error }, `${role}: connection lost`);
      next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) options.onMessage();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      logger.warn({ err: error }, `${role}: could not listen`);
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    attempt = 0;
    client = next;
    options.onHearing(true);
  };
  const schedule = () => {
    if (closed) return;
    const delay = LISTEN_RETRY_MS[Math.min(attempt++, LISTEN_RETRY_MS.length - 1)];
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  // A healthy server answers at once; an absent one must not hold the start for long.
  await Promise.race([connect(), sleep(FIRST_SUBSCRIPTION_WAIT_MS)]);
  return {
    async publish() {
      if (!client) throw new Error('not connected to PostgreSQL');
      await client.query('select pg_notify($1, $2)', [channel, String(Date.now())]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

/** Redis pub/sub: one connection publishes, one subscribes (again on each reconnection). */
async function subscribeOnRedis(url: string, options: BusOptions): Promise<Bus> {
  const { channel, logger, role } = options;
  const publisher = createRedisClient(url, { logger, role });
  const subscriber = createRedisClient(url, {
    logger,
    role: `${role} subscription`,
    subscriber: true,
  });
  subscriber.on('message', (from) => {
    if (from === channel) options.onMessage();
  });
  subscriber.on('close', () => options.onHearing(false));
  // On each (re)connection: once the server confirms the subscription (a repeated SUBSCRIBE is
  // harmless), nothing can be missed any more. The start does not wait long for Redis.
  let subscribed: () => void = () => {};
  const firstSubscription = new Promise<void>((resolve) => (subscribed = resolve));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        options.onHearing(true);
        subscribed();
      },
      (error: unknown) => {
        logger.warn({ err: error }, `${role}: could not subscribe`);
      },
    );
  });
  // The publisher fails at once while it is not connected (no offline queue): a process that
  // has just started would drop its first invalidations if the start did not wait for it too.
  const publisherReady = new Promise<void>((resolve) => publisher.once('ready', () => resolve()));
  await Promise.race([
    Promise.all([firstSubscription, publisherReady]),
    sleep(FIRST_SUBSCRIPTION_WAIT_MS),
  ]);
  return {
    async publish() {
      await publisher.publish(channel, String(Date.now()));
    },
    async close() {
      for (const client of [publisher, subscriber]) {
        await client.quit().catch(() => client.disconnect());
      }
    },
  };
}

export async function createBus(options: BusOptions): Promise<Bus> {
  if (options.redisUrl) return subscribeOnRedis(options.redisUrl, options);
  if (options.postgresUrl) return listenOnPostgres(options.postgresUrl, options);
  options.onHearing(true);
  return {
    async publish() {
      options.onMessage();
    },
    async close() {},
  };
}
