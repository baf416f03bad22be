import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeData, makeItem, page } from '../../test/fixtures';
import { fail, ok, stubFetch, type RecordedCall } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import MenuRoute from './menu';

// The menu as the app composes it (the cart's Add to cart on each card).
const menuRoutes = [{ path: '/menu', element: <MenuRoute /> }];

function productsAnswer(call: RecordedCall) {
  const current = Number(call.body?.page ?? 1);
  const items = Array.from({ length: 12 }, (_, index) => makeItem((current - 1) * 12 + index + 1));
  return ok({ items: page(items, current, 3) });
}

describe('MenuPage (spec §2 menu)', () => {
  it('renders 12 item cards and the pagination from the products answer', async () => {
    const calls = stubFetch({
      'POST /api/products': productsAnswer,
      'GET /api/home': () => ok(homeData),
    });
    renderRoutes(menuRoutes, '/menu');

    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    const first = screen.getAllByTestId('product-card')[0]!;
    expect(within(first).getByRole('img', { name: 'Dish 1' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Non-vegetarian' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(first).toHaveTextContent('BHD');

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(calls.find((call) => call.path === '/api/products')?.body).toEqual({
      page: 1,
      limit: 12,
      language: 'en',
    });
  });

  it('keeps the page in the URL and loads it', async () => {
    const calls = stubFetch({
      'POST /api/products': productsAnswer,
      'GET /api/home': () => ok(homeData),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(menuRoutes, '/menu');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(screen.getByText('Dish 13')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.filter((call) => call.path === '/api/products').at(-1)?.body).toMatchObject({
      page: 2,
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', {
        name: '2',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the page and category of the URL', async () => {
    const calls = stubFetch({
      'POST /api/products': productsAnswer,
      'GET /api/home': () => ok(homeData),
    });
    renderRoutes(menuRoutes, '/menu?page=3&category=2');
    await waitFor(() => expect(screen.getByText('Dish 25')).toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/products')?.body).toEqual({
      page: 3,
      limit: 12,
      category_id: 2,
      language: 'en',
    });
    expect(await screen.findByRole('link', { name: /Salads/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a failed load shows a Retry button, and Retry loads again', async () => {
    let attempts = 0;
    stubFetch({
      'POST /api/products': (call) => {
        attempts += 1;
        return attempts === 1
          ? fail(500, 'Something went wrong. Please try again later.')
          : productsAnswer(call);
      },
      'GET /api/home': () => ok(homeData),
    });
    const user = userEvent.setup();
    renderRoutes(menuRoutes, '/menu');

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this page');
    await user.click(retry);

    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    expect(attempts).toBe(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
