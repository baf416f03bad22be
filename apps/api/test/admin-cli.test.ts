import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { app as storefrontApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoShopIfEmpty } from '../src/db/seed';
import { users } from '../src/db/schema';
import { createCatalogCache } from '../src/platform/catalog-cache';
import { loadConfig } from '../src/platform/config';
import type { Jobs } from '../src/platform/jobs';
import { startShopJobs } from '../src/shop-jobs';
import { databaseUrl } from './helpers/postgres';
import { createMailer } from '../src/platform/mail';
import {
  demoPlaces,
  get,
  login,
  officePayload,
  post,
  register,
  uniqueEmail,
} from './helpers/accounts';
import {
  createTestDatabase,
  databaseKinds,
  failBody,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/test-app';

/**
 * Issue 7 access: `npm run admin:create` run as an operator runs it, a child process, against a
 * fresh embedded database (DATA_DIR) and against PostgreSQL (DATABASE_URL) when
 * TEST_DATABASE_URL is set; what it made is then used through the real app on that database.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const apiRoot = fileURLToPath(new URL('../', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command with the given environment (nothing of the surrounding database settings). */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; stdin?: string },
): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL']) {
    delete env[name];
  }
  Object.assign(env, options.env);
  return new Promise((resolve, reject) => {
    // stdin is a pipe, never a terminal: without --password-stdin the CLI generates a password.
    const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

/**
 * Runs the CLI on a terminal of its own (util-linux `script` gives it a pseudo-terminal, as an
 * operator's shell would) and types each answer once its prompt has appeared.
 */
function runInTerminal(
  args: string[],
  answers: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, '--import', 'tsx', 'src/modules/admin/create-admin.cli.ts']
    .concat(args)
    .map((part) => `'${part.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR']) delete childEnv[name];
  Object.assign(childEnv, env);
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: apiRoot,
      env: childEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let answered = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const prompts = output.match(/Password for|Repeat the password/g)?.length ?? 0;
      for (; answered < prompts && answered < answers.length; answered++) {
        // Enter is a carriage return on a terminal.
        child.stdin.write(`${answers[answered]}\r`);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const hasScript = spawnSync('script', ['--version']).status === 0;

/** The generated password the CLI prints once. */
function generatedPasswordOf(output: string): string {
  const match = /Generated password[^:]*: (\S+)/.exec(output);
  if (!match?.[1]) throw new Error(`no generated password in:\n${output}`);
  return match[1];
}

/** Each test runs the CLI (tsx start-up, argon2id, migrations) a few times. */
const CLI_TEST_TIMEOUT = 90_000;

describe.each(databaseKinds)(
  'npm run admin:create on %s',
  { timeout: CLI_TEST_TIMEOUT },
  (kind: DatabaseKind) => {
    let tempDir: string;
    let target: TestDatabase | undefined;
    /** The CLI's database settings: DATA_DIR (embedded) or DATABASE_URL. */
    let databaseEnv: Record<string, string>;

    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-admin-cli-'));
      if (kind === 'pglite') {
        // A fresh DATA_DIR: the CLI makes and migrates the embedded database itself.
        databaseEnv = { DATA_DIR: tempDir };
      } else {
        target = await createTestDatabase('postgres');
        // A fresh, migrated demo-shop database of its own (dropped after): its name completes
        // TEST_DATABASE_URL into the DATABASE_URL the CLI gets.
        const result: unknown = await target.handle.db.execute(
          sql`select current_database() as name`,
        );
        const [row] = (result as { rows: { name: string }[] }).rows;
        databaseEnv = {
          DATA_DIR: tempDir,
          DATABASE_URL: databaseUrl(process.env.TEST_DATABASE_URL ?? '', row?.name ?? ''),
        };
      }
    });

    afterAll(async () => {
      await target?.drop();
      await rm(tempDir, { recursive: true, force: true });
    });

    const cli = (args: string[], stdin?: string) =>
      run(process.execPath, ['--import', 'tsx', 'src/modules/admin/create-admin.cli.ts', ...args], {
        cwd: apiRoot,
        env: databaseEnv,
        ...(stdin === undefined ? {} : { stdin }),
      });

    /**
     * The real app on the CLI's database, as the server would serve it (the embedded one filled
     * with the demo shop on first open, as on a first start), closed after `use`.
     */
    async function withApp<T>(
      use: (app: FastifyInstance, handle: DatabaseHandle) => Promise<T>,
    ): Promise<T> {
      const handle = await openDatabase({
        url: databaseEnv.DATABASE_URL,
        dataDir: path.join(tempDir, 'pglite'),
        poolSize: 2,
      });
      const fastify = Fastify({ logger: false });
      const catalogCache = await createCatalogCache({ logger: fastify.log });
      let jobs: Jobs | undefined;
      try {
        await handle.migrate();
        await seedDemoShopIfEmpty(handle.db);
        const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tempDir });
        jobs = await startShopJobs({
          database: handle,
          log: fastify.log,
          mailer: createMailer({
            outboxDir: path.join(tempDir, 'outbox'),
            from: 'Storefront <no-reply@storefront.test>',
            logger: fastify.log,
          }),
        });
        await fastify.register(storefrontApp, { config, database: handle, catalogCache, jobs });
        await fastify.ready();
        return await use(fastify, handle);
      } finally {
        await fastify.close();
        await jobs?.stop();
        await catalogCache.close();
        await handle.close();
      }
    }

    /**
     * The back office's lists (GET calls without a parameter), from the OpenAPI document; not
     * its event stream, which answers and never ends.
     */
    async function adminLists(app: FastifyInstance): Promise<string[]> {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const lists = Object.entries(document.paths)
        .filter(
          ([template, methods]) =>
            template.startsWith('/api/admin/') &&
            !template.includes('{') &&
            !template.endsWith('/stream') &&
            'get' in methods,
        )
        .map(([template]) => template);
      expect(lists, 'the back office lists no call to try').not.toHaveLength(0);
      return lists;
    }

    /** Logs in and passes the back office's gate: its lists answer 200. */
    async function expectAdmin(app: FastifyInstance, email: string, password: string) {
      const { token, user } = await login(app, email, password);
      expect(user.role).toBe('admin');
      const answers = await Promise.all(
        (await adminLists(app)).map((url) => get(app, `${url}?language=en`, token)),
      );
      expect(answers.map((answer) => answer.status)).toContain(200);
      for (const answer of answers) expect([401, 403]).not.toContain(answer.status);
      return { token, user };
    }

    let admin: { email: string; password: string };

    it('creates an admin with a generated password, printed once, who can log in', async () => {
      const email = uniqueEmail('operator');
      // Exactly the README's command, from the repository root (the root script forwards its
      // options to the API workspace's).
      const result = await run(
        'npm',
        ['run', '--silent', 'admin:create', '--', '--email', email, '--name', 'Rana Haddad'],
        { cwd: repoRoot, env: databaseEnv },
      );
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Created the admin ${email}`);
      const password = generatedPasswordOf(result.stdout);
      expect(password.length).toBeGreaterThanOrEqual(20);
      // Printed once, and never on the error stream a log collector may keep.
      expect(result.stdout.split(password)).toHaveLength(2);
      expect(result.stderr).not.toContain(password);
      admin = { email, password };

      await withApp(async (app, handle) => {
        const { user } = await expectAdmin(app, email, password);
        const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
        expect(row).toMatchObject({ firstName: 'Rana', lastName: 'Haddad', role: 'admin' });
        expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      });
    });

    it('promotes an existing customer: new password, old sessions ended, name kept', async () => {
      const customer = await withApp(async (app, handle) => {
        const payload = officePayload(await demoPlaces(handle.db));
        await register(app, payload);
        const { token, user } = await login(app, payload.email);
        expect(user.role).toBe('customer');
        // A customer is refused by the back office before the promotion.
        const [url] = await adminLists(app);
        expect(failBody(await get(app, `${url}?language=en`, token), 403).responseText).toBe(
          translateMessage('admin_only', 'en'),
        );
        return { email: payload.email, token, password: payload.password, name: payload.name };
      });

      const newPassword = 'kitchen pass 42';
      // Any spelling of the address finds the account (e-mails are stored lower-cased).
      const result = await cli(
        ['--email', customer.email.toUpperCase(), '--password-stdin'],
        `${newPassword}\n`,
      );
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Promoted ${customer.email}`);
      expect(result.stdout).toContain('a customer');
      expect(result.stdout).not.toContain(newPassword);

      await withApp(async (app, handle) => {
        // The session opened as a customer does not carry the new role.
        expect(
          failBody(await get(app, '/api/profile?language=en', customer.token), 401).responseText,
        ).toBe(translateMessage('session_expired', 'en'));
        // The old password no longer opens the account.
        failBody(
          await post(app, '/api/login', {
            email: customer.email,
            password: customer.password,
            language: 'en',
          }),
          401,
        );
        const { user } = await expectAdmin(app, customer.email, newPassword);
        const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
        expect(`${row?.firstName} ${row?.lastName}`).toBe(customer.name);
        const [accounts] = await handle.db
          .select({ n: count() })
          .from(users)
          .where(eq(users.email, customer.email));
        expect(accounts?.n).toBe(1);
      });
    });

    it('refuses a bad e-mail, name or password, or an unknown option, and changes nothing', async () => {
      const usersBefore = await withApp(async (_app, handle) =>
        handle.db.select({ id: users.id, role: users.role, hash: users.passwordHash }).from(users),
      );
      const email = uniqueEmail('refused');

      const badEmail = await cli(['--email', 'operator@sufra.example'], 'long enough 1\n');
      expect(badEmail.code).toBe(1);
      expect(badEmail.stderr).toContain('Not a valid e-mail address: "operator@sufra.example"');

      const noEmail = await cli([]);
      expect(noEmail.code).toBe(1);
      expect(noEmail.stderr).toContain('--email is required');

      const short = await cli(['--email', email, '--password-stdin'], 'seven 7\n');
      expect(short.code).toBe(1);
      expect(short.stderr).toContain('The password is too short: at least 8 characters.');

      // The password of an existing admin is not reset by a refused run either.
      const shortForAdmin = await cli(['--email', admin.email, '--password-stdin'], 'short\n');
      expect(shortForAdmin.code).toBe(1);

      const badName = await cli(['--email', email, '--name', 'R2-D2'], '');
      expect(badName.code).toBe(1);
      expect(badName.stderr).toContain('Not a valid name');

      const unknown = await cli(['--email', email, '--role', 'root']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('--role');
      expect(unknown.stderr).toContain('Usage: npm run admin:create');

      await withApp(async (app, handle) => {
        expect(
          await handle.db
            .select({ id: users.id, role: users.role, hash: users.passwordHash })
            .from(users),
        ).toEqual(usersBefore);
        await expectAdmin(app, admin.email, admin.password);
      });
    });

    it.runIf(kind === 'pglite')(
      'refuses (exit 2) while a server holds the embedded database',
      async () => {
        await withApp(async () => {
          expect(existsSync(path.join(tempDir, 'pglite', 'postmaster.pid'))).toBe(true);
          const result = await cli(
            ['--email', uniqueEmail('busy'), '--password-stdin'],
            'long enough 1\n',
          );
          expect(result.code).toBe(2);
          expect(result.stderr).toContain('is in use: stop the server first');
        });
        // Once the server has stopped, the same command works.
        expect(existsSync(path.join(tempDir, 'pglite', 'postmaster.pid'))).toBe(false);
        const result = await cli(
          ['--email', uniqueEmail('later'), '--password-stdin'],
          'long enough 1\n',
        );
        expect(result.code, result.stderr).toBe(0);
      },
    );

    it.skipIf(!hasScript)(
      'on a terminal asks twice without echo, and again after a short or mistyped password',
      async () => {
        const email = uniqueEmail('terminal');
        const password = 'kitchen pass 7';
        const { code, output } = await runInTerminal(
          ['--email', email],
          ['short', password, 'kitchen pass 8', password, password],
          databaseEnv,
        );
        expect(code, output).toBe(0);
        expect(output).toContain('The password is too short: at least 8 characters.');
        expect(output).toContain('The two passwords differ.');
        expect(output).toContain(`Created the admin ${email}`);
        // Nothing typed is shown, and no password is generated when someone can be asked.
        expect(output).not.toContain('kitchen pass');
        expect(output).not.toContain('short\r');
        expect(output).not.toContain('Generated password');
        await withApp(async (app) => {
          await expectAdmin(app, email, password);
        });
      },
    );

    it('prints its usage with --help', async () => {
      const result = await cli(['--help']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('--password-stdin');
    });
  },
);

describe('npm run admin:create without a database', () => {
  it(
    'says why and exits 1 when PostgreSQL cannot be reached',
    { timeout: CLI_TEST_TIMEOUT },
    async () => {
      const result = await run(
        process.execPath,
        ['--import', 'tsx', 'src/modules/admin/create-admin.cli.ts', '--email', 'a@example.com'],
        // Port 1: nothing listens there, the connection is refused at once.
        { cwd: apiRoot, env: { DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/shop' } },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Creating the admin failed');
      expect(result.stderr).toContain('ECONNREFUSED');
      // Neither the database password nor a generated password that was never saved.
      expect(result.stderr + result.stdout).not.toContain('secret');
      expect(result.stdout).not.toContain('Generated password');
    },
  );
});
