import { useBrowserState } from '../hydration';
import type { SessionUser } from '@storefront/shared';
import { decryptJson, encryptJson } from './session-crypto';

/**
 * The signed-in session (spec §4: "Logged in means a stored token exists"). The token is kept
 * in local storage under `token`; the user of spec §3 (id, name, email, is_wholesale,
 * user_type, role, profile_image) is kept beside it encrypted (session-crypto.ts), and in memory
 * once decrypted. This module is the one place that reads or writes either.
 */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

export interface SessionState {
  token: string | null;
  /** The user of this token, once known (decrypted or fetched); null while unknown. */
  user: SessionUser | null;
  /** True while a stored token's user is being restored at start-up. */
  restoring: boolean;
  /** How the last session ended: guards leave a logout's own navigation alone. */
  endedBy: SessionEnd | null;
}

export type SessionEnd = 'logout' | 'expired';

// When storage is unavailable (blocked cookies/storage), the session lives for this page only.
let memoryToken: string | null = null;
let known: { token: string; user: SessionUser } | null = null;
let restoringToken: string | null = null;
/** The last token whose restoring finished (with or without a user). */
let settledToken: string | null = null;
let endedBy: SessionEnd | null = null;
let snapshot: SessionState = { token: null, user: null, restoring: false, endedBy: null };
const listeners = new Set<() => void>();

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return memoryToken;
  }
}

function setStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the in-memory copy still serves this page.
  }
}

/** Removes a key from local and session storage (spec §4 logout clears both). */
function removeStored(key: string): void {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[storage].removeItem(key);
    } catch {
      // Unavailable storage holds nothing to remove.
    }
  }
}

export function getToken(): string | null {
  return readToken();
}

export function isLoggedIn(): boolean {
  return readToken() !== null;
}

export function getSessionUser(): SessionUser | null {
  const token = readToken();
  return token && known?.token === token ? known.user : null;
}

function currentState(): SessionState {
  const token = readToken();
  const user = token && known?.token === token ? known.user : null;
  // A stored token's user counts as "being restored" from the first render until the attempt
  // ends, so user-specific calls wait for it instead of going out twice.
  const restoring = token !== null && user === null && settledToken !== token;
  if (
    snapshot.token !== token ||
    snapshot.user !== user ||
    snapshot.restoring !== restoring ||
    snapshot.endedBy !== endedBy
  ) {
    snapshot = { token, user, restoring, endedBy };
  }
  return snapshot;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** No one is signed in on the server: the state its HTML shows. */
const ANONYMOUS: SessionState = { token: null, user: null, restoring: false, endedBy: null };

export function useSession(): SessionState {
  return useBrowserState(subscribeSession, currentState, ANONYMOUS);
}

export function useIsLoggedIn(): boolean {
  return useSession().token !== null;
}

/** Spec §7: payloads that carry `user_id` (home, products) send it only when it is known. */
export function userIdentity(): { user_id?: number } {
  const user = getSessionUser();
  return user ? { user_id: user.id } : {};
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (user.is_wholesale === 0 || user.is_wholesale === 1) &&
    typeof user.user_type === 'number' &&
    (user.role === 'customer' || user.role === 'admin') &&
    (user.profile_image === null || typeof user.profile_image === 'string')
  );
}

async function persistUser(token: string, user: SessionUser): Promise<void> {
  const sealed = await encryptJson(user, token);
  // The session may have ended or changed while encrypting.
  if (readToken() === token) setStored(USER_STORAGE_KEY, sealed);
}

/** After login (or social login): the token and the user, stored. */
export async function startSession(token: string, user: SessionUser): Promise<void> {
  memoryToken = token;
  setStored(TOKEN_STORAGE_KEY, token);
  known = { token, user };
  endedBy = null;
  emit();
  await persistUser(token, user);
}

/** Changes to the signed-in user (a new profile image, a new name). */
export async function updateSessionUser(patch: Partial<SessionUser>): Promise<void> {
  const token = readToken();
  if (!token || known?.token !== token) return;
  known = { token, user: { ...known.user, ...patch } };
  emit();
  await persistUser(token, known.user);
}

/** Spec §4 logout: the user data and the token leave session and local storage. */
export function clearSession(reason: SessionEnd): void {
  endedBy = reason;
  memoryToken = null;
  known = null;
  restoringToken = null;
  settledToken = null;
  removeStored(TOKEN_STORAGE_KEY);
  removeStored(USER_STORAGE_KEY);
  emit();
}

/**
 * Restores the user of a stored token (start-up, another tab logging in): decrypts the stored
 * copy, or asks `fetchUser` (GET /profile) when there is none or it does not open.
 */
export async function restoreSession(fetchUser: () => Promise<SessionUser | null>): Promise<void> {
  const token = readToken();
  if (!token || known?.token === token || restoringToken === token) return;
  restoringToken = token;
  try {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(USER_STORAGE_KEY);
    } catch {
      stored = null;
    }
    const opened = stored ? await decryptJson(stored, token) : undefined;
    let user = isSessionUser(opened) ? opened : null;
    if (!user) {
      user = await fetchUser().catch(() => null);
      if (user && readToken() === token) await persistUser(token, user);
    }
    if (user && readToken() === token) known = { token, user };
  } finally {
    if (restoringToken === token) restoringToken = null;
    settledToken = token;
    emit();
  }
}

/** Another tab logged in or out: follow it. */
export function watchOtherTabs(onTokenChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      if (known && known.token !== readToken()) known = null;
      emit();
      onTokenChange();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Test helper: forget everything held in memory (a fresh page). */
export function resetSessionMemory(): void {
  memoryToken = null;
  known = null;
  restoringToken = null;
  settledToken = null;
  endedBy = null;
  snapshot = { token: null, user: null, restoring: false, endedBy: null };
}
