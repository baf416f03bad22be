import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import {
  PROVIDER_TIMEOUT_MS,
  SocialProofError,
  splitName,
  type SocialIdentity,
} from './proof-error';

/** Google's two spellings of its issuer (Google Identity: "Verify the Google ID token"). */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The claimed user id is checked by the caller against the token's `sub`. */
export type GoogleVerifier = (idToken: string, claimedUserId?: string) => Promise<SocialIdentity>;

interface GoogleClaims extends JWTPayload {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * DESIGN §4: a Google ID token is believed only once its signature verifies against Google's
 * published keys (JWKS, fetched and cached by jose), its audience is our client id, its issuer is
 * Google and it has not expired; and its e-mail only when Google says the e-mail is verified.
 */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}): GoogleVerifier {
  // One key set per app: jose caches the keys and refetches on an unknown key id (rotation).
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
  });
  return async (idToken) => {
    let claims: GoogleClaims;
    try {
      const result = await jwtVerify<GoogleClaims>(idToken, keys, {
        audience: options.clientId,
        issuer: options.issuers,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      claims = result.payload;
    } catch (error) {
      throw new SocialProofError('Google ID token refused', { cause: error });
    }
    const sub = text(claims.sub);
    if (!sub) throw new SocialProofError('Google ID token without subject');
    // Google sends a boolean; some older tokens carried the string "true".
    if (claims.email_verified !== true && claims.email_verified !== 'true') {
      throw new SocialProofError('Google e-mail not verified');
    }
    const email = text(claims.email);
    if (!email) throw new SocialProofError('Google ID token without e-mail');
    const given = text(claims.given_name);
    const names = given
      ? { firstName: given, lastName: text(claims.family_name) }
      : splitName(text(claims.name));
    return { providerUserId: sub, email, ...names };
  };
}
