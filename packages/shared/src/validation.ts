/**
 * The validation rules of spec §5, shared by the storefront's forms and the API's schemas.
 */

/** Spec §5: "top-level domain among com, in, net, org, co, edu, gov, mil, info, biz, io, me, tech, dev". */
export const EMAIL_TLDS = [
  'com',
  'in',
  'net',
  'org',
  'co',
  'edu',
  'gov',
  'mil',
  'info',
  'biz',
  'io',
  'me',
  'tech',
  'dev',
] as const;

export const EMAIL_PATTERN = new RegExp(
  `^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*\\.(${EMAIL_TLDS.join('|')})$`,
  'i',
);

/**
 * Names as people write them (issue 17, decision 046, a departure from spec §5's "letters and
 * spaces"): letters of any script, spaces, hyphens and apostrophes ("Haddad-Saleh", "O'Brien",
 * "O’Brien"), beginning with a letter.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’-]*$/u;
/** Characters a name input accepts while typing (other keystrokes ignored, spec §5). */
export const NAME_KEYSTROKE_PATTERN = /[^\p{L}\p{M} '’-]/gu;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
/** Spec §9: "input max length 15". */
export const PHONE_INPUT_MAX_LENGTH = 15;

export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  password: 128,
  /** Issue 15 item 6: a note to the kitchen (allergy, floor, desk). */
  kitchenNote: 300,
} as const;

/** What a name input keeps of a keystroke (spec §5: "other keystrokes ignored"). */
export function keepNameCharacters(value: string): string {
  return value.replace(NAME_KEYSTROKE_PATTERN, '');
}

/**
 * What a phone input keeps: a leading `+` (issue 17, decision 046), digits and spaces, at most
 * 15 characters (spec §5, §9).
 */
export function keepPhoneCharacters(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return (plus + value.replace(/[^\d ]/g, '')).slice(0, PHONE_INPUT_MAX_LENGTH);
}

export function isValidEmail(value: string): boolean {
  return value.length <= FIELD_LIMITS.email && EMAIL_PATTERN.test(value.trim());
}

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

/** Spec §5: phone is digits and spaces, 9 to 15 digits; a leading `+` is kept (decision 046). */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d ]+$/.test(value)) return false;
  const digits = value.replace(/[ +]/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
