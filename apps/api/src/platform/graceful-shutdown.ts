import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish; an orchestrator's grace period is usually 30 s. */
const DRAIN_TIMEOUT_MS = 20_000;
/** Past this, the process exits whatever is still running. */
const FORCED_EXIT_MS = 28_000;

/**
 * SIGTERM and SIGINT (issue 11): stop taking connections, let the requests in flight finish,
 * then close the app (its onClose hooks: background jobs finish their running work, the
 * database pool and Redis clients close) and exit 0.
 *
 * Fastify's close alone is not enough: Node's `server.close()` calls back while a request
 * whose body is still arriving is in flight, and the database would close under it. So the
 * requests are counted here, and the app is closed only once none is left.
 */
export function installGracefulShutdown(fastify: FastifyInstance) {
  let inFlight = 0;
  // A callback hook, not an async one: no promise per request (issue 13, cached reads).
  const countDown = () => inFlight--;
  fastify.addHook('onRequest', (_request, reply, done) => {
    inFlight++;
    // 'close' comes once the answer is sent or the client has gone: counted down either way.
    reply.raw.once('close', countDown);
    done();
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    fastify.log.info({ signal, inFlight }, 'shutting down: no new connections');
    const forced = setTimeout(() => {
      fastify.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, FORCED_EXIT_MS);
    forced.unref();

    // No new connections; idle keep-alive connections are closed.
    fastify.server.close();
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    while (inFlight > 0 && Date.now() < deadline) await sleep(25);
    if (inFlight > 0) fastify.log.warn({ inFlight }, 'shutdown: requests still running');

    await fastify.close();
    fastify.log.info('stopped');
    process.exit(0);
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown(signal).catch((error: unknown) => {
        fastify.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
    });
  }
}
