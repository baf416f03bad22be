import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  languageQuerySchema,
  profileImageResponseSchema,
  profileResponseSchema,
  profileUpdateRequestSchema,
  type Language,
  type Profile,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { ok } from '../../platform/envelope';
import { readUploadedFile } from '../../platform/multipart';
import { ConflictError, NotFoundError, fieldError } from '../../platform/errors';
import { requireCaller } from '../../platform/identity';
import {
  InvalidImageError,
  deleteProfileImage,
  processProfileImage,
  storeProfileImage,
} from '../../platform/uploads';
import {
  emailTaken,
  findProfile,
  findUserPlaces,
  isUniqueViolation,
  setProfileImage,
  updateProfile,
} from './accounts.repository';
import { PlaceErrors, checkProfilePlaces } from './places';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    mobile_number: row.phoneNumber,
    country_id: row.countryId,
    country_name: row.countryName,
    city_id: row.cityId,
    city_name: row.cityName,
    company_id: row.companyId,
    company_name: row.companyName,
    user_type: row.userType,
    is_wholesale: row.isWholesale ? 1 : 0,
    role: row.role === 'admin' ? 'admin' : 'customer',
    profile_image: row.profileImage,
  };
}

function invalidImage(language: Language) {
  return fieldError('image', 'invalid_image', language);
}

/**
 * The caller's own profile (spec §2 dashboard): view, edit, picture. There is no user id in
 * these paths: the bearer token decides whose profile it is (DESIGN §4), so nobody can reach
 * another customer's.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = routeSchema(['accounts']);

  async function loadProfile(userId: number, language: Language) {
    const row = await findProfile(app.db, userId, language);
    if (!row) throw new NotFoundError();
    return toProfile(row);
  }

  app.get(
    accountPaths.profile,
    documented(
      "The caller's profile, place names in the request language (bearer)",
      { querystring: languageQuerySchema },
      profileResponseSchema,
    ),
    async (request) => {
      const caller = requireCaller(request);
      const { language } = request.query;
      return ok(language, await loadProfile(caller.user.id, language));
    },
  );

  app.post(
    accountPaths.profile,
    documented(
      "Edit the caller's profile: names, e-mail, mobile (9 to 15 digits), country, city, company (bearer)",
      { body: profileUpdateRequestSchema },
      profileResponseSchema,
    ),
    async (request) => {
      const caller = requireCaller(request);
      const userId = caller.user.id;
      const { language, country_id, city_id, company_id, ...fields } = request.body;
      try {
        await app.db.transaction(async (tx) => {
          const problems = new PlaceErrors();
          const { companyBuildingId } = await checkProfilePlaces(
            tx,
            { countryId: country_id, cityId: city_id, companyId: company_id },
            problems,
          );
          problems.throwIfAny(language);
          if (await emailTaken(tx, fields.email, userId)) throw new ConflictError('email_taken');

          // The form sends every field (a full edit): an absent place is cleared. The building
          // follows the company; a building or university kept only while still in the city.
          const current = await findUserPlaces(tx, userId);
          const cityId = city_id ?? null;
          const sameCity = current?.cityId === cityId && cityId !== null;
          const buildingId = companyBuildingId ?? (sameCity ? (current?.buildingId ?? null) : null);
          const universityId =
            current?.universityId && current.universityCityId === cityId
              ? current.universityId
              : null;
          await updateProfile(tx, userId, {
            firstName: fields.first_name,
            lastName: fields.last_name,
            email: fields.email,
            phoneNumber: fields.mobile_number,
            countryId: country_id ?? null,
            cityId,
            buildingId,
            companyId: company_id ?? null,
            universityId,
            language,
          });
        });
      } catch (error) {
        // Two accounts changing to one e-mail at once: the unique index decides, same 409.
        if (isUniqueViolation(error)) throw new ConflictError('email_taken');
        throw error;
      }
      return ok(language, await loadProfile(userId, language), 'profile_updated');
    },
  );

  app.post(
    accountPaths.profileImage,
    documented(
      'Upload the profile picture: multipart field `image`, png, jpeg or webp up to 5 MB, re-encoded to webp ≤ 512 px (bearer)',
      { consumes: ['multipart/form-data'], querystring: languageQuerySchema },
      profileImageResponseSchema,
    ),
    async (request) => {
      const caller = requireCaller(request);
      const { language } = request.query;
      const upload = await readUploadedFile(request, 'image');
      if (!upload) throw invalidImage(language);

      let webp: Buffer;
      try {
        // Spec §5: the content decides, not the file name or the declared type.
        webp = await processProfileImage(upload);
      } catch (error) {
        if (error instanceof InvalidImageError) throw invalidImage(language);
        throw error;
      }
      const imagePath = await storeProfileImage(app.images, caller.user.id, webp);
      const previous = await setProfileImage(app.db, caller.user.id, imagePath);
      if (previous && previous !== imagePath) {
        await deleteProfileImage(app.images, previous).catch((error: unknown) =>
          request.log.warn({ err: error }, 'previous profile image not deleted'),
        );
      }
      return ok(language, { profile_image: imagePath }, 'profile_image_updated');
    },
  );
};
