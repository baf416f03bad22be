import { describe, expect, it } from 'vitest';
import { getCookie } from './cookies';
import { GUEST_ID_COOKIE, createGuestId, ensureGuestId, renewGuestId } from './guest-id';

describe('guest id (spec §1/§4, DESIGN §4)', () => {
  it('is 128 random bits in hex', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createGuestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is created once and kept', () => {
    const first = ensureGuestId();
    expect(getCookie(GUEST_ID_COOKIE)).toBe(first);
    expect(ensureGuestId()).toBe(first);
  });

  it('is replaced by a new one on renewal (logout)', () => {
    const first = ensureGuestId();
    const second = renewGuestId();
    expect(second).not.toBe(first);
    expect(getCookie(GUEST_ID_COOKIE)).toBe(second);
  });
});
