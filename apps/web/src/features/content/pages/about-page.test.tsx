import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { ABOUT_LOADER_MS, AboutPage } from './about-page';

describe('about page (spec §2, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('keeps its loader for 1 s, sanitises the content and hides Learn More', async () => {
    stubFetch({
      'GET /api/pages/1': () =>
        ok({
          id: 1,
          slug: 'about',
          meta_title: 'About Sufra',
          page_content:
            '<h2>Our story</h2><p onclick="alert(1)">Cooked in Seef.</p><img src=x onerror="alert(1)">',
          updated_at: '2025-01-01',
        }),
    });
    renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');

    expect(await screen.findByText('Cooked in Seef.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ABOUT_LOADER_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    expect(screen.getByText('Cooked in Seef.')).not.toHaveAttribute('onclick');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: /kitchen team/ })).toHaveAttribute(
      'src',
      '/images/pages/about.svg',
    );
    expect(screen.queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();
    expect(document.title).toBe('About us | Sufra');
  });
});
