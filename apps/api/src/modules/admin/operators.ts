import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertReturningId } from '../../db/records';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../accounts/sessions.repository';
import { normalizeEmail } from '../accounts/accounts.repository';

/**
 * The embedded demo shop's operator (issue 7: "in the embedded demo shop only"; the README states
 * these credentials). Never made on a PostgreSQL database: there the first admin comes from
 * `npm run admin:create`.
 *
 * The address must pass spec §5's e-mail rule (its list of top-level domains), or neither the
 * login page nor POST /api/login accepts it: `example.com` is reserved for examples (RFC 2606),
 * so no mail to it reaches anyone.
 */
export const DEMO_ADMIN = {
  email: 'admin@sufra.example.com',
  password: 'sufra-admin-demo',
  firstName: 'Sufra',
  lastName: 'Operator',
} as const;

export interface NewAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AdminAccount {
  email: string;
  password: string;
  /** The name of a new account; an existing account keeps its own unless one is given. */
  name?: { firstName: string; lastName: string } | undefined;
}

/** The name a new operator gets when `admin:create` is given none. */
export const DEFAULT_OPERATOR_NAME = { firstName: 'Shop', lastName: 'Operator' } as const;

export interface AdminOutcome {
  userId: number;
  /** `created`: a new account; `promoted`: an existing one now admin (or already was). */
  outcome: 'created' | 'promoted';
  /** The account's role before: `customer`, `admin`, or null for a new account. */
  previousRole: string | null;
}

/**
 * Makes `email` an admin with `password` (issue 7 access): a new account, or an existing one
 * promoted, its password replaced.
 *
 * A promoted account loses every session it had: its password changed (a password reset does
 * the same, decision 010), and a session opened as a customer, perhaps on a shared computer,
 * must not wake up with the back office's powers. The operator logs in again.
 *
 * Run it inside a transaction (`db.transaction`) so the role, password and revocation go
 * together.
 */
export async function makeAdmin(db: Executor, admin: AdminAccount): Promise<AdminOutcome> {
  const email = normalizeEmail(admin.email);
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, ...admin.name, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await revokeUserSessions(db, existing.id);
    return { userId: existing.id, outcome: 'promoted', previousRole: existing.role };
  }
  const name = admin.name ?? DEFAULT_OPERATOR_NAME;
  const userId = await insertReturningId(db, users, {
    email,
    passwordHash,
    ...name,
    role: 'admin',
  });
  return { userId, outcome: 'created', previousRole: null };
}

/**
 * Makes `email` an admin with `password`: a new account, or an existing one promoted (its
 * password replaced, its sessions revoked). Answers whether the account was created (true) or
 * promoted (false). Used by the demo shop's first start and the tests.
 */
export async function upsertAdmin(db: Executor, admin: NewAdmin): Promise<boolean> {
  const { outcome } = await makeAdmin(db, {
    email: admin.email,
    password: admin.password,
    name: { firstName: admin.firstName, lastName: admin.lastName },
  });
  return outcome === 'created';
}

/**
 * The demo operator for a freshly seeded embedded shop (server.ts), unless the shop already has
 * an operator: someone who ran `admin:create` before the first start has chosen their own, and a
 * second admin whose password is printed in the README would be a door left open. Answers
 * whether the demo operator was made.
 */
export async function ensureDemoAdmin(db: Executor): Promise<boolean> {
  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if ((admins?.n ?? 0) > 0) return false;
  await upsertAdmin(db, DEMO_ADMIN);
  return true;
}
