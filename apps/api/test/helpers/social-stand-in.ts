import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

export const GOOGLE_CLIENT_ID = 'storefront-test.apps.googleusercontent.com';
export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'stand-in-app-secret';
const KEY_ID = 'stand-in-key-1';

export interface FacebookUser {
  /** What debug_token says about the token. */
  debug: { is_valid: boolean; app_id: string; user_id: string };
  /** What /me answers. */
  me: { id: string; name?: string; first_name?: string; last_name?: string; email?: string };
}

/**
 * A local stand-in for the social providers (issue 3: never the real ones): Google's JWKS
 * endpoint with a key pair made here, and Facebook Graph's debug_token and /me, answering from
 * a table of access tokens the test fills. Listens on 127.0.0.1, a random port.
 */
export interface SocialStandIn {
  url: string;
  env: Record<string, string>;
  /** A Google ID token signed with the stand-in's key; claims override the defaults. */
  googleToken(
    claims?: JWTPayload,
    options?: { key?: CryptoKey; expiresIn?: string },
  ): Promise<string>;
  /** An RS256 key the JWKS does not publish (a forger's key). */
  foreignKey: CryptoKey;
  facebookTokens: Map<string, FacebookUser>;
  /** Makes every Graph call answer 500 while true. */
  setGraphDown(down: boolean): void;
  graphCalls: string[];
  close(): Promise<void>;
}

export async function startSocialStandIn(): Promise<SocialStandIn> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FacebookUser>();
  const graphCalls: string[] = [];
  let graphDown = false;

  const server: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  server.get('/google/certs', async () => ({ keys: [jwk] }));
  server.get<{ Querystring: Record<string, string> }>(
    '/graph/debug_token',
    async (request, reply) => {
      graphCalls.push('debug_token');
      if (graphDown) return reply.status(500).send({ error: { message: 'down' } });
      if (request.query.access_token !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return reply.status(400).send({ error: { message: 'Invalid OAuth access token.' } });
      }
      const user = facebookTokens.get(request.query.input_token ?? '');
      if (!user) return { data: { is_valid: false, error: { message: 'Malformed access token' } } };
      return { data: { ...user.debug, type: 'USER', application: 'Storefront' } };
    },
  );
  server.get<{ Querystring: Record<string, string> }>('/graph/me', async (request, reply) => {
    graphCalls.push('me');
    if (graphDown) return reply.status(500).send({ error: { message: 'down' } });
    const token = request.query.access_token ?? '';
    const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
    const user = facebookTokens.get(token);
    if (!user || request.query.appsecret_proof !== proof) {
      return reply.status(400).send({ error: { message: 'Invalid OAuth access token.' } });
    }
    return user.me;
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('stand-in has no port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${url}/google/certs`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: `${url}/graph`,
    },
    foreignKey: foreign.privateKey,
    facebookTokens,
    graphCalls,
    setGraphDown(down) {
      graphDown = down;
    },
    async googleToken(claims = {}, options = {}) {
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        email_verified: true,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey);
    },
    close: () => server.close(),
  };
}
