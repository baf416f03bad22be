import type { FastifyBaseLogger } from 'fastify';
import { createBus } from '../../../platform/bus';

/** How often a process looks for new events even without a message (one lost on the bus). */
const SAFETY_POLL_MS = 5_000;

/**
 * Issue 15 item 3: the kitchen board's wake-up call. A change that puts an order on the board or
 * moves it (paid, a kitchen step, completed, cancelled) publishes after its commit; every API
 * process hears it through the bus (Redis, LISTEN/NOTIFY, or itself) and each open stream reads
 * the events after its own cursor from the database, so no event is missed or sent twice.
 */
export interface KitchenFeed {
  /** Called when there may be new events; answers how to stop listening. */
  listen(wake: () => void): () => void;
  publish(): Promise<void>;
  close(): Promise<void>;
}

export async function createKitchenFeed(options: {
  redisUrl?: string | undefined;
  postgresUrl?: string | undefined;
  channel?: string;
  logger: FastifyBaseLogger;
}): Promise<KitchenFeed> {
  const listeners = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of listeners) wake();
  };
  const bus = await createBus({
    channel: options.channel ?? 'storefront:kitchen',
    redisUrl: options.redisUrl,
    postgresUrl: options.postgresUrl,
    logger: options.logger,
    role: 'storefront kitchen events',
    onMessage: wakeAll,
    // After a gap the streams look again: whatever happened meanwhile is in the database.
    onHearing: (hearing) => {
      if (hearing) wakeAll();
    },
  });
  const poll = setInterval(wakeAll, SAFETY_POLL_MS);
  poll.unref();
  return {
    listen(wake) {
      listeners.add(wake);
      return () => listeners.delete(wake);
    },
    async publish() {
      try {
        await bus.publish();
      } catch (error) {
        // The streams' safety poll brings the change within seconds.
        options.logger.warn({ err: error }, 'kitchen feed: could not publish');
        wakeAll();
      }
    },
    async close() {
      clearInterval(poll);
      listeners.clear();
      await bus.close();
    },
  };
}
