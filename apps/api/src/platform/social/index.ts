import type { Config } from '../config';
import { createFacebookVerifier, type FacebookVerifier } from './facebook';
import { GOOGLE_ISSUERS, createGoogleVerifier, type GoogleVerifier } from './google';

export { SocialProofError, type SocialIdentity } from './proof-error';

/** The configured social sign-in providers; an absent one is off (its button hidden). */
export interface SocialProviders {
  google?: GoogleVerifier;
  facebook?: FacebookVerifier;
}

export function createSocialProviders(config: Config): SocialProviders {
  const providers: SocialProviders = {};
  if (config.GOOGLE_CLIENT_ID) {
    providers.google = createGoogleVerifier({
      clientId: config.GOOGLE_CLIENT_ID,
      jwksUrl: config.GOOGLE_JWKS_URL,
      issuers: config.GOOGLE_ISSUER ? [config.GOOGLE_ISSUER] : GOOGLE_ISSUERS,
    });
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    providers.facebook = createFacebookVerifier({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
    });
  }
  return providers;
}
