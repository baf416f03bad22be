import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { loadScript } from '../../../lib/load-script';
import type { SocialConfig } from '../../../lib/site-info';
import { FacebookMark } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { useSocialLogin, type SocialLoginInput } from '../api/social-login';
import { useCompleteLogin } from '../hooks/use-complete-login';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
const FACEBOOK_API_VERSION = 'v19.0';

interface GoogleCredentialResponse {
  credential?: string;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
interface FacebookAuthResponse {
  accessToken: string;
  userID: string;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { authResponse?: FacebookAuthResponse | null }) => void,
    options: { scope: string },
  ): void;
  api(
    path: string,
    params: { fields: string },
    callback: (response: {
      id?: string;
      name?: string;
      email?: string;
      picture?: { data?: { url?: string } };
      error?: unknown;
    }) => void,
  ): void;
}
declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** The claims of a Google ID token (the server verifies its signature; DESIGN §4). */
export function decodeIdToken(
  idToken: string,
): { sub: string; name?: string; email?: string; picture?: string } | null {
  try {
    const payload = idToken.split('.')[1];
    if (!payload) return null;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims = JSON.parse(json) as Record<string, unknown>;
    if (typeof claims.sub !== 'string') return null;
    return {
      sub: claims.sub,
      name: typeof claims.name === 'string' ? claims.name : undefined,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      picture: typeof claims.picture === 'string' ? claims.picture : undefined,
    };
  } catch {
    return null;
  }
}

function useSocialSubmit(failureText: string) {
  const socialLogin = useSocialLogin();
  const completeLogin = useCompleteLogin();
  return async (input: SocialLoginInput) => {
    try {
      await completeLogin(await socialLogin.mutateAsync(input));
    } catch (error) {
      // Spec §8: the server's text when it answered, else the provider's failure text.
      notify.error(
        error instanceof ApiError && error.status !== 0 ? error.responseText : failureText,
      );
    }
  };
}

/** Google Identity Services: its own button, rendered once the script has loaded. */
function GoogleSignIn({
  clientId,
  onUnavailable,
}: {
  clientId: string;
  onUnavailable: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const submit = useSocialSubmit(t('gloginfail'));
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  useEffect(() => {
    let cancelled = false;
    loadScript(GOOGLE_SCRIPT)
      .then(() => {
        const google = window.google;
        const parent = container.current;
        if (cancelled || !google || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            const claims = response.credential ? decodeIdToken(response.credential) : null;
            if (!response.credential || !claims) {
              notify.error(t('gloginfail'));
              return;
            }
            void submitRef.current({
              provider: 'google',
              socialUserId: claims.sub,
              name: claims.name,
              email: claims.email,
              photo: claims.picture,
              idToken: response.credential,
            });
          },
        });
        parent.replaceChildren();
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          logo_alignment: 'center',
          width: Math.min(Math.max(parent.offsetWidth, 200), 400),
          locale: LANGUAGE_TAGS[language],
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Blocked or offline: no empty box where the button would be.
        console.warn('[social] Google sign-in unavailable', error);
        onUnavailable();
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, language, t, onUnavailable]);

  return <div ref={container} className="social-signin__google" />;
}

function loadFacebook(appId: string): Promise<FacebookSdk> {
  return new Promise((resolve, reject) => {
    if (window.FB) {
      resolve(window.FB);
      return;
    }
    window.fbAsyncInit = () => {
      if (!window.FB) return;
      window.FB.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
      resolve(window.FB);
    };
    loadScript(FACEBOOK_SCRIPT).catch(reject);
  });
}

/** Facebook Login: the SDK loads with the page; the button runs FB.login, then /social-login. */
function FacebookSignIn({ appId }: { appId: string }) {
  const { t } = useTranslation();
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useSocialSubmit(t('facebook_login_failed'));

  useEffect(() => {
    let cancelled = false;
    loadFacebook(appId)
      .then((loaded) => {
        if (!cancelled) setSdk(loaded);
      })
      .catch((error: unknown) => {
        if (!cancelled) console.warn('[social] Facebook sign-in unavailable', error);
      });
    return () => {
      cancelled = true;
    };
  }, [appId]);

  const onClick = () => {
    if (!sdk) {
      notify.error(t('facebook_login_failed'));
      return;
    }
    setBusy(true);
    sdk.login(
      (response) => {
        const auth = response.authResponse;
        if (!auth) {
          setBusy(false);
          notify.error(t('facebook_login_failed'));
          return;
        }
        // Spec §7: a user-info lookup at the provider fills name, e-mail and photo.
        sdk.api('/me', { fields: 'id,name,email,picture' }, (me) => {
          void submit({
            provider: 'facebook',
            socialUserId: auth.userID,
            name: me.name,
            email: me.email,
            photo: me.picture?.data?.url,
            accessToken: auth.accessToken,
          }).finally(() => setBusy(false));
        });
      },
      { scope: 'public_profile,email' },
    );
  };

  return (
    <button
      type="button"
      className="button social-signin__facebook"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
    >
      <FacebookMark />
      {t('auth.facebook')}
    </button>
  );
}

/**
 * Google and Facebook sign-in (spec §2), each shown only when the shop has its id
 * (GET /site-info `social`); their scripts load only then.
 */
export function SocialSignIn({ config }: { config: SocialConfig | null | undefined }) {
  const { t } = useTranslation();
  const [googleUnavailable, setGoogleUnavailable] = useState(false);
  const markGoogleUnavailable = useCallback(() => setGoogleUnavailable(true), []);
  const google = googleUnavailable ? null : config?.google_client_id;
  const facebook = config?.facebook_app_id;
  if (!google && !facebook) return null;
  return (
    <div className="social-signin">
      <p className="social-signin__divider">
        <span>{t('auth.or_continue')}</span>
      </p>
      <div className="social-signin__buttons">
        {google ? <GoogleSignIn clientId={google} onUnavailable={markGoogleUnavailable} /> : null}
        {facebook ? <FacebookSignIn appId={facebook} /> : null}
      </div>
    </div>
  );
}
