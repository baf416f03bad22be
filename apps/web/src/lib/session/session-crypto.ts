/**
 * Spec §3: "Session-stored user data is encrypted client-side". AES-GCM (Web Crypto) with a
 * non-extractable 256-bit key made once per browser and kept in IndexedDB: the key can be used
 * by this origin's code but never read out, so a copy of local storage (a backup, a shared
 * machine's profile, a browser extension reading storage) holds only ciphertext.
 *
 * Without IndexedDB (some private modes) the key lives in memory for this page only; after a
 * reload the ciphertext no longer opens and the user is fetched again (GET /profile).
 */

const DB_NAME = 'storefront-session';
const STORE = 'keys';
const KEY_ID = 'user-data';
const IV_BYTES = 12;
const FORMAT_VERSION = 1;

let keyPromise: Promise<CryptoKey> | null = null;

function generateKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

/** The stored key, or a new one stored for next time. */
async function loadOrCreateStoredKey(): Promise<CryptoKey> {
  const db = await openDatabase();
  try {
    const existing: unknown = await idbRequest(
      db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID),
    );
    if (existing instanceof CryptoKey) return existing;
    const created = await generateKey();
    // `add` fails if another tab stored a key meanwhile: then that one is the key.
    try {
      await idbRequest(db.transaction(STORE, 'readwrite').objectStore(STORE).add(created, KEY_ID));
      return created;
    } catch {
      const winner: unknown = await idbRequest(
        db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID),
      );
      if (winner instanceof CryptoKey) return winner;
      throw new Error('No session key stored');
    }
  } finally {
    db.close();
  }
}

/** Where the key came from: IndexedDB (survives reloads) or memory (this page only). */
export type KeyPersistence = 'indexeddb' | 'memory';
let persistence: KeyPersistence = 'memory';

export function keyPersistence(): KeyPersistence {
  return persistence;
}

function sessionKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    if (typeof indexedDB !== 'undefined') {
      try {
        const key = await loadOrCreateStoredKey();
        persistence = 'indexeddb';
        return key;
      } catch {
        // Fall through to a key for this page only.
      }
    }
    persistence = 'memory';
    return generateKey();
  })();
  return keyPromise;
}

/** Forget the cached key (tests simulate a page reload with it). */
export function forgetSessionKey(): void {
  keyPromise = null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Encrypts a JSON value. `context` (the session token) is authenticated with it, so data
 * written for one session does not open under another.
 */
export async function encryptJson(value: unknown, context: string): Promise<string> {
  const key = await sessionKey();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return JSON.stringify({
    v: FORMAT_VERSION,
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  });
}

/** The value encrypted by encryptJson, or undefined when it does not open (other key, other
 * session, tampered or malformed). */
export async function decryptJson(stored: string, context: string): Promise<unknown> {
  try {
    const parsed = JSON.parse(stored) as { v?: unknown; iv?: unknown; data?: unknown };
    if (
      parsed.v !== FORMAT_VERSION ||
      typeof parsed.iv !== 'string' ||
      typeof parsed.data !== 'string'
    ) {
      return undefined;
    }
    const key = await sessionKey();
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64(parsed.iv),
        additionalData: new TextEncoder().encode(context),
      },
      key,
      fromBase64(parsed.data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}
