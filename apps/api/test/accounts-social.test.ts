import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  profileResponseSchema,
  siteInfoResponseSchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { socialAccounts, users } from '../src/db/schema';
import { addItemLine, findCartId, findOrCreateCart } from '../src/modules/cart/cart.repository';
import {
  demoPlaces,
  get,
  newCookieId,
  officePayload,
  post,
  register,
  uniqueEmail,
  waitForWelcomeMails,
} from './helpers/accounts';
import { cartContents, demoCartGoods } from './helpers/cart';
import { FACEBOOK_APP_ID, GOOGLE_CLIENT_ID, startSocialStandIn } from './helpers/social-stand-in';
import { useTestAppWithStandIn } from './helpers/stand-in-app';
import { databaseKinds, errorFields, failBody, okBody, useTestApp } from './helpers/test-app';

const subject = () => `g-${randomBytes(6).toString('hex')}`;
const facebookId = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

describe.each(databaseKinds)('social sign-in on %s (local stand-in providers)', (kind) => {
  const t = useTestAppWithStandIn(kind, startSocialStandIn);

  const socialLogin = (payload: Record<string, unknown>) =>
    post(t.current.app, '/api/social-login', { language: 'en', ...payload });
  /** A Google sign-in: the subject the storefront sends and the ID token it got. */
  const googleLogin = (sub: string, idToken: string, extra: Record<string, unknown> = {}) =>
    socialLogin({ graph_domain: 'google', social_user_id: sub, id_token: idToken, ...extra });
  /** A Facebook sign-in: the user id the storefront sends and the access token it got. */
  const facebookLogin = (id: string, accessToken: string, extra: Record<string, unknown> = {}) =>
    socialLogin({
      graph_domain: 'facebook',
      social_user_id: id,
      access_token: accessToken,
      ...extra,
    });

  /** A sign-in refused with 422 naming `field` alone: its envelope. */
  async function refusedNaming(payload: Record<string, unknown>, field: string) {
    const body = failBody(await socialLogin(payload), 422);
    expect(errorFields(body)).toEqual([field]);
    return body;
  }

  async function usersWithEmail(email: string) {
    return t.current.db.select().from(users).where(eq(users.email, email));
  }

  describe('Google (ID token: signature, audience, issuer, expiry)', () => {
    it('creates an account from the verified token, never from the payload, then links it', async () => {
      const sub = subject();
      const email = uniqueEmail('google');
      const idToken = await t.standIn.googleToken({
        sub,
        email,
        name: 'Mariam Khalil',
        given_name: 'Mariam',
        family_name: 'Khalil',
      });
      const body = okBody(
        await googleLogin(sub, idToken, {
          // Claims in the payload are ignored: only the token speaks.
          name: 'Mallory Intruder',
          email: 'mallory@example.com',
          language: 'de',
        }),
        loginResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('login_success', 'de'));
      expect(body.responseData.user).toMatchObject({
        name: 'Mariam Khalil',
        email,
        user_type: 1,
        is_wholesale: 0,
      });
      const [row] = await usersWithEmail(email);
      expect(row).toMatchObject({
        firstName: 'Mariam',
        lastName: 'Khalil',
        passwordHash: null,
        language: 'de',
      });
      expect(await usersWithEmail('mallory@example.com')).toEqual([]);
      const links = await t.current.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, row?.id ?? 0));
      expect(links).toMatchObject([{ provider: 'google', providerUserId: sub }]);
      okBody(
        await get(t.current.app, '/api/profile', body.responseData.token),
        profileResponseSchema,
      );

      // The second sign-in finds the linked account, even with another e-mail in the token.
      const again = okBody(
        await googleLogin(sub, await t.standIn.googleToken({ sub, email: uniqueEmail('renamed') })),
        loginResponseSchema,
      );
      expect(again.responseData.user.id).toBe(row?.id);
      expect(again.responseData.token).not.toBe(body.responseData.token);
      // The new account was welcomed once, in its language (issue 17 item 9).
      const welcomes = await waitForWelcomeMails(t.current.outboxDir, email);
      expect(welcomes.map((mail) => mail.body.split('\n')[0])).toEqual([
        translateMessage('welcome_mail_body', 'de', { name: 'Mariam', shop: '', link: '' }).split(
          '\n',
        )[0],
      ]);
    });

    it('links a Google sign-in to the account that already has that e-mail', async () => {
      const places = await demoPlaces(t.current.db);
      const payload = officePayload(places);
      const registered = await register(t.current.app, payload);
      const sub = subject();
      const idToken = await t.standIn.googleToken({
        sub,
        email: payload.email.toUpperCase(),
        name: 'Layla',
      });
      const body = okBody(await googleLogin(sub, idToken), loginResponseSchema);
      expect(body.responseData.user.id).toBe(registered.id);
      expect(await usersWithEmail(payload.email)).toHaveLength(1);
    });

    it('merges the guest cart of cookie_id', async () => {
      const goods = await demoCartGoods(t.current.db);
      const cookieId = newCookieId();
      const guestCart = await findOrCreateCart(t.current.db, { cookieId });
      await addItemLine(t.current.db, guestCart, goods.itemA, 4);
      const sub = subject();
      const idToken = await t.standIn.googleToken({
        sub,
        email: uniqueEmail('cart'),
        name: 'Cart Owner',
      });
      const body = okBody(
        await googleLogin(sub, idToken, { cookie_id: cookieId }),
        loginResponseSchema,
      );
      expect(await findCartId(t.current.db, { cookieId })).toBeUndefined();
      const userCart = await findCartId(t.current.db, { userId: body.responseData.user.id });
      expect(await cartContents(t.current.db, userCart ?? 0)).toEqual([
        { itemId: goods.itemA, comboId: null, quantity: 4, picks: [] },
      ]);
    });

    const refusals: [string, () => Promise<{ token: string; sub: string }>][] = [
      [
        'for another audience',
        async () => tokenFor({ aud: 'someone-else.apps.googleusercontent.com' }),
      ],
      ['from another issuer', async () => tokenFor({ iss: 'https://accounts.example.com' })],
      ['that has expired', async () => tokenFor({}, { expiresIn: '-10 minutes' })],
      [
        'signed with a key Google does not publish (forged)',
        async () => tokenFor({}, { key: t.standIn.foreignKey }),
      ],
      ['whose e-mail is not verified', async () => tokenFor({ email_verified: false })],
      [
        'whose subject is not the social_user_id sent',
        async () => ({ token: (await tokenFor({})).token, sub: subject() }),
      ],
      ['that is not a JWT at all', async () => ({ token: 'not.a.jwt', sub: subject() })],
    ];
    async function tokenFor(claims: Record<string, unknown>, options = {}) {
      const sub = subject();
      const token = await t.standIn.googleToken(
        { sub, email: uniqueEmail('refused'), ...claims },
        options,
      );
      return { token, sub };
    }

    it.each(refusals)('refuses a token %s: 401 gloginfail, no account', async (_label, make) => {
      const { token, sub } = await make();
      const before = await t.current.db.select({ id: users.id }).from(users);
      const body = failBody(await googleLogin(sub, token, { language: 'fr' }), 401);
      expect(body.responseText).toBe(translateMessage('gloginfail', 'fr'));
      expect(await t.current.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    });

    it('refuses a Google sign-in without ID token (422 naming id_token)', async () => {
      const body = await refusedNaming(
        { graph_domain: 'google', social_user_id: subject() },
        'id_token',
      );
      expect(body.responseText).toBe(translateMessage('gloginfail', 'en'));
    });

    it('refuses an unknown provider (422)', async () => {
      await refusedNaming({ graph_domain: 'myspace', social_user_id: 'x' }, 'graph_domain');
    });
  });

  describe('Facebook (access token checked with debug_token, then /me)', () => {
    function facebookUser(overrides: { debug?: object; me?: object } = {}) {
      const id = facebookId();
      const token = `EAA${randomBytes(12).toString('hex')}`;
      t.standIn.facebookTokens.set(token, {
        debug: { is_valid: true, app_id: FACEBOOK_APP_ID, user_id: id, ...overrides.debug },
        me: { id, name: 'Giorgi Beridze', email: uniqueEmail('facebook'), ...overrides.me },
      });
      return { id, token };
    }

    it('creates an account from /me once debug_token vouches for the token, then links it', async () => {
      const { id, token } = facebookUser({ me: { first_name: 'Giorgi', last_name: 'Beridze' } });
      const body = okBody(
        await facebookLogin(id, token, { name: 'Mallory', language: 'ka' }),
        loginResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('login_success', 'ka'));
      expect(body.responseData.user.name).toBe('Giorgi Beridze');
      const again = okBody(await facebookLogin(id, token), loginResponseSchema);
      expect(again.responseData.user.id).toBe(body.responseData.user.id);
    });

    const refusals: [string, () => { id: string; token: string }][] = [
      ['a token debug_token calls invalid', () => facebookUser({ debug: { is_valid: false } })],
      ['a token of another app', () => facebookUser({ debug: { app_id: '999' } })],
      [
        'a token of another user than social_user_id',
        () => ({ ...facebookUser(), id: facebookId() }),
      ],
      ['a token Graph has never seen', () => ({ id: facebookId(), token: 'EAAunknown' })],
    ];
    it.each(refusals)('refuses %s: 401 facebook_login_failed', async (_label, make) => {
      const { id, token } = make();
      const body = failBody(await facebookLogin(id, token, { language: 'de' }), 401);
      expect(body.responseText).toBe(translateMessage('facebook_login_failed', 'de'));
    });

    it('refuses when Graph is unreachable or failing (401, not 500)', async () => {
      const { id, token } = facebookUser();
      t.standIn.setGraphDown(true);
      try {
        failBody(await facebookLogin(id, token), 401);
      } finally {
        t.standIn.setGraphDown(false);
      }
    });

    it('asks for an e-mail when the Facebook account shares none (422)', async () => {
      const { id, token } = facebookUser({ me: { email: undefined } });
      const body = failBody(await facebookLogin(id, token, { language: 'fr' }), 422);
      expect(body.responseText).toBe(translateMessage('facebook_email_required', 'fr'));
    });

    it('refuses a Facebook sign-in without access token (422 naming access_token)', async () => {
      await refusedNaming({ graph_domain: 'facebook', social_user_id: '1' }, 'access_token');
    });
  });

  describe('what the storefront is told', () => {
    it('lists the public ids of configured providers in site-info', async () => {
      const body = okBody(
        await get(t.current.app, '/api/site-info?language=en'),
        siteInfoResponseSchema,
      );
      expect(body.responseData.social).toEqual({
        google_client_id: GOOGLE_CLIENT_ID,
        facebook_app_id: FACEBOOK_APP_ID,
      });
      expect(JSON.stringify(body)).not.toContain('stand-in-app-secret');
    });

    it('lets the providers’ scripts through the pages’ CSP', async () => {
      // An HTML page of the API (its docs): JSON answers carry a policy of their own.
      const answer = await t.current.app.inject({ method: 'GET', url: '/api/docs' });
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain('https://accounts.google.com/gsi/client');
      expect(csp).toContain('https://connect.facebook.net');
    });
  });
});

describe.each(databaseKinds)('social sign-in without providers on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(['google', 'facebook'])('answers 404 social_unavailable for %s', async (graph_domain) => {
    const body = failBody(
      await post(t.current.app, '/api/social-login', {
        graph_domain,
        social_user_id: '42',
        id_token: 'x',
        access_token: 'y',
        language: 'de',
      }),
      404,
    );
    expect(body.responseText).toBe(translateMessage('social_unavailable', 'de'));
  });

  it('hides the buttons (null ids) and keeps the strict CSP', async () => {
    const answer = await get(t.current.app, '/api/site-info?language=en');
    expect(okBody(answer, siteInfoResponseSchema).responseData.social).toEqual({
      google_client_id: null,
      facebook_app_id: null,
    });
    const page = await t.current.app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('facebook');
  });
});
