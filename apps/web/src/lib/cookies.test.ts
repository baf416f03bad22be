import { afterEach, describe, expect, test, vi } from 'vitest';

type Change = {
  changed: Array<{ name: string; value: string }>;
  deleted: Array<{ name: string }>;
};

/** Counts the page's reads of document.cookie (each a call to the browser process). */
function countReads() {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!own?.get || !own.set) throw new Error('no document.cookie accessor');
  const read = own.get.bind(document) as () => string;
  const write = own.set.bind(document) as (value: string) => void;
  const counter = { reads: 0 };
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
    counter.reads += 1;
    return read();
  });
  vi.spyOn(document, 'cookie', 'set').mockImplementation(write);
  return counter;
}

/** A fresh copy of lib/cookies.ts (it keeps the cookies it read in the module). */
async function freshCookies() {
  vi.resetModules();
  return import('./cookies');
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { cookieStore?: unknown }).cookieStore;
});

describe('cookies (issue 14 item 1: each read of document.cookie is a call to the browser)', () => {
  test('with the Cookie Store API: read once, then kept in step with writes and reported changes', async () => {
    let report: ((change: Change) => void) | undefined;
    (globalThis as { cookieStore?: unknown }).cookieStore = {
      addEventListener: (_type: string, listener: (change: Change) => void) => {
        report = listener;
      },
    };
    document.cookie = 'cookie_id=first; path=/';
    const { getCookie, setCookie, deleteCookie } = await freshCookies();
    const counter = countReads();

    expect(getCookie('cookie_id')).toBe('first');
    expect(getCookie('cookie_consent')).toBeUndefined();
    setCookie('cookie_consent', '1', 1);
    expect(getCookie('cookie_consent')).toBe('1');
    // Another tab signs out and renews the guest id: the browser reports it.
    report?.({ changed: [{ name: 'cookie_id', value: 'second' }], deleted: [] });
    expect(getCookie('cookie_id')).toBe('second');
    deleteCookie('cookie_consent');
    expect(getCookie('cookie_consent')).toBeUndefined();
    report?.({ changed: [], deleted: [{ name: 'cookie_id' }] });
    expect(getCookie('cookie_id')).toBeUndefined();
    expect(counter.reads).toBe(1);
  });

  test('without it: every read asks the browser, and sees what another tab wrote', async () => {
    const { getCookie } = await freshCookies();
    const counter = countReads();
    document.cookie = 'cookie_id=first; path=/';
    expect(getCookie('cookie_id')).toBe('first');
    document.cookie = 'cookie_id=second; path=/';
    expect(getCookie('cookie_id')).toBe('second');
    expect(counter.reads).toBe(2);
  });
});
