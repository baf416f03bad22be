import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/fixtures';
import {
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearSession,
  getSessionUser,
  getToken,
  resetSessionMemory,
  restoreSession,
  startSession,
  updateSessionUser,
} from './session';
import { decryptJson, forgetSessionKey, keyPersistence } from './session-crypto';

/** What a page reload forgets: everything in memory, not the browser's storage. */
function reload() {
  resetSessionMemory();
  forgetSessionKey();
}

describe('session (spec §3/§4: token stored, user data encrypted client-side)', () => {
  it('stores the token and only ciphertext of the user', async () => {
    await startSession('token-1', sessionUser);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
    const stored = localStorage.getItem(USER_STORAGE_KEY) ?? '';
    expect(stored).not.toBe('');
    for (const plain of ['sara@example.com', 'Sara', 'Al Amin', '"id"', 'customer']) {
      expect(stored).not.toContain(plain);
    }
    const sealed = JSON.parse(stored) as { v: number; iv: string; data: string };
    expect(sealed.v).toBe(1);
    expect(atob(sealed.iv)).toHaveLength(12);
    // Decrypting gives the user back; under another session's token it does not open.
    expect(await decryptJson(stored, 'token-1')).toEqual(sessionUser);
    expect(await decryptJson(stored, 'token-2')).toBeUndefined();
    const tampered = stored.replace(/"data":"(.)/, (_whole, first: string) =>
      first === 'A' ? '"data":"B' : '"data":"A',
    );
    expect(await decryptJson(tampered, 'token-1')).toBeUndefined();
  });

  it('opens the stored user after a reload with the key kept in IndexedDB', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    await startSession('token-1', sessionUser);
    expect(keyPersistence()).toBe('indexeddb');
    reload();
    expect(getToken()).toBe('token-1');
    expect(getSessionUser()).toBeNull();

    const fetchUser = vi.fn(() => Promise.resolve(null));
    await restoreSession(fetchUser);
    expect(fetchUser).not.toHaveBeenCalled();
    expect(getSessionUser()).toEqual(sessionUser);
  });

  it('without IndexedDB the key lasts one page: after a reload the user is fetched again', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await startSession('token-1', sessionUser);
    expect(keyPersistence()).toBe('memory');
    reload();

    const fresh = { ...sessionUser, name: 'Sara A.' };
    const fetchUser = vi.fn(() => Promise.resolve(fresh));
    await restoreSession(fetchUser);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(getSessionUser()).toEqual(fresh);
    // Stored again under this page's key.
    expect(await decryptJson(localStorage.getItem(USER_STORAGE_KEY) ?? '', 'token-1')).toEqual(
      fresh,
    );
  });

  it('updates the stored user (a new picture) and keeps it encrypted', async () => {
    await startSession('token-1', sessionUser);
    await updateSessionUser({ profile_image: '/images/profiles/42.webp?v=1' });
    expect(getSessionUser()?.profile_image).toBe('/images/profiles/42.webp?v=1');
    const stored = localStorage.getItem(USER_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('profiles');
    expect(await decryptJson(stored, 'token-1')).toMatchObject({
      profile_image: '/images/profiles/42.webp?v=1',
    });
  });

  it('clears token and user data from local and session storage', async () => {
    await startSession('token-1', sessionUser);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    sessionStorage.setItem(USER_STORAGE_KEY, 'old');
    clearSession('logout');
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    }
    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });
});
