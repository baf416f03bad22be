import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Cart } from '@storefront/shared';
import { startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import {
  comboItems,
  comboLine,
  emptyCart,
  itemLine,
  makeCart,
  wholesaler,
} from '../../../test/cart-fixtures';
import { callsTo, fail, ok, stubFetch, type Handler } from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast, money } from '../../../test/screen';

/** Any guest id the shop made (32 hex digits). */
const A_GUEST_ID: unknown = expect.stringMatching(/^[0-9a-f]{32}$/);

function cartHandlers(cart: Cart, overrides: Record<string, Handler> = {}) {
  return {
    ...shopHandlers(),
    'POST /api/cart': () => ok(cart),
    'POST /api/cart-items': () => ok(cart.carts.length),
    'GET /api/combo-items/1': () => ok(comboItems),
    ...overrides,
  } satisfies Record<string, Handler>;
}

async function openCart() {
  const view = renderApp('/cart');
  await screen.findByRole('heading', { name: 'Cart', level: 1 });
  return view;
}

async function lines() {
  return screen.findAllByTestId('cart-line');
}

/** The summary's figures' labels, in order. */
function summaryTerms() {
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  return within(summary)
    .getAllByRole('term')
    .map((term) => term.textContent);
}

/** Edit on the first line (Combo 1): its modal once the steps are in. */
async function editFirstLine(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within((await lines())[0]!).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Combo 1' });
  await within(dialog).findAllByTestId('combo-category');
  return dialog;
}

function lineNamed(name: string) {
  return screen.getAllByTestId('cart-line').find((row) => row.textContent?.includes(name))!;
}

describe('Cart page (spec §2, §3)', () => {
  it('lists the lines with name, price, quantity, total, and the server’s figures', async () => {
    const cart = makeCart([itemLine(1, { quantity: 2, line_total: 5 }), comboLine(2)]);
    const calls = stubFetch(cartHandlers(cart));
    await openCart();

    expect(await lines()).toHaveLength(2);
    const dish = lineNamed('Dish 1');
    expect(within(dish).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(dish).toHaveTextContent(money(2.5));
    expect(dish).toHaveTextContent(money(5));
    expect(within(dish).getByRole('button', { name: 'Decrease quantity' })).toBeInTheDocument();
    expect(within(dish).getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    expect(within(dish).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(within(dish).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    const combo = lineNamed('Combo 1');
    expect(within(combo).getByRole('list', { name: 'Your choices' })).toHaveTextContent(
      /Lamb Machboos.*Hummus.*Fries/,
    );
    for (const name of ['View', 'Edit', 'Remove']) {
      expect(within(combo).getByRole('button', { name })).toBeInTheDocument();
    }
    // Issue 17 item 4: a combo line takes a quantity too.
    expect(within(combo).getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    expect(combo).toHaveTextContent(money(4));

    // The summary shows the server's figures, never sums of its own; prices are paid with VAT
    // included, so the VAT row is inside the subtotal, beside the net (issue 17 item 3).
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent(money(6.5));
    expect(screen.getByTestId('cart-discount')).toHaveTextContent(money(0.65));
    expect(screen.getByTestId('cart-net')).toHaveTextContent(money(5.318));
    expect(screen.getByTestId('cart-vat')).toHaveTextContent(money(0.532));
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent(money(1));
    expect(screen.getByTestId('cart-total')).toHaveTextContent(money(6.85));
    expect(summaryTerms()).toEqual([
      'Subtotal (incl. VAT)',
      'Company discount',
      'Net (excluding VAT)',
      'VAT (10%) included',
      'Shipping fee',
      'Total',
    ]);

    expect(callsTo(calls, '/api/cart')[0]?.body).toEqual({
      cookie_id: A_GUEST_ID,
      language: 'en',
    });
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
  });

  it('marks a line that can no longer be ordered', async () => {
    stubFetch(cartHandlers(makeCart([itemLine(1, { is_available: false })])));
    await openCart();
    expect(within((await lines())[0]!).getByText('No longer available')).toBeInTheDocument();
  });

  it('a combo whose choices no longer fit asks to choose again and keeps Edit; one off the menu does not', async () => {
    stubFetch(
      cartHandlers(
        makeCart([
          comboLine(1, { is_available: false, unavailable_reason: 'choose_again', picks: [] }),
          comboLine(2, { is_available: false, unavailable_reason: 'off_menu' }),
        ]),
      ),
    );
    await openCart();
    const [changed, gone] = await lines();
    expect(
      within(changed!).getByText(
        'The choices of this combo have changed. Please choose again (Edit) or remove it.',
      ),
    ).toBeInTheDocument();
    expect(within(changed!).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(gone!).getByText('Please remove it before checkout.')).toBeInTheDocument();
    expect(within(gone!).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('a cart without a combo says one is needed before "Proceed", with a link to the combos', async () => {
    stubFetch(cartHandlers(makeCart([itemLine(1)])));
    await openCart();
    const notice = await screen.findByTestId('cart-combo-needed');
    expect(notice).toHaveTextContent('Please add a combo to proceed');
    expect(within(notice).getByRole('link', { name: 'See the combos' })).toHaveAttribute(
      'href',
      '/food-combos',
    );
  });

  it('a cart with a combo does not ask for one', async () => {
    stubFetch(cartHandlers(makeCart([itemLine(1), comboLine(2)])));
    await openCart();
    expect(await lines()).toHaveLength(2);
    expect(screen.queryByTestId('cart-combo-needed')).toBeNull();
  });

  it('an empty cart says "No items in the cart" with links to the menu and the combos', async () => {
    stubFetch(cartHandlers(emptyCart));
    await openCart();
    expect(
      await screen.findByRole('heading', { name: 'No items in the cart' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByRole('link', { name: 'See the combos' })).toHaveAttribute(
      'href',
      '/food-combos',
    );
    expect(screen.queryByTestId('cart-line')).toBeNull();
  });
});

describe('Cart quantities (spec §4, §8)', () => {
  it('minus is blocked at 1', async () => {
    stubFetch(cartHandlers(makeCart([itemLine(1), itemLine(2, { quantity: 3 })])));
    await openCart();
    await lines();
    expect(
      within(lineNamed('Dish 1')).getByRole('button', { name: 'Decrease quantity' }),
    ).toBeDisabled();
    expect(
      within(lineNamed('Dish 2')).getByRole('button', { name: 'Decrease quantity' }),
    ).toBeEnabled();
  });

  it('minus is blocked at min_qty for a wholesaler', async () => {
    await startSession('tok-w', wholesaler);
    const line = (quantity: number) =>
      itemLine(1, {
        quantity,
        product: { ...itemLine(1).product!, min_qty: 5 },
      });
    stubFetch(cartHandlers(makeCart([line(5)])));
    await openCart();
    const row = (await lines())[0]!;
    expect(within(row).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(row).toHaveTextContent('Minimum order: 5');
  });

  it('sends the new quantity and shows the server’s figures only once it answers', async () => {
    const before = makeCart([itemLine(1, { quantity: 2, line_total: 5 })]);
    const after = makeCart([itemLine(1, { quantity: 3, line_total: 7.5 })], {
      subtotal: 7.5,
      grand_total: 9.9,
    });
    let release: () => void = () => undefined;
    const calls = stubFetch(
      cartHandlers(before, {
        'POST /api/update-cart': () =>
          new Promise<ReturnType<typeof ok>>((resolve) => {
            release = () =>
              resolve(ok({ cart: after, cart_count: 1 }, { responseText: 'Cart updated.' }));
          }),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    const row = (await lines())[0]!;
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));

    // Not before the server says so (spec §4).
    expect(within(row).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(callsTo(calls, '/api/update-cart')[0]?.body).toEqual({
      cart_id: 1,
      quantity: 3,
      cookie_id: A_GUEST_ID,
      language: 'en',
    });
    release();
    await waitFor(() => expect(within(row).getByTestId('line-quantity')).toHaveTextContent('3'));
    expect(row).toHaveTextContent(money(7.5));
    expect(screen.getByTestId('cart-total')).toHaveTextContent(money(9.9));
  });

  it('a refused change keeps the line and says "Something went wrong."', async () => {
    const calls = stubFetch(
      cartHandlers(makeCart([itemLine(1, { quantity: 2, line_total: 5 })]), {
        'POST /api/update-cart': () => fail(422, 'Quantity must be a whole number from 1 to 999.'),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    const row = (await lines())[0]!;
    await user.click(within(row).getByRole('button', { name: 'Decrease quantity' }));

    expect(await findToast('Something went wrong.')).toBeInTheDocument();
    expect(callsTo(calls, '/api/update-cart')[0]?.body).toMatchObject({ cart_id: 1, quantity: 1 });
    expect(within(row).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(row).toHaveTextContent(money(5));
  });
});

describe('Removing a line (spec §2)', () => {
  it('asks for confirmation with the spec texts; Cancel keeps the line', async () => {
    const calls = stubFetch(cartHandlers(makeCart([itemLine(1)])));
    const user = userEvent.setup();
    await openCart();
    await user.click(within((await lines())[0]!).getByRole('button', { name: 'Remove' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to remove this item from cart?',
    });
    expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    // Radix moves the focus into the dialog in an effect, after the dialog's first paint.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(calls, '/api/remove-cart-item/1')).toHaveLength(0);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('"Yes, delete it!" removes the line through GET /remove-cart-item/{id}', async () => {
    const calls = stubFetch(
      cartHandlers(makeCart([itemLine(1), comboLine(2)]), {
        'GET /api/remove-cart-item/1': () =>
          ok(
            { cart: makeCart([comboLine(2)], { subtotal: 4, grand_total: 5.4 }), cart_count: 1 },
            { responseText: 'Item removed from the cart.' },
          ),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    await lines();
    await user.click(within(lineNamed('Dish 1')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await findToast('Item removed from the cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByTestId('cart-total')).toHaveTextContent(money(5.4));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    const removal = callsTo(calls, '/api/remove-cart-item/1')[0];
    expect(removal?.method).toBe('GET');
    expect(removal?.query.get('cookie_id')).toMatch(/^[0-9a-f]{32}$/);
    expect(removal?.query.get('language')).toBe('en');
  });
});

describe('Combo lines: view and edit (spec §2)', () => {
  it('View lists the picks per category, read-only, with a Close button', async () => {
    await startSession('tok-1', sessionUser);
    stubFetch(cartHandlers(makeCart([comboLine(2)])));
    const user = userEvent.setup();
    await openCart();
    await user.click(within((await lines())[0]!).getByRole('button', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'Combo 1' });
    const categories = within(dialog).getAllByTestId('combo-category');
    expect(categories).toHaveLength(2);
    expect(categories[0]).toHaveTextContent('Choose your main');
    expect(categories[0]).toHaveTextContent('Lamb Machboos');
    expect(categories[1]).toHaveTextContent(/Hummus.*Fries/);
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(dialog).getByTestId('combo-total')).toHaveTextContent(money(4));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Edit pre-ticks the picks and sends POST /update-combo-cart', async () => {
    await startSession('tok-1', sessionUser);
    const updated = comboLine(2, { selected_combo_items: [11, 21, 22], unit_price: 3.5 });
    const calls = stubFetch(
      cartHandlers(makeCart([comboLine(2)]), {
        'POST /api/update-combo-cart': () =>
          ok(
            { cart: makeCart([updated], { grand_total: 4.2 }), cart_count: 1 },
            { responseText: 'Cart updated.' },
          ),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    const dialog = await editFirstLine(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Lamb Machboos' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Hummus' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Fries' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Chicken Machboos' })).not.toBeChecked();
    expect(within(dialog).getByTestId('combo-total')).toHaveTextContent(money(4));

    await user.click(within(dialog).getByRole('checkbox', { name: 'Lamb Machboos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update cart' }));
    expect(
      await findToast('Please select at least 1 item(s) for the category: Mains.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/api/update-combo-cart')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Chicken Machboos' }));
    expect(within(dialog).getByTestId('combo-total')).toHaveTextContent(money(3.5));
    await user.click(within(dialog).getByRole('button', { name: 'Update cart' }));

    expect(await findToast('Cart updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/api/update-combo-cart')[0]?.body).toEqual({
      cart_id: 2,
      combo_id: 1,
      combo_items: '11,21,22',
      user_id: 42,
      language: 'en',
    });
    expect(screen.getByTestId('cart-total')).toHaveTextContent(money(4.2));
  });

  it('a refused update shows the server text and keeps the modal open', async () => {
    await startSession('tok-1', sessionUser);
    stubFetch(
      cartHandlers(makeCart([comboLine(2)]), {
        'POST /api/update-combo-cart': () => fail(422, 'This choice is not offered in this combo.'),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    const dialog = await editFirstLine(user);
    await user.click(within(dialog).getByRole('button', { name: 'Update cart' }));
    expect(await findToast('This choice is not offered in this combo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Combo 1' })).toBeInTheDocument();
  });
});

describe('Combo lines with extras (issue 17 item 4)', () => {
  /** Combo 1 with Hummus as the side it needs and Fries as an extra side (+0.500). */
  const withExtra = comboLine(2, {
    picks: comboLine(2).picks.map((pick) =>
      pick.item_name === 'Fries' ? { ...pick, price: 0.5, is_extra: true } : pick,
    ),
    unit_price: 4.5,
    line_total: 4.5,
  });

  it('a pick beyond the step’s qty is marked as an extra in the line and in View, with its price', async () => {
    await startSession('tok-1', sessionUser);
    stubFetch(cartHandlers(makeCart([withExtra])));
    const user = userEvent.setup();
    await openCart();
    const line = (await lines())[0]!;
    const choices = within(line).getAllByRole('listitem');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Lamb Machboos',
      'Hummus',
      'Fries (extra)',
    ]);

    await user.click(within(line).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Combo 1' });
    const sides = within(dialog).getAllByTestId('combo-category')[1]!;
    const [hummus, fries] = within(sides).getAllByRole('listitem');
    expect(hummus).toHaveTextContent(/^HummusIncluded$/);
    expect(fries).toHaveTextContent(`Fries (extra)+${money(0.5)}`);
    expect(within(dialog).getByTestId('combo-total')).toHaveTextContent(money(4.5));
  });

  it('Edit of a line holding more picks than the step now takes names the step’s maximum', async () => {
    await startSession('tok-1', sessionUser);
    const [mains, sides] = comboItems.combo_items;
    const narrowed = { ...sides!, qty: 1, max_qty: 2, extra_price: 0.5 };
    const calls = stubFetch(
      cartHandlers(
        makeCart([comboLine(2, { selected_combo_items: [12, 21, 22, 23], picks: [] })]),
        {
          'GET /api/combo-items/1': () => ok({ ...comboItems, combo_items: [mains!, narrowed] }),
        },
      ),
    );
    const user = userEvent.setup();
    await openCart();
    const dialog = await editFirstLine(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Halloumi Fries' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Update cart' }));
    expect(
      await findToast('You can select at most 2 item(s) for the category: Sides.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/api/update-combo-cart')).toHaveLength(0);
  });
});

describe('Proceed to checkout (spec §4)', () => {
  /** Opens the cart the shop answers with `handlers` and presses "Proceed to checkout". */
  async function proceedFromCart(handlers: Record<string, Handler>) {
    stubFetch(handlers);
    const user = userEvent.setup();
    const { router } = await openCart();
    await lines();
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    return router;
  }

  it('logged out: "Please Login to continue" and /login with the way back to /cart', async () => {
    const router = await proceedFromCart(cartHandlers(makeCart([comboLine(2)])));
    expect(await findToast('Please Login to continue')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
  });

  it('logged in without a combo: "Please add a combo to proceed" and /food-combos', async () => {
    await startSession('tok-1', sessionUser);
    const router = await proceedFromCart({
      ...cartHandlers(makeCart([itemLine(1)])),
      'GET /api/combos': () =>
        ok({ combos: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } }),
    });
    expect(await findToast('Please add a combo to proceed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/food-combos'));
  });
});

describe('Promo code (issue 16 item 3)', () => {
  // 6.5 − 0.65 − 0.585 (10 % of the rest) = 5.265: 4.786 net, 0.479 VAT; 6.265 with delivery.
  const withCode = (overrides: Partial<Cart> = {}) =>
    makeCart([comboLine(1), itemLine(2)], {
      promo_code: 'SAVE10',
      promo_discount: 0.585,
      vat_exc_net: 4.786,
      vat_amount: 0.479,
      grand_total: 6.265,
      ...overrides,
    });
  const promoField = () => screen.getByRole('textbox', { name: 'Promo code' });

  it('a guest applies a code with Enter: busy while the server answers, then its chip and row', async () => {
    let release: () => void = () => undefined;
    const calls = stubFetch(
      cartHandlers(makeCart([comboLine(1), itemLine(2)]), {
        'POST /api/apply-promo-code': () =>
          new Promise<ReturnType<typeof ok>>((resolve) => {
            release = () =>
              resolve(
                ok({ cart: withCode(), cart_count: 2 }, { responseText: 'Promo code applied.' }),
              );
          }),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), ' save10{Enter}');

    const busy = screen.getByRole('button', { name: 'Applying…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(callsTo(calls, '/api/apply-promo-code')[0]?.body).toEqual({
      promo_code: 'save10',
      cookie_id: A_GUEST_ID,
      language: 'en',
    });
    release();

    expect(await screen.findByTestId('promo-code-chip')).toHaveTextContent('SAVE10');
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
    expect(await findToast('Promo code applied.')).toBeInTheDocument();
    expect(summaryTerms()).toEqual([
      'Subtotal (incl. VAT)',
      'Company discount',
      'Promo code (SAVE10)',
      'Net (excluding VAT)',
      'VAT (10%) included',
      'Shipping fee',
      'Total',
    ]);
    expect(screen.getByTestId('cart-promo')).toHaveTextContent(money(0.585));
    expect(screen.getByTestId('cart-total')).toHaveTextContent(money(6.265));
    // Applying replaced the cached cart: the cart was not asked for again.
    expect(callsTo(calls, '/api/cart')).toHaveLength(1);
  });

  it('a refusal shows the server’s reason under the field, tied to it, and keeps what was typed', async () => {
    stubFetch(
      cartHandlers(makeCart([comboLine(1)]), {
        'POST /api/apply-promo-code': () => fail(422, 'This promo code does not exist.'),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This promo code does not exist.');
    expect(promoField()).toHaveValue('NOPE');
    expect(promoField()).toHaveAttribute('aria-invalid', 'true');
    expect(promoField()).toHaveAccessibleDescription('This promo code does not exist.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.queryByTestId('cart-promo')).toBeNull();
  });

  it('an empty field asks for a code without calling the server', async () => {
    const calls = stubFetch(cartHandlers(makeCart([comboLine(1)])));
    const user = userEvent.setup();
    await openCart();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a promo code.');
    expect(callsTo(calls, '/api/apply-promo-code')).toHaveLength(0);
  });

  it('a signed-in customer removes the code: the field comes back and the row goes', async () => {
    await startSession('tok-1', sessionUser);
    const calls = stubFetch(
      cartHandlers(withCode(), {
        'POST /api/remove-promo-code': () =>
          ok(
            { cart: makeCart([comboLine(1), itemLine(2)]), cart_count: 2 },
            { responseText: 'Promo code removed.' },
          ),
      }),
    );
    const user = userEvent.setup();
    await openCart();
    expect(await screen.findByTestId('cart-promo')).toHaveTextContent(money(0.585));
    await user.click(screen.getByRole('button', { name: 'Remove promo code SAVE10' }));

    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    expect(screen.queryByTestId('promo-code-chip')).toBeNull();
    expect(screen.queryByTestId('cart-promo')).toBeNull();
    expect(await findToast('Promo code removed.')).toBeInTheDocument();
    const [call] = callsTo(calls, '/api/remove-promo-code');
    expect(call?.body).toEqual({ user_id: sessionUser.id, language: 'en' });
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('a cart answer that took a stale code off says so once, in a toast; the field comes back', async () => {
    const notice = 'Promo code SAVE10 was removed from your cart. This promo code has expired.';
    stubFetch(cartHandlers(makeCart([comboLine(1), itemLine(2)], { promo_notice: notice })));
    await openCart();
    expect(await findToast(notice)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    expect(screen.queryByTestId('promo-code-chip')).toBeNull();
    expect(screen.queryByTestId('cart-promo')).toBeNull();
  });
});
