import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCartCount } from '../../../lib/cart-count';
import { getSessionUser, startSession } from '../../../lib/session/session';
import { itemLine, makeCart } from '../../../test/cart-fixtures';
import { shopHandlers } from '../../../test/account';
import { allowConsoleError } from '../../../test/console';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const LOGGED_IN = 'Logged in successfully!';
const GUEST_ID = 'a'.repeat(32);

function loginAnswer() {
  return ok({ user: sessionUser, token: 'tok-1' }, { responseText: LOGGED_IN });
}

async function openLogin(entry: Parameters<typeof renderApp>[0] = '/login') {
  const view = renderApp(entry);
  await screen.findByRole('heading', { name: 'Welcome back' });
  const form = () => screen.getByRole('form', { name: 'Welcome back' });
  const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { ...view, form, field };
}

describe('Login page (spec §2, §4, §5)', () => {
  it('shows the login rules and sends nothing while they fail', async () => {
    const calls = stubFetch(shopHandlers());
    const user = userEvent.setup();
    const { field } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    expect(screen.getByText('Password is required!')).toBeInTheDocument();
    expect(field('email')).toHaveAccessibleDescription('Please enter email');

    await user.type(field('email'), 'sara@example');
    await user.type(field('password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address!')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long!')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    stubFetch(shopHandlers());
    const user = userEvent.setup();
    const { field } = await openLogin();
    expect(field('password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('password')).toHaveAttribute('type', 'password');
  });

  it('logs in: token and encrypted user stored, cookie_id sent, server text, /dashboard', async () => {
    document.cookie = `cookie_id=${GUEST_ID}; path=/`;
    const calls = stubFetch({ ...shopHandlers(), 'POST /api/login': loginAnswer });
    const user = userEvent.setup();
    const { field, router } = await openLogin();
    await user.type(field('email'), 'sara@example.com');
    await user.type(field('password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(LOGGED_IN)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const login = calls.find((call) => call.path === '/api/login');
    expect(login?.body).toEqual({
      email: 'sara@example.com',
      password: 'correct horse',
      cookie_id: GUEST_ID,
      language: 'en',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(getSessionUser()).toEqual(sessionUser);
    await waitFor(() => expect(localStorage.getItem('user')).not.toBeNull());
    expect(localStorage.getItem('user')).not.toContain('sara@example.com');
    // The dashboard asks for the profile with the new token.
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/profile')?.headers.get('Authorization')).toBe(
      'Bearer tok-1',
    );
    // The header now offers the account and logout.
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByTestId('logout-button')).toBeInTheDocument();
  });

  it('goes back to the target in navigation state with the carried item', async () => {
    stubFetch({ ...shopHandlers(), 'POST /api/login': loginAnswer });
    const user = userEvent.setup();
    const { field, router } = await openLogin({
      pathname: '/login',
      state: { from: { pathname: '/food-combos', search: '?page=2' }, item: { comboId: 3 } },
    });
    // The arrival as it happened: the combo modal then opens the carried combo and forgets
    // the state (a moment later, so reading the router now would race it).
    const arrivals: Array<{ path: string; state: unknown }> = [];
    router.subscribe(({ location }) =>
      arrivals.push({ path: `${location.pathname}${location.search}`, state: location.state }),
    );
    await user.type(field('email'), 'sara@example.com');
    await user.type(field('password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/food-combos'));
    expect(arrivals[0]).toEqual({ path: '/food-combos?page=2', state: { item: { comboId: 3 } } });
  });

  it('shows the server text when the login is refused', async () => {
    stubFetch({
      ...shopHandlers(),
      'POST /api/login': () => fail(401, 'The e-mail or password is incorrect.'),
    });
    const user = userEvent.setup();
    const { field, router } = await openLogin();
    await user.type(field('email'), 'sara@example.com');
    await user.type(field('password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail or password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says "Login failed. Please try again." when the shop cannot be reached', async () => {
    allowConsoleError(/\[api\] POST \/login failed/);
    stubFetch({
      ...shopHandlers(),
      'POST /api/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { field } = await openLogin();
    await user.type(field('email'), 'sara@example.com');
    await user.type(field('password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('switches to the forgot-password mode and back, moving focus, and sends the e-mail', async () => {
    const SENT = 'If an account exists for this e-mail, we have sent a link to reset the password.';
    const calls = stubFetch({
      ...shopHandlers(),
      'POST /api/forgot-password': () => ok(null, { responseText: SENT }),
    });
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const heading = await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(heading).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Forgot your password?' });
    expect(form.querySelector('[name="password"]')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await user.type(form.querySelector<HTMLInputElement>('[name="email"]')!, 'sara@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/forgot-password')?.body).toEqual({
      email: 'sara@example.com',
      language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toHaveFocus();
  });

  it('opens in forgot mode from ?mode=forgot', async () => {
    stubFetch(shopHandlers());
    renderApp('/login?mode=forgot');
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('invites to sign up, keeping the redirect target', async () => {
    stubFetch(shopHandlers());
    const user = userEvent.setup();
    const { router } = await openLogin({ pathname: '/login', state: { from: '/cart' } });
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
  });

  it('shows no social buttons and loads no provider script when none is configured', async () => {
    stubFetch(shopHandlers());
    await openLogin();
    await waitFor(() => expect(screen.getByText('hello@sufra.example')).toBeInTheDocument());
    expect(screen.queryByText('or continue with')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    expect(document.querySelector('script[src*="facebook"]')).toBeNull();
  });

  it('offers Google and Facebook when the shop has their ids', async () => {
    stubFetch(shopHandlers({ social: { google_client_id: 'gid', facebook_app_id: 'fid' } }));
    await openLogin();
    expect(await screen.findByText('or continue with')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        document.querySelector('script[src="https://accounts.google.com/gsi/client"]'),
      ).not.toBeNull(),
    );
    expect(document.querySelector('script[src*="connect.facebook.net"]')).not.toBeNull();
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('a shopper who filled a cart as a guest goes to the cart after signing in (decision 048)', async () => {
    const cart = makeCart([itemLine(1), itemLine(2)]);
    stubFetch({
      ...shopHandlers(),
      'POST /api/login': loginAnswer,
      'POST /api/cart-items': () => ok(2),
      'POST /api/cart': () => ok(cart),
    });
    setCartCount(2);
    const user = userEvent.setup();
    const { field, router } = await openLogin();
    await user.type(field('email'), 'sara@example.com');
    await user.type(field('password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('is closed to logged-in users: /login and /register go to /dashboard', async () => {
    stubFetch(shopHandlers());
    await startSession('tok-1', sessionUser);
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await router.navigate('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
