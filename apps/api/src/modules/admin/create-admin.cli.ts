/**
 * `npm run admin:create -- --email someone@example.com [--name "First Last"] [--password-stdin]`
 *
 * Makes the shop's first operator (issue 7 access), or any later one: a new account with the
 * `admin` role, or an existing account promoted. The password is asked twice with hidden input
 * on a terminal, read from stdin with --password-stdin (scripts), or, when nobody can be asked,
 * generated and printed once.
 *
 * Works on the embedded database (DATA_DIR/pglite) and on DATABASE_URL, like db:seed. PGlite
 * allows one process at a time and keeps no lock of its own, so a running server is recognised
 * by the `postmaster.pid` it writes while the database is open and removes on close.
 *
 * Exit codes (as db:seed): 0 done, 1 error (bad option, e-mail, name or password, bad
 * configuration, database failure), 2 refused (the embedded database is in use).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  EMAIL_TLDS,
  FIELD_LIMITS,
  PASSWORD_MIN_LENGTH,
  isValidEmail,
  isValidName,
} from '@storefront/shared';
import { openDatabase } from '../../db/client';
import { ConfigError, loadConfig, redactDatabaseUrl } from '../../platform/config';
import { makeAdmin } from './operators';

const EXIT_ERROR = 1;
const EXIT_REFUSED = 2;
/** The usual exit code of a program stopped by Ctrl+C (128 + SIGINT). */
const EXIT_INTERRUPTED = 130;

const usage = `Usage: npm run admin:create -- --email <address> [--name "First Last"] [--password-stdin]

  --email <address>   the operator's e-mail (the login); an existing account is promoted
  --name "First Last" the operator's name (a new account without it is "Shop Operator")
  --password-stdin    read the password from standard input (for scripts)
  --help              show this text

Without --password-stdin the password is asked twice on a terminal (hidden, at least
${PASSWORD_MIN_LENGTH} characters); when there is no terminal a strong password is generated and printed once.
Promoting an account replaces its password and ends all its sessions.

The embedded database (DATA_DIR/pglite) allows one process: stop the server first.
With DATABASE_URL set, the PostgreSQL database is used instead.`;

/** A failure the operator can fix: its message is printed as is, without a stack. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = EXIT_ERROR,
  ) {
    super(message);
  }
}

class Interrupted extends Error {}

interface Options {
  email: string;
  name: { firstName: string; lastName: string } | undefined;
  passwordStdin: boolean;
}

function parseOptions(argv: string[]): Options | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  if (values.email === undefined) throw new UsageError(`--email is required.\n\n${usage}`);

  const email = values.email.trim();
  // Spec §5's rule, the one the login form and POST /api/login apply: an address they refuse
  // could never log in.
  if (!isValidEmail(email)) {
    throw new UsageError(
      `Not a valid e-mail address: "${values.email}". The shop accepts name@domain.tld with ` +
        `one of these top-level domains: ${EMAIL_TLDS.join(', ')}.`,
    );
  }
  return { email, name: parseName(values.name), passwordStdin: values['password-stdin'] ?? false };
}

/** "First Last" → first word and the rest, by the shop's name rule (decision 046). */
function parseName(value: string | undefined): Options['name'] {
  if (value === undefined) return undefined;
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > FIELD_LIMITS.name || !isValidName(name)) {
    throw new UsageError(
      `Not a valid name: "${value}". Use letters, spaces, hyphens and apostrophes, at most ` +
        `${FIELD_LIMITS.name} characters.`,
    );
  }
  const [firstName = name, ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/** Spec §5's password rule, and the login call's upper bound. */
function passwordProblem(password: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return `The password is too short: at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > FIELD_LIMITS.password) {
    return `The password is too long: at most ${FIELD_LIMITS.password} characters.`;
  }
  return undefined;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // `echo secret | …` and here-strings add one line break; the password is the line before it.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * Lines typed on the terminal, without echo. Raw mode is on from before the first prompt to
 * after the last answer: switching it off between prompts would echo whatever is typed in
 * between (a fast typist, a password manager). Lines typed ahead wait for their prompt.
 */
class HiddenInput {
  private readonly lines: string[] = [];
  private current = '';
  private waiting: { resolve: (line: string) => void; reject: (error: Error) => void } | undefined;
  private interrupted = false;
  private readonly onData = (chunk: string) => {
    for (const char of chunk) {
      if (char === '\r' || char === '\n' || char === '\u0004') {
        this.lines.push(this.current);
        this.current = '';
      } else if (char === '\u0003') {
        this.interrupted = true;
      } else if (char === '\u007f' || char === '\b') {
        this.current = [...this.current].slice(0, -1).join('');
      } else if (char >= ' ') {
        this.current += char;
      }
    }
    this.deliver();
  };

  constructor(private readonly input: NodeJS.ReadStream) {
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', this.onData);
    input.resume();
  }

  ask(question: string): Promise<string> {
    process.stderr.write(question);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.deliver();
    });
  }

  close() {
    this.input.off('data', this.onData);
    this.input.setRawMode(false);
    this.input.pause();
  }

  private deliver() {
    const waiting = this.waiting;
    if (!waiting) return;
    if (this.interrupted) {
      this.waiting = undefined;
      process.stderr.write('\n');
      waiting.reject(new Interrupted());
      return;
    }
    const line = this.lines.shift();
    if (line === undefined) return;
    this.waiting = undefined;
    process.stderr.write('\n');
    waiting.resolve(line);
  }
}

async function askPassword(email: string): Promise<string> {
  const terminal = new HiddenInput(process.stdin);
  try {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const password = await terminal.ask(
        `Password for ${email} (at least ${PASSWORD_MIN_LENGTH} characters): `,
      );
      const problem = passwordProblem(password);
      if (problem) {
        console.error(problem);
        continue;
      }
      if ((await terminal.ask('Repeat the password: ')) !== password) {
        console.error('The two passwords differ.');
        continue;
      }
      return password;
    }
    throw new UsageError('No password set: three attempts failed.');
  } finally {
    terminal.close();
  }
}

/** 18 random bytes in base64url: 24 characters, 144 bits. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * npm runs a workspace's script in that workspace's folder: a relative DATA_DIR is meant from
 * where the command was typed (INIT_CWD), as `npm start` at the root reads it.
 */
function dataDirFromInvocation(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dataDir = env.DATA_DIR;
  if (!dataDir || path.isAbsolute(dataDir) || !env.INIT_CWD) return env;
  return { ...env, DATA_DIR: path.resolve(env.INIT_CWD, dataDir) };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(usage);
    return 0;
  }
  const config = loadConfig(dataDirFromInvocation(process.env));
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new UsageError(
      `The embedded database ${dataDir} is in use: stop the server first ` +
        '(PGlite allows one process at a time), then run this command again.\n' +
        'If no server is running (it was killed without shutting down), delete ' +
        `${path.join(dataDir, 'postmaster.pid')} and try again.`,
      EXIT_REFUSED,
    );
  }

  // The password before the database: nothing is opened while the operator types.
  let password: string;
  let generated = false;
  if (options.passwordStdin) {
    password = await readStdin();
  } else if (process.stdin.isTTY) {
    password = await askPassword(options.email);
  } else {
    password = generatePassword();
    generated = true;
  }
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);

  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize: 1 });
  const where =
    handle.kind === 'postgres'
      ? `the PostgreSQL database ${redactDatabaseUrl(config.DATABASE_URL ?? '')}`
      : `the embedded database ${dataDir}`;
  try {
    // A fresh database gets its tables here, as the server would make them at start.
    await handle.migrate();
    const result = await handle.db.transaction((tx) =>
      makeAdmin(tx, { email: options.email, password, name: options.name }),
    );
    const email = options.email.toLowerCase();
    if (result.outcome === 'created') {
      console.log(`Created the admin ${email} (user ${result.userId}) in ${where}.`);
    } else {
      const was = result.previousRole === 'admin' ? 'already an admin' : 'a customer';
      console.log(
        `Promoted ${email} (user ${result.userId}, ${was}) to admin in ${where}.\n` +
          'Its password was replaced and every session it had was ended: log in again.',
      );
    }
    if (generated) {
      console.log(`Generated password (shown only now, keep it somewhere safe): ${password}`);
    }
    console.log(`Log in at ${config.PUBLIC_URL}/login, then open ${config.PUBLIC_URL}/admin.`);
    return 0;
  } finally {
    await handle.close();
  }
}

/**
 * One readable line per cause (a refused connection is wrapped in the failed query's error)
 * rather than a stack: the operator needs the reason, e.g. "connect ECONNREFUSED 127.0.0.1:5432".
 */
function describeError(error: unknown): string {
  const lines: string[] = [];
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const message = cause instanceof Error ? cause.message : JSON.stringify(cause);
    const first = message.split('\n')[0] ?? message;
    if (!lines.includes(first)) lines.push(first);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return lines.join('\n  because: ');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(error.exitCode);
    }
    if (error instanceof Interrupted) process.exit(EXIT_INTERRUPTED);
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(`Creating the admin failed: ${describeError(error)}`);
    }
    process.exit(EXIT_ERROR);
  },
);
