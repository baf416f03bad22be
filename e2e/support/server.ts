import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file is e2e/support/server.ts). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const webDistDir = path.join(repoRoot, 'apps', 'web', 'dist');
/** The API as `npm start` runs it: bundled to JavaScript (apps/api/build.mjs). */
export const apiServerFile = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');

export interface StartAppOptions {
  /** Serve the built storefront (apps/web/dist) as `npm start` does. Default true. */
  withWeb?: boolean;
  /** Where the server's output goes; default test-results/<name>-server.log. */
  logName?: string;
  /** How long to wait for GET /api/health (ms). */
  startTimeoutMs?: number;
  /** Extra environment for the server. */
  env?: Record<string, string>;
}

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data folder. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A port nobody listens on right now: the one the OS gives to a listener on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

export function assertWebBuilt(): void {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(
      `The browser tests need the built storefront, and ${path.relative(repoRoot, webDistDir)}/` +
        `index.html is missing: run npm test, which builds it ` +
        `(or npm run build -w @storefront/web before npx vitest).`,
    );
  }
}

export function assertApiBuilt(): void {
  if (!existsSync(apiServerFile)) {
    throw new Error(
      `The browser tests run the API as npm start does, and ` +
        `${path.relative(repoRoot, apiServerFile)} is missing: run npm test, which builds it ` +
        `(or npm run build -w @storefront/api before npx vitest).`,
    );
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the real application the way `npm start` runs it (node on apps/api/dist/server.js), on
 * a free port of 127.0.0.1, with a fresh embedded PGlite database that the server fills with the
 * demo shop on first start, and mails written to <dataDir>/outbox.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const withWeb = options.withWeb ?? true;
  if (withWeb) assertWebBuilt();
  assertApiBuilt();

  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-e2e-'));
  const logDir = path.join(repoRoot, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${options.logName ?? 'e2e'}-server.log`);
  const log = createWriteStream(logFile);
  const baseUrl = `http://127.0.0.1:${port}`;

  // The embedded database, the outbox and in-process rate limits, as on a fresh `npm start`:
  // a DATABASE_URL, REDIS_URL or SMTP_URL of the surrounding shell (CI sets REDIS_URL for the
  // API tests) must not leak into it.
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
    // Every journey signs up shoppers from 127.0.0.1: the production limits (10 registrations
    // an hour per address) would refuse the later ones. The API tests check the limits.
    RATE_LIMIT_SCALE: '100',
    // Links in mails (the /reset-password/{token} link) point at this very server.
    PUBLIC_URL: baseUrl,
    ...(withWeb ? { WEB_DIST_DIR: webDistDir } : {}),
    ...options.env,
  });

  const child = spawn(process.execPath, ['--enable-source-maps', apiServerFile], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    log.end();
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The storefront server stopped before it was ready ` +
          `(${child.signalCode ?? `exit ${child.exitCode}`}). Its output:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The storefront server did not answer GET /api/health with 200 within ` +
          `${Math.round((options.startTimeoutMs ?? 60_000) / 1000)} s. Its output:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return { baseUrl, dataDir, logFile, stop };
}
