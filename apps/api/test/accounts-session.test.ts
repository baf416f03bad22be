import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  logoutResponseSchema,
  productsResponseSchema,
  profileResponseSchema,
  type MessageKey,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { sessions, users } from '../src/db/schema';
import { findCartId } from '../src/modules/cart/cart.repository';
import {
  PASSWORD,
  expectStoredToken,
  get,
  login,
  newCookieId,
  officePayload,
  post,
  register,
  registeredUser,
  uniqueEmail,
  describeOnEachDatabase,
} from './helpers/accounts';
import { cartContents, cartWith, demoCartGoods } from './helpers/cart';
import { errorFields, failBody, okBody, send } from './helpers/test-app';

describeOnEachDatabase('login, sessions and logout', ({ t, places }) => {
  const loginCall = (payload: object) => post(t.current.app, '/api/login', payload);

  describe('POST /api/login', () => {
    it('answers {user, token}; only the token’s hash is stored; the token opens the profile', async () => {
      const payload = officePayload(places, { name: 'Nour Saleh' });
      const registered = await register(t.current.app, payload);
      const body = okBody(
        await loginCall({ email: payload.email.toUpperCase(), password: PASSWORD, language: 'de' }),
        loginResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('login_success', 'de'));
      expect(body.responseData.user).toEqual(registered);
      const { token } = body.responseData;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const stored = await t.current.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, registered.id));
      expectStoredToken(stored, token, 29 * 24 * 3600 * 1000, 30 * 24 * 3600 * 1000);

      const profile = okBody(
        await get(t.current.app, '/api/profile', token),
        profileResponseSchema,
      );
      expect(profile.responseData).toMatchObject({ id: registered.id, email: payload.email });
      // The login's language is remembered (the reset mail is written in it).
      const [row] = await t.current.db.select().from(users).where(eq(users.id, registered.id));
      expect(row?.language).toBe('de');
    });

    it('answers a wrong password and an unknown e-mail alike: 401 invalid_credentials', async () => {
      const { email } = await registeredUser(t.current.app, places);
      const wrong = failBody(
        await loginCall({ email, password: 'wrong password', language: 'fr' }),
        401,
      );
      const unknown = failBody(
        await loginCall({ email: uniqueEmail('nobody'), password: PASSWORD, language: 'fr' }),
        401,
      );
      expect(wrong.responseText).toBe(translateMessage('invalid_credentials', 'fr'));
      expect(unknown).toEqual(wrong);
    });

    it('refuses a password login to an account made by social sign-in (no password)', async () => {
      const email = uniqueEmail('social');
      await t.current.db
        .insert(users)
        .values({ firstName: 'Sami', email, passwordHash: null, language: 'en' });
      const body = failBody(await loginCall({ email, password: PASSWORD, language: 'en' }), 401);
      expect(body.responseText).toBe(translateMessage('invalid_credentials', 'en'));
    });

    const rules: [string, Record<string, unknown>, string, MessageKey][] = [
      ['no e-mail', { email: '' }, 'email', 'emailrequird'],
      ['a malformed e-mail', { email: 'nour@example' }, 'email', 'validemail'],
      ['no password', { password: '' }, 'password', 'pwdrqd'],
      ['a password of 7 characters', { password: 'abcdefg' }, 'password', 'pwdvalid'],
    ];
    it.each(rules)('refuses %s with 422 (spec §5 login)', async (_label, change, field, key) => {
      const body = failBody(
        await loginCall({
          email: 'nour@example.com',
          password: PASSWORD,
          language: 'ae',
          ...change,
        }),
        422,
      );
      expect(errorFields(body)).toEqual([field]);
      expect(body.responseText).toBe(translateMessage(key, 'ae'));
    });

    it('merges the guest cart: item quantities summed, combos moved or summed, guest cart gone', async () => {
      const goods = await demoCartGoods(t.current.db);
      const { user, email } = await registeredUser(t.current.app, places);
      const userCart = await cartWith(t.current.db, { userId: user.id }, [
        { itemId: goods.itemA, quantity: 1 },
        { comboId: goods.comboId, picks: goods.picksA, quantity: 1 },
      ]);

      const cookieId = newCookieId();
      await cartWith(t.current.db, { cookieId }, [
        { itemId: goods.itemA, quantity: 2 },
        { itemId: goods.itemB, quantity: 1 },
        { comboId: goods.comboId, picks: goods.picksA, quantity: 1 },
        { comboId: goods.comboId, picks: goods.picksB, quantity: 3 },
      ]);

      await login(t.current.app, email, PASSWORD, { cookie_id: cookieId });

      expect(await findCartId(t.current.db, { cookieId })).toBeUndefined();
      expect(await cartContents(t.current.db, userCart)).toEqual([
        { itemId: goods.itemA, comboId: null, quantity: 3, picks: [] },
        { itemId: goods.itemB, comboId: null, quantity: 1, picks: [] },
        { itemId: null, comboId: goods.comboId, quantity: 2, picks: goods.picksA },
        { itemId: null, comboId: goods.comboId, quantity: 3, picks: goods.picksB },
      ]);
    });

    it('logs in with a cookie_id that owns no cart', async () => {
      const { email, user } = await registeredUser(t.current.app, places);
      await login(t.current.app, email, PASSWORD, { cookie_id: newCookieId() });
      expect(await findCartId(t.current.db, { userId: user.id })).toBeUndefined();
    });
  });

  describe('bearer tokens (DESIGN §4)', () => {
    it('treats a request without Authorization as a guest, and ignores other schemes', async () => {
      expect((await get(t.current.app, '/api/home?language=en')).status).toBe(200);
      const basic = await send(t.current.app, {
        method: 'GET',
        url: '/api/home?language=en',
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.status).toBe(200);
    });

    it.each([
      ['a malformed token', 'Bearer not-a-token'],
      ['an empty bearer', 'Bearer'],
      ['an unknown token', `Bearer ${randomBytes(32).toString('base64url')}`],
    ])('answers 401 session_expired to %s, on public calls too', async (_label, header) => {
      const answer = await send(t.current.app, {
        method: 'GET',
        url: '/api/home?language=de',
        headers: { authorization: header },
      });
      expect(failBody(answer, 401).responseText).toBe(translateMessage('session_expired', 'de'));
    });

    it('answers 401 session_expired to an expired session', async () => {
      const { token, user } = await registeredUser(t.current.app, places);
      await t.current.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, user.id));
      const body = failBody(await get(t.current.app, '/api/profile?language=fr', token), 401);
      expect(body.responseText).toBe(translateMessage('session_expired', 'fr'));
    });

    it('refreshes last_used_at at most once a minute', async () => {
      const { token, user } = await registeredUser(t.current.app, places);
      const lastUsed = async () => {
        const [row] = await t.current.db
          .select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id));
        return row?.at.getTime() ?? 0;
      };
      const fresh = await lastUsed();
      okBody(await get(t.current.app, '/api/profile', token), profileResponseSchema);
      expect(await lastUsed()).toBe(fresh);

      await t.current.db
        .update(sessions)
        .set({ lastUsedAt: sql`now() - interval '10 minutes'` })
        .where(eq(sessions.userId, user.id));
      const old = await lastUsed();
      okBody(await get(t.current.app, '/api/profile', token), profileResponseSchema);
      const touched = await lastUsed();
      expect(touched).toBeGreaterThan(old + 9 * 60 * 1000);
      okBody(await get(t.current.app, '/api/profile', token), profileResponseSchema);
      expect(await lastUsed()).toBe(touched);
    });

    it('refuses a user_id that is not the caller’s (403) and one without token (401)', async () => {
      const { token, user } = await registeredUser(t.current.app, places);
      const other = await registeredUser(t.current.app, places);
      const foreign = failBody(
        await post(
          t.current.app,
          '/api/products',
          { user_id: other.user.id, language: 'de' },
          { token },
        ),
        403,
      );
      expect(foreign.responseText).toBe(translateMessage('forbidden', 'de'));
      const anonymous = failBody(
        await post(t.current.app, '/api/products', { user_id: user.id, language: 'de' }),
        401,
      );
      expect(anonymous.responseText).toBe(translateMessage('unauthorized', 'de'));
      const home = failBody(
        await get(t.current.app, `/api/home?language=fr&user_id=${other.user.id}`, token),
        403,
      );
      expect(home.responseText).toBe(translateMessage('forbidden', 'fr'));
    });

    it('accepts the caller’s own user_id', async () => {
      const { token, user } = await registeredUser(t.current.app, places);
      okBody(
        await post(t.current.app, '/api/products', { user_id: user.id, language: 'en' }, { token }),
        productsResponseSchema,
      );
      expect((await get(t.current.app, `/api/home?user_id=${user.id}`, token)).status).toBe(200);
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the token on the server: it then gets 401', async () => {
      const { token } = await registeredUser(t.current.app, places);
      const body = okBody(
        await post(t.current.app, '/api/logout', { language: 'ka' }, { token }),
        logoutResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('logout_success', 'ka'));
      const after = failBody(await get(t.current.app, '/api/profile?language=ka', token), 401);
      expect(after.responseText).toBe(translateMessage('session_expired', 'ka'));
      failBody(await post(t.current.app, '/api/logout', { language: 'ka' }, { token }), 401);
    });

    it('ends only the session of that token', async () => {
      const { token, email } = await registeredUser(t.current.app, places);
      const { token: second } = await login(t.current.app, email);
      okBody(await post(t.current.app, '/api/logout', {}, { token }), logoutResponseSchema);
      okBody(await get(t.current.app, '/api/profile', second), profileResponseSchema);
    });

    it('accepts a logout without body, the language in the query', async () => {
      const { token } = await registeredUser(t.current.app, places);
      const answer = await send(t.current.app, {
        method: 'POST',
        url: '/api/logout?language=fr',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(okBody(answer, logoutResponseSchema).responseText).toBe(
        translateMessage('logout_success', 'fr'),
      );
    });

    it('answers 401 unauthorized without a token', async () => {
      const body = failBody(await post(t.current.app, '/api/logout', { language: 'de' }), 401);
      expect(body.responseText).toBe(translateMessage('unauthorized', 'de'));
    });
  });
});
