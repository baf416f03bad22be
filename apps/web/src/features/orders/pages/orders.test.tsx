import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@storefront/shared';
import { i18n } from '../../../i18n';
import { openSignedIn, shopHandlers } from '../../../test/account';
import { captureDownloads } from '../../../test/downloads';
import {
  callsTo,
  fail,
  fileReply,
  ok,
  stubFetch,
  type Handler,
  type RecordedCall,
  type Reply,
} from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';
import { orderDetails, orderSummary, ordersPage } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';
import { money } from '../../../test/screen';

const PDF = '%PDF-1.7\n…';
const invoiceCalls = (calls: RecordedCall[]) => callsTo(calls, '/api/orders/1001/invoice');

function open(path: string, handlers: Record<string, Handler>) {
  return openSignedIn('tok-1', sessionUser, path, handlers);
}

describe('Dashboard orders (spec §2, §3)', () => {
  it('lists the orders: reference, product, date, status and total, each linking to details', async () => {
    const { calls } = await open('/dashboard/orders', {
      'GET /api/orders': () =>
        ok(
          ordersPage([
            orderSummary(1002, { status: 'Pending', order_total: 4.5 }),
            orderSummary(1001),
          ]),
        ),
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent(money(4.5));
    expect(within(rows[1]!).getByTestId('order-status')).toHaveTextContent('Processing');
    expect(rows[1]).toHaveTextContent('Combo 1, Dish 1');
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(rows[1]).toHaveTextContent(money(9.1));
    expect(within(rows[1]!).getByRole('link', { name: 'View order ORD-1001' })).toHaveAttribute(
      'href',
      '/dashboard/orders/1001',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    const query = callsTo(calls, '/api/orders')[0]!.query;
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('10');
    expect(callsTo(calls, '/api/orders')[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('offers to finish paying a Pending order whose payment page is still open (issue 17)', async () => {
    const paymentUrl = 'http://localhost:3000/api/payments/sandbox/sess-1';
    await open('/dashboard/orders', {
      'GET /api/orders': () =>
        ok(ordersPage([orderSummary(1003, { status: 'Pending', payment_url: paymentUrl })])),
    });
    const [row] = await screen.findAllByTestId('order-row');
    expect(within(row!).getByTestId('order-status')).toHaveTextContent('Payment not completed');
    expect(within(row!).getByRole('link', { name: 'Pay now for order ORD-1003' })).toHaveAttribute(
      'href',
      paymentUrl,
    );
  });

  it('says "No orders to show" when there are none', async () => {
    await open('/dashboard/orders', { 'GET /api/orders': () => ok(ordersPage([])) });
    expect(await screen.findByRole('heading', { name: 'No orders to show' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-row')).toBeNull();
  });

  it('pages with the shared pagination control and ?page=', async () => {
    const { calls, router } = await open('/dashboard/orders?page=2', {
      'GET /api/orders': (call) => {
        const page = Number(call.query.get('page'));
        return ok(ordersPage([orderSummary(1000 + page)], page, 3));
      },
    });
    expect(await screen.findByText('ORD-1002')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('ORD-1003')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(callsTo(calls, '/api/orders').map((call) => call.query.get('page'))).toEqual(['2', '3']);
  });

  it('shows an order’s details: combo items with picks, other products, people and totals', async () => {
    const { calls } = await open('/dashboard/orders/1001', {
      'GET /api/orders/1001': () =>
        ok(
          orderDetails(1001, 'Processing', {
            ordered_for: { id: 51, name: 'Omar Haddad', email: 'omar@example.com' },
          }),
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Order ORD-1001' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Processing');
    const combos = screen.getByRole('region', { name: 'Combo items' });
    expect(combos).toHaveTextContent('Combo 1');
    expect(within(combos).getByRole('list', { name: 'Your choices' })).toHaveTextContent(
      /Lamb Machboos.*Hummus/,
    );
    const others = screen.getByRole('region', { name: 'Other products' });
    expect(others).toHaveTextContent('Dish 1');
    expect(others).toHaveTextContent('Qty: 2');
    expect(others).toHaveTextContent(money(5));
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();
    expect(screen.getByText('omar@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent(money(9));
    expect(screen.getByTestId('order-discount')).toHaveTextContent(money(0.9));
    expect(screen.getByTestId('order-net')).toHaveTextContent(money(7.364));
    expect(screen.getByTestId('order-vat')).toHaveTextContent(money(0.736));
    expect(screen.getByText('VAT (10%) included')).toBeInTheDocument();
    expect(screen.getByTestId('order-shipping')).toHaveTextContent(money(1));
    expect(screen.getByTestId('order-total')).toHaveTextContent(money(9.1));
    expect(callsTo(calls, '/api/orders/1001')).toHaveLength(1);
  });

  it('says "No details found" for an order that is not there (404)', async () => {
    await open('/dashboard/orders/999', {
      'GET /api/orders/999': () => fail(404, 'No details found'),
    });
    expect(await screen.findByRole('heading', { name: 'No details found' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).toBeNull();
  });
});

describe('Order status page (DESIGN §6 payment return)', () => {
  /** Order 1001 found by its reference among the newest orders, then read, in `status`. */
  const orderFoundAs = (status: OrderStatus) => ({
    'GET /api/orders': () => ok(ordersPage([orderSummary(1001, { status })])),
    'GET /api/orders/1001': () => ok(orderDetails(1001, status)),
  });

  it('asks again every 2 s while Pending and shows Processing once the payment is confirmed', async () => {
    let answers = 0;
    const { calls } = await open('/order-status/ORD-1001', {
      'GET /api/orders': () => ok(ordersPage([orderSummary(1001, { status: 'Pending' })])),
      'GET /api/orders/1001': () => {
        answers += 1;
        return ok(orderDetails(1001, answers < 2 ? 'Pending' : 'Processing'));
      },
      'POST /api/cart-items': () => ok(0),
    });
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('heading', { name: 'ORD-1001' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'We have received your payment and are preparing your order.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Processing');
    expect(screen.getByTestId('order-total')).toHaveTextContent(money(9.1));
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/menu');
    expect(callsTo(calls, '/api/orders/1001')).toHaveLength(2);
    // Found by its reference among the newest orders.
    expect(callsTo(calls, '/api/orders')[0]!.query.get('page')).toBe('1');
  });

  it('after the provider’s Cancel says the payment was cancelled, with the way back to the cart', async () => {
    await open('/order-status/ORD-1001?cancelled=1', orderFoundAs('Pending'));
    expect(
      await screen.findByText('Your payment was cancelled. Your cart is still here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('a Cancelled order says so', async () => {
    await open('/order-status/ORD-1001', orderFoundAs('Cancelled'));
    expect(
      await screen.findByText('Your payment was cancelled. Your cart is still here.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled');
  });

  it('an unknown reference says "No details found"', async () => {
    await open('/order-status/ORD-404', {
      'GET /api/orders': () => ok(ordersPage([orderSummary(1001)])),
    });
    expect(await screen.findByRole('heading', { name: 'No details found' })).toBeInTheDocument();
  });

  it('needs a login', async () => {
    stubFetch(shopHandlers());
    const { router } = renderApp('/order-status/ORD-1001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('Tax invoice download on the order (issue 16 item 5)', () => {
  it('has no invoice before the order is paid', async () => {
    await open('/dashboard/orders/1001', {
      'GET /api/orders/1001': () => ok(orderDetails(1001, 'Pending')),
    });
    expect(await screen.findByRole('heading', { name: 'Order ORD-1001' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-invoice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download invoice (PDF)' })).toBeNull();
  });

  it('downloads the PDF with the bearer token and saves it under the server’s name', async () => {
    const saved = captureDownloads();
    const { calls } = await open('/dashboard/orders/1001', {
      'GET /api/orders/1001': () =>
        ok(orderDetails(1001, 'Processing', { invoice_number: 'INV-000042' })),
      'GET /api/orders/1001/invoice': () => fileReply(PDF, 'invoice-INV-000042.pdf'),
    });
    const invoice = await screen.findByTestId('order-invoice');
    expect(invoice).toHaveTextContent('Invoice INV-000042');
    const user = userEvent.setup();
    await user.click(within(invoice).getByRole('button', { name: 'Download invoice (PDF)' }));

    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]!.filename).toBe('invoice-INV-000042.pdf');
    expect(await saved[0]!.blob.text()).toBe(PDF);
    const [call] = invoiceCalls(calls);
    expect(call!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call!.query.get('language')).toBe('en');
    expect(within(invoice).getByRole('button')).not.toHaveAttribute('aria-busy', 'true');
  });

  it('a cancelled paid order says its refund is on its way, then done, and offers its credit note', async () => {
    const saved = captureDownloads();
    const { calls } = await open('/dashboard/orders/1001', {
      'GET /api/orders/1001': () =>
        ok(
          orderDetails(1001, 'Cancelled', {
            invoice_number: 'INV-000042',
            credit_note_number: 'CN-000007',
            refunded: 0,
            refund_pending: 12.5,
          }),
        ),
      'GET /api/orders/1001/credit-note': () => fileReply(PDF, 'credit-note-CN-000007.pdf'),
    });
    const refund = await screen.findByTestId('order-refund');
    expect(refund).toHaveTextContent(`${money(12.5)} is on its way back to you`);
    expect(refund).toHaveTextContent('5 to 10 days');
    const invoice = screen.getByTestId('order-invoice');
    expect(invoice).toHaveTextContent('Credit note CN-000007');
    const user = userEvent.setup();
    await user.click(within(invoice).getByRole('button', { name: 'Download credit note (PDF)' }));
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]!.filename).toBe('credit-note-CN-000007.pdf');
    expect(callsTo(calls, '/api/orders/1001/credit-note')).toHaveLength(1);
  });

  it('once the refund is made, says what came back and no longer that it is on its way', async () => {
    await open('/dashboard/orders/1001', {
      'GET /api/orders/1001': () =>
        ok(orderDetails(1001, 'Cancelled', { refunded: 12.5, refund_pending: 0 })),
    });
    const refund = await screen.findByTestId('order-refund');
    expect(refund).toHaveTextContent(`${money(12.5)} was refunded to you`);
    expect(refund).not.toHaveTextContent('on its way');
  });

  it('is busy while the PDF comes, then shows the server’s refusal under the button', async () => {
    const saved = captureDownloads();
    let answer: (reply: Reply) => void = () => undefined;
    await open('/dashboard/orders/1001', {
      'GET /api/orders/1001': () =>
        ok(orderDetails(1001, 'Processing', { invoice_number: 'INV-000042' })),
      'GET /api/orders/1001/invoice': () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    await user.click(button);
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(button).toBeDisabled();

    answer(fail(409, 'The invoice is ready once the order is paid.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice is ready once the order is paid.',
    );
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('The invoice is ready once the order is paid.');
    expect(saved).toEqual([]);
  });

  it('is on the order status page once paid, in Arabic too', async () => {
    await i18n.changeLanguage('ae');
    const saved = captureDownloads();
    const { calls } = await open('/order-status/ORD-1001', {
      'GET /api/orders': () => ok(ordersPage([orderSummary(1001)])),
      'GET /api/orders/1001': () =>
        ok(orderDetails(1001, 'Processing', { invoice_number: 'INV-000042' })),
      'GET /api/orders/1001/invoice': () => fileReply(PDF, 'invoice-INV-000042.pdf'),
      'POST /api/cart-items': () => ok(0),
    });
    const invoice = await screen.findByTestId('order-invoice');
    expect(invoice).toHaveTextContent('الفاتورة INV-000042');
    const user = userEvent.setup();
    await user.click(within(invoice).getByRole('button', { name: 'تنزيل الفاتورة (PDF)' }));
    await expect.poll(() => saved.map((file) => file.filename)).toEqual(['invoice-INV-000042.pdf']);
    expect(invoiceCalls(calls)[0]!.query.get('language')).toBe('ae');
  });
});
