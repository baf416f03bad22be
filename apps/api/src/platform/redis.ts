import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The longest a request may wait on Redis (issue 11). Past it the caller takes its stated
 * fallback: rate limits count in this process, the catalog cache reads the database.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

/**
 * A Redis client that fails fast instead of making requests wait: commands time out after
 * REDIS_COMMAND_TIMEOUT_MS (a stalled server), and while the connection is down they fail at once
 * instead of queueing (a stopped server). ioredis keeps reconnecting in the background, so
 * recovery is automatic when Redis returns.
 *
 * `subscriber`: a connection in subscribe mode sends no request-path commands; it keeps the
 * offline queue so its SUBSCRIBE waits for the first connection, and ioredis subscribes again
 * after each reconnection.
 */
export function createRedisClient(
  url: string,
  options: { logger: FastifyBaseLogger; role: string; subscriber?: boolean },
): Redis {
  const client = new Redis(url, {
    connectTimeout: 1_000,
    // Back off up to 2 s between reconnection attempts, forever.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    ...(options.subscriber
      ? {}
      : {
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
        }),
  });
  // Without a listener an 'error' event would end the process; one line per outage is enough.
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    options.logger.warn({ err: error }, `${options.role}: redis unavailable`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    options.logger.info(`${options.role}: redis available again`);
  });
  return client;
}
