import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { companies, passwordResets, socialAccounts, universities, users } from '../../db/schema';
import { cityText, companyText, countryText } from '../../db/texts';
import { callerUserColumns, userNameColumns } from './sessions.repository';

/** Accounts store e-mails trimmed and lower-cased (schema.ts users.email). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** PostgreSQL's unique_violation (23505), whether drizzle wraps the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function findUserById(db: Executor, userId: number) {
  const [row] = await db.select(callerUserColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** A user by e-mail, with the password hash (login only). */
export async function findUserForLogin(db: Executor, email: string) {
  const [row] = await db
    .select({ ...callerUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, normalizeEmail(email)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return row !== undefined;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  passwordHash: string | null;
  userType: 1 | 2;
  isWholesale: boolean;
  countryId: number | null;
  cityId: number | null;
  buildingId: number | null;
  companyId: number | null;
  universityId: number | null;
  language: Language;
}

/** Inserts a user; a taken e-mail surfaces as a unique violation (isUniqueViolation). */
export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning(callerUserColumns);
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUserLanguage(db: Executor, userId: number, language: Language) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

// ------------------------------------------------------------------ places (register, profile)

/** The company if it lies in the city (and in the building, when one is given). */
export async function findCompanyInPlace(
  db: Executor,
  companyId: number,
  place: { cityId: number; buildingId?: number | undefined },
) {
  const [row] = await db
    .select({ id: companies.id, buildingId: companies.buildingId })
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        eq(companies.cityId, place.cityId),
        place.buildingId === undefined ? undefined : eq(companies.buildingId, place.buildingId),
      ),
    );
  return row;
}

// ------------------------------------------------------------------ profile

/** The profile of spec §3, place names in the caller's language with English fallback. */
export async function findProfile(db: Executor, userId: number, language: Language) {
  const [row] = await db
    .select({
      ...userNameColumns,
      phoneNumber: users.phoneNumber,
      userType: users.userType,
      isWholesale: users.isWholesale,
      profileImage: users.profileImage,
      role: users.role,
      countryId: users.countryId,
      countryName: countryText.text<string | null>('name'),
      cityId: users.cityId,
      cityName: cityText.text<string | null>('name'),
      companyId: users.companyId,
      companyName: companyText.text<string | null>('name'),
    })
    .from(users)
    .leftJoin(...countryText.onLocal(users.countryId, language))
    .leftJoin(...countryText.onFallback(users.countryId))
    .leftJoin(...cityText.onLocal(users.cityId, language))
    .leftJoin(...cityText.onFallback(users.cityId))
    .leftJoin(...companyText.onLocal(users.companyId, language))
    .leftJoin(...companyText.onFallback(users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** The places a profile edit must keep consistent. */
export async function findUserPlaces(db: Executor, userId: number) {
  const [row] = await db
    .select({
      cityId: users.cityId,
      buildingId: users.buildingId,
      companyId: users.companyId,
      universityId: users.universityId,
      universityCityId: universities.cityId,
    })
    .from(users)
    .leftJoin(universities, eq(universities.id, users.universityId))
    .where(eq(users.id, userId));
  return row;
}

/** What a profile edit changes: what registration set but the password and the account's kind. */
export type ProfileFields = Omit<NewUser, 'passwordHash' | 'userType' | 'isWholesale'>;

export async function updateProfile(db: Executor, userId: number, fields: ProfileFields) {
  await db
    .update(users)
    .set({ ...fields, email: normalizeEmail(fields.email), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Sets the profile image path; answers the previous one (its file is then deleted). */
export async function setProfileImage(db: Executor, userId: number, imagePath: string) {
  const previous = alias(users, 'previous');
  const [row] = await db
    .update(users)
    .set({ profileImage: imagePath, updatedAt: sql`now()` })
    .from(previous)
    .where(and(eq(users.id, userId), eq(previous.id, users.id)))
    .returning({ previousImage: previous.profileImage });
  return row?.previousImage ?? null;
}

// ------------------------------------------------------------------ password resets

/** A new reset token for the user; earlier unused ones stop working (only the newest link). */
export async function replaceResetToken(
  db: Executor,
  reset: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(reset);
}

/**
 * Marks an unused, unexpired reset token used and answers its user; undefined when the token
 * is unknown, used or expired. One conditional update: two uses at once cannot both succeed.
 */
export async function consumeResetToken(
  db: Executor,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

export async function setPassword(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  // Any other link still waiting is void once the password changed.
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

// ------------------------------------------------------------------ social accounts

export async function findUserBySocialAccount(
  db: Executor,
  provider: string,
  providerUserId: string,
) {
  const [row] = await db
    .select(callerUserColumns)
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)),
    );
  return row;
}

export async function linkSocialAccount(
  db: Executor,
  link: { provider: string; providerUserId: string; userId: number },
) {
  await db.insert(socialAccounts).values(link).onConflictDoNothing();
}
