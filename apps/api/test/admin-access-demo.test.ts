import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { users } from '../src/db/schema';
import { DEMO_ADMIN, ensureDemoAdmin, upsertAdmin } from '../src/modules/admin/operators';
import { apiRoot } from '../src/paths';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-app';

/**
 * Issue 7 access: the embedded demo shop comes with an operator whose credentials the README
 * states; a shop on PostgreSQL never gets one (its first admin comes from admin:create). Both
 * checked on the real server, started as `npm start` starts it (the bundle, plain node).
 */

const repoRoot = path.resolve(apiRoot, '../..');

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
    let server: ServerProcess;

    beforeAll(async () => {
      server = await startServerProcess();
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
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
    let server: ServerProcess;

    beforeAll(async () => {
      // A migrated demo-shop database, as after `npm run db:seed`: even then, no demo operator.
      database = await createTestDatabase('postgres');
      server = await startServerProcess({
        env: { DATABASE_URL: database.url!, SANDBOX_WEBHOOK_SECRET: 'demo-'.repeat(8) },
      });
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
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
