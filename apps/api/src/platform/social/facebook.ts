import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  PROVIDER_TIMEOUT_MS,
  SocialProofError,
  splitName,
  type SocialIdentity,
} from './proof-error';

export type FacebookVerifier = (
  accessToken: string,
  expectedUserId: string,
) => Promise<SocialIdentity>;

const debugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.coerce.string().optional(),
    user_id: z.coerce.string().optional(),
  }),
});

const meSchema = z.object({
  id: z.coerce.string(),
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
});

async function getJson(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    // The URL carries the app secret: never put it in an error or a log line.
    throw new SocialProofError(`Facebook Graph unreachable (${url.pathname})`, { cause: error });
  }
  if (!response.ok) {
    throw new SocialProofError(`Facebook Graph answered ${response.status} (${url.pathname})`);
  }
  return response.json();
}

/**
 * DESIGN §4: a Facebook access token is believed only when Graph's debug_token, asked with our
 * app token, says it is valid, was issued to our app and belongs to the claimed user; only then
 * is /me read for the name and e-mail. `appsecret_proof` lets the app require it in its
 * Facebook settings ("Require App Secret").
 */
export function createFacebookVerifier(options: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): FacebookVerifier {
  const endpoint = (path: string, params: Record<string, string>) => {
    const url = new URL(`${options.graphUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  };
  return async (accessToken, expectedUserId) => {
    const debug = debugTokenSchema.safeParse(
      await getJson(
        endpoint('/debug_token', {
          input_token: accessToken,
          access_token: `${options.appId}|${options.appSecret}`,
        }),
      ),
    );
    if (!debug.success) throw new SocialProofError('Facebook debug_token: unexpected answer');
    const { is_valid, app_id, user_id } = debug.data.data;
    if (!is_valid) throw new SocialProofError('Facebook token not valid');
    if (app_id !== options.appId) throw new SocialProofError('Facebook token of another app');
    if (!user_id || user_id !== expectedUserId) {
      throw new SocialProofError('Facebook token of another user');
    }

    const me = meSchema.safeParse(
      await getJson(
        endpoint('/me', {
          fields: 'id,name,first_name,last_name,email',
          access_token: accessToken,
          appsecret_proof: createHmac('sha256', options.appSecret)
            .update(accessToken)
            .digest('hex'),
        }),
      ),
    );
    if (!me.success) throw new SocialProofError('Facebook /me: unexpected answer');
    if (me.data.id !== user_id) throw new SocialProofError('Facebook /me is another user');
    const names = me.data.first_name
      ? { firstName: me.data.first_name.trim(), lastName: (me.data.last_name ?? '').trim() }
      : splitName(me.data.name ?? '');
    const email = me.data.email?.trim();
    return { providerUserId: user_id, email: email || undefined, ...names };
  };
}
