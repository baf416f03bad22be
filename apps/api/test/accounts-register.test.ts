import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerResponseSchema, type MessageKey } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { carts, users } from '../src/db/schema';
import { findCartId } from '../src/modules/cart/cart.repository';
import {
  PASSWORD,
  newCookieId,
  officePayload,
  post,
  register,
  studentPayload,
  uniqueEmail,
  describeOnEachDatabase,
  type DemoPlaces,
} from './helpers/accounts';
import { cartContents, cartWith, demoCartGoods } from './helpers/cart';
import { errorFields, failBody, okBody } from './helpers/test-app';

describeOnEachDatabase('POST /api/register', ({ t, places }) => {
  const registerCall = (payload: object) => post(t.current.app, '/api/register', payload);

  async function storedUser(email: string) {
    const [row] = await t.current.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  it('creates an office account: e-mail lower-cased, name split, password hashed with argon2id', async () => {
    const email = uniqueEmail('Layla.Office').replace('layla', 'Layla');
    const payload = officePayload(places, { email: `  ${email.toUpperCase()} `, language: 'de' });
    const body = okBody(await registerCall(payload), registerResponseSchema);
    expect(body.responseText).toBe(translateMessage('register_success', 'de'));
    // Spec §2: registration leads to /login; no token is handed out here.
    expect(body.responseData).toEqual({
      user: {
        id: expect.any(Number) as number,
        name: 'Layla Al Mansoori',
        email: email.toLowerCase(),
        is_wholesale: 0,
        user_type: 1,
        role: 'customer',
        profile_image: null,
      },
    });
    expect(JSON.stringify(body)).not.toContain('token');

    const row = await storedUser(email.toLowerCase());
    expect(row).toMatchObject({
      id: body.responseData.user.id,
      firstName: 'Layla',
      lastName: 'Al Mansoori',
      phoneNumber: '3600 12345',
      userType: 1,
      isWholesale: false,
      countryId: places.countryId,
      cityId: places.cityId,
      buildingId: places.buildingId,
      companyId: places.companyId,
      universityId: null,
      language: 'de',
      role: 'customer',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('keeps names and phones as people write them: hyphens, apostrophes, a leading + (decision 046)', async () => {
    const email = uniqueEmail('nour.haddad');
    const payload = officePayload(places, {
      email,
      name: ' Nour Haddad-Saleh O’Brien ',
      phone_number: '+973 3600 1122',
    });
    okBody(await registerCall(payload), registerResponseSchema);
    expect(await storedUser(email)).toMatchObject({
      firstName: 'Nour',
      lastName: 'Haddad-Saleh O’Brien',
      phoneNumber: '+973 3600 1122',
    });
  });

  it('stores a wholesaler as an office account (spec §4)', async () => {
    const payload = officePayload(places, { is_wholesale: 1 });
    const user = await register(t.current.app, payload);
    expect(user).toMatchObject({ is_wholesale: 1, user_type: 1 });
    expect(await storedUser(payload.email)).toMatchObject({ isWholesale: true, userType: 1 });
  });

  it('stores a student with a university and no office places (spec §4)', async () => {
    const payload = studentPayload(places, {
      building_id: places.buildingId,
      company_id: places.companyId,
    });
    const user = await register(t.current.app, payload);
    expect(user).toMatchObject({ is_wholesale: 0, user_type: 2, name: 'Omar Haddad' });
    expect(await storedUser(payload.email)).toMatchObject({
      userType: 2,
      isWholesale: false,
      universityId: places.universityId,
      buildingId: null,
      companyId: null,
      language: 'fr',
    });
  });

  it('refuses a wholesaler student (spec §4: wholesaler forces type 1)', async () => {
    const body = failBody(
      await registerCall(studentPayload(places, { is_wholesale: 1, language: 'ae' })),
      422,
    );
    expect(errorFields(body)).toEqual(['user_type']);
    expect(body.responseText).toBe(translateMessage('wholesaler_office_only', 'ae'));
  });

  describe('spec §5 rules: 422 naming the field, the text in the request language', () => {
    const cases: [string, Record<string, unknown>, string, MessageKey][] = [
      ['no name', { name: '' }, 'name', 'fullnamerequired'],
      ['a name with digits', { name: 'Layla 2' }, 'name', 'validname'],
      ['a name with symbols', { name: 'Layla <b>' }, 'name', 'validname'],
      ['a name that starts with a hyphen', { name: "-O'Brien" }, 'name', 'validname'],
      ['no e-mail', { email: '' }, 'email', 'emailrequird'],
      ['an e-mail without @', { email: 'layla.example.com' }, 'email', 'validemail'],
      ['an e-mail with an unlisted TLD', { email: 'layla@example.xyz' }, 'email', 'validemail'],
      ['no phone', { phone_number: '' }, 'phone_number', 'validphne'],
      ['a phone with letters', { phone_number: '3600 12ab' }, 'phone_number', 'validphne'],
      ['a phone of 8 digits', { phone_number: '3600 123' }, 'phone_number', 'validphne'],
      ['a plus inside a phone', { phone_number: '973+3600 1122' }, 'phone_number', 'validphne'],
      [
        'a phone over 15 characters',
        { phone_number: '1234567890123456' },
        'phone_number',
        'validphne',
      ],
      ['no password', { password: '' }, 'password', 'pwdrqd'],
      ['a password of 7 characters', { password: 'abcdefg' }, 'password', 'pwdvalid'],
      ['no country', { country_id: '' }, 'country_id', 'select_country'],
      ['no city', { city_id: undefined }, 'city_id', 'select_city'],
      ['no user type', { user_type: '' }, 'user_type', 'select_user_type'],
      ['an office worker without building', { building_id: '' }, 'building_id', 'select_building'],
      [
        'an office worker without company',
        { company_id: undefined },
        'company_id',
        'select_company',
      ],
    ];
    it.each(cases)('refuses %s', async (_label, change, field, key) => {
      const body = failBody(
        await registerCall(officePayload(places, { ...change, language: 'de' })),
        422,
      );
      expect(errorFields(body)).toEqual([field]);
      expect(body.responseText).toBe(translateMessage(key, 'de'));
      expect(body.responseData?.errors?.[0]?.message).toBe(translateMessage(key, 'de'));
    });

    it('refuses a student without university', async () => {
      const body = failBody(
        await registerCall(studentPayload(places, { university_id: '', language: 'ka' })),
        422,
      );
      expect(errorFields(body)).toEqual(['university_id']);
      expect(body.responseText).toBe(translateMessage('select_university', 'ka'));
    });

    it('names every field of an empty form, with spec §5 general text', async () => {
      // The cross-field rules (places, user type) are checked once the fields themselves pass.
      const body = failBody(await registerCall({ language: 'fr' }), 422);
      expect(errorFields(body)).toEqual(['name', 'email', 'phone_number', 'password']);
      expect(body.responseText).toBe(translateMessage('fill_required', 'fr'));
    });
  });

  describe('places must belong together (spec §4 cascade, checked on the server)', () => {
    const cases: [string, (p: DemoPlaces) => Record<string, unknown>, string, MessageKey][] = [
      ['an unknown country', () => ({ country_id: 999_999 }), 'country_id', 'country_not_found'],
      [
        'a city of another country',
        (p) => ({ city_id: p.otherCountryCityId }),
        'city_id',
        'city_not_found',
      ],
      [
        'a building of another city',
        (p) => ({ building_id: p.otherCityBuildingId }),
        'building_id',
        'building_not_found',
      ],
      [
        'a company of another building',
        (p) => ({ company_id: p.otherBuildingCompanyId }),
        'company_id',
        'company_not_found',
      ],
      ['an unknown company', () => ({ company_id: 999_999 }), 'company_id', 'company_not_found'],
    ];
    it.each(cases)('refuses %s with 422', async (_label, change, field, key) => {
      const payload = officePayload(places, { ...change(places), language: 'fr' });
      const body = failBody(await registerCall(payload), 422);
      expect(errorFields(body)).toEqual([field]);
      expect(body.responseText).toBe(translateMessage(key, 'fr'));
      expect(await storedUser(payload.email)).toBeUndefined();
    });

    it('refuses a university of another city', async () => {
      const payload = studentPayload(places, {
        country_id: places.countryId,
        city_id: places.cityId,
        university_id: places.otherCityUniversityId,
      });
      const body = failBody(await registerCall(payload), 422);
      expect(errorFields(body)).toEqual(['university_id']);
      expect(body.responseText).toBe(translateMessage('university_not_found', 'fr'));
    });
  });

  describe('one account per e-mail', () => {
    it('answers 409 email_taken for a known e-mail, whatever its case', async () => {
      const payload = officePayload(places);
      await register(t.current.app, payload);
      const again = officePayload(places, { email: payload.email.toUpperCase(), language: 'ae' });
      const body = failBody(await registerCall(again), 409);
      expect(body.responseText).toBe(translateMessage('email_taken', 'ae'));
    });

    it('lets exactly one of several simultaneous registrations of one e-mail through', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => registerCall(officePayload(places, { email }))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const rows = await t.current.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    });
  });

  it('keeps the guest cart of cookie_id as the new account’s cart (DESIGN §4)', async () => {
    const goods = await demoCartGoods(t.current.db);
    const cookieId = newCookieId();
    await cartWith(t.current.db, { cookieId }, [
      { itemId: goods.itemA, quantity: 2 },
      { comboId: goods.comboId, picks: goods.picksA, quantity: 1 },
    ]);

    const user = await register(
      t.current.app,
      officePayload(places, { cookie_id: cookieId, password: PASSWORD }),
    );
    expect(await findCartId(t.current.db, { cookieId })).toBeUndefined();
    const userCart = await findCartId(t.current.db, { userId: user.id });
    expect(userCart).toBeDefined();
    expect(await cartContents(t.current.db, userCart ?? 0)).toEqual([
      { itemId: goods.itemA, comboId: null, quantity: 2, picks: [] },
      { itemId: null, comboId: goods.comboId, quantity: 1, picks: goods.picksA },
    ]);
    const remaining = await t.current.db.select().from(carts).where(eq(carts.cookieId, cookieId));
    expect(remaining).toHaveLength(0);
  });

  it('refuses a malformed cookie_id with 422', async () => {
    const body = failBody(await registerCall(officePayload(places, { cookie_id: 'short' })), 422);
    expect(errorFields(body)).toEqual(['cookie_id']);
  });
});
