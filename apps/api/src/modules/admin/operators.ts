import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { normalizeEmail } from '../accounts/accounts.repository';

/**
 * The embedded demo shop's operator (issue 7: "in the embedded demo shop only"; the README states
 * these credentials). Never made on a PostgreSQL database: there the first admin comes from
 * `npm run admin:create`.
 */
export const DEMO_ADMIN = {
  email: 'admin@sufra.example',
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

/**
 * Makes `email` an admin with `password`: a new account, or an existing one promoted (its
 * password replaced). Answers whether the account was created (true) or promoted (false).
 */
export async function upsertAdmin(db: Executor, admin: NewAdmin): Promise<boolean> {
  const email = normalizeEmail(admin.email);
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return false;
  }
  await db.insert(users).values({
    email,
    passwordHash,
    firstName: admin.firstName,
    lastName: admin.lastName,
    role: 'admin',
  });
  return true;
}
