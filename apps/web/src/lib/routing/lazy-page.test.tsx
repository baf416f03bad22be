import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../test/console';
import { renderAt } from '../../test/render';
import { lazyPage } from './lazy-page';

function Hello() {
  return <p>Page loaded</p>;
}

describe('lazyPage (spec §9 lazy chunks)', () => {
  it('shows a message and Retry when the chunk fails, and Retry loads it', async () => {
    allowConsoleError(/Failed to fetch dynamically imported module|error boundary|above error/i);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Hello });
    });
    const user = userEvent.setup();
    renderAt(<Page />);

    expect(await screen.findByText('This part of the shop did not load')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Page loaded')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(warn).toHaveBeenCalledWith(
      '[lazy-page] page chunk failed to load',
      expect.any(TypeError),
      expect.anything(),
    );
  });

  it('gives up on a chunk that does not arrive in time', async () => {
    allowConsoleError(/ChunkTimeoutError|error boundary|above error/i);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Page = lazyPage(() => new Promise(() => undefined), 50);
    renderAt(<Page />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
