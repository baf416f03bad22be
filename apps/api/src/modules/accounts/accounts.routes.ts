import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  socialLoginRequestSchema,
  toLanguage,
  type Language,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { ok } from '../../platform/envelope';
import {
  BadRequestError,
  NotFoundError,
  UnauthorizedError,
  fieldError,
} from '../../platform/errors';
import { requireCaller } from '../../platform/identity';
import { requestLanguage } from '../../platform/language';
import { hashPassword, verifyPassword, warmUpPasswords } from '../../platform/passwords';
import { bodyEmail, clientAddress } from '../../platform/rate-limit';
import { SocialProofError, createSocialProviders } from '../../platform/social';
import { generateToken, hashToken } from '../../platform/tokens';
import {
  consumeResetToken,
  findUserForLogin,
  replaceResetToken,
  setPassword,
} from './accounts.repository';
import {
  findOrCreateSocialUser,
  openSession,
  type OnAccountCreated,
  registerAccount,
  toSessionUser,
} from './accounts.service';
import { resetMail } from './reset-mail';
import { welcomeMail } from './welcome-mail';
import { revokeSession, revokeUserSessions } from './sessions.repository';

/** DESIGN §4: a reset link works for an hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Reset tokens are made by platform/tokens.ts: 32 bytes, base64url. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Register, login, social sign-in, logout, forgot and reset password (spec §7, DESIGN §4). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = routeSchema(['accounts']);

  const social = createSocialProviders(app.config);
  // The first login would otherwise pay for making the dummy hash of unknown e-mails.
  await warmUpPasswords();

  // Work left running after an answer (the reset mail) is awaited before the app closes.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  function inBackground(request: FastifyRequest, what: string, task: () => Promise<void>) {
    const running = task()
      .catch((error: unknown) => request.log.error({ err: error }, what))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /** Issue 17 item 9: a new account, by e-mail or by Google or Facebook, is welcomed. */
  const welcome: OnAccountCreated = async (tx, user, language) => {
    await app.jobs.enqueueMail(tx, await welcomeMail(tx, user, language, app.config.PUBLIC_URL));
  };

  /** Both logins end alike: a session on this device (DESIGN §4), answered as {user, token}. */
  async function signedIn(
    request: FastifyRequest,
    user: Parameters<typeof toSessionUser>[0],
    cookieId: string | undefined,
    language: Language,
  ) {
    const token = await openSession(app.db, {
      userId: user.id,
      cookieId,
      language,
      userAgent: request.headers['user-agent'],
    });
    return ok(language, { user: toSessionUser(user), token }, 'login_success');
  }

  app.post(
    accountPaths.register,
    {
      preValidation: app.rateLimitHook('registerPerIp', clientAddress),
      preHandler: app.rateLimitHook('registerPerEmail', bodyEmail),
      ...documented(
        'Create an account (spec §7 POST /register; §5 rules; guest cart kept)',
        { body: registerRequestSchema },
        registerResponseSchema,
      ),
    },
    async (request) => {
      const user = await registerAccount(app.db, request.body, welcome);
      // Spec §2: registration does not log in; the storefront goes to /login next.
      return ok(request.body.language, { user: toSessionUser(user) }, 'register_success');
    },
  );

  app.post(
    accountPaths.login,
    {
      preValidation: app.rateLimitHook('loginPerIp', clientAddress),
      preHandler: app.rateLimitHook('loginPerEmail', bodyEmail),
      ...documented(
        'Log in with e-mail and password (spec §7 POST /login): {user, token}',
        { body: loginRequestSchema },
        loginResponseSchema,
      ),
    },
    async (request) => {
      const { email, password, cookie_id, language } = request.body;
      const user = await findUserForLogin(app.db, email);
      // Always one argon2 verification (a dummy hash for an unknown e-mail): the same answer
      // in about the same time, so neither tells whether an account exists.
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw new UnauthorizedError('invalid_credentials');
      return signedIn(request, user, cookie_id, language);
    },
  );

  app.post(
    accountPaths.socialLogin,
    {
      preValidation: app.rateLimitHook('socialLoginPerIp', clientAddress),
      ...documented(
        'Log in with Google (id_token) or Facebook (access_token), verified with the provider (spec §7 POST /social-login)',
        { body: socialLoginRequestSchema },
        loginResponseSchema,
      ),
    },
    async (request) => {
      const { graph_domain: provider, social_user_id, cookie_id, language } = request.body;
      const failureKey = provider === 'google' ? 'gloginfail' : 'facebook_login_failed';
      const proofField = provider === 'google' ? 'id_token' : 'access_token';
      const proof = provider === 'google' ? request.body.id_token : request.body.access_token;
      const verifier = social[provider];
      if (!verifier) throw new NotFoundError('social_unavailable');
      if (!proof) {
        throw fieldError(proofField, failureKey, language);
      }

      let identity;
      try {
        identity = await verifier(proof, social_user_id);
      } catch (error) {
        if (!(error instanceof SocialProofError)) throw error;
        request.log.warn({ err: error, provider }, 'social sign-in refused');
        throw new UnauthorizedError(failureKey);
      }
      // The payload's social_user_id must be the proof's subject (Google's `sub`).
      if (identity.providerUserId !== social_user_id) {
        request.log.warn({ provider }, 'social sign-in refused: social_user_id is not the subject');
        throw new UnauthorizedError(failureKey);
      }

      const user = await findOrCreateSocialUser(app.db, provider, identity, language, welcome);
      return signedIn(request, user, cookie_id, language);
    },
  );

  app.post(
    accountPaths.logout,
    // The language may come in the body or the query (a body-less POST): read from either.
    documented(
      'Log out: the bearer token is revoked on the server (spec §4)',
      { body: logoutRequestSchema },
      logoutResponseSchema,
    ),
    async (request) => {
      const caller = requireCaller(request);
      await revokeSession(app.db, caller.sessionId);
      return ok(requestLanguage(request), null, 'logout_success');
    },
  );

  app.post(
    accountPaths.forgotPassword,
    {
      preValidation: app.rateLimitHook('forgotPerIp', clientAddress),
      preHandler: app.rateLimitHook('forgotPerEmail', bodyEmail),
      ...documented(
        'Ask for a password reset link by e-mail; the same answer whether or not the e-mail is known (spec §7 POST /forgot-password)',
        { body: forgotPasswordRequestSchema },
        forgotPasswordResponseSchema,
      ),
    },
    async (request) => {
      const { email, language } = request.body;
      const user = await findUserForLogin(app.db, email);
      if (user) {
        // DESIGN §4: the answer must not tell whether the e-mail is known, by its text or its
        // time. The lookup is the only work both cases await; the token and the mail are done
        // after the answer, their failures logged (the customer can ask again). The token and
        // its mail's job are committed together: the mail goes out, with retries, or neither.
        inBackground(request, 'password reset mail not queued', async () => {
          const token = generateToken();
          await app.db.transaction(async (tx) => {
            await replaceResetToken(tx, {
              userId: user.id,
              tokenHash: hashToken(token),
              expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
            });
            await app.jobs.enqueueMail(
              tx,
              resetMail({
                to: user.email,
                name: user.firstName,
                link: `${app.config.PUBLIC_URL}/reset-password/${token}`,
                language: toLanguage(user.language),
              }),
            );
          });
        });
      }
      return ok(language, null, 'forgot_sent');
    },
  );

  app.post(
    accountPaths.resetPassword,
    documented(
      'Set a new password with the token of a /reset-password/{token} link (single use, one hour); ends every session',
      { body: resetPasswordRequestSchema },
      resetPasswordResponseSchema,
    ),
    async (request) => {
      const { token, password, language } = request.body;
      if (!RESET_TOKEN_PATTERN.test(token)) throw new BadRequestError('reset_invalid');
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const userId = await consumeResetToken(tx, hashToken(token));
        if (userId === undefined) throw new BadRequestError('reset_invalid');
        await setPassword(tx, userId, passwordHash);
        // Whoever knew the old password is logged out everywhere.
        await revokeUserSessions(tx, userId);
      });
      return ok(language, null, 'reset_success');
    },
  );
};
