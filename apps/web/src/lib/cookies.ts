/** Small first-party cookie helpers (the guest id and the consent flag, spec §4). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Cookie Store API's change event, where the browser has it (Chromium, Safari). */
interface CookieChange {
  changed: ReadonlyArray<{ name: string; value: string }>;
  deleted: ReadonlyArray<{ name: string }>;
}
interface CookieStoreLike {
  addEventListener(type: 'change', listener: (event: CookieChange) => void): void;
}

/**
 * Reading `document.cookie` is a synchronous call to the browser process, and while a page
 * loads that process is busy: one read took up to 46 ms on a phone-sized start here (issue 14
 * item 1), most of all the first read after a write. Where the browser reports every change of
 * the page's cookies (the Cookie Store API's change event: this tab's, other tabs', the
 * server's), the cookies are read once and kept in step with those changes; elsewhere each read
 * asks the browser, as before.
 */
let kept: Map<string, string> | undefined;

function cookieStore(): CookieStoreLike | undefined {
  return (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
}

function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    const equals = cookie.indexOf('=');
    if (equals > 0) cookies.set(cookie.slice(0, equals), cookie.slice(equals + 1));
  }
  return cookies;
}

function cookies(): Map<string, string> {
  if (kept) return kept;
  const store = cookieStore();
  if (!store) return readCookies();
  const read = readCookies();
  store.addEventListener('change', ({ changed, deleted }) => {
    for (const { name, value } of changed) read.set(name, value);
    for (const { name } of deleted) read.delete(name);
  });
  kept = read;
  return read;
}

export function getCookie(name: string): string | undefined {
  // The server renders pages for an anonymous visitor (lib/hydration.ts): no cookies there.
  if (typeof document === 'undefined') return undefined;
  const value = cookies().get(encodeURIComponent(name));
  return value === undefined ? undefined : decodeURIComponent(value);
}

export function setCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
  // This tab's own write, kept at once (its change event comes later).
  kept?.set(encodeURIComponent(name), encodeURIComponent(value));
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  kept?.delete(encodeURIComponent(name));
}
