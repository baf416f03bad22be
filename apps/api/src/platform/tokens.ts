import { createHash, randomBytes } from 'node:crypto';

/**
 * DESIGN §4: bearer tokens and reset links are random and opaque; only their SHA-256 is stored,
 * so a leaked database row cannot be replayed as a login. 32 bytes = 256 bits, base64url so the
 * token fits in a header and a URL path without escaping.
 */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256, hex (64 characters, the columns' width). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
