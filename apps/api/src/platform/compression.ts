import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compressed API answers (issue 14 item 2). Answers of 1 KB and more go out as Brotli or gzip,
 * whichever the browser prefers of the two. What it costs, weighed against issue 13's bench:
 * - a catalog answer (home, menu, search, pages) is the same text for everyone until the catalog
 *   changes, so it is compressed once, at the best ratio, and the bytes are kept beside it;
 * - an answer made per request (a cart, an order list) is compressed at a fast level (Brotli 4,
 *   gzip 5): tens of microseconds for a cart of 12 lines, a fraction of its database time.
 * Static files are compressed at build time (apps/web/build/precompress.ts) and sent by
 * @fastify/static's `preCompressed`.
 */

export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: Brotli, else gzip, when the request accepts it (q > 0). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: Encoding, best: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: best ? 9 : 5 });
}

/**
 * Compressed copies of shared answers, by text. The catalog cache hands out the same string
 * object on every hit, whose hash V8 keeps, so a lookup does not read the text again. Bounded:
 * when full it starts over (the catalog cache refills it as pages are asked for).
 */
const SHARED_MAX_ENTRIES = 500;
const shared = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };

function sharedCopy(text: string, encoding: Encoding): Buffer {
  const copies = shared[encoding];
  let copy = copies.get(text);
  if (!copy) {
    copy = compress(Buffer.from(text), encoding, true);
    if (copies.size >= SHARED_MAX_ENTRIES) copies.clear();
    copies.set(text, copy);
  }
  return copy;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const value = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/accept-encoding/i.test(value)) {
    reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/** Marks an answer as one shared by every caller (the catalog cache's): compressed once. */
export function markShared(reply: FastifyReply) {
  (reply.request as FastifyRequest & { sharedAnswer?: boolean }).sharedAnswer = true;
}

/** Compresses JSON and text answers of the API (not files, not streams). */
export function registerCompression(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per answer (issue 13, cached reads).
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, compressed(request, reply, payload));
  });
}

function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (request.method === 'HEAD' || reply.getHeader('content-encoding')) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !/^(application\/json|text\/)/.test(type)) return payload;
  // A string of n UTF-16 units is at least n bytes: only a short one needs counting.
  const length =
    typeof payload !== 'string'
      ? payload.length
      : payload.length >= COMPRESS_MIN_BYTES
        ? payload.length
        : Buffer.byteLength(payload);
  if (length < COMPRESS_MIN_BYTES) return payload;
  addVary(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const isShared = (request as FastifyRequest & { sharedAnswer?: boolean }).sharedAnswer;
  const body =
    isShared && typeof payload === 'string'
      ? sharedCopy(payload, encoding)
      : compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding, false);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}
