import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchData } from '@storefront/shared';
import { i18n } from '../../../i18n';
import { shopHandlers } from '../../../test/account';
import { fail, ok, stubFetch, type RecordedCall } from '../../../test/fetch-stub';
import { homeData, makeCombo, makeItem, page } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const found: SearchData = {
  items: page([makeItem(1, { item_name: 'Chicken Machboos' }), makeItem(2)], 1, 1),
  combos: [makeCombo(7)],
  close_matches: false,
};
const nothing: SearchData = { items: page([], 1, 1), combos: [], close_matches: false };

function handlers(answer: (call: RecordedCall) => ReturnType<typeof ok>) {
  return { ...shopHandlers(), 'GET /api/home': () => ok(homeData), 'GET /api/search': answer };
}

const searchCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/search');

describe('search (spec §2 /searchResult)', () => {
  it('the header search box opens /searchResult?q= with items and combos', async () => {
    const calls = stubFetch(handlers(() => ok(found)));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = within(screen.getByRole('banner')).getByRole('search');
    const input = within(box).getByRole('searchbox', { name: 'Search the menu' });
    expect(input).toHaveAttribute('name', 'q');

    await user.type(input, '  mach {Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/searchResult'));
    expect(router.state.location.search).toBe('?q=mach');
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Combos' })).toBeInTheDocument();
    const combo = screen.getByTestId('combo-card');
    expect(within(combo).getByRole('button', { name: /Customi[sz]e/ })).toBeInTheDocument();
    const call = searchCalls(calls).at(-1);
    expect(call?.query.get('q')).toBe('mach');
    expect(call?.query.get('language')).toBe('en');
    expect(call?.query.get('page')).toBe('1');
    // The box shows what was searched for.
    expect(within(screen.getByRole('banner')).getByRole('searchbox')).toHaveValue('mach');
  });

  it('an empty box does not search', async () => {
    const calls = stubFetch(handlers(() => ok(found)));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const input = within(screen.getByRole('banner')).getByRole('searchbox');
    await user.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(searchCalls(calls)).toHaveLength(0);
    await screen.findByText('Lunch, sorted');
  });

  it('shows "No Data Found" when nothing matches', async () => {
    stubFetch(handlers(() => ok(nothing)));
    renderApp('/searchResult?q=zzqxv');
    expect(await screen.findByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-card')).toBeNull();
    expect(screen.queryByTestId('combo-card')).toBeNull();
    // Issue 17 item 8: the menu's categories are offered instead.
    expect(await screen.findByText('Or choose from a category of the menu:')).toBeInTheDocument();
    const firstCategory = homeData.categories[0]!;
    expect(screen.getByRole('link', { name: new RegExp(firstCategory.name) })).toHaveAttribute(
      'href',
      `/menu?category=${firstCategory.id}`,
    );
  });

  it('says when the dishes shown are the closest to a text nothing contains (issue 17 item 8)', async () => {
    stubFetch(
      handlers(() =>
        ok({
          items: page([makeItem(1, { item_name: 'Chicken Machboos' })], 1, 1),
          combos: [],
          close_matches: true,
        }),
      ),
    );
    renderApp('/searchResult?q=machbus');
    expect(
      await screen.findByText('No dish is called “machbus”. These are the closest:'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
  });

  it('passes an Arabic text through and asks in Arabic', async () => {
    const calls = stubFetch(handlers(() => ok(found)));
    await i18n.changeLanguage('ae');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const input = within(screen.getByRole('banner')).getByRole('searchbox', {
      name: 'ابحث في القائمة',
    });
    await user.type(input, 'بوس{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchResult'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('بوس');
    await screen.findByRole('heading', { name: 'الأطباق' });
    const call = searchCalls(calls).at(-1);
    expect(call?.query.get('q')).toBe('بوس');
    expect(call?.query.get('language')).toBe('ae');
  });

  it('pages the items through the URL', async () => {
    const calls = stubFetch(
      handlers((call) => {
        const current = Number(call.query.get('page') ?? 1);
        const items = Array.from({ length: 12 }, (_, index) =>
          makeItem((current - 1) * 12 + index + 1),
        );
        return ok({ items: page(items, current, 2), combos: [] });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/searchResult?q=dish');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Dish 13')).toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(searchCalls(calls).at(-1)?.query.get('page')).toBe('2');
  });

  it('a failed search offers Retry', async () => {
    let attempts = 0;
    stubFetch(
      handlers(() => {
        attempts += 1;
        return attempts === 1
          ? fail(500, 'Something went wrong. Please try again later.')
          : ok(found);
      }),
    );
    const user = userEvent.setup();
    renderApp('/searchResult?q=mach');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
  });

  it('without a text, asks for one and calls nothing', async () => {
    const calls = stubFetch(handlers(() => ok(found)));
    renderApp('/searchResult');
    expect(
      await screen.findByText('Type a dish or combo name in the search box.'),
    ).toBeInTheDocument();
    expect(searchCalls(calls)).toHaveLength(0);
  });
});
