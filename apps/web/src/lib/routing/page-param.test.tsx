import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDietaryFilter } from '../../ui/dietary-filter';
import { renderAt } from '../../test/render';
import { usePageParam } from './page-param';

type Router = ReturnType<typeof renderAt>['router'];

/** A list's pager and dietary filter, as the menu has them. */
function FilteredList() {
  const { page, goToPage } = usePageParam();
  const { toggleTag } = useDietaryFilter();
  const { search } = useLocation();
  return (
    <>
      <p data-testid="shown">{search}</p>
      <button type="button" onClick={() => goToPage(page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => toggleTag('vegan')}>
        Vegan
      </button>
      <button type="button" onClick={() => toggleTag('halal')}>
        Halal
      </button>
    </>
  );
}

/**
 * Lets the router finish a navigation (microtasks) without a task in which React could draw it:
 * the page still shows the address before.
 */
async function navigatedUndrawn(router: Router, to: string) {
  void router.navigate(to);
  for (let tick = 0; tick < 50 && router.state.navigation.state !== 'idle'; tick++)
    await Promise.resolve();
  for (
    let tick = 0;
    tick < 50 && `${router.state.location.pathname}${router.state.location.search}` !== to;
    tick++
  )
    await Promise.resolve();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to);
}

describe('controls writing the address', () => {
  it('start from the address on its way, not the one the page still shows', async () => {
    const { router } = renderAt(<FilteredList />, '/menu?page=3', '/menu');
    // A navigation the page has not drawn yet (React renders it later, in a transition): a
    // click now must not undo it.
    await navigatedUndrawn(router, '/menu?tags=halal');
    expect(screen.getByTestId('shown')).toHaveTextContent('?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Vegan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tags=vegan%2Chalal'));

    await navigatedUndrawn(router, '/menu?tags=vegan');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tags=vegan&page=2'));
  });

  it('a page left behind changes nothing', async () => {
    const { router } = renderAt(<FilteredList />, '/menu', '*');
    await navigatedUndrawn(router, '/cart');
    fireEvent.click(screen.getByRole('button', { name: 'Halal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('');
  });
});
