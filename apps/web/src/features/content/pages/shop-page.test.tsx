import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { ShopPage } from './shop-page';

const route = [{ path: '/pages/:id', element: <ShopPage /> }];

describe('a page the shop published (/pages/:id, issue 7)', () => {
  it('shows its title and its sanitised content', async () => {
    stubFetch({
      'GET /api/pages/7': () =>
        ok({
          id: 7,
          slug: 'catering',
          meta_title: 'Office catering',
          page_content: '<p>Trays for <strong>twenty</strong> people.</p><script>alert(1)</script>',
          updated_at: '2026-11-21',
        }),
    });
    renderRoutes(route, '/pages/7');

    expect(await screen.findByRole('heading', { name: 'Office catering' })).toBeInTheDocument();
    expect(screen.getByText('twenty')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    // The title follows the page once it has rendered.
    await waitFor(() => expect(document.title).toContain('Office catering'));
  });

  it('says the page does not exist, without a retry, when the shop answers 404', async () => {
    stubFetch({ 'GET /api/pages/99': () => fail(404, 'This page does not exist.') });
    renderRoutes(route, '/pages/99');

    expect(
      await screen.findByRole('heading', { name: 'This page does not exist.', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  });
});
