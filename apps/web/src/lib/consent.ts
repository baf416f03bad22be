import { getCookie, setCookie } from './cookies';
import { ensureGuestId } from './guest-id';

/** Spec §4/§9: the consent banner shows until this cookie exists; it lasts 30 days. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DAYS = 30;

export function hasConsent(): boolean {
  return getCookie(CONSENT_COOKIE) !== undefined;
}

/** Accepting stores consent and creates the guest id if absent (spec §4). */
export function acceptConsent(): void {
  setCookie(CONSENT_COOKIE, '1', CONSENT_DAYS);
  ensureGuestId();
}
