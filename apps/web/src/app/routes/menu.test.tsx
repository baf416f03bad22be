import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { homeData, makeItem, page } from '../../test/fixtures';
import { fail, ok, stubFetch, type RecordedCall } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { money } from '../../test/screen';
import MenuRoute from './menu';

// The menu as the app composes it (the cart's Add to cart on each card).
const menuRoutes = [{ path: '/menu', element: <MenuRoute /> }];

// Testing Library compares text with plain spaces (Intl puts a no-break space after BHD).

/** A price with the mark beside it, as one phrase (ui/vat-included-price.tsx). */
const markedPrice = (mark: HTMLElement) => mark.parentElement!;

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

  it('shows each dish’s marks and allergens, and filters by them in the URL (issue 16 item 4)', async () => {
    const calls = stubFetch({
      'POST /api/products': (call) => {
        const filtered = call.body?.tags !== undefined || call.body?.without !== undefined;
        if (!filtered) return productsAnswer(call);
        if (call.body?.without) return ok({ items: page([], 1, 1) });
        return ok({ items: page([makeItem(2)], 1, 1) });
      },
      'GET /api/home': () => ok(homeData),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(menuRoutes, '/menu?page=2');

    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    const odd = screen.getAllByTestId('product-card')[0]!; // Dish 13: halal, gluten and sesame
    expect(within(odd).getByRole('list', { name: 'Dietary marks' })).toHaveTextContent('Halal');
    expect(odd).toHaveTextContent('Contains: Gluten, Sesame');
    const even = screen.getAllByTestId('product-card')[1]!; // Dish 14: vegetarian, milk
    // Vegetarian is the veg marker's; it is not said twice on a card.
    expect(within(even).queryByRole('list', { name: 'Dietary marks' })).not.toBeInTheDocument();
    expect(even).toHaveTextContent('Contains: Milk');

    const filter = screen.getByRole('region', { name: 'Dietary preferences' });
    await user.click(within(filter).getByRole('button', { name: 'Vegetarian' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?tags=vegetarian');
    expect(within(filter).getByRole('button', { name: 'Vegetarian' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.filter((call) => call.path === '/api/products').at(-1)?.body).toEqual({
      page: 1,
      limit: 12,
      tags: ['vegetarian'],
      language: 'en',
    });

    await user.click(within(filter).getByText('Avoid allergens', { selector: 'summary' }));
    await user.click(within(filter).getByRole('checkbox', { name: 'Tree nuts' }));
    await user.click(within(filter).getByRole('checkbox', { name: 'Peanuts' }));
    await waitFor(() => expect(router.state.location.search).toContain('without='));
    expect(new URLSearchParams(router.state.location.search).get('without')).toBe(
      'peanuts,tree_nuts',
    );
    expect(within(filter).getByText('Avoid allergens (2)', { selector: 'summary' })).toBeVisible();
    // The list is asked for once the page has rendered the new address.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/products').at(-1)?.body).toMatchObject({
        tags: ['vegetarian'],
        without: ['peanuts', 'tree_nuts'],
      }),
    );
    expect(await screen.findByText('No dish matches these dietary preferences.')).toBeVisible();

    // The empty list offers to clear the filter; the whole menu comes back.
    const clear = screen.getAllByRole('button', { name: 'Clear dietary filters' });
    await user.click(clear.at(-1)!);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    expect(router.state.location.search).toBe('');
  });

  it('marks the price on each card and in a dish’s details as VAT included (issue 17 item 3)', async () => {
    stubFetch({ 'POST /api/products': productsAnswer, 'GET /api/home': () => ok(homeData) });
    renderRoutes(menuRoutes, '/menu?item=1');
    const dialog = await screen.findByRole('dialog', { name: 'Dish 1' });
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(12);
    for (const card of cards) expect(within(card).getByText('incl. VAT')).toBeInTheDocument();
    // Dish 1 costs 2.600: its card and its dialog read "BHD 2.600 incl. VAT".
    expect(markedPrice(within(cards[0]!).getByText('incl. VAT'))).toHaveTextContent(
      `${money(2.6)} incl. VAT`,
    );
    expect(markedPrice(within(dialog).getByText('incl. VAT'))).toHaveTextContent(
      `${money(2.6)} incl. VAT`,
    );
  });

  it('says so in the shopper’s language: Georgian cards read “დღგ-ს ჩათვლით”', async () => {
    await i18n.changeLanguage('ka');
    stubFetch({ 'POST /api/products': productsAnswer, 'GET /api/home': () => ok(homeData) });
    renderRoutes(menuRoutes, '/menu');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    const first = screen.getAllByTestId('product-card')[0]!;
    expect(within(first).getByText('დღგ-ს ჩათვლით')).toBeInTheDocument();
    expect(within(first).queryByText('incl. VAT')).toBeNull();
  });
});
