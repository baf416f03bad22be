import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PROFILE_IMAGE_MAX_BYTES,
  profileImageResponseSchema,
  profileResponseSchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import {
  cityTranslations,
  companyTranslations,
  countryTranslations,
  users,
} from '../src/db/schema';
import {
  get,
  officePayload,
  post,
  register,
  registeredUser,
  storedName,
  describeOnEachDatabase,
  type DemoPlaces,
} from './helpers/accounts';
import { multipart, picture, postFile } from './helpers/uploads';
import { errorFields, failBody, okBody } from './helpers/test-app';

describeOnEachDatabase('profile', ({ t, places }) => {
  async function placeNames(language: 'ae') {
    const db = t.current.db;
    return {
      country: await storedName(
        db,
        countryTranslations,
        countryTranslations.countryId,
        places.countryId,
        language,
      ),
      city: await storedName(
        db,
        cityTranslations,
        cityTranslations.cityId,
        places.cityId,
        language,
      ),
      company: await storedName(
        db,
        companyTranslations,
        companyTranslations.companyId,
        places.companyId,
        language,
      ),
    };
  }

  describe('GET /api/profile', () => {
    it('answers the caller’s profile, place names in the request language', async () => {
      const payload = officePayload(places, { name: 'Huda Al Sayed', phone_number: '3600 99887' });
      const user = await register(t.current.app, payload);
      const { token } = await (async () => {
        const answer = await post(t.current.app, '/api/login', {
          email: payload.email,
          password: payload.password,
        });
        return (answer.json as { responseData: { token: string } }).responseData;
      })();
      const body = okBody(
        await get(t.current.app, '/api/profile?language=ae', token),
        profileResponseSchema,
      );
      const names = await placeNames('ae');
      expect(body.responseData).toEqual({
        id: user.id,
        first_name: 'Huda',
        last_name: 'Al Sayed',
        name: 'Huda Al Sayed',
        email: payload.email,
        mobile_number: '3600 99887',
        country_id: places.countryId,
        country_name: names.country,
        city_id: places.cityId,
        city_name: names.city,
        company_id: places.companyId,
        company_name: names.company,
        user_type: 1,
        is_wholesale: 0,
        role: 'customer',
        profile_image: null,
      });
    });

    it('answers 401 without a token', async () => {
      const body = failBody(await get(t.current.app, '/api/profile?language=de'), 401);
      expect(body.responseText).toBe(translateMessage('error_login_to_continue', 'de'));
    });
  });

  describe('POST /api/profile', () => {
    const edit = (token: string | undefined, change: Record<string, unknown> = {}) =>
      post(
        t.current.app,
        '/api/profile',
        {
          first_name: 'Rana',
          last_name: 'Nasser',
          email: `rana-${Math.random().toString(16).slice(2)}@example.org`,
          mobile_number: '971 5012 3456',
          country_id: places.countryId,
          city_id: places.cityId,
          company_id: places.otherBuildingCompanyId,
          language: 'en',
          ...change,
        },
        token ? { token } : {},
      );

    it('saves the edit and answers the new profile', async () => {
      const { token, user } = await registeredUser(t.current.app, places);
      const body = okBody(
        await edit(token, { email: '  Rana.Nasser@Example.org ', language: 'fr' }),
        profileResponseSchema,
      );
      expect(body.responseText).toBe(translateMessage('profile_updated', 'fr'));
      expect(body.responseData).toMatchObject({
        id: user.id,
        first_name: 'Rana',
        last_name: 'Nasser',
        name: 'Rana Nasser',
        email: 'rana.nasser@example.org',
        mobile_number: '971 5012 3456',
        company_id: places.otherBuildingCompanyId,
      });
      const [row] = await t.current.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        email: 'rana.nasser@example.org',
        companyId: places.otherBuildingCompanyId,
      });
      // The building follows the new company.
      expect(row?.buildingId).not.toBe(places.buildingId);
    });

    it('clears places left empty (a full edit)', async () => {
      const { token } = await registeredUser(t.current.app, places);
      const body = okBody(
        await edit(token, { country_id: '', city_id: '', company_id: '' }),
        profileResponseSchema,
      );
      expect(body.responseData).toMatchObject({
        country_id: null,
        city_id: null,
        company_id: null,
        country_name: null,
      });
    });

    it('refuses another account’s e-mail (409) but keeps one’s own', async () => {
      const { token, email } = await registeredUser(t.current.app, places);
      const other = await registeredUser(t.current.app, places);
      const taken = failBody(
        await edit(token, { email: other.email.toUpperCase(), language: 'ae' }),
        409,
      );
      expect(taken.responseText).toBe(translateMessage('email_taken', 'ae'));
      okBody(await edit(token, { email }), profileResponseSchema);
    });

    it.each([
      ['8 digits', '1234 5678'],
      ['16 digits', '1234567890123456'],
      ['letters', '12345678ab'],
      ['nothing', ''],
    ])('refuses a mobile number of %s: 422 mobile_digits (spec §5)', async (_label, mobile) => {
      const { token } = await registeredUser(t.current.app, places);
      const body = failBody(await edit(token, { mobile_number: mobile, language: 'de' }), 422);
      expect(errorFields(body)).toEqual(['mobile_number']);
      expect(body.responseText).toBe(translateMessage('mobile_digits', 'de'));
    });

    it.each([
      [
        'a city of another country',
        (p: DemoPlaces) => ({ city_id: p.otherCountryCityId }),
        'city_id',
        'city_not_found',
      ],
      [
        'a company of another city',
        (p: DemoPlaces) => ({ city_id: p.sameCountryOtherCityId }),
        'company_id',
        'company_not_found',
      ],
      ['a city without country', () => ({ country_id: '' }), 'country_id', 'select_country'],
      ['a company without city', () => ({ city_id: '' }), 'city_id', 'select_city'],
      ['a first name with digits', () => ({ first_name: 'R4na' }), 'first_name', 'validname'],
      ['no first name', () => ({ first_name: ' ' }), 'first_name', 'fullnamerequired'],
      ['a malformed e-mail', () => ({ email: 'rana@example' }), 'email', 'validemail'],
    ] as const)('refuses %s with 422', async (_label, change, field, key) => {
      const { token } = await registeredUser(t.current.app, places);
      const body = failBody(await edit(token, { ...change(places), language: 'fr' }), 422);
      expect(errorFields(body)).toEqual([field]);
      expect(body.responseText).toBe(translateMessage(key, 'fr'));
    });

    it('answers 401 without a token', async () => {
      failBody(await edit(undefined), 401);
    });
  });

  describe('POST /api/profile/image', () => {
    const upload = (
      token: string | undefined,
      file: ReturnType<typeof multipart>,
      language = 'en',
    ) => postFile(t.current.app, `/api/profile/image?language=${language}`, token, file);

    const uploadsDir = () => path.join(path.dirname(t.current.outboxDir), 'uploads', 'profile');

    it.each([
      ['a PNG', 'png', () => picture(1200, 800).png().toBuffer()],
      ['a JPEG', 'jpeg', () => picture(300, 900).jpeg().toBuffer()],
      ['a WebP', 'webp', () => picture(200, 150).webp().toBuffer()],
    ] as const)('accepts %s, re-encoded as WebP within 512 × 512', async (_label, type, make) => {
      const { token, user } = await registeredUser(t.current.app, places);
      const answer = await upload(
        token,
        multipart('image', `me.${type}`, `image/${type}`, await make()),
        'de',
      );
      const body = okBody(answer, profileImageResponseSchema);
      expect(body.responseText).toBe(translateMessage('profile_image_updated', 'de'));
      const imagePath = body.responseData.profile_image;
      expect(imagePath).toMatch(new RegExp(`^/uploads/profile/${user.id}-[0-9a-f]+\\.webp$`));

      const stored = path.join(uploadsDir(), path.basename(imagePath));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(512);
      expect(meta.exif).toBeUndefined();

      const served = await t.current.app.inject({ method: 'GET', url: imagePath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');

      const profile = okBody(
        await get(t.current.app, '/api/profile', token),
        profileResponseSchema,
      );
      expect(profile.responseData.profile_image).toBe(imagePath);
    });

    it('keeps the proportions of a small picture without enlarging it', async () => {
      const { token } = await registeredUser(t.current.app, places);
      const body = okBody(
        await upload(
          token,
          multipart('image', 'small.png', 'image/png', await picture(200, 100).png().toBuffer()),
        ),
        profileImageResponseSchema,
      );
      const meta = await sharp(
        path.join(uploadsDir(), path.basename(body.responseData.profile_image)),
      ).metadata();
      expect([meta.width, meta.height]).toEqual([200, 100]);
    });

    it('replaces the previous picture and deletes its file', async () => {
      const { token, user } = await registeredUser(t.current.app, places);
      const png = await picture(64, 64).png().toBuffer();
      const first = okBody(
        await upload(token, multipart('image', 'a.png', 'image/png', png)),
        profileImageResponseSchema,
      );
      const second = okBody(
        await upload(token, multipart('image', 'b.png', 'image/png', png)),
        profileImageResponseSchema,
      );
      expect(second.responseData.profile_image).not.toBe(first.responseData.profile_image);
      expect(
        existsSync(path.join(uploadsDir(), path.basename(first.responseData.profile_image))),
      ).toBe(false);
      const mine = (await readdir(uploadsDir())).filter((name) => name.startsWith(`${user.id}-`));
      expect(mine).toEqual([path.basename(second.responseData.profile_image)]);
      expect(
        (await t.current.app.inject({ method: 'GET', url: first.responseData.profile_image }))
          .statusCode,
      ).toBe(404);
    });

    it.each([
      [
        'a text file named .png',
        () => Promise.resolve(Buffer.from('just some text, not a picture')),
        'x.png',
        'image/png',
      ],
      ['a GIF', () => picture(40, 40).gif().toBuffer(), 'x.gif', 'image/gif'],
      [
        'an SVG',
        () =>
          Promise.resolve(
            Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
            ),
          ),
        'x.png',
        'image/png',
      ],
      [
        'a truncated PNG',
        async () => (await picture(300, 300).png().toBuffer()).subarray(0, 200),
        'x.png',
        'image/png',
      ],
    ])('refuses %s: 422 invalid_image (spec §5)', async (_label, make, filename, type) => {
      const { token, user } = await registeredUser(t.current.app, places);
      const body = failBody(
        await upload(token, multipart('image', filename, type, await make()), 'fr'),
        422,
      );
      expect(errorFields(body)).toEqual(['image']);
      expect(body.responseText).toBe(translateMessage('invalid_image', 'fr'));
      const [row] = await t.current.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.profileImage).toBeNull();
    });

    it('refuses a file over the size limit: 413 image_too_large', async () => {
      const { token } = await registeredUser(t.current.app, places);
      const big = Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1024, 1);
      const body = failBody(
        await upload(token, multipart('image', 'big.png', 'image/png', big), 'ae'),
        413,
      );
      expect(body.responseText).toBe(translateMessage('image_too_large', 'ae'));
    });

    it('refuses a part under another name, and a request that is not multipart', async () => {
      const { token } = await registeredUser(t.current.app, places);
      const png = await picture(20, 20).png().toBuffer();
      failBody(await upload(token, multipart('avatar', 'a.png', 'image/png', png)), 422);
      const json = failBody(
        await post(t.current.app, '/api/profile/image', { image: 'x' }, { token }),
        422,
      );
      expect(errorFields(json)).toEqual(['image']);
    });

    it('answers 401 without a token', async () => {
      const png = await picture(20, 20).png().toBuffer();
      failBody(await upload(undefined, multipart('image', 'a.png', 'image/png', png)), 401);
    });
  });
});
