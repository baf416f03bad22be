import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/**
 * The embedded database in a worker thread (issue 13; pglite-worker.ts runs it). This is the part
 * of PGlite's interface Drizzle uses (query, exec, transaction, close), forwarded as messages,
 * so a slow statement never blocks the API's event loop.
 */

export type WorkerRequest =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types to keep as text (Drizzle's parsers are functions, which cannot cross threads). */
      rawTypes?: number[];
      tx?: number;
    }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | {
      id: number;
      ok: false;
      error: { message: string; name: string; fields: Record<string, unknown> };
    };

/** Request without its id (the client numbers them); a union keeps each kind's fields. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What Drizzle's PGlite session calls on a client or on a transaction. */
export interface PGliteLike {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/**
 * The worker's module. In the bundle (apps/api/build.mjs) it is dist/pglite-worker.js beside
 * dist/server.js. From the sources (development, tests) it is TypeScript beside this file, and a
 * worker does not always inherit the tsx loader (Vitest's workers have none), so a tiny module
 * registers tsx first.
 */
function workerEntry(): URL {
  if (import.meta.url.endsWith('.js')) return new URL('./pglite-worker.js', import.meta.url);
  const require = createRequire(import.meta.url);
  const tsxApi = path.join(
    path.dirname(require.resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  );
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap =
    `import { register } from ${JSON.stringify(pathToFileURL(tsxApi).href)};\n` +
    `register();\nawait import(${JSON.stringify(source)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

export class PGliteThread implements PGliteLike {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private broken: Error | undefined;

  constructor(dataDir: string) {
    this.worker = new Worker(workerEntry(), { workerData: { dataDir } });
    this.worker.on('message', (reply: WorkerReply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
    });
    // A worker that died (out of memory, a WASM abort) fails what waits and what comes after:
    // requests get an error answer (503, db/faults.ts), the process itself stays up.
    const fail = (error: Error) => {
      this.broken = new Error(`PGlite is closed: ${error.message}`);
      for (const waiter of this.waiting.values()) waiter.reject(this.broken);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`its thread exited with ${code}`)));
  }

  private send<T>(request: Unnumbered<WorkerRequest>, id = this.nextId++): Promise<T> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Waits until the database has opened (and recovered its files) in the worker. */
  async ready(): Promise<void> {
    await this.query('select 1');
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    return this.send<Results<T>>({
      kind: 'query',
      sql,
      params,
      ...(options.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options.parsers ? { rawTypes: Object.keys(options.parsers).map(Number) } : {}),
      ...(tx === undefined ? {} : { tx }),
    });
  }

  exec(sql: string, tx?: number) {
    return this.send<Results[]>({ kind: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PGliteLike) => Promise<T>): Promise<T> {
    // The transaction is known by its `begin` request's id.
    const id = this.nextId++;
    await this.send<null>({ kind: 'begin' }, id);
    const tx: PGliteLike = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.send({ kind: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ kind: 'end', tx: id, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.broken) await this.send({ kind: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
