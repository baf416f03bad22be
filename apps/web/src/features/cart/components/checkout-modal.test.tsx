import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Cart } from '@storefront/shared';
import { leavePageFor } from '../../../lib/leave-page';
import { startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { comboLine, itemLine, makeCart } from '../../../test/cart-fixtures';
import { callsTo, fail, ok, stubFetch, type Handler, type Reply } from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast, money } from '../../../test/screen';

vi.mock('../../../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

const cart = makeCart([comboLine(2), itemLine(1, { quantity: 2, line_total: 5 })], {
  subtotal: 9,
  company_discount: 0.9,
  vat_exc_net: 7.364,
  vat_rate: 10,
  vat_amount: 0.736,
  shipping_charge: 1,
  grand_total: 9.1,
});

const checkoutAnswer = {
  paymentLink: '/api/payments/sandbox/ORD-1001',
  order_id: 1001,
  reference: 'ORD-1001',
};

function handlers(overrides: Record<string, Handler> = {}, shopCart: Cart = cart) {
  return {
    ...shopHandlers(),
    'POST /api/cart': () => ok(shopCart),
    'POST /api/cart-items': () => ok(shopCart.carts.length),
    'GET /api/colleagues': () => ok({ can_order_for_others: false, colleagues: [] }),
    'POST /api/checkout': () => ok(checkoutAnswer),
    ...overrides,
  } satisfies Record<string, Handler>;
}

async function openSummary() {
  await startSession('tok-1', sessionUser);
  const user = userEvent.setup();
  const view = renderApp('/cart');
  await screen.findAllByTestId('cart-line');
  await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order summary' });
  return { ...view, user, dialog };
}

beforeEach(() => {
  vi.mocked(leavePageFor).mockReset();
});

describe('Checkout summary modal (spec §2, §4)', () => {
  it('while the shop takes no orders, says when it opens on every page and Pay now waits', async () => {
    const notice = 'We are closed at the moment. Ordering opens Tuesday, November 24 at 11:00.';
    const calls = stubFetch(
      handlers({
        'GET /api/opening-hours': () =>
          ok({
            time_zone: 'Asia/Bahrain',
            open_now: false,
            accepts_orders: false,
            opens_at: '2026-11-24T08:00:00.000Z',
            closes_at: null,
            notice,
            order_ahead_days: 0,
            week: [],
            closures: [],
          }),
      }),
    );
    const { dialog } = await openSummary();
    expect(screen.getByTestId('ordering-notice')).toHaveTextContent(notice);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(notice));
    expect(within(dialog).getByRole('button', { name: /Pay now/ })).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/checkout')).toBe(false);
  });

  it('shows the applied promo code with Remove, which takes it off through /remove-promo-code', async () => {
    // 9 − 0.9 − 0.81 (10 % of the rest) = 7.29 with 0.663 VAT inside; 8.29 with delivery.
    const withCode: Cart = {
      ...cart,
      promo_code: 'SAVE10',
      promo_discount: 0.81,
      vat_exc_net: 6.627,
      vat_amount: 0.663,
      grand_total: 8.29,
    };
    const calls = stubFetch(
      handlers(
        {
          'POST /api/remove-promo-code': () =>
            ok({ cart, cart_count: 2 }, { responseText: 'Promo code removed.' }),
        },
        withCode,
      ),
    );
    const { dialog, user } = await openSummary();
    expect(within(dialog).getByTestId('promo-code-chip')).toHaveTextContent('SAVE10');
    expect(within(dialog).getByTestId('summary-promo')).toHaveTextContent(money(0.81));
    expect(within(dialog).getByTestId('summary-total')).toHaveTextContent(money(8.29));

    await user.click(within(dialog).getByRole('button', { name: 'Remove promo code SAVE10' }));

    expect(await findToast('Promo code removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByTestId('promo-code-chip')).toBeNull());
    expect(within(dialog).queryByTestId('summary-promo')).toBeNull();
    expect(within(dialog).getByTestId('summary-total')).toHaveTextContent(money(9.1));
    const pay = within(dialog).getByRole('button', { name: 'Pay now' });
    expect(pay).toBeEnabled();
    await waitFor(() => expect(pay).toHaveFocus());
    // The one remove call of the cart page, as the customer who owns the cart.
    const removed = callsTo(calls, '/api/remove-promo-code');
    expect(removed).toHaveLength(1);
    expect(removed[0]?.body).toEqual({ user_id: sessionUser.id, language: 'en' });
    expect(removed[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(callsTo(calls, '/api/checkout')).toHaveLength(0);
  });

  it('a checkout that took a stale promo code off says so and stays; Pay now then pays', async () => {
    const notice =
      'Promo code SAVE10 was removed from your cart. This promo code has been used up.';
    const withCode: Cart = {
      ...cart,
      promo_code: 'SAVE10',
      promo_discount: 0.81,
      grand_total: 8.29,
    };
    let answers = 0;
    let shopCart = withCode;
    const calls = stubFetch(
      handlers({
        'POST /api/cart': () => ok(shopCart),
        'POST /api/checkout': () => {
          answers += 1;
          // The server took the code off the cart and priced the order without it.
          shopCart = cart;
          return ok({ ...checkoutAnswer, promo_notice: answers === 1 ? notice : null });
        },
      }),
    );
    const { dialog, user } = await openSummary();
    expect(within(dialog).getByTestId('summary-total')).toHaveTextContent(money(8.29));
    const pay = within(dialog).getByRole('button', { name: 'Pay now' });
    expect(pay).toBeEnabled();
    await user.click(pay);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(notice);
    expect(leavePageFor).not.toHaveBeenCalled();
    // The cart is asked again: the new total, no code.
    await waitFor(() =>
      expect(within(dialog).getByTestId('summary-total')).toHaveTextContent(money(9.1)),
    );
    expect(within(dialog).queryByTestId('promo-code-chip')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Pay now' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('/api/payments/sandbox/ORD-1001'),
    );
    expect(callsTo(calls, '/api/checkout')).toHaveLength(2);
  });

  it('shows whom the order is for, the lines and the server’s figures', async () => {
    stubFetch(handlers());
    const { dialog } = await openSummary();
    const orderingFor = within(dialog).getByTestId('ordering-for');
    expect(orderingFor).toHaveTextContent('Sara Al Amin');
    expect(orderingFor).toHaveTextContent('sara@example.com');
    const lines = within(dialog).getAllByTestId('checkout-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Combo 1');
    expect(lines[0]).toHaveTextContent('Lamb Machboos · Hummus · Fries');
    expect(lines[0]).toHaveTextContent(money(4));
    expect(lines[1]).toHaveTextContent('Dish 1');
    expect(lines[1]).toHaveTextContent('Qty: 2');
    expect(lines[1]).toHaveTextContent(money(5));
    expect(within(dialog).getByTestId('summary-subtotal')).toHaveTextContent(money(9));
    expect(within(dialog).getByTestId('summary-discount')).toHaveTextContent(money(0.9));
    expect(within(dialog).getByTestId('summary-net')).toHaveTextContent(money(7.364));
    expect(within(dialog).getByTestId('summary-vat')).toHaveTextContent(money(0.736));
    expect(within(dialog).getByText('VAT (10%) included')).toBeInTheDocument();
    expect(within(dialog).getByTestId('summary-shipping')).toHaveTextContent(money(1));
    expect(within(dialog).getByTestId('summary-total')).toHaveTextContent(money(9.1));
    // Without a company subscription there is nobody else to order for.
    await waitFor(() => expect(within(dialog).queryByRole('combobox')).toBeNull());
  });

  it('marks a combo pick beyond its step’s qty as an extra (issue 17 item 4)', async () => {
    const line = comboLine(2);
    const extraFries = line.picks.map((pick) =>
      pick.item_name === 'Fries' ? { ...pick, price: 0.5, is_extra: true } : pick,
    );
    stubFetch(handlers({}, makeCart([{ ...line, picks: extraFries }])));
    const { dialog } = await openSummary();
    expect(within(dialog).getByTestId('checkout-line')).toHaveTextContent(
      'Lamb Machboos · Hummus · Fries (extra)',
    );
  });

  it('Pay now posts /checkout, shows "Processing payment..." and goes to the payment link', async () => {
    let release: () => void = () => undefined;
    const calls = stubFetch(
      handlers({
        'POST /api/checkout': () =>
          new Promise<Reply>((resolve) => {
            release = () => resolve(ok(checkoutAnswer));
          }),
      }),
    );
    const { dialog, user } = await openSummary();
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    const busy = await within(dialog).findByRole('button', { name: 'Processing payment...' });
    expect(busy).toBeDisabled();
    const checkout = calls.filter((call) => call.path === '/api/checkout');
    expect(checkout).toHaveLength(1);
    expect(checkout[0]?.body).toEqual({ language: 'en' });
    expect(checkout[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    release();
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('/api/payments/sandbox/ORD-1001'),
    );
    // The page is leaving: the button stays busy.
    expect(within(dialog).getByRole('button', { name: 'Processing payment...' })).toBeDisabled();
  });

  it('a failed checkout says "Something went wrong during checkout." and keeps the modal', async () => {
    stubFetch(handlers({ 'POST /api/checkout': () => fail(500, 'Internal error') }));
    const { dialog, user } = await openSummary();
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await findToast('Something went wrong during checkout.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order summary' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('a refusal with a reason shows the server’s text', async () => {
    stubFetch(
      handlers({
        'POST /api/checkout': () =>
          fail(409, 'Some items in your cart are no longer available. Please remove them.'),
      }),
    );
    const { dialog, user } = await openSummary();
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(
      await findToast('Some items in your cart are no longer available. Please remove them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order summary' })).toBeInTheDocument();
  });

  it('with a company subscription, "Ordering for" picks a colleague sent as ordered_for_user_id', async () => {
    const calls = stubFetch(
      handlers({
        'GET /api/colleagues': () =>
          ok({
            can_order_for_others: true,
            colleagues: [{ id: 51, name: 'Omar Haddad', email: 'omar@example.com' }],
          }),
      }),
    );
    const { dialog, user } = await openSummary();
    const select = await within(dialog).findByRole('combobox', { name: 'Ordering for' });
    expect(within(select).getByRole('option', { name: 'Myself' })).toBeInTheDocument();
    await user.selectOptions(select, 'Omar Haddad');
    expect(within(dialog).getByTestId('ordering-for')).toHaveTextContent('omar@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/checkout')?.body).toEqual({
      language: 'en',
      ordered_for_user_id: 51,
    });
  });
});
