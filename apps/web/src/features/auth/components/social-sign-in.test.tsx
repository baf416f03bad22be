import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSessionUser } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

/** Any guest id the shop made (32 hex digits). */
const A_GUEST_ID: unknown = expect.stringMatching(/^[0-9a-f]{32}$/);

const GSI = 'https://accounts.google.com/gsi/client';

interface FakeGsi {
  callback?: (response: { credential?: string }) => void;
  clientId?: string;
}
const gsi: FakeGsi = {};

/** A stand-in for Google Identity Services: what the page sees once the script has loaded. */
function installFakeGoogle() {
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          gsi.clientId = options.client_id;
          gsi.callback = options.callback;
        },
        renderButton: (parent) => {
          const button = document.createElement('button');
          button.textContent = 'Sign in with Google';
          parent.appendChild(button);
        },
      },
    },
  };
}

/** An unsigned ID token with the given claims (the server, not the page, checks signatures). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

async function openWithGoogle() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome back' });
  // The page asked for Google's script only because the shop has a client id; let it "load".
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>(`script[src="${GSI}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  script.dispatchEvent(new Event('load'));
  expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  return view;
}

describe('Google sign-in (spec §2, §7, §8)', () => {
  beforeEach(() => {
    installFakeGoogle();
  });

  it('posts the ID token with the decoded name, e-mail and subject, then signs in', async () => {
    const calls = stubFetch({
      ...shopHandlers({ social: { google_client_id: 'client-1', facebook_app_id: null } }),
      'POST /api/social-login': () =>
        ok({ user: sessionUser, token: 'tok-g' }, { responseText: 'Logged in successfully!' }),
    });
    const { router } = await openWithGoogle();
    expect(gsi.clientId).toBe('client-1');
    const credential = idToken({
      sub: '1098765',
      name: 'Salomé Ğ',
      email: 'salome@example.com',
      picture: 'https://example.com/p.png',
    });
    gsi.callback?.({ credential });

    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/api/social-login')?.body).toEqual({
      name: 'Salomé Ğ',
      email: 'salome@example.com',
      photo: 'https://example.com/p.png',
      graph_domain: 'google',
      social_user_id: '1098765',
      id_token: credential,
      // The cart count asked at start made this guest an id (spec §7 /cart-items).
      cookie_id: A_GUEST_ID,
      language: 'en',
    });
    expect(getSessionUser()).toEqual(sessionUser);
  });

  it('says "Google login failed" for an unusable credential, and the server text for a refusal', async () => {
    stubFetch({
      ...shopHandlers({ social: { google_client_id: 'client-1', facebook_app_id: null } }),
      'POST /api/social-login': () => fail(401, 'This Google account could not be verified.'),
    });
    await openWithGoogle();
    gsi.callback?.({ credential: 'not-a-token' });
    expect(await screen.findByText('Google login failed')).toBeInTheDocument();
    gsi.callback?.({ credential: idToken({ sub: '1', email: 'x@example.com' }) });
    expect(
      await screen.findByText('This Google account could not be verified.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
