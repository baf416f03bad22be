import { GUEST_ID_DAYS } from '@storefront/shared';
import { deleteCookie, getCookie, setCookie } from './cookies';

/**
 * The guest identity of spec §1/§4: a random `cookie_id` valid 30 days that finds a guest's cart.
 * The one place that reads, creates and renews it (the cart and logout flows reuse it).
 */
export const GUEST_ID_COOKIE = 'cookie_id';
/** DESIGN §4: at least 128 bits of randomness. */
const GUEST_ID_BYTES = 16;

export function createGuestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GUEST_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function getGuestId(): string | undefined {
  const value = getCookie(GUEST_ID_COOKIE);
  return value && /^[0-9a-f]{32,128}$/.test(value) ? value : undefined;
}

/** The guest id, created and stored for 30 days when there is none yet. */
export function ensureGuestId(): string {
  const existing = getGuestId();
  if (existing) return existing;
  const created = createGuestId();
  setCookie(GUEST_ID_COOKIE, created, GUEST_ID_DAYS);
  return created;
}

/** Spec §4 logout: the old guest cookie goes and a fresh random id takes its place. */
export function renewGuestId(): string {
  deleteCookie(GUEST_ID_COOKIE);
  const created = createGuestId();
  setCookie(GUEST_ID_COOKIE, created, GUEST_ID_DAYS);
  return created;
}
