import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopHandlers } from '../../../test/account';
import { fail, ok, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';

const RESET = 'Your password has been reset. Please log in with the new password.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Opens the reset page of `token`, the shop answering its usual calls and `answers`. */
async function openReset(token = 'reset-token-1', answers: Record<string, Handler> = {}) {
  const calls = stubFetch({ ...shopHandlers(), ...answers });
  const user = userEvent.setup();
  const view = renderApp(`/reset-password/${token}`);
  await screen.findByRole('heading', { name: 'Choose a new password' });
  const field = (name: string) =>
    document.querySelector<HTMLInputElement>(`main [name="${name}"]`)!;
  return { ...view, calls, user, field };
}

/** Types the same new password in both fields and saves it. */
async function saveNewPassword(
  user: UserEvent,
  field: (name: string) => HTMLInputElement,
  password: string,
) {
  await user.type(field('password'), password);
  await user.type(field('password_confirmation'), password);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('Reset password page (spec §2, §5)', () => {
  it('asks for both passwords, 8 characters, and the same twice', async () => {
    const { calls, user, field } = await openReset();
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please enter new password!')).toBeInTheDocument();
    expect(screen.getByText('Please enter confirm password!')).toBeInTheDocument();

    await saveNewPassword(user, field, 'short');
    expect(
      await screen.findByText('Password must be at least 8 characters long!'),
    ).toBeInTheDocument();

    await user.clear(field('password'));
    await user.type(field('password'), 'a new password');
    await user.clear(field('password_confirmation'));
    await user.type(field('password_confirmation'), 'another password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('New Password and Confirm Password do not match'),
    ).toBeInTheDocument();
    expect(field('password_confirmation')).toHaveAccessibleDescription(
      'New Password and Confirm Password do not match',
    );
    expect(calls.filter((call) => call.path === '/api/reset-password')).toHaveLength(0);
  });

  it('sends the token of the link, then goes to /login with the server text', async () => {
    const { calls, user, field, router } = await openReset('abc123', {
      'POST /api/reset-password': () => ok(null, { responseText: RESET }),
    });
    await saveNewPassword(user, field, 'a new password');
    expect(await screen.findByText(RESET)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/api/reset-password')?.body).toEqual({
      token: 'abc123',
      password: 'a new password',
      password_confirmation: 'a new password',
      language: 'en',
    });
  });

  it('explains an invalid or expired link and offers a new one', async () => {
    const { user, field, router } = await openReset('used-token', {
      'POST /api/reset-password': () => fail(400, INVALID),
    });
    await saveNewPassword(user, field, 'a new password');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });
});
