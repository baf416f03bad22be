import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { GUEST_ID_COOKIE } from '../../../lib/guest-id';
import { renderAt } from '../../../test/render';
import { ConsentBanner } from './consent-banner';

describe('ConsentBanner (spec §4/§9)', () => {
  it('shows until accepted; accepting sets the consent cookie and creates the guest id', async () => {
    const user = userEvent.setup();
    renderAt(<ConsentBanner />);
    const banner = screen.getByTestId('consent-banner');
    expect(getCookie('cookie_consent')).toBeUndefined();
    expect(getCookie(GUEST_ID_COOKIE)).toBeUndefined();

    await user.click(within(banner).getByRole('button', { name: 'Accept' }));

    expect(screen.queryByTestId('consent-banner')).not.toBeInTheDocument();
    expect(getCookie('cookie_consent')).toBe('1');
    // DESIGN §4: at least 128 random bits, hex.
    expect(getCookie(GUEST_ID_COOKIE)).toMatch(/^[0-9a-f]{32,}$/);
  });

  it('keeps an existing guest id', async () => {
    const user = userEvent.setup();
    const existing = 'a'.repeat(32);
    document.cookie = `${GUEST_ID_COOKIE}=${existing}; path=/`;
    renderAt(<ConsentBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(getCookie(GUEST_ID_COOKIE)).toBe(existing);
  });

  it('is not shown once the consent cookie exists', () => {
    document.cookie = 'cookie_consent=1; path=/';
    renderAt(<ConsentBanner />);
    expect(screen.queryByTestId('consent-banner')).not.toBeInTheDocument();
  });
});
