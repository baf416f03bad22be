import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * DESIGN §4: passwords are hashed with argon2id, with OWASP's first recommended setting
 * (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1). The parameters are stored in the PHC
 * string, so raising them later still verifies old hashes.
 */
const ARGON2_OPTIONS: Options = {
  // `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of nothing anyone can type, made once at start. Logging in with an unknown e-mail
 * verifies the password against it, so the answer takes as long as for a known e-mail and its
 * timing does not tell whether an account exists.
 */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`, ARGON2_OPTIONS);
  return dummyHash;
}

/**
 * Whether `password` matches `storedHash`; with no stored hash (unknown e-mail, or an account
 * made by social sign-in that never set a password) a dummy hash is verified and the answer is
 * always false.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500 that tells the account exists.
    return false;
  }
}

/** Makes the dummy hash ahead of the first login (app start), so that login is not slower. */
export async function warmUpPasswords(): Promise<void> {
  await getDummyHash();
}
