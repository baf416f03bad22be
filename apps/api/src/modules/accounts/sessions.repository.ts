import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertReturningId } from '../../db/records';
import { sessions, users } from '../../db/schema';
import { reusedStatement } from '../../db/prepared-statements';

/** DESIGN §4: a login lasts 30 days (as long as the guest cookie of spec §9). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often per session: not one write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** Who a user is, as the session, mails and back-office lists name them. */
export const userNameColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The user fields every authenticated request may need (roles, language, the session user). */
export const callerUserColumns = {
  ...userNameColumns,
  userType: users.userType,
  isWholesale: users.isWholesale,
  companyId: users.companyId,
  buildingId: users.buildingId,
  universityId: users.universityId,
  role: users.role,
  language: users.language,
  profileImage: users.profileImage,
};

export async function createSession(
  db: Executor,
  session: { userId: number; tokenHash: string; userAgent: string },
): Promise<number> {
  return insertReturningId(db, sessions, {
    userId: session.userId,
    tokenHash: session.tokenHash,
    userAgent: session.userAgent.slice(0, 300),
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
}

// Every signed-in request reads it: built once (reusedStatement, issue 13 item 2).
const activeSession = reusedStatement((db, { tokenHash }: { tokenHash: string }) =>
  db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: callerUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    ),
);

/** The live session of a token hash (not revoked, not expired) with its user. */
export async function findActiveSession(db: Executor, tokenHash: string) {
  const [row] = await activeSession(db, { tokenHash });
  return row;
}

/** Marks a session used now, unless another request already did within the last minute. */
export async function touchSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        // The interval mirrors SESSION_TOUCH_INTERVAL_MS.
        lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`),
      ),
    );
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of a user (after a password reset, DESIGN §4 / issue 3). */
export async function revokeUserSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
