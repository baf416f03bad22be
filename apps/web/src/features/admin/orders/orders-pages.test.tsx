import { DELIVERY } from '../../../test/order-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AdminOrderDetails, type AdminOrderRow, type AdminOverview } from '@storefront/shared';
import { captureDownloads } from '../../../test/downloads';
import { fail, fileReply, ok } from '../../../test/fetch-stub';
import { money, readyDialog } from '../../../test/screen';

import { callsTo, openAsOperator, tableShowing } from '../common/admin-test-kit';

function row(id: number, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id,
    reference: `SF-${id}`,
    created_at: '2026-11-20T09:30:00.000Z',
    status: 'Processing',
    customer: { id: 7, name: 'Layla Al Mansoori', email: 'layla@example.com' },
    ordered_for: null,
    lines: 2,
    total: 7.54,
    currency: 'BHD',
    deliver_to: { place: 'Bahrain Financial Harbour', company: 'Gulf Trading' },
    note: '',
    refund_due: false,
    ...overrides,
  };
}

function page(rows: AdminOrderRow[], current = 1, last = 1) {
  return { data: rows, current_page: current, last_page: last, per_page: 20, total: rows.length };
}

function details(
  status: AdminOrderDetails['status'],
  overrides: Partial<AdminOrderDetails> = {},
): AdminOrderDetails {
  return {
    id: 12,
    reference: 'SF-ABC123',
    created_at: '2026-11-20T09:30:00.000Z',
    status,
    language: 'en',
    currency: 'BHD',
    customer: {
      id: 7,
      name: 'Layla Al Mansoori',
      email: 'layla@example.com',
      phone: '36001234',
      company: 'Gulf Trading',
    },
    ordered_for: null,
    lines: [
      {
        id: 1,
        name: 'Office Lunch Box',
        image: '',
        is_combo: true,
        unit_price: 3.6,
        quantity: 1,
        line_total: 3.6,
        picks: [{ category_title: 'Choose your main', item_name: 'Lamb Machboos', price: 0.5 }],
      },
    ],
    subtotal: 6.4,
    discount: 0,
    promo_code: null,
    promo_discount: 0,
    invoice_number: null,
    credit_note_number: null,
    vat_exc_net: 6.4,
    vat_rate: 10,
    vat_amount: 0.64,
    vat_included: true,
    shipping: 0.5,
    total: 7.54,
    paid_at: status === 'Pending' ? null : '2026-11-20T09:31:00.000Z',
    completed_at: status === 'Completed' ? '2026-11-20T10:00:00.000Z' : null,
    cancelled_at: null,
    cancel_reason: null,
    payments: [
      {
        id: 3,
        provider: 'sandbox',
        status: 'paid',
        amount: 7.54,
        currency: 'BHD',
        session_id: 'sbx_123',
        created_at: '2026-11-20T09:30:00.000Z',
        expires_at: '2026-11-20T10:00:00.000Z',
        captured: status === 'Pending' ? 0 : 7.54,
        refunded: 0,
        refundable: status === 'Pending' ? 0 : 7.54,
      },
    ],
    refunds: [],
    delivery: DELIVERY,
    deliver_to: { place: 'Bahrain Financial Harbour', company: 'Gulf Trading' },
    refund_due: false,
    note: '<b>No nuts</b>, desk 4',
    history: [
      {
        from: null,
        to: 'Pending',
        actor: 'customer',
        actor_name: 'Layla Al Mansoori',
        note: 'checkout',
        step: null,
        at: '2026-11-20T09:30:00.000Z',
      },
      {
        from: 'Pending',
        to: 'Processing',
        actor: 'provider',
        actor_name: null,
        note: 'paid',
        step: null,
        at: '2026-11-20T09:31:00.000Z',
      },
      ...(status === 'Completed'
        ? [
            {
              from: 'Processing' as const,
              to: 'Completed' as const,
              actor: 'admin' as const,
              actor_name: 'Sufra Operator',
              note: 'At the desk',
              step: null,
              at: '2026-11-20T10:00:00.000Z',
            },
          ]
        : []),
    ],
    allowed_transitions:
      status === 'Processing'
        ? ['Completed', 'Cancelled']
        : status === 'Pending'
          ? ['Cancelled']
          : [],
    ...overrides,
  };
}

const open = openAsOperator;

describe('Back office orders (issue 7)', () => {
  it('lists orders from the server and sorts, filters and opens them through the URL', async () => {
    const { calls, router } = await open('/admin/orders', {
      'GET /api/admin/orders/12': () => fail(404, 'No details found'),
      'GET /api/admin/orders': () =>
        ok(
          page([
            row(12, {
              ordered_for: { id: 8, name: 'Omar Haddad', email: 'omar@example.com' },
            }),
            row(11, { status: 'Pending', total: 4.5 }),
          ]),
        ),
    });
    const table = await tableShowing('SF-12');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('SF-12');
    expect(rows[1]).toHaveTextContent('Processing');
    expect(rows[1]).toHaveTextContent('layla@example.com');
    expect(rows[1]).toHaveTextContent('for Omar Haddad');
    expect(rows[1]).toHaveTextContent(money(7.54));
    expect(rows[2]).toHaveTextContent('Pending');
    expect(within(rows[1]!).getByRole('link', { name: 'SF-12' })).toHaveAttribute(
      'href',
      '/admin/orders/12',
    );
    const first = callsTo(calls, 'GET', '/api/admin/orders')[0]!.query;
    expect(first.get('sort')).toBe('created_at');
    expect(first.get('direction')).toBe('desc');
    expect(first.get('page')).toBe('1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=total&direction=asc'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/admin/orders').at(-1)!.query.get('sort')).toBe('total'),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    const search = screen.getByRole('searchbox', { name: 'Order id or reference' });
    await user.type(search, 'SF-11{Enter}');
    await waitFor(() => {
      const query = callsTo(calls, 'GET', '/api/admin/orders').at(-1)!.query;
      expect(query.get('status')).toBe('Pending');
      expect(query.get('from')).toBe('2026-11-01');
      expect(query.get('q')).toBe('SF-11');
      // Days are the operator's own: the browser's offset goes along with a day filter.
      expect(query.get('tz_offset')).toBe(String(new Date().getTimezoneOffset()));
    });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Pending');

    // An order's "All orders" leads back to this list as it was: filters, sort and page.
    const listSearch = router.state.location.search;
    await user.click(within(screen.getByRole('table')).getByRole('link', { name: 'SF-12' }));
    await user.click(await screen.findByRole('link', { name: 'All orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toBe(listSearch);
  });

  it('says where each order goes, the customer’s note, and which cancelled order awaits a refund (issue 17 item 11)', async () => {
    await open('/admin/orders', {
      'GET /api/admin/orders': () =>
        ok(
          page([
            row(12, { note: 'Floor 7, desk 12' }),
            row(11, {
              status: 'Cancelled',
              refund_due: true,
              deliver_to: { place: 'University of Bahrain', company: null },
            }),
          ]),
        ),
    });
    const table = await tableShowing('SF-12');
    const [, paid, cancelled] = within(table).getAllByRole('row');
    expect(within(table).getByRole('columnheader', { name: 'Deliver to' })).toBeInTheDocument();
    expect(paid).toHaveTextContent('Bahrain Financial Harbour');
    expect(paid).toHaveTextContent('Gulf Trading');
    expect(paid).toHaveTextContent('Floor 7, desk 12');
    expect(within(paid!).queryByText('Refund due')).toBeNull();
    expect(cancelled).toHaveTextContent('University of Bahrain');
    expect(within(cancelled!).getByText('Refund due')).toBeInTheDocument();
  });

  it('a cancelled order whose payment went through says the refund is due, and how much', async () => {
    await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () =>
        ok({
          ...details('Processing'),
          status: 'Cancelled',
          refund_due: true,
          allowed_transitions: [],
        }),
    });
    await screen.findByRole('heading', { name: 'Order SF-ABC123' });
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('CancelledRefund due');
    expect(screen.getByTestId('admin-order-deliver-to')).toHaveTextContent(
      'Bahrain Financial HarbourGulf Trading',
    );
    expect(
      screen.getByText(
        `The payment went through but the order is cancelled: refund ${money(7.54)} with the Refund button below.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows each payment’s money, refunds one from its Refund button and lists the refunds made (issue 16 item 6)', async () => {
    const paid = details('Processing').payments[0]!;
    let current = details('Processing', {
      payments: [
        { ...paid, refunded: 2, refundable: 5.54 },
        {
          ...paid,
          id: 2,
          status: 'expired',
          session_id: 'sbx_old',
          captured: 0,
          refundable: 0,
        },
      ],
      refunds: [
        {
          id: 5,
          payment_id: 3,
          order_id: 12,
          reference: 'SF-ABC123',
          amount: 2,
          currency: 'BHD',
          reason: 'Missing drink',
          status: 'succeeded',
          provider: 'sandbox',
          provider_refund_id: 're_5',
          failure: '',
          by: 'Sufra Operator',
          at: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    const { calls } = await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(current),
      'POST /api/admin/payments/3/refunds': () => {
        current = { ...current, payments: [{ ...paid, refunded: 7.54, refundable: 0 }] };
        return ok(
          { refund: current.refunds[0], payment: current.payments[0] },
          {
            responseText: 'Refund made.',
          },
        );
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Payments', level: 2 });
    const payments = heading.closest('section')!;
    const row = within(payments).getByTestId('admin-order-payment-3');
    expect(within(row).getByTestId('admin-order-payment-refundable')).toHaveTextContent(
      money(5.54),
    );
    expect(row).toHaveTextContent(
      `${money(7.54)}${money(5.54)}Captured: ${money(7.54)}Refunded: ${money(2)}Refund`,
    );
    // Nothing left to give back, no button.
    expect(
      within(within(payments).getByTestId('admin-order-payment-2')).queryByRole('button'),
    ).toBeNull();
    const refunds = within(payments).getByRole('table', { name: 'Refunds' });
    const [, made] = within(refunds).getAllByRole('row');
    expect(made).toHaveTextContent(money(2));
    expect(made).toHaveTextContent('Refunded');
    expect(made).toHaveTextContent('Missing drink');
    expect(made).toHaveTextContent('Sufra Operator');

    const user = userEvent.setup();
    await user.click(within(payments).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment of SF-ABC123' });
    expect(within(dialog).getByLabelText('Amount to refund (BHD)')).toHaveValue(5.54);
    await user.type(within(dialog).getByLabelText('Reason'), 'Order cancelled by phone');
    await user.click(within(dialog).getByRole('button', { name: /^Refund BHD/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { request_id: requestId, ...sent } = callsTo(
      calls,
      'POST',
      '/api/admin/payments/3/refunds',
    )[0]!.body!;
    expect(sent).toEqual({ amount: 5.54, reason: 'Order cancelled by phone', language: 'en' });
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('Refund made.')).toBeInTheDocument();
    // The order is read again: nothing is left to refund.
    await waitFor(() =>
      expect(within(payments).getByTestId('admin-order-payment-refundable')).toHaveTextContent(
        money(0),
      ),
    );
    expect(within(payments).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('shows the server’s reason when it refuses a filter', async () => {
    await open('/admin/orders?from=2026-11-12&to=2026-11-11', {
      'GET /api/admin/orders': () =>
        fail(422, 'The end date must not be before the start date.', {
          responseData: { errors: [{ field: 'to', message: 'x' }] },
        }),
    });
    expect(
      await screen.findByText('The end date must not be before the start date.'),
    ).toBeInTheDocument();
  });

  it('shows an order and completes it after confirming, with a note', async () => {
    let current = details('Processing');
    const { calls } = await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(current),
      'POST /api/admin/orders/12/status': () => {
        current = details('Completed');
        return ok(current);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order SF-ABC123' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Processing');
    expect(
      within(screen.getByRole('region', { name: 'Customer' })).getByText('Gulf Trading'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Lamb Machboos/)).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-total')).toHaveTextContent(money(7.54));
    expect(screen.getByText('sbx_123')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete order SF-ABC123?' });
    await user.type(
      within(dialog).getByLabelText('Note for the customer (optional)'),
      'At the desk',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/admin/orders/12/status')[0]!.body).toMatchObject({
      status: 'Completed',
      note: 'At the desk',
    });
    expect(
      await screen.findByText('Order SF-ABC123 is completed. The customer was e-mailed.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Completed'),
    );
    const outcome = screen.getByText('A Completed order cannot change any more.');
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    expect(screen.getByTestId('admin-order-history')).toHaveTextContent('Sufra Operator');
  });

  it('shows the promo code’s row in the totals after the company discount (issue 16 item 3)', async () => {
    await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () =>
        ok(
          details('Processing', {
            subtotal: 7.2,
            discount: 0.72,
            promo_code: 'LUNCH10',
            promo_discount: 0.65,
            vat_exc_net: 5.3,
            vat_amount: 0.53,
            total: 6.33,
          }),
        ),
    });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const promo = within(totals).getByTestId('admin-order-promo');
    expect(promo).toHaveTextContent(`−${money(0.65)}`);
    // Label and figure side by side, the code set apart from the words around it.
    expect(promo.previousElementSibling).toHaveTextContent('Promo code (LUNCH10)');
    expect(within(totals).getByText('LUNCH10').tagName).toBe('BDI');
    expect(within(totals).getByText('Company discount').nextElementSibling).toHaveTextContent(
      `−${money(0.72)}`,
    );
  });

  it('names a kitchen step and a note (a refund) in the history, not as a change of status', async () => {
    const paid = details('Processing');
    const processing = { from: 'Processing', to: 'Processing', actor: 'admin' } as const;
    await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () =>
        ok({
          ...paid,
          history: [
            ...paid.history,
            {
              ...processing,
              actor_name: 'Cook',
              note: '',
              step: 'preparing',
              at: '2026-11-20T09:40:00.000Z',
            },
            {
              ...processing,
              actor_name: 'Sufra Operator',
              note: 'Refunded 1.000 BHD: cold soup',
              step: null,
              at: '2026-11-20T10:10:00.000Z',
            },
          ],
        }),
    });
    const rows = within(await screen.findByTestId('admin-order-history')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Processing');
    expect(rows[2]).toHaveTextContent('Kitchen: Preparing');
    expect(rows[2]).not.toHaveTextContent('Processing');
    expect(rows[3]).toHaveTextContent('Note');
    expect(rows[3]).toHaveTextContent('Refunded 1.000 BHD: cold soup');
    expect(rows[3]).not.toHaveTextContent('Processing');
  });

  it('without a promo code, the totals have no promo row and an unpaid order no invoice', async () => {
    await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(details('Pending')),
    });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).queryByTestId('admin-order-promo')).toBeNull();
    expect(within(totals).queryByText(/Promo code/)).toBeNull();
    expect(screen.queryByTestId('admin-order-invoice')).toBeNull();
  });

  it('downloads a paid order’s tax invoice with the operator’s token (issue 16 item 5)', async () => {
    const saved = captureDownloads();
    const { calls } = await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(details('Processing', { invoice_number: 'INV-000042' })),
      'GET /api/orders/12/invoice': () => fileReply('%PDF-1.7', 'invoice-INV-000042.pdf'),
    });
    const invoice = await screen.findByTestId('admin-order-invoice');
    expect(invoice).toHaveTextContent('INV-000042');
    expect(invoice.previousElementSibling).toHaveTextContent('Tax invoice');
    const user = userEvent.setup();
    await user.click(within(invoice).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saved.map((file) => file.filename)).toEqual(['invoice-INV-000042.pdf']),
    );
    const [call] = callsTo(calls, 'GET', '/api/orders/12/invoice');
    expect(call!.headers.get('Authorization')).toMatch(/^Bearer .+/);
    expect(call!.query.get('language')).toBe('en');
  });

  it('shows the server’s text when the invoice cannot be had', async () => {
    await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(details('Processing', { invoice_number: 'INV-000042' })),
      'GET /api/orders/12/invoice': () => fail(409, 'The invoice is ready once the order is paid.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice is ready once the order is paid.',
    );
  });

  it('a cancellation the dialog declines changes nothing', async () => {
    const { calls } = await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(details('Processing')),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await readyDialog(
      await screen.findByRole('dialog', { name: 'Cancel order SF-ABC123?' }),
    );
    expect(dialog).toHaveTextContent('goes back to the customer through the payment provider now');
    // All that can still be refunded, by default.
    expect(within(dialog).getByLabelText('Amount to refund now (BHD)')).toHaveValue('7.54');
    // Backing out is "Keep the order", never a "Cancel" beside "Cancel the order".
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/admin/orders/12/status')).toEqual([]);
  });

  it('cancelling a paid order refunds it in the same step, as much as the operator says, once', async () => {
    let current = details('Processing');
    const { calls } = await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(current),
      'POST /api/admin/orders/12/status': () => {
        current = details('Cancelled');
        return ok(current, { responseText: 'Order cancelled and BHD 5.000 refunded.' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await readyDialog(await screen.findByRole('dialog'));
    const amount = within(dialog).getByLabelText('Amount to refund now (BHD)');
    // More than was paid is refused in place, and nothing is sent.
    await user.clear(amount);
    await user.type(amount, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText(/Enter .+ or less/)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', '/api/admin/orders/12/status')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Out of lamb');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Order cancelled and BHD 5.000 refunded.')).toBeInTheDocument();
    const [sent] = callsTo(calls, 'POST', '/api/admin/orders/12/status');
    expect(sent!.body).toMatchObject({
      status: 'Cancelled',
      refund_amount: 5,
      refund_reason: 'Out of lamb',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
  });

  it('when another operator was quicker (409), says so and shows the order as it now is', async () => {
    let current = details('Processing');
    await open('/admin/orders/12', {
      'GET /api/admin/orders/12': () => ok(current),
      'POST /api/admin/orders/12/status': () => {
        current = details('Completed');
        return fail(409, 'This order cannot change to that status.');
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('This order cannot change to that status.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Completed'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unknown order says it does not exist', async () => {
    await open('/admin/orders/999', {
      'GET /api/admin/orders/999': () => fail(404, 'No details found'),
    });
    expect(await screen.findByText('This order does not exist.')).toBeInTheDocument();
  });

  it('opens /admin on the overview with today’s counts linking to the list', async () => {
    const overview: AdminOverview = {
      today: { Pending: 1, Processing: 3, Completed: 2, Cancelled: 0 },
      processing: 5,
      unhandled_messages: 4,
      unavailable_items: 6,
      payment_problems: 2,
      refunds_due: 1,
    };
    const { router } = await open('/admin', {
      'GET /api/admin/overview': () => ok(overview),
    });
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    const counts = [
      [
        'Paid, waiting to be completed',
        '5',
        '/admin/orders?status=Processing&sort=created_at&direction=asc',
      ],
      ['Contact messages not yet handled', '4', '/admin/content/messages?handled=0'],
      ['Menu items marked unavailable', '6', '/admin/catalog/items?available=0'],
      // Refused notifications and refunds owed alike.
      ['Payments that need you', '3', '/admin/payments'],
    ] as const;
    for (const [name, count, href] of counts) {
      const panel = await screen.findByRole('region', { name });
      expect(panel).toHaveTextContent(count);
      expect(within(panel).getByRole('link')).toHaveAttribute('href', href);
    }
    const today = screen.getByRole('region', { name: 'Today’s orders' });
    expect(within(today).getByRole('link', { name: /3\s*Processing/ })).toHaveAttribute(
      'href',
      expect.stringContaining('status=Processing&from='),
    );
  });
});
