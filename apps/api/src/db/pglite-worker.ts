/**
 * The embedded database's own thread (issue 13): PGlite runs PostgreSQL compiled to WASM, and a
 * query blocks the thread it runs on. Here it blocks this worker, never the API's event loop,
 * so answers from memory (cached catalog pages) stay quick while a slow search runs.
 *
 * Protocol (messages from pglite-thread.ts): `query` and `exec`, optionally inside a
 * transaction; `begin` opens one (PGlite then queues every other statement until it ends);
 * `end` commits or rolls it back; `close`. Each answer carries the request's id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { WorkerRequest, WorkerReply } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const { dataDir } = workerData as { dataDir: string };
const ready = PGlite.create(dataDir, { extensions: { pg_trgm } });

const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

/** Parsers that keep the given types as PostgreSQL's text (Drizzle's choice for dates). */
function rawParsers(types: number[] | undefined) {
  return types ? Object.fromEntries(types.map((type) => [type, (value: string) => value])) : {};
}

function reply(message: WorkerReply) {
  port!.postMessage(message);
}

function errorReply(id: number, error: unknown): WorkerReply {
  const source = error instanceof Error ? error : new Error(String(error));
  // PostgreSQL's fields (code, detail, constraint…) travel with the message, so the caller's
  // error handling (unique violations, unavailable database) sees what it would in-thread.
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { id, ok: false, error: { message: source.message, name: source.name, fields } };
}

async function handle(request: WorkerRequest): Promise<void> {
  const db = await ready;
  switch (request.kind) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`transaction ${request.tx} is over`);
      const result = await target.query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        parsers: rawParsers(request.rawTypes),
      });
      return reply({ id: request.id, ok: true, result });
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`transaction ${request.tx} is over`);
      return reply({ id: request.id, ok: true, result: await target.exec(request.sql) });
    }
    case 'begin': {
      // The transaction stays open until `end`; PGlite commits when the callback returns and
      // rolls back when it throws.
      const done = db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(request.id, {
              tx,
              end: (commit) => (commit ? resolve() : reject(new RolledBack())),
            });
            reply({ id: request.id, ok: true, result: null });
          }),
      );
      done.then(
        () => settle(request.id, null),
        (error: unknown) => settle(request.id, error instanceof RolledBack ? null : error),
      );
      return;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is over`);
      pendingEnds.set(request.tx, request.id);
      open.end(request.commit);
      return;
    }
    case 'close': {
      await db.close();
      return reply({ id: request.id, ok: true, result: null });
    }
  }
}

class RolledBack extends Error {}

/** The `end` request waiting for its transaction to finish, by transaction id. */
const pendingEnds = new Map<number, number>();

function settle(txId: number, error: unknown) {
  transactions.delete(txId);
  const endId = pendingEnds.get(txId);
  pendingEnds.delete(txId);
  if (endId === undefined) return;
  reply(error ? errorReply(endId, error) : { id: endId, ok: true, result: null });
}

port.on('message', (request: WorkerRequest) => {
  handle(request).catch((error: unknown) => reply(errorReply(request.id, error)));
});
