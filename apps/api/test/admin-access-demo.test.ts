import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, translateMessage } from '@storefront/shared';
import { users } from '../src/db/schema';
import { DEMO_ADMIN, ensureDemoAdmin, upsertAdmin } from '../src/modules/admin/operators';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-app';

/**
 * Issue 7 access: the embedded demo shop comes with an operator whose credentials the README
 * states; a shop on PostgreSQL never gets one (its first admin comes from admin:create). Both
 * checked on the real server, started as `npm start` starts it.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

interface Server {
  baseUrl: string;
  stop(): Promise<void>;
}

/** apps/api/src/server.ts on a free port, API only, until GET /api/health answers. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'WEB_DIST_DIR']) {
    delete childEnv[name];
  }
  Object.assign(childEnv, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...env,
  });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function loginAnswer(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, language: 'en' }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

/** The demo operator's e-mail and password as the README's "Back office" section states them. */
async function readmeCredentials(): Promise<{ email: string; password: string }> {
  const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Back office'));
  if (!section) throw new Error('the README has no "Back office" section');
  const match = /`([^`\s]+@[^`\s]+)`\s*\/\s*`([^`]+)`/.exec(section);
  if (!match?.[1] || !match[2]) throw new Error('no `email` / `password` pair in the section');
  return { email: match[1], password: match[2] };
}

describe('the demo operator', { timeout: 90_000 }, () => {
  describe('on the embedded demo shop', () => {
    let dataDir: string;
    let server: Server;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-demo-admin-'));
      server = await startServer({ DATA_DIR: dataDir });
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('logs in with the README’s credentials and passes the back office’s gate', async () => {
      const credentials = await readmeCredentials();
      expect(credentials).toEqual({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });

      const answer = await loginAnswer(server.baseUrl, credentials.email, credentials.password);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const { user, token } = loginResponseSchema.parse(answer.json).responseData;
      expect(user.role).toBe('admin');

      const orders = await fetch(`${server.baseUrl}/api/admin/orders?language=en`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(orders.status).toBe(200);
      const guest = await fetch(`${server.baseUrl}/api/admin/orders?language=fr`);
      expect(guest.status).toBe(401);
      expect(((await guest.json()) as { responseText: string }).responseText).toBe(
        translateMessage('unauthorized', 'fr'),
      );
    });
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let database: TestDatabase;
    let server: Server;
    let dataDir: string;

    beforeAll(async () => {
      // A migrated demo-shop database, as after `npm run db:seed`: even then, no demo operator.
      database = await createTestDatabase('postgres');
      const result: unknown = await database.handle.db.execute(
        sql`select current_database() as name`,
      );
      const [row] = (result as { rows: { name: string }[] }).rows;
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${row?.name ?? ''}`;
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-demo-admin-pg-'));
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('is never created: nobody logs in with the demo credentials', async () => {
      const answer = await loginAnswer(server.baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(answer.status).toBe(401);
      expect(await database.handle.db.select().from(users).where(eq(users.role, 'admin'))).toEqual(
        [],
      );
    });
  });
});

describe.each(databaseKinds)('ensureDemoAdmin on %s', (kind) => {
  it('makes the demo operator only in a shop without one', async () => {
    const database = await createTestDatabase(kind);
    try {
      const db = database.handle.db;
      expect(await ensureDemoAdmin(db)).toBe(true);
      const [demo] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
      expect(demo?.role).toBe('admin');
      // Once there is an operator, nothing more: neither a second demo nor a password reset.
      expect(await ensureDemoAdmin(db)).toBe(false);
      expect(await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toEqual([
        demo,
      ]);
    } finally {
      await database.drop();
    }
  });

  it('leaves out the demo operator when admin:create made one before the first start', async () => {
    const database = await createTestDatabase(kind);
    try {
      const db = database.handle.db;
      await upsertAdmin(db, {
        email: 'owner@example.com',
        password: 'owner pass 1',
        firstName: 'Shop',
        lastName: 'Owner',
      });
      expect(await ensureDemoAdmin(db)).toBe(false);
      expect(await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
