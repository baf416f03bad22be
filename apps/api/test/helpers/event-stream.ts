import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

/**
 * A Server-Sent Events stream read over HTTP as a browser's fetch would: the events arrive in
 * `events` as they come; `next` waits for one that matches.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { id: '', event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).trimStart();
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') event.data += value;
          }
          if (event.data) events.push(event);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    async next(accept: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(accept);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`);
        }
        await sleep(20);
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/**
 * The status of a call that may answer an endless event stream (which `inject` would wait on
 * forever): sent over HTTP to the app, listening on a free port if it is not yet, and closed
 * once the status has arrived.
 */
export async function statusOverHttp(
  app: FastifyInstance,
  request: { url: string; headers?: Record<string, string | undefined> },
): Promise<{ status: number; contentType: string | null }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, value]],
    ),
  );
  const stream = await openEventStream(`http://127.0.0.1:${port}${request.url}`, headers);
  await stream.close();
  return { status: stream.status, contentType: stream.contentType };
}
