import type { z } from 'zod';
import {
  USER_TYPES,
  type Language,
  type SessionUser,
  type SocialProvider,
  type registerRequestSchema,
} from '@storefront/shared';
import type { Database, Executor } from '../../db/client';
import { AppError, ConflictError } from '../../platform/errors';
import type { CallerUser } from '../../platform/identity';
import { hashPassword } from '../../platform/passwords';
import type { SocialIdentity } from '../../platform/social';
import { generateToken, hashToken } from '../../platform/tokens';
import { mergeGuestCart, type TransactionCapable } from '../cart/cart.repository';
import {
  emailTaken,
  findUserBySocialAccount,
  findUserForLogin,
  insertUser,
  isUniqueViolation,
  linkSocialAccount,
  normalizeEmail,
  updateUserLanguage,
} from './accounts.repository';
import { PlaceErrors, checkRegisterPlaces } from './places';
import { createSession } from './sessions.repository';

type RegisterPayload = z.output<typeof registerRequestSchema>;

/** Spec §3 User as the storefront stores it after login. */
export function toSessionUser(user: CallerUser): SessionUser {
  return {
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    is_wholesale: user.isWholesale ? 1 : 0,
    user_type: user.userType,
    role: user.role === 'admin' ? 'admin' : 'customer',
    profile_image: user.profileImage,
  };
}

/** Registration's name split (issue 3): the first word is the first name, the rest the last. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * POST /register: every server-only check and the insert in one transaction. The e-mail check
 * gives the common duplicate its clear 409; two registrations racing past it both insert and
 * the unique index refuses the second, which is answered the same 409, never a 500.
 */
/** What else the transaction that creates an account does (queue its welcome mail). */
export type OnAccountCreated = (
  tx: Executor,
  user: CallerUser,
  language: Language,
) => Promise<void>;

export async function registerAccount(
  db: Database,
  payload: RegisterPayload,
  onCreated?: OnAccountCreated,
): Promise<CallerUser> {
  const { country_id: countryId, city_id: cityId, user_type: userType } = payload;
  // The schema's superRefine guarantees these; narrowing for the compiler.
  if (countryId === undefined || cityId === undefined || userType === undefined) {
    throw new AppError(422, 'fill_required');
  }
  const isStudent = userType === USER_TYPES.student;
  const office =
    isStudent && payload.university_id !== undefined
      ? ({ kind: 'student', universityId: payload.university_id } as const)
      : ({
          kind: 'office',
          buildingId: payload.building_id ?? 0,
          companyId: payload.company_id ?? 0,
        } as const);

  // Hashing takes ~50 ms of CPU: outside the transaction, which then stays short.
  const passwordHash = await hashPassword(payload.password);
  const language = payload.language;
  try {
    return await db.transaction(async (tx) => {
      const problems = new PlaceErrors();
      await checkRegisterPlaces(tx, { countryId, cityId, office }, problems);
      problems.throwIfAny(language);
      if (await emailTaken(tx, payload.email)) throw new ConflictError('email_taken');

      const user = await insertUser(tx, {
        ...splitFullName(payload.name),
        email: payload.email,
        phoneNumber: payload.phone_number,
        passwordHash,
        // Spec §4: a wholesaler is an office account; a student is never a wholesaler.
        userType: isStudent ? USER_TYPES.student : USER_TYPES.office,
        isWholesale: !isStudent && payload.is_wholesale === 1,
        countryId,
        cityId,
        buildingId: office.kind === 'office' ? office.buildingId : null,
        companyId: office.kind === 'office' ? office.companyId : null,
        universityId: office.kind === 'student' ? office.universityId : null,
        language,
      });
      // DESIGN §4: the guest's cart is kept, now the user's.
      if (payload.cookie_id) await mergeGuestCart(tx, payload.cookie_id, user.id);
      await onCreated?.(tx, user, language);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('email_taken');
    throw error;
  }
}

/**
 * A new login session (DESIGN §4): the guest cart of `cookieId` merged into the user's, the
 * user's language remembered (their mails follow it), and a fresh random token of which only
 * the hash is stored. Answers the token, shown to the client this once.
 */
export async function openSession(
  db: Database,
  session: {
    userId: number;
    cookieId: string | undefined;
    language: Language;
    userAgent: string | undefined;
  },
): Promise<string> {
  const token = generateToken();
  await db.transaction(async (tx) => {
    await createSession(tx, {
      userId: session.userId,
      tokenHash: hashToken(token),
      userAgent: session.userAgent ?? '',
    });
    if (session.cookieId) await mergeGuestCart(tx, session.cookieId, session.userId);
    await updateUserLanguage(tx, session.userId, session.language);
  });
  return token;
}

/**
 * The account behind a verified social identity: the linked one; else the account with the
 * provider's (verified) e-mail, now linked; else a new account without password (office type,
 * no places: the profile completes them). Two first sign-ins at once: the loser's insert hits
 * a unique index and the whole lookup runs once more, finding the winner's rows.
 */
export async function findOrCreateSocialUser(
  db: TransactionCapable,
  provider: SocialProvider,
  identity: SocialIdentity,
  language: Language,
  onCreated?: OnAccountCreated,
): Promise<CallerUser> {
  const attempt = () =>
    db.transaction(async (tx) => {
      const linked = await findUserBySocialAccount(tx, provider, identity.providerUserId);
      if (linked) return linked;
      if (!identity.email) throw new AppError(422, 'facebook_email_required');
      const known = await findUserForLogin(tx, identity.email);
      const user = known ?? (await createSocialUser(tx, identity, identity.email, language));
      if (!known) await onCreated?.(tx, user, language);
      await linkSocialAccount(tx, {
        provider,
        providerUserId: identity.providerUserId,
        userId: user.id,
      });
      return user;
    });
  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}

async function createSocialUser(
  tx: Executor,
  identity: SocialIdentity,
  email: string,
  language: Language,
): Promise<CallerUser> {
  // A provider may leave the name empty: the mailbox name stands in until the profile is edited.
  const firstName = identity.firstName || normalizeEmail(email).split('@')[0] || '';
  return insertUser(tx, {
    firstName: firstName.slice(0, 100),
    lastName: identity.lastName.slice(0, 100),
    email,
    phoneNumber: '',
    passwordHash: null,
    userType: USER_TYPES.office,
    isWholesale: false,
    countryId: null,
    cityId: null,
    buildingId: null,
    companyId: null,
    universityId: null,
    language,
  });
}
