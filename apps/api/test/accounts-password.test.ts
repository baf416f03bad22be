import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forgotPasswordResponseSchema,
  profileResponseSchema,
  resetPasswordResponseSchema,
  type MessageKey,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { passwordResets, siteSettingTranslations, users } from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/platform/mail';
import {
  PASSWORD,
  demoPlaces,
  expectStoredToken,
  get,
  login,
  officePayload,
  post,
  readOutbox,
  register,
  resetTokenOf,
  uniqueEmail,
  describeOnEachDatabase,
  waitForMail,
} from './helpers/accounts';
import {
  buildTestApp,
  databaseKinds,
  errorFields,
  failBody,
  okBody,
  type TestApp,
  PUBLIC_URL,
} from './helpers/test-app';

const NEW_PASSWORD = 'a brand new secret';

describeOnEachDatabase('forgot and reset password', { env: { PUBLIC_URL } }, ({ t, places }) => {
  const forgot = (email: string, language = 'en') =>
    post(t.current.app, '/api/forgot-password', { email, language });
  const reset = (payload: Record<string, unknown>) =>
    post(t.current.app, '/api/reset-password', {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      language: 'en',
      ...payload,
    });

  /** A registered user (in `language`) and the token of a fresh reset mail. */
  async function userWithResetToken(language = 'en') {
    const payload = officePayload(places, { language });
    const user = await register(t.current.app, payload);
    okBody(await forgot(payload.email), forgotPasswordResponseSchema);
    const [mail] = await waitForMail(t.current.outboxDir, payload.email);
    if (!mail) throw new Error('no mail');
    return { user, email: payload.email, token: resetTokenOf(mail), mail };
  }

  describe('POST /api/forgot-password', () => {
    it('mails a one-hour, single-use link in the customer’s own language', async () => {
      const payload = officePayload(places, { name: 'Claire Dubois', language: 'fr' });
      const user = await register(t.current.app, payload);
      // Asked in German: the answer is German, the mail French (the customer's language).
      const body = okBody(
        await forgot(payload.email.toUpperCase(), 'de'),
        forgotPasswordResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('forgot_sent', 'de'));

      const [mail] = await waitForMail(t.current.outboxDir, payload.email);
      if (!mail) throw new Error('no mail');
      expect(mail.body).toContain('Bonjour Claire');
      expect(mail.body).toMatch(
        new RegExp(`${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]{43}(\\s|$)`),
      );
      const token = resetTokenOf(mail);
      const rows = await t.current.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
      expectStoredToken(rows, token, 55 * 60 * 1000, 60 * 60 * 1000);
    });

    it('comes from the shop by its name, as the settings name it now (issue 17 item 9)', async () => {
      const [english] = await t.current.db
        .select({ name: siteSettingTranslations.siteName })
        .from(siteSettingTranslations)
        .where(eq(siteSettingTranslations.language, 'en'));
      const { mail } = await userWithResetToken();
      expect(mail.headers).toMatch(
        new RegExp(`^From: "?${english!.name}"? <no-reply@storefront\\.test>$`, 'm'),
      );
      // Renamed in the back office: the next mail says so, no restart needed.
      await t.current.db
        .update(siteSettingTranslations)
        .set({ siteName: 'Sufra Kitchen' })
        .where(eq(siteSettingTranslations.language, 'en'));
      try {
        const again = await userWithResetToken();
        expect(again.mail.headers).toMatch(
          /^From: "?Sufra Kitchen"? <no-reply@storefront\.test>$/m,
        );
      } finally {
        await t.current.db
          .update(siteSettingTranslations)
          .set({ siteName: english!.name })
          .where(eq(siteSettingTranslations.language, 'en'));
      }
    });

    it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
      const payload = officePayload(places);
      await register(t.current.app, payload);
      const known = await forgot(payload.email, 'ka');
      const unknownEmail = uniqueEmail('nobody');
      const unknown = await forgot(unknownEmail, 'ka');
      expect(unknown.status).toBe(200);
      expect(unknown.json).toEqual(known.json);
      await waitForMail(t.current.outboxDir, payload.email);
      expect(
        (await readOutbox(t.current.outboxDir)).filter((mail) => mail.to === unknownEmail),
      ).toEqual([]);
    });

    it('refuses an empty or malformed e-mail with 422 (spec §5)', async () => {
      const empty = failBody(await forgot('', 'fr'), 422);
      expect(errorFields(empty)).toEqual(['email']);
      expect(empty.responseText).toBe(translateMessage('emailrequird', 'fr'));
      const malformed = failBody(await forgot('someone@', 'fr'), 422);
      expect(malformed.responseText).toBe(translateMessage('validemail', 'fr'));
    });

    it('voids the previous link when a new one is asked for', async () => {
      const first = await userWithResetToken();
      okBody(await forgot(first.email), forgotPasswordResponseSchema);
      const mails = await waitForMail(t.current.outboxDir, first.email, 2);
      const secondToken = resetTokenOf(mails[1] ?? mails[0]!);
      expect(secondToken).not.toBe(first.token);
      failBody(await reset({ token: first.token }), 400);
      okBody(await reset({ token: secondToken }), resetPasswordResponseSchema);
    });
  });

  describe('POST /api/reset-password', () => {
    it('sets the new password and logs out every session of the account', async () => {
      const payload = officePayload(places);
      await register(t.current.app, payload);
      const { token: sessionA } = await login(t.current.app, payload.email);
      const { token: sessionB } = await login(t.current.app, payload.email);
      okBody(await forgot(payload.email), forgotPasswordResponseSchema);
      const [mail] = await waitForMail(t.current.outboxDir, payload.email);
      if (!mail) throw new Error('no mail');

      const body = okBody(
        await reset({ token: resetTokenOf(mail), language: 'ae' }),
        resetPasswordResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('reset_success', 'ae'));

      for (const token of [sessionA, sessionB]) {
        failBody(await get(t.current.app, '/api/profile', token), 401);
      }
      failBody(
        await post(t.current.app, '/api/login', { email: payload.email, password: PASSWORD }),
        401,
      );
      const { token } = await login(t.current.app, payload.email, NEW_PASSWORD);
      okBody(await get(t.current.app, '/api/profile', token), profileResponseSchema);
      const [row] = await t.current.db.select().from(users).where(eq(users.email, payload.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a link used once already (400 reset_invalid)', async () => {
      const { token } = await userWithResetToken();
      okBody(await reset({ token }), resetPasswordResponseSchema);
      const again = failBody(
        await reset({
          token,
          password: 'yet another one',
          password_confirmation: 'yet another one',
          language: 'de',
        }),
        400,
      );
      expect(again.responseText).toBe(translateMessage('reset_invalid', 'de'));
    });

    it('lets only one of two simultaneous uses of a link through', async () => {
      const { token } = await userWithResetToken();
      const answers = await Promise.all([reset({ token }), reset({ token })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('refuses an expired link (older than an hour)', async () => {
      const { token, user } = await userWithResetToken();
      await t.current.db
        .update(passwordResets)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResets.userId, user.id));
      const body = failBody(await reset({ token, language: 'fr' }), 400);
      expect(body.responseText).toBe(translateMessage('reset_invalid', 'fr'));
      // The password did not change.
      await login(
        t.current.app,
        (await t.current.db.select().from(users).where(eq(users.id, user.id)))[0]?.email ?? '',
      );
    });

    it.each(['not-a-token', 'A'.repeat(43)])('refuses an unknown token %s', async (token) => {
      const body = failBody(await reset({ token, language: 'ka' }), 400);
      expect(body.responseText).toBe(translateMessage('reset_invalid', 'ka'));
    });

    const rules: [string, Record<string, unknown>, string, MessageKey][] = [
      ['no new password', { password: '' }, 'password', 'new_password_required'],
      [
        'a new password of 7 characters',
        { password: 'abcdefg', password_confirmation: 'abcdefg' },
        'password',
        'pwdvalid',
      ],
      [
        'no confirmation',
        { password_confirmation: '' },
        'password_confirmation',
        'confirm_password_required',
      ],
      [
        'a confirmation that differs',
        { password_confirmation: 'something else' },
        'password_confirmation',
        'passwords_mismatch',
      ],
    ];
    it.each(rules)('refuses %s with 422 (spec §5 reset)', async (_label, change, field, key) => {
      const { token, email } = await userWithResetToken();
      const body = failBody(await reset({ token, language: 'de', ...change }), 422);
      // An empty new password also differs from the confirmation: the field's own text is first.
      expect(errorFields(body)[0]).toBe(field);
      expect(body.responseData?.errors?.[0]?.message).toBe(translateMessage(key, 'de'));
      // A refused attempt does not use the link up.
      okBody(await reset({ token }), resetPasswordResponseSchema);
      await login(t.current.app, email, NEW_PASSWORD);
    });
  });
});

describe.each(databaseKinds)('forgot-password timing on %s', (kind) => {
  /** A mailer that holds every mail until released: the answer must not wait for it. */
  const held: { message: MailMessage; release: () => void }[] = [];
  const holdingMailer: Mailer = {
    send: (message) => new Promise<void>((resolve) => held.push({ message, release: resolve })),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { mailer: holdingMailer });
  });
  afterAll(async () => {
    for (const mail of held) mail.release();
    await t.close();
  });

  it('answers a known e-mail before its mail is sent (the mail work is off the answer’s path)', async () => {
    const places = await demoPlaces(t.db);
    const payload = officePayload(places);
    await register(t.app, payload);
    const answer = await post(t.app, '/api/forgot-password', {
      email: payload.email,
      language: 'en',
    });
    okBody(answer, forgotPasswordResponseSchema);
    const deadline = Date.now() + 10_000;
    while (held.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(held.map((mail) => mail.message.to)).toEqual([payload.email]);
  });
});
