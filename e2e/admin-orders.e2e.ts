import { describe, expect, test } from 'vitest';
import { expectToast, pathOf } from './support/accounts';
import {
  adminMain,
  enterBackOfficeAfterConsent,
  openBackOffice,
  openSection,
  signedInShopper,
} from './support/admin';
import {
  acceptConsent,
  expectHidden,
  expectVisible,
  foldedText,
  outboxMailsContaining,
  visit,
  waitFor,
  waitForText,
} from './support/app';
import { expectAccessible } from './support/browser';
import { currencyDigits } from './support/cart';
import {
  button,
  checkOutOnSandbox,
  expectOnlyOrderRow,
  expectStatus,
  leaveSandbox,
  openFilledCart,
  openSummary,
  payNow,
  serverOrders,
} from './support/checkout';
import { useJourney } from './support/journey';

const { baseUrl, dataDir, newPage } = useJourney();

/** Texts of the back office's orders pages (apps/web/src/features/admin/orders/texts.ts, English). */
const adminTexts = {
  search: 'Order id or reference',
  apply: 'Apply',
  complete: 'Mark as completed',
  note: 'Note for the customer (optional)',
  completed: (reference: string) => `Order ${reference} is completed. The customer was e-mailed.`,
  noMoreChanges: 'A Completed order cannot change any more.',
} as const;

describe('back office: orders', () => {
  test(
    'an operator finds a paid order by its reference and completes it; the customer sees Completed and gets a mail',
    { timeout: 120_000 },
    async () => {
      // 1. A customer fills a cart with a combo, checks out and pays on the sandbox page.
      const { account: customer, page: shopper } = await signedInShopper(
        newPage,
        baseUrl,
        'admin-orders',
      );
      const { token } = await openFilledCart(shopper, baseUrl);
      const { cart, total, checkout } = await checkOutOnSandbox(shopper, baseUrl, token, 'pay');
      const digits = currencyDigits(cart.currency);

      // 2. The operator signs in and opens the orders list (axe on the start page and the list).
      const office = await newPage({ baseUrl });
      const operator = office.page;
      await enterBackOfficeAfterConsent(operator);
      await expectVisible(
        operator.getByRole('heading', { level: 1, name: 'Overview', exact: true }),
        'the heading "Overview" of the start page',
      );
      expect(pathOf(operator), '/admin opens the overview').toBe('/admin/overview');
      await expectAccessible(operator, 'the back office overview');
      await openSection(operator, 'Orders');
      const table = operator.getByRole('table');
      await expectVisible(table.getByRole('row').nth(1), 'a row in the orders table');
      await expectAccessible(operator, 'the back office orders list');

      // 3. Search by the reference, with the keyboard: type and press Enter.
      const search = operator.getByRole('searchbox', { name: adminTexts.search, exact: true });
      await search.fill(checkout.reference);
      await search.press('Enter');
      await waitFor(
        `the URL searching ${checkout.reference}`,
        () => new URL(operator.url()).searchParams.get('q'),
        (q) => q === checkout.reference,
      );
      const rows = table.locator('tbody tr');
      await waitFor(
        `one row, ${checkout.reference}`,
        async () => (await rows.count()) === 1 && (await foldedText(rows.first())),
        (text) => typeof text === 'string' && text.includes(checkout.reference),
      );
      const rowText = await foldedText(rows.first());
      for (const expected of [customer.name, customer.email, 'Processing']) {
        expect(rowText, `the order row names "${expected}"`).toContain(expected);
      }

      // 4. Open it; it says Processing, names the customer and offers to complete it.
      await rows.first().getByRole('link', { name: checkout.reference }).click();
      await expectVisible(
        operator.getByRole('heading', { level: 1, name: `Order ${checkout.reference}` }),
        'the order detail page',
      );
      const status = operator.locator('[data-testid="admin-order-status"]');
      await waitForText('the detail status Processing', status, 'Processing');
      const detail = await foldedText(operator.locator(adminMain));
      for (const expected of [customer.name, customer.email, checkout.reference]) {
        expect(detail, `the order detail names "${expected}"`).toContain(expected);
      }
      await expectAccessible(operator, 'the back office order detail');

      // 5. Complete it: the confirmation dialog takes a note; confirming closes it.
      await button(operator, adminTexts.complete).click();
      const dialog = operator.getByRole('dialog', {
        name: `Complete order ${checkout.reference}?`,
      });
      await expectVisible(dialog, 'the confirmation dialog');
      await expectAccessible(operator, 'the confirmation dialog');
      await dialog.getByLabel(adminTexts.note).fill('Collected at the front desk');
      const changed = operator.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api/admin/orders/${checkout.order_id}/status`,
      );
      // Watched from the action on: a busy machine can let the 3-second toast go before a
      // check that starts after the answer.
      const toastSeen = expectToast(operator, adminTexts.completed(checkout.reference));
      await button(dialog, adminTexts.complete).click();
      expect((await changed).status(), 'POST /api/admin/orders/{id}/status').toBe(200);
      await toastSeen;
      await expectHidden(dialog, 'the confirmation dialog after confirming');
      await waitForText('the detail status Completed', status, 'Completed');
      await expectVisible(
        operator.getByText(adminTexts.noMoreChanges, { exact: true }),
        'no further change offered',
      );
      const history = await foldedText(operator.locator('[data-testid="admin-order-history"]'));
      expect(history, 'the history names the operator').toContain('Operator · Sufra Operator');
      expect(history).toContain('Collected at the front desk');

      // 6. The customer's dashboard shows the order Completed.
      await visit(shopper, '/dashboard/orders');
      await expectOnlyOrderRow(shopper, 'Completed', total, digits);
      const orders = await serverOrders(baseUrl, token);
      expect(orders.map((order) => [order.reference, order.status])).toEqual([
        [checkout.reference, 'Completed'],
      ]);

      // 7. And a mail told the customer so.
      await waitFor(
        `a "completed" mail to ${customer.email} in the outbox`,
        () => outboxMailsContaining(dataDir, `Your order ${checkout.reference} is completed`),
        (mails) => mails.some((mail) => mail.includes(customer.email)),
        10_000,
      );
    },
  );

  test(
    'an operator sees where a paid order goes and its note, keeps it once, then cancels it: the refund is due',
    { timeout: 120_000 },
    async () => {
      // 1. A customer pays for an order with a note for the rider (issue 17 item 11).
      const {
        page: shopper,
        buildingName,
        companyName,
      } = await signedInShopper(newPage, baseUrl, 'admin-refund');
      await openFilledCart(shopper, baseUrl);
      const summary = await openSummary(shopper);
      const note = 'Floor 7, desk 12';
      await summary.getByTestId('kitchen-note').fill(note);
      const checkout = await payNow(shopper, summary);
      await leaveSandbox(shopper, 'pay', checkout.reference);
      await expectStatus(shopper.locator('main#main'), 'Processing', 'after Pay');

      // 2. The list says where it goes (building, company) and shows the note.
      const operator = (await newPage({ baseUrl })).page;
      await visit(operator, '/login');
      await acceptConsent(operator);
      await openBackOffice(operator, `/admin/orders?q=${checkout.reference}`);
      const table = operator.getByRole('table');
      await expectVisible(
        table.getByRole('columnheader', { name: 'Deliver to' }),
        'the "Deliver to" column',
      );
      const row = table.locator('tbody tr').filter({ hasText: checkout.reference });
      const rowText = await waitFor(
        `the row of ${checkout.reference}`,
        () => foldedText(row),
        (text) => text.includes(note),
      );
      for (const expected of [buildingName, companyName, note]) {
        expect(rowText, `the order row names "${expected}"`).toContain(expected);
      }
      expect(rowText).not.toContain('Refund due');

      // 3. The detail too; "Cancel the order" asks, and backing out is "Keep the order".
      await row.getByRole('link', { name: checkout.reference }).click();
      const deliverTo = operator.getByTestId('admin-order-deliver-to');
      await expectVisible(deliverTo, 'where the order goes');
      const deliverToText = await foldedText(deliverTo);
      expect(deliverToText).toContain(buildingName);
      expect(deliverToText).toContain(companyName);
      await button(operator, 'Cancel the order').click();
      const dialog = operator.getByRole('dialog', {
        name: `Cancel order ${checkout.reference}?`,
      });
      await expectVisible(dialog, 'the cancel confirmation');
      expect(await dialog.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
      await button(dialog, 'Keep the order').click();
      await expectHidden(dialog, 'the dialog after "Keep the order"');
      const status = operator.getByTestId('admin-order-status');
      expect(await foldedText(status)).toBe('Processing');

      // 4. Cancelled for real, its refund left for later (0): the payment went through, so a
      // refund is due, and how much.
      await button(operator, 'Cancel the order').click();
      await expectVisible(dialog, 'the cancel confirmation again');
      await dialog.getByLabel('Amount to refund now (BHD)').fill('0');
      await button(dialog, 'Cancel the order').click();
      await expectHidden(dialog, 'the dialog after confirming');
      await waitFor(
        'the status Cancelled with its refund due',
        () => foldedText(status),
        (text) => text.startsWith('Cancelled'),
      );
      await expectVisible(status.getByTestId('refund-due'), 'the "Refund due" mark');
      await expectVisible(
        operator.getByText(
          /^The payment went through but the order is cancelled: refund .+ with the Refund button below\.$/,
        ),
        'the refund to make',
      );
      await expectAccessible(operator, 'a cancelled order awaiting its refund');

      // 5. The list marks it too.
      await operator.goto(`/admin/orders?q=${checkout.reference}`);
      await waitFor(
        'the row marked "Refund due"',
        () => foldedText(row),
        (text) => text.includes('Cancelled') && text.includes('Refund due'),
      );

      // 6. The Payments page lists it among the refunds owed, opening the order.
      await operator.goto('/admin/payments');
      const owed = operator.getByRole('table', { name: 'Refunds owed' });
      await expectVisible(owed.getByText(checkout.reference), 'the order among the refunds owed');
      await expectAccessible(operator, 'the payments page with a refund owed');

      // 7. The order's Refund button gives all of it back; nothing is due then.
      await operator.goto(`/admin/orders/${checkout.order_id}`);
      await button(operator.getByTestId(/^admin-order-payment-\d+$/), 'Refund').click();
      const refund = operator.getByRole('dialog', {
        name: `Refund a payment of ${checkout.reference}`,
      });
      await expectVisible(refund, 'the refund form, offering all that was paid');
      await refund.getByLabel('Reason', { exact: true }).fill('Cancelled by the shop');
      await button(refund, /^Refund\s/).click();
      await expectToast(operator, 'Refund made.');
      await expectHidden(
        operator.getByTestId('admin-order-status').getByTestId('refund-due'),
        'the "Refund due" mark once refunded',
      );
    },
  );
});
