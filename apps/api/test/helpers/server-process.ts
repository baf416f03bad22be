import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoot } from '../../src/paths';

/** The API as `npm start` runs it (apps/api/build.mjs; `npm test` builds it first). */
export const serverBundle = path.join(apiRoot, 'dist', 'server.js');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the process printed so far (the last 50,000 characters). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
  /**
   * Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after 15 s. Removes the
   * data folder it made, unless `keepData`.
   */
  stop(signal?: NodeJS.Signals, options?: { keepData?: boolean }): Promise<number | NodeJS.Signals>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts a whole API process as `npm start` runs it (plain `node` on the bundle), on a free port
 * of 127.0.0.1: the embedded database in a fresh DATA_DIR unless `env.DATABASE_URL` says
 * otherwise, mails in DATA_DIR/outbox. Nothing of the surrounding shell's DATABASE_URL,
 * REDIS_URL or SMTP_URL leaks in. The one way tests start servers (API tests, browser tests).
 */
export async function startServerProcess(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    port?: number;
    /** A file that receives everything the process prints. */
    logFile?: string;
    startTimeoutMs?: number;
  } = {},
): Promise<ServerProcess> {
  if (!existsSync(serverBundle)) {
    throw new Error(
      `${serverBundle} is missing: npm test builds it; alone, run npm run build -w @storefront/api`,
    );
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'storefront-process-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'WEB_DIST_DIR']) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    // No storefront build needed: these tests talk to the API.
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = options.logFile ? createWriteStream(options.logFile) : undefined;
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => {
      log?.end();
      resolve(code ?? signal ?? 1);
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));

  const failStart = async (reason: string) => {
    child.kill('SIGKILL');
    await exited;
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${reason}:\n${output}`);
  };
  // A readiness deadline, not a timing: a quiet machine is ready in seconds, but the first start
  // (migrations and the demo shop into a fresh embedded database) took over 60 s on a machine
  // running other suites beside this one, which failed a whole run at the e2e global setup.
  const startTimeoutMs = options.startTimeoutMs ?? 180_000;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (ended) return failStart('the API process ended before it was ready');
    const ready = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      return failStart(`the API process was not healthy within ${startTimeoutMs / 1000} s`);
    }
    await sleep(200);
  }

  return {
    baseUrl,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM', { keepData = false } = {}) {
      if (!ended) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir && !keepData) await rm(dataDir, { recursive: true, force: true });
      return exited;
    },
  };
}
