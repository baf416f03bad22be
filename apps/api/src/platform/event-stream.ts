import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** What a browser waits before reconnecting after a dropped stream. */
const RETRY_MS = 2_000;

export interface StreamEvent {
  /** The event's number: the client resumes after the last one it received. */
  id: number;
  event: string;
  data: unknown;
}

/**
 * Answers a request with a Server-Sent Events stream (issue 15): after `cursor`, whatever
 * `read` finds, each time the kitchen feed wakes (a change in any process, or its safety poll);
 * `read` answers the events after a cursor, oldest first, an empty list when there are none. The
 * stream ends when the client leaves or the server closes.
 */
export function serveEventStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  start: number,
  read: (cursor: number) => Promise<StreamEvent[]>,
): void {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Nginx and similar proxies must pass events on at once.
    'x-accel-buffering': 'no',
  });
  out.write(`retry: ${RETRY_MS}\n\n`);

  let cursor = start;
  let reading = false;
  let again = false;
  let open = true;
  const send = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const events = await read(cursor);
        for (const event of events) {
          if (!open) return;
          out.write(
            `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`,
          );
          cursor = event.id;
        }
        again ||= events.length > 0;
      } while (again && open);
    } catch (error) {
      request.log.warn({ err: error }, 'event stream: could not read events');
    } finally {
      reading = false;
    }
  };
  const stop = app.kitchenFeed.listen(() => void send());
  const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const close = () => {
    if (!open) return;
    open = false;
    stop();
    clearInterval(keepAlive);
    app.kitchenStreams.delete(close);
    out.end();
  };
  app.kitchenStreams.add(close);
  request.raw.on('close', close);
  void send();
}

/** The event id a client resumes after: the Last-Event-ID header, else the query's. */
export function resumeAfter(request: FastifyRequest, fromQuery: number | undefined) {
  const header = Number(request.headers['last-event-id']);
  return Number.isInteger(header) && header >= 0 ? header : fromQuery;
}
