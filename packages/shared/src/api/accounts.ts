import { z } from 'zod';
import {
  FIELD_LIMITS,
  PASSWORD_MIN_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  isValidName,
  isValidPhone,
} from '../validation';
import {
  bitSchema,
  blankAsAbsent,
  envelope,
  languageSchema,
  optionalIdSchema,
  phoneNumberSchema,
  requiredText,
  validEmailSchema,
} from './common';

/** Spec §3: 1 office worker, 2 student. */
export const USER_TYPES = { office: 1, student: 2 } as const;

/** Guest id (spec §1): random, at least 128 bits (DESIGN §4), hex or uuid from the client. */
export const cookieIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{32,128}$/, 'invalid_value');
export const optionalCookieIdSchema = z.preprocess(blankAsAbsent, cookieIdSchema.optional());

/** Accepts 0/1, "0"/"1", booleans (spec §3 is_wholesale 0/1). */
const zeroOrOne = z.preprocess(
  (value) => {
    if (value === true || value === '1' || value === 1) return 1;
    if (value === false || value === '0' || value === 0 || value === undefined || value === '')
      return 0;
    return value;
  },
  z.union([z.literal(0), z.literal(1)], { message: 'invalid_value' }),
);

/** A password being chosen or typed: required (with `requiredKey`), spec §5's length rules. */
function passwordSchema(requiredKey: string) {
  return z
    .string({ message: requiredKey })
    .min(1, requiredKey)
    .min(PASSWORD_MIN_LENGTH, 'pwdvalid')
    .max(FIELD_LIMITS.password, `too_long:${FIELD_LIMITS.password}`);
}

const personName = requiredText('fullnamerequired', FIELD_LIMITS.name).refine(
  isValidName,
  'validname',
);

/** Spec §5: phone digits and spaces, at most 15 typed characters, 9 to 15 digits (validphne). */
const phoneSchema = phoneNumberSchema(PHONE_INPUT_MAX_LENGTH, isValidPhone);

/**
 * POST /register (spec §3 payload, §5 rules). Office workers and wholesalers need a building
 * and a company, students a university; a wholesaler is always user type 1 (spec §4).
 * The server also checks that each place belongs to the one above it.
 */
export const registerRequestSchema = z
  .object({
    name: personName,
    email: validEmailSchema,
    phone_number: phoneSchema,
    password: passwordSchema('pwdrqd'),
    cookie_id: optionalCookieIdSchema,
    country_id: optionalIdSchema,
    city_id: optionalIdSchema,
    company_id: optionalIdSchema,
    university_id: optionalIdSchema,
    building_id: optionalIdSchema,
    user_type: z.preprocess(
      (value) => (value === '' || value === null ? undefined : Number(value)),
      z.union([z.literal(1), z.literal(2)], { message: 'select_user_type' }).optional(),
    ),
    language: languageSchema,
    is_wholesale: zeroOrOne,
  })
  .superRefine((payload, context) => {
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (payload.country_id === undefined) missing('country_id', 'select_country');
    if (payload.city_id === undefined) missing('city_id', 'select_city');
    if (payload.user_type === undefined) {
      missing('user_type', 'select_user_type');
      return;
    }
    if (payload.is_wholesale === 1 && payload.user_type !== USER_TYPES.office) {
      missing('user_type', 'wholesaler_office_only');
    }
    if (payload.user_type === USER_TYPES.office) {
      if (payload.building_id === undefined) missing('building_id', 'select_building');
      if (payload.company_id === undefined) missing('company_id', 'select_company');
    } else if (payload.university_id === undefined) {
      missing('university_id', 'select_university');
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Spec §3 User, as stored by the storefront after login. */
export const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_wholesale: bitSchema,
  user_type: z.number(),
  role: z.enum(['customer', 'admin']),
  profile_image: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerResponseSchema = envelope(z.object({ user: sessionUserSchema }));

/** POST /login (spec §7: cookie_id, email, password, language; §5 login rules). */
export const loginRequestSchema = z.object({
  email: validEmailSchema,
  password: passwordSchema('pwdrqd'),
  cookie_id: optionalCookieIdSchema,
  language: languageSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
/** Spec §7: responseData {user, token}. */
export const loginResponseSchema = envelope(
  z.object({ user: sessionUserSchema, token: z.string() }),
);

/**
 * POST /social-login (spec §7 fields). The provider's proof rides along (DESIGN §4): Google's
 * ID token or Facebook's access token; the server believes nothing else in the payload until it
 * has verified that proof.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const socialLoginRequestSchema = z.object({
  name: z.string().trim().max(FIELD_LIMITS.name).optional(),
  email: z.string().trim().max(FIELD_LIMITS.email).optional(),
  photo: z.string().max(2048).optional(),
  graph_domain: z.enum(SOCIAL_PROVIDERS, { message: 'invalid_value' }),
  social_user_id: z.string().trim().min(1, 'invalid_value').max(128),
  cookie_id: optionalCookieIdSchema,
  language: languageSchema,
  id_token: z.string().max(8192).optional(),
  access_token: z.string().max(4096).optional(),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

/**
 * POST /logout (bearer): the token says whose session ends; the body, when sent, only carries
 * the answer's language (the query may carry it instead).
 */
export const logoutRequestSchema = z.preprocess(
  (value) => value ?? {},
  z.object({ language: languageSchema.optional() }),
);
export const logoutResponseSchema = envelope(z.null());

/** POST /forgot-password (spec §7: email, language; §5: email required). */
export const forgotPasswordRequestSchema = z.object({
  email: validEmailSchema,
  language: languageSchema,
});
export const forgotPasswordResponseSchema = envelope(z.null());

/** POST /reset-password: the token of the /reset-password/{token} link (spec §5 reset rules). */
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().trim().min(1, 'reset_invalid').max(256, 'reset_invalid'),
    password: passwordSchema('new_password_required'),
    password_confirmation: z
      .string({ message: 'confirm_password_required' })
      .min(1, 'confirm_password_required')
      .max(FIELD_LIMITS.password, `too_long:${FIELD_LIMITS.password}`),
    language: languageSchema,
  })
  .refine((payload) => payload.password === payload.password_confirmation, {
    path: ['password_confirmation'],
    message: 'passwords_mismatch',
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = envelope(z.null());

/** Spec §3 User profile. */
export const profileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  country_id: z.number().nullable(),
  country_name: z.string().nullable(),
  city_id: z.number().nullable(),
  city_name: z.string().nullable(),
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
  user_type: z.number(),
  is_wholesale: bitSchema,
  role: z.enum(['customer', 'admin']),
  profile_image: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelope(profileSchema);

/** POST /profile: edit (spec §2 dashboard profile; §5 mobile 9 to 15 digits). */
export const profileUpdateRequestSchema = z.object({
  first_name: requiredText('fullnamerequired', FIELD_LIMITS.name).refine(isValidName, 'validname'),
  last_name: z
    .string()
    .trim()
    .max(FIELD_LIMITS.name, `too_long:${FIELD_LIMITS.name}`)
    .refine((value) => value === '' || isValidName(value), 'validname'),
  email: validEmailSchema,
  mobile_number: z
    .string({ message: 'mobile_digits' })
    .trim()
    .max(PHONE_INPUT_MAX_LENGTH, 'mobile_digits')
    .refine(isValidPhone, 'mobile_digits'),
  country_id: optionalIdSchema,
  city_id: optionalIdSchema,
  company_id: optionalIdSchema,
  language: languageSchema,
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** Spec §5: profile image must be png, jpeg or webp; checked by content on the server. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const profileImageResponseSchema = envelope(z.object({ profile_image: z.string() }));
