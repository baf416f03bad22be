/**
 * The provider's proof was refused (bad signature, wrong audience, expired, not this user…) or
 * could not be checked (provider unreachable). Either way nothing in the payload is believed.
 */
export class SocialProofError extends Error {
  override name = 'SocialProofError';
}

/** What a verified provider says about its user; only ever read from the provider's proof. */
export interface SocialIdentity {
  providerUserId: string;
  /** Absent when the provider shares none (a Facebook account without e-mail). */
  email: string | undefined;
  firstName: string;
  lastName: string;
}

/** The time a call to a provider may take before sign-in fails (issue 3: AbortSignal.timeout). */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** Splits a display name as registration does: first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
