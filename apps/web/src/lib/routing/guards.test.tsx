import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../session/session';
import { shopHandlers } from '../../test/account';
import { fail, ok, stubFetch } from '../../test/fetch-stub';
import { sessionUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('guards (spec §2, §6)', () => {
  it('sends a visitor of /dashboard to /login with the way back, and back after login', async () => {
    stubFetch({
      ...shopHandlers(),
      'POST /api/login': () =>
        ok({ user: sessionUser, token: 'tok-1' }, { responseText: 'Logged in successfully!' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/settings?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/settings', search: '?tab=1' },
    });

    await screen.findByRole('heading', { name: 'Welcome back' });
    const form = screen.getByRole('form', { name: 'Welcome back' });
    await user.type(form.querySelector<HTMLInputElement>('[name="email"]')!, 'sara@example.com');
    await user.type(form.querySelector<HTMLInputElement>('[name="password"]')!, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Back where the visitor was going (an unknown dashboard section shows the profile).
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('sends the user to /login when the session turns out to be gone (401)', async () => {
    await startSession('expired-token', sessionUser);
    stubFetch({
      ...shopHandlers(),
      'GET /api/profile': () => fail(401, 'Please Login to continue'),
    });
    const { router } = renderApp('/dashboard');
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
