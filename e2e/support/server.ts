import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../apps/api/test/helpers/server-process';

/** Repository root (this file is e2e/support/server.ts). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const webDistDir = path.join(repoRoot, 'apps', 'web', 'dist');

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
  /** The server process's id (the bench reads its memory). */
  pid: number | undefined;
  /** Stops the server (SIGTERM, then SIGKILL after 15 s) and removes its data folder. */
  stop(options?: { keepData?: boolean }): Promise<void>;
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

/** The sandbox provider's signing secret of the app the journeys run against. */
export const E2E_SANDBOX_SECRET = 'e2e-sandbox-secret-0123456789abcdef';

/**
 * Starts the real application the way `npm start` runs it (node on apps/api/dist/server.js), on
 * a free port of 127.0.0.1, with a fresh embedded PGlite database that the server fills with the
 * demo shop on first start, and mails written to <dataDir>/outbox.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const withWeb = options.withWeb ?? true;
  if (withWeb) assertWebBuilt();
  const logDir = path.join(repoRoot, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${options.logName ?? 'e2e'}-server.log`);
  const server = await startServerProcess({
    logFile,
    ...(options.startTimeoutMs ? { startTimeoutMs: options.startTimeoutMs } : {}),
    env: {
      // Every journey signs up shoppers from 127.0.0.1: the production limits (10 registrations
      // an hour per address) would refuse the later ones. The API tests check the limits.
      RATE_LIMIT_SCALE: '100',
      // Known to the journeys that play the sandbox provider's own notifications (refunds.e2e).
      SANDBOX_WEBHOOK_SECRET: E2E_SANDBOX_SECRET,
      ...(withWeb ? { WEB_DIST_DIR: webDistDir } : {}),
      ...options.env,
    },
  });
  return {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    logFile,
    pid: server.child.pid,
    async stop({ keepData = false } = {}) {
      await server.stop('SIGTERM', { keepData });
    },
  };
}
