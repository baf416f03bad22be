import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCartCount } from '../../../lib/cart-count';
import { getCookie } from '../../../lib/cookies';
import { getSessionUser, startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { allowConsoleError } from '../../../test/console';
import { ok, stubFetch } from '../../../test/fetch-stub';
import { homeData, sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { notify } from '../../../ui/toast';

const OLD_GUEST = 'c'.repeat(32);

async function signedIn() {
  await startSession('tok-1', sessionUser);
  sessionStorage.setItem('user', 'left-over');
  document.cookie = `cookie_id=${OLD_GUEST}; path=/`;
  setCartCount(3);
}

describe('header account corner and logout (spec §4)', () => {
  it('offers Login and Register to visitors', async () => {
    stubFetch({ ...shopHandlers(), 'GET /api/home': () => ok(homeData) });
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByTestId('logout-button')).toBeNull();
    await screen.findByText('Lunch, sorted');
  });

  it('offers operators, and only them, a link to the back office (issue 7)', async () => {
    stubFetch({ ...shopHandlers(), 'GET /api/home': () => ok(homeData) });
    await startSession('tok-customer', sessionUser);
    const { unmount } = renderApp('/');
    await screen.findByText('Lunch, sorted');
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Back office' }),
    ).toBeNull();
    unmount();

    await startSession('tok-admin', { ...sessionUser, role: 'admin' });
    renderApp('/');
    await screen.findByText('Lunch, sorted');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Back office' }),
    ).toHaveAttribute('href', '/admin');
  });

  it('shows the user with "My account" and logs out doing everything spec §4 lists', async () => {
    await signedIn();
    const calls = stubFetch({
      ...shopHandlers(),
      'GET /api/home': () => ok(homeData),
      'POST /api/logout': () => ok(null, { responseText: 'Logout successfully!' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sara')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    notify.info('An earlier message');
    const earlier = await screen.findByText('An earlier message');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');

    await user.click(screen.getByTestId('logout-button'));

    expect(await screen.findByText('Logout successfully!')).toBeInTheDocument();
    // The token revoked on the server with the bearer token.
    const logout = calls.find((call) => call.path === '/api/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok-1');
    // User data and token gone from local and session storage.
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem('token')).toBeNull();
      expect(storage.getItem('user')).toBeNull();
    }
    expect(getSessionUser()).toBeNull();
    // A new random guest id for 30 days.
    const guest = getCookie('cookie_id');
    expect(guest).toMatch(/^[0-9a-f]{32}$/);
    expect(guest).not.toBe(OLD_GUEST);
    // Cart count reset, home page, notifications dismissed, header for visitors.
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Dismissed: the toast plays its exit animation (jsdom never ends animations by itself).
    const earlierToast = earlier.closest('.Toastify__toast')!;
    await waitFor(() => expect(earlierToast.className).toMatch(/exit/));
    expect(
      screen.getByText('Logout successfully!').closest('.Toastify__toast')!.className,
    ).not.toMatch(/exit/);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.queryByTestId('logout-button')).toBeNull();
  });

  it('logs out locally even when the shop cannot be reached', async () => {
    allowConsoleError(/\[api\] POST \/logout failed/);
    await signedIn();
    stubFetch({
      ...shopHandlers(),
      'GET /api/home': () => ok(homeData),
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/menu');
    await user.click(screen.getByTestId('logout-button'));
    expect(await screen.findByText('Logout successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
