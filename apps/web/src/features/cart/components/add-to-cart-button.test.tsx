import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { itemLine, makeCart, wholesaler } from '../../../test/cart-fixtures';
import { allowConsoleError } from '../../../test/console';
import {
  fail,
  ok,
  stubFetch,
  type Handler,
  type RecordedCall,
  type Reply,
} from '../../../test/fetch-stub';
import { homeData, makeItem, page, sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast, readyDialog } from '../../../test/screen';

/** Any guest id the shop made (32 hex digits). */
const A_GUEST_ID: unknown = expect.stringMatching(/^[0-9a-f]{32}$/);

const ADDED = 'Item added to cart !';

function menuHandlers(overrides: Record<string, Handler>) {
  return {
    ...shopHandlers(),
    'GET /api/home': () => ok(homeData),
    'POST /api/products': () =>
      ok({ items: page([makeItem(1), makeItem(2, { min_qty: 5 })], 1, 1) }),
    'POST /api/cart-items': () => ok(0),
    ...overrides,
  };
}

async function openMenu() {
  const view = renderApp('/menu');
  await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
  const card = (name: string) =>
    screen.getAllByTestId('product-card').find((element) => element.textContent?.includes(name))!;
  return { ...view, card };
}

/**
 * The menu with these answers of the shop's, a user to act in it, and a click on a card's
 * "Add to cart".
 */
async function openMenuWith(overrides: Record<string, Handler>) {
  const calls = stubFetch(menuHandlers(overrides));
  const user = userEvent.setup();
  const view = await openMenu();
  const addToCart = (name: string) =>
    user.click(within(view.card(name)).getByRole('button', { name: 'Add to cart' }));
  return { ...view, calls, user, addToCart };
}

/** The shop's answer to an add: the new line and cart count, with its text. */
const added = (cartCount = 1) =>
  ok({ cart_id: 9, line_id: 31, cart_count: cartCount }, { responseText: ADDED });

const addCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/add-to-cart');

describe('Add to cart from the menu (spec §4, §7, §8)', () => {
  it('shows the count of POST /cart-items in the header at start', async () => {
    const { calls } = await openMenuWith({ 'POST /api/cart-items': () => ok(3) });
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
    const count = calls.find((call) => call.path === '/api/cart-items');
    expect(count?.body).toEqual({
      cookie_id: A_GUEST_ID,
      language: 'en',
    });
  });

  it('a guest without a guest id gets one, adds 1, sees the server text and the new count', async () => {
    let count = 0;
    const { calls, addToCart } = await openMenuWith({
      'POST /api/cart-items': () => ok(count),
      'POST /api/add-to-cart': () => {
        count = 1;
        return added();
      },
    });
    await addToCart('Dish 1');

    expect(await findToast(ADDED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    const guestId = document.cookie.match(/cookie_id=([0-9a-f]{32})/)?.[1];
    expect(guestId).toBeDefined();
    expect(addCalls(calls)[0]?.body).toEqual({
      product_id: 1,
      quantity: 1,
      cookie_id: guestId,
      language: 'en',
    });
    expect(addCalls(calls)[0]?.headers.get('Authorization')).toBeNull();
  });

  it('a dish opens in full from its title, with its whole description, and adds from there (issue 17)', async () => {
    const long =
      'Slow-cooked chicken on basmati rice with loomi, saffron and our house spice blend. '.repeat(
        4,
      );
    const { calls, user, card } = await openMenuWith({
      'POST /api/products': () =>
        ok({ items: page([makeItem(1, { description: long }), makeItem(2)], 1, 1) }),
      'POST /api/add-to-cart': () => added(),
    });
    await user.click(within(card('Dish 1')).getByRole('button', { name: 'Dish 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dish 1' });
    expect(within(dialog).getByTestId('item-details')).toHaveTextContent(long.trim());
    expect(within(dialog).getByText('Mains')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await findToast(ADDED)).toBeInTheDocument();
    expect(addCalls(calls)[0]?.body).toMatchObject({ product_id: 1, quantity: 1 });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus goes back to the dish's title (Radix returns it a task after the dialog goes).
    await waitFor(() =>
      expect(within(card('Dish 1')).getByRole('button', { name: 'Dish 1' })).toHaveFocus(),
    );
  });

  it('a dish’s details live in the address: a link opens them, Back closes them (issue 17 item 2)', async () => {
    const { user, card, router } = await openMenuWith({});
    await user.click(within(card('Dish 2')).getByRole('button', { name: 'Dish 2' }));
    await screen.findByRole('dialog', { name: 'Dish 2' });
    expect(router.state.location.search).toBe('?item=2');

    // The browser's Back button closes the dialog and leaves the menu as it was.
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.location.search).toBe('');
  });

  it('a shared link to a dish opens its details; closing them stays on the menu', async () => {
    stubFetch(menuHandlers({}));
    const user = userEvent.setup();
    const { router } = renderApp('/menu?item=1');
    const dialog = await readyDialog(await screen.findByRole('dialog', { name: 'Dish 1' }));
    expect(within(dialog).getByTestId('item-details')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  });

  it('a dish already in the cart shows how many, and plus raises its line (issue 17 item 2)', async () => {
    let quantity = 2;
    const cart = () =>
      makeCart([itemLine(31, { quantity, product: { ...itemLine(31).product!, id: 1 } })]);
    const { calls, user, card } = await openMenuWith({
      'POST /api/cart-items': () => ok(1),
      'POST /api/cart': () => ok(cart()),
      'POST /api/update-cart': (call) => {
        quantity = Number(call.body?.quantity);
        return ok({ cart: cart(), cart_count: 1 });
      },
    });
    const stepper = await within(card('Dish 1')).findByRole('group', { name: 'In your cart' });
    expect(within(stepper).getByTestId('line-quantity')).toHaveTextContent('2');
    // The other dish is not in the cart: its card keeps "Add to cart".
    expect(within(card('Dish 2')).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();

    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() =>
      expect(within(stepper).getByTestId('line-quantity')).toHaveTextContent('3'),
    );
    expect(calls.find((call) => call.path === '/api/update-cart')?.body).toMatchObject({
      cart_id: 31,
      quantity: 3,
    });
    expect(addCalls(calls)).toEqual([]);
    // One cart read for the whole page, not one per card.
    expect(calls.filter((call) => call.path === '/api/cart')).toHaveLength(1);
  });

  it('an empty cart is not read: every card offers "Add to cart"', async () => {
    const { calls } = await openMenuWith({ 'POST /api/cart-items': () => ok(0) });
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/api/cart')).toEqual([]);
  });

  it('the menu’s first load shows the cards’ outlines, not a spinner over the page (issue 17 item 10)', async () => {
    let answer: () => void = () => undefined;
    const products = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubFetch(
      menuHandlers({
        'POST /api/products': async () => {
          await products;
          return ok({ items: page([makeItem(1), makeItem(2)], 1, 1) });
        },
      }),
    );
    const { container } = renderApp('/menu');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toHaveClass('skeleton');
    expect(container.querySelector('.loader-overlay')).toBeNull();
    answer();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('keeps an existing guest id', async () => {
    document.cookie = `cookie_id=${'c'.repeat(32)}; path=/`;
    const { calls, addToCart } = await openMenuWith({ 'POST /api/add-to-cart': () => added(4) });
    await addToCart('Dish 2');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('4'));
    expect(addCalls(calls)[0]?.body).toMatchObject({ product_id: 2, cookie_id: 'c'.repeat(32) });
  });

  it('a wholesaler adds min_qty, as the logged-in user with the bearer token', async () => {
    await startSession('tok-w', wholesaler);
    const { calls, addToCart } = await openMenuWith({ 'POST /api/add-to-cart': () => added() });
    await addToCart('Dish 2');
    await addToCart('Dish 1');

    await waitFor(() => expect(addCalls(calls)).toHaveLength(2));
    expect(addCalls(calls)[0]?.body).toEqual({
      product_id: 2,
      quantity: 5,
      user_id: 77,
      language: 'en',
    });
    // min_qty 1: the larger of the stored value and min_qty is still 1.
    expect(addCalls(calls)[1]?.body).toMatchObject({ product_id: 1, quantity: 1 });
    expect(addCalls(calls)[0]?.headers.get('Authorization')).toBe('Bearer tok-w');
  });

  it('anyone else adds 1 even where min_qty is higher', async () => {
    await startSession('tok-1', sessionUser);
    const { calls, addToCart } = await openMenuWith({ 'POST /api/add-to-cart': () => added() });
    await addToCart('Dish 2');
    await waitFor(() => expect(addCalls(calls)).toHaveLength(1));
    expect(addCalls(calls)[0]?.body).toEqual({
      product_id: 2,
      quantity: 1,
      user_id: 42,
      language: 'en',
    });
  });

  it('shows the server text of a refusal, and itemfail when the shop cannot be reached', async () => {
    let reachable = true;
    allowConsoleError(/\[api\] POST \/add-to-cart failed/);
    const { user, card } = await openMenuWith({
      'POST /api/add-to-cart': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return fail(422, 'This item is no longer available.');
      },
    });
    const button = within(card('Dish 1')).getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    expect(await findToast('This item is no longer available.')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));

    reachable = false;
    await user.click(button);
    expect(await findToast('Failed to add item to cart !')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('the button is busy while adding and ignores more clicks', async () => {
    let release: () => void = () => undefined;
    const { calls, user, card } = await openMenuWith({
      'POST /api/add-to-cart': () =>
        new Promise<Reply>((resolve) => {
          release = () => resolve(added());
        }),
    });
    const button = within(card('Dish 1')).getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    expect(addCalls(calls)).toHaveLength(1);
    release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveFocus();
  });
});
