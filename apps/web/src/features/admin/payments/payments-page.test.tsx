import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  type AdminOrderRow,
  type AdminPaymentProblem,
  type AdminRefund,
} from '@storefront/shared';
import { fail, ok, type Reply } from '../../../test/fetch-stub';
import { money } from '../../../test/screen';
import { callsTo, openAsOperator, tableShowing, type Handler } from '../common/admin-test-kit';

/** As accessible names and descriptions carry it (a no-break space after the code). */
const exact = (amount: number) => formatMoney(amount, 'en', 'BHD');
const PROBLEMS = '/api/admin/payment-problems';
const REFUNDS = '/api/admin/refunds';
const ORDERS = '/api/admin/orders';

function pageOf<T>(rows: T[], current = 1, last = 1) {
  return { data: rows, current_page: current, last_page: last, per_page: 20, total: rows.length };
}

const payment = { id: 3, status: 'paid', captured: 7.54, refunded: 0, refundable: 7.54 };

const mismatch: AdminPaymentProblem = {
  id: 41,
  kind: 'paid_after_cancel',
  received_at: '2026-11-20T09:40:00.000Z',
  provider: 'sandbox',
  session_id: 'sbx_123',
  amount: 7.54,
  currency: 'BHD',
  detail: 'The payment came after the cancel',
  payment: { ...payment, currency: 'BHD' },
  order: { id: 12, reference: 'SF-ABC123', status: 'Cancelled' },
  purchase_reference: null,
  resolved: null,
};

const dealtWith: AdminPaymentProblem = {
  id: 40,
  kind: 'amount_mismatch',
  received_at: '2026-11-19T08:00:00.000Z',
  provider: 'stripe',
  session_id: 'cs_test_1',
  amount: 90,
  currency: 'BHD',
  detail: 'Paid 90.000, the purchase costs 100.000',
  payment: { id: 9, status: 'paid', captured: 90, refunded: 0, refundable: 90, currency: 'BHD' },
  order: null,
  purchase_reference: 'txn-company-7',
  resolved: { at: '2026-11-19T10:00:00.000Z', by: 'Sufra Operator', note: 'Company paid the rest' },
};

function refund(id: number, overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id,
    payment_id: 3,
    order_id: 12,
    reference: 'SF-ABC123',
    amount: 2.5,
    currency: 'BHD',
    reason: 'Customer paid twice',
    status: 'succeeded',
    provider: 'sandbox',
    provider_refund_id: `re_${id}`,
    failure: '',
    by: 'Sufra Operator',
    at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

async function open(handlers: Record<string, Handler> = {}, path = '/admin/payments') {
  const { calls, router } = await openAsOperator(path, {
    [`GET ${PROBLEMS}`]: () => ok(pageOf([mismatch])),
    [`GET ${REFUNDS}`]: () => ok(pageOf([])),
    [`GET ${ORDERS}`]: () => ok(pageOf([])),
    ...handlers,
  });
  return { calls, router };
}

/** The problems' table, once its rows arrived. */
const problemsTable = () => tableShowing('SF-ABC123', 'Payments that need you');

describe('Back office payments that need an operator, and refunds (issue 16 item 6)', () => {
  it('lists first the cancelled orders that still owe a refund, each opening its order', async () => {
    const owed: AdminOrderRow = {
      id: 41,
      reference: 'SF-OWED41',
      created_at: '2026-11-20T09:00:00.000Z',
      status: 'Cancelled',
      customer: { id: 5, name: 'Layla Al Mansoori', email: 'layla@example.com' },
      ordered_for: null,
      lines: 2,
      total: 8.6,
      currency: 'BHD',
      deliver_to: { place: 'Building 1021', company: null },
      note: '',
      refund_due: true,
    };
    const { calls } = await open({ [`GET ${ORDERS}`]: () => ok(pageOf([owed])) });
    const due = await tableShowing('SF-OWED41', 'Refunds owed');
    expect(due).toHaveTextContent('Layla Al Mansoori');
    expect(due).toHaveTextContent(money(8.6));
    expect(within(due).getByRole('link', { name: 'Refund SF-OWED41' })).toHaveAttribute(
      'href',
      '/admin/orders/41',
    );
    // Asked of the orders list with its refund-due filter, the longest wait first.
    const [asked] = callsTo(calls, 'GET', ORDERS);
    expect(asked!.query.get('refund_due')).toBe('1');
    expect(asked!.query.get('direction')).toBe('asc');
  });

  it('lists the open payment problems and the refunds, each list paged on its own', async () => {
    const { calls, router } = await open({
      [`GET ${PROBLEMS}`]: (call) =>
        ok(pageOf(call.query.get('state') === 'all' ? [mismatch, dealtWith] : [mismatch])),
      [`GET ${REFUNDS}`]: (call) =>
        ok(
          pageOf(
            call.query.get('page') === '2'
              ? [refund(5, { reason: 'Older refund' })]
              : [
                  refund(7, {
                    status: 'failed',
                    failure: 'Card account closed',
                    provider_refund_id: null,
                  }),
                  refund(6, { order_id: null, reference: 'txn-company-7', by: null }),
                ],
            Number(call.query.get('page') ?? '1'),
            2,
          ),
        ),
    });
    const problems = await problemsTable();
    const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(navigation).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Payments', level: 1 })).toBeInTheDocument();

    const [, openRow] = within(problems).getAllByRole('row');
    const cells = within(openRow!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(1)).toEqual([
      'Paid after the order was cancelled',
      'SF-ABC123Cancelled',
      money(7.54),
      `${money(0)} refunded${money(7.54)} refundable`,
      'OpenRefundMark as dealt with',
    ]);
    expect(within(openRow!).getByRole('link', { name: 'SF-ABC123' })).toHaveAttribute(
      'href',
      '/admin/orders/12',
    );
    const first = callsTo(calls, 'GET', PROBLEMS)[0]!.query;
    expect(first.get('sort')).toBe('received_at');
    expect(first.get('direction')).toBe('desc');
    expect(first.get('state')).toBeNull();
    expect(screen.getByLabelText('Show')).toHaveValue('open');

    // Every problem: the one dealt with says by whom, when and how, and offers no action.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', PROBLEMS).at(-1)!.query.get('state')).toBe('all'),
    );
    const dealt = (await within(problems).findByText('txn-company-7')).closest('tr')!;
    expect(dealt).toHaveTextContent('Subscription purchase');
    expect(dealt).toHaveTextContent('Amount differs from the order');
    expect(within(dealt).getByTestId('payment-problem-state')).toHaveTextContent(
      /^Dealt withby Sufra Operator on Nov 19, 2026, .+Company paid the rest$/,
    );
    expect(within(dealt).queryByRole('button')).toBeNull();

    // The refunds: a failed one says why; a purchase's has no order to link to.
    const refunds = screen.getByRole('table', { name: 'Refunds' });
    const [, failed, purchase] = await waitFor(() => {
      const rows = within(refunds).getAllByRole('row');
      expect(rows).toHaveLength(3);
      return rows;
    });
    expect(within(failed!).getByRole('link', { name: 'SF-ABC123' })).toHaveAttribute(
      'href',
      '/admin/orders/12',
    );
    expect(within(failed!).getByTestId('refund-status')).toHaveTextContent(
      'FailedCard account closed',
    );
    expect(failed).toHaveTextContent(money(2.5));
    expect(failed).toHaveTextContent('Customer paid twice');
    expect(failed).toHaveTextContent('Sufra Operator');
    expect(within(purchase!).queryByRole('link')).toBeNull();
    expect(purchase).toHaveTextContent('Subscription purchase');
    expect(within(purchase!).getByTestId('refund-status')).toHaveTextContent('Refunded');
    expect(purchase).toHaveTextContent('—');

    // Paging the refunds leaves the problems' list where it was.
    const problemCalls = callsTo(calls, 'GET', PROBLEMS).length;
    const refundsBox = refunds.closest('.admin-table') as HTMLElement;
    await user.click(within(refundsBox).getByRole('button', { name: 'Next page' }));
    expect(await within(refunds).findByText('Older refund')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('refunds.page')).toBe('2');
    expect(callsTo(calls, 'GET', REFUNDS).at(-1)!.query.get('page')).toBe('2');
    expect(callsTo(calls, 'GET', PROBLEMS)).toHaveLength(problemCalls);
  });

  it('refunds a payment: prefilled with what can be refunded, never more, one request id for every send', async () => {
    let answer: Reply | Promise<Reply> = fail(
      502,
      'The payment provider did not answer. Send the form again: the refund is made only once.',
    );
    const { calls } = await open({
      [`POST /api/admin/payments/3/refunds`]: () => answer,
    });
    const user = userEvent.setup();
    const problems = await problemsTable();
    await user.click(within(problems).getByRole('button', { name: 'Refund SF-ABC123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment of SF-ABC123' });
    const amount = within(dialog).getByLabelText('Amount to refund (BHD)');
    expect(amount).toHaveValue(7.54);
    expect(amount).toHaveAccessibleDescription(`At most ${exact(7.54)} can be refunded.`);
    expect(within(dialog).getByTestId('refund-payment-money')).toHaveTextContent(
      `Taken${money(7.54)}Refunded so far${money(0)}Can still be refunded${money(7.54)}`,
    );

    // More than the payment has left, and no reason: refused here, nothing sent.
    await user.clear(amount);
    await user.type(amount, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        new RegExp(`Enter ${exact(7.54)} or less: no more can be refunded\\.`),
      ),
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      /Give the reason for the refund\./,
    );
    expect(callsTo(calls, 'POST', '/api/admin/payments/3/refunds')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer paid twice');
    const submit = within(dialog).getByRole('button', { name: `Refund ${exact(2.5)}` });
    await user.click(submit);
    // No answer from the provider: the form stays, and sending it again is safe.
    expect(
      await screen.findByText(
        'The payment provider did not answer. Send the form again: the refund is made only once.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    // The second send waits for its answer: the buttons are disabled meanwhile.
    let release: (reply: Reply) => void = () => undefined;
    answer = new Promise<Reply>((resolve) => {
      release = resolve;
    });
    const before = callsTo(calls, 'GET', REFUNDS).length;
    await user.click(within(dialog).getByRole('button', { name: `Refund ${exact(2.5)}` }));
    expect(await within(dialog).findByRole('button', { name: 'Refunding…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release(
      ok(
        {
          refund: refund(8),
          payment: { ...payment, refunded: 2.5, refundable: 5.04, currency: 'BHD' },
        },
        { responseText: 'Refund made.' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Refund made.')).toBeInTheDocument();

    const [first, second] = callsTo(calls, 'POST', '/api/admin/payments/3/refunds');
    const { request_id: requestId, ...sent } = first!.body!;
    expect(sent).toEqual({ amount: 2.5, reason: 'Customer paid twice', language: 'en' });
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second!.body).toEqual(first!.body);
    // The lists are fetched again.
    await waitFor(() => expect(callsTo(calls, 'GET', REFUNDS).length).toBeGreaterThan(before));

    // A new form is a new refund: a new request id. (The page behind the dialog is reachable
    // again once Radix has let it go, in an effect after the dialog has gone.)
    await user.click(
      await within(await problemsTable()).findByRole('button', { name: 'Refund SF-ABC123' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Refund a payment of SF-ABC123' });
    await user.type(within(again).getByLabelText('Reason'), 'Another one');
    await user.click(within(again).getByRole('button', { name: `Refund ${exact(7.54)}` }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/admin/payments/3/refunds')).toHaveLength(3),
    );
    const third = callsTo(calls, 'POST', '/api/admin/payments/3/refunds')[2]!.body!;
    expect(third.request_id).not.toBe(first!.body!.request_id);
    expect(third.amount).toBe(7.54);
  });

  it('shows the server’s field error under its field', async () => {
    await open({
      [`POST /api/admin/payments/3/refunds`]: () =>
        fail(422, 'Please check the form.', {
          responseData: {
            errors: [
              {
                field: 'amount',
                message: 'At most BHD 5.040 of this payment can still be refunded.',
              },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(
      within(await problemsTable()).getByRole('button', { name: 'Refund SF-ABC123' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Double charge');
    await user.click(within(dialog).getByRole('button', { name: `Refund ${exact(7.54)}` }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount to refund (BHD)')).toHaveAccessibleDescription(
        /At most BHD 5\.040 of this payment can still be refunded\./,
      ),
    );
    expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
  });

  it('marks a problem as dealt with, with the note it requires', async () => {
    let resolved = false;
    const { calls } = await open({
      [`GET ${PROBLEMS}`]: () =>
        ok(
          pageOf([
            resolved
              ? {
                  ...mismatch,
                  resolved: {
                    at: '2026-11-20T11:00:00.000Z',
                    by: 'Sufra Operator',
                    note: 'Refunded in the Stripe dashboard',
                  },
                }
              : mismatch,
          ]),
        ),
      [`POST ${PROBLEMS}/41/resolve`]: () => {
        resolved = true;
        return ok(mismatch, { responseText: 'Marked as dealt with.' });
      },
    });
    const user = userEvent.setup();
    await user.click(
      within(await problemsTable()).getByRole('button', { name: 'Mark SF-ABC123 as dealt with' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark SF-ABC123 as dealt with' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as dealt with' }));
    const note = within(dialog).getByLabelText('How it was dealt with');
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription('Say how the payment was dealt with.'),
    );
    expect(callsTo(calls, 'POST', `${PROBLEMS}/41/resolve`)).toHaveLength(0);

    await user.type(note, '  Refunded in the Stripe dashboard ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as dealt with' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', `${PROBLEMS}/41/resolve`)[0]!.body).toEqual({
      note: 'Refunded in the Stripe dashboard',
      language: 'en',
    });
    expect(await screen.findByText('Marked as dealt with.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('payment-problem-state')).toHaveTextContent(
        /Dealt withby Sufra Operator/,
      ),
    );
  });
});
