import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { signSandboxPayload } from '../apps/api/src/modules/payments/providers/sandbox';
import { adminPaymentsTexts } from '../apps/web/src/features/admin/payments/texts';
import { ordersEn } from '../apps/web/src/i18n/locales/orders/en';
import { expectToast } from './support/accounts';
import { adminMain, demoAdminToken, signedInOperator } from './support/admin';
import {
  expectHidden,
  expectVisible,
  foldedText,
  outboxMailsContaining,
  visit,
  waitFor,
} from './support/app';
import { expectAccessible } from './support/browser';
import { amountOf, apiAs, currencyDigits, toMinor } from './support/cart';
import { button } from './support/checkout';
import { useJourney } from './support/journey';
import { E2E_SANDBOX_SECRET } from './support/server';
import { shopperAtPaymentPage, shopperWithPaidOrder } from './support/shopper';

const { baseUrl, dataDir, newPage } = useJourney();
const texts = adminPaymentsTexts.en.admin_payments;
const named = (template: string, name: string) => template.replace('{{name}}', name);

/** What the sandbox provider sends when a payment went through (DESIGN §6), signed as it signs. */
async function sandboxPaidNotification(adminToken: string, orderId: number) {
  const order = await apiAs<{
    payments: { session_id: string; amount: number; currency: string }[];
  }>(baseUrl, `/admin/orders/${orderId}?language=en`, { token: adminToken });
  const payment = order.payments.at(-1)!;
  const body = JSON.stringify({
    id: `evt_e2e_${Date.now()}`,
    type: 'paid',
    session: payment.session_id,
    amount: toMinor(payment.amount, currencyDigits(payment.currency)),
    currency: payment.currency,
  });
  const response = await fetch(`${baseUrl}/api/payments/sandbox/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxPayload(
        E2E_SANDBOX_SECRET,
        body,
        Math.floor(Date.now() / 1000),
      ),
    },
    body,
  });
  const answer = (await response.json()) as { responseData?: { outcome?: string } };
  expect(answer.responseData?.outcome, 'the late payment refused for an operator').toBe('refused');
}

/** The refund form of `reference`: fills what is asked and sends it; the shop says it is made. */
async function refundInForm(page: Page, reference: string, amount: string | null, reason: string) {
  const dialog = page.getByRole('dialog', { name: named(texts.refund.title, reference) });
  await expectVisible(dialog, `the refund form of ${reference}`);
  const field = dialog.getByLabel(new RegExp(texts.refund.amount));
  if (amount !== null) await field.fill(amount);
  await dialog.getByLabel(texts.refund.reason, { exact: true }).fill(reason);
  await expectAccessible(page, 'the refund form');
  await button(dialog, /^Refund\s/).click();
  await expectToast(page, translateMessage('refund_made', 'en'));
  await expectHidden(dialog, 'the refund form once the refund is made');
}

/** A shopper whose order the provider has confirmed paid (Processing). */
async function confirmedPaidOrder(label: string) {
  const paid = await shopperWithPaidOrder(newPage, baseUrl, label);
  await waitFor(
    'the order paid',
    () =>
      apiAs<{ status: string }>(baseUrl, `/orders/${paid.checkout.order_id}?language=en`, {
        token: paid.shopper.token,
      }),
    (order) => order.status === 'Processing',
  );
  return paid;
}

describe('refunds and payments that need an operator (issue 16 item 6)', () => {
  test(
    'an operator refunds part of a paid order from its page; the customer sees it and is mailed',
    { timeout: 150_000 },
    async () => {
      const { shopper, checkout } = await confirmedPaidOrder('refund-part');

      const operator = await signedInOperator(newPage, baseUrl, 'Orders');
      await operator.goto(`/admin/orders/${checkout.order_id}`);
      const payment = operator.locator(adminMain).getByTestId(/^admin-order-payment-\d+$/);
      await expectVisible(payment, 'the order’s payment with its Refund button');
      const before = amountOf(
        await foldedText(payment.getByTestId('admin-order-payment-refundable')),
      );
      await button(payment, texts.refund.button).click();
      await refundInForm(operator, checkout.reference, '1', 'The dessert was missing');

      const refunds = operator
        .locator(adminMain)
        .getByRole('table', { name: texts.refunds.title, exact: true });
      const row = refunds.getByRole('row').filter({ hasText: 'The dessert was missing' });
      await expectVisible(row, 'the refund in the order’s refunds');
      expect(await row.getByTestId('refund-status').getAttribute('data-status')).toBe('succeeded');
      await waitFor(
        'what can still be refunded, one less',
        async () =>
          amountOf(await foldedText(payment.getByTestId('admin-order-payment-refundable'))),
        (left) => Math.abs(left - (before - 1)) < 1e-9,
      );

      // The customer's order says what came back, and the mail told them.
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}`);
      const refunded = shopper.page.getByTestId('order-refunded').first();
      await expectVisible(refunded, `"${ordersEn.bill.refunded}" on the customer’s order`);
      expect(amountOf(await foldedText(refunded))).toBe(1);
      await waitFor(
        'the refund mail',
        () => outboxMailsContaining(dataDir, `Refund for your order ${checkout.reference}`),
        (mails) => mails.length === 1,
      );
    },
  );

  test(
    'cancelling a paid order gives the money back in the same step; the customer sees it and gets a credit note',
    { timeout: 150_000 },
    async () => {
      const { shopper, checkout } = await confirmedPaidOrder('cancel-refund');
      const operator = await signedInOperator(newPage, baseUrl, 'Orders');
      await operator.goto(`/admin/orders/${checkout.order_id}`);
      await button(operator, 'Cancel the order').click();
      const dialog = operator.getByRole('dialog', { name: `Cancel order ${checkout.reference}?` });
      await expectVisible(dialog, 'the cancel confirmation with its refund');
      const amount = dialog.getByLabel('Amount to refund now (BHD)');
      const paid = amountOf(await amount.inputValue());
      expect(paid, 'all that was paid, by default').toBeGreaterThan(0);
      await dialog.getByLabel('Reason for the refund').fill('We ran out of lamb');
      await expectAccessible(operator, 'the cancel dialog with its refund');
      await button(dialog, 'Cancel the order').click();
      await expectToast(operator, /^Order cancelled and .+ refunded\.$/);
      const status = operator.getByTestId('admin-order-status');
      await waitFor(
        'the order cancelled, nothing owed',
        () => foldedText(status),
        (text) => text === 'Cancelled',
      );

      // The customer's order says the money came back, and offers the credit note.
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}`);
      const refund = shopper.page.getByTestId('order-refund');
      await expectVisible(refund, 'the refund on the customer’s order');
      expect(await foldedText(refund)).toMatch(/was refunded to you$/);
      expect(amountOf(await foldedText(refund))).toBe(paid);
      await expectVisible(
        shopper.page.getByRole('button', { name: ordersEn.orders.credit_note_download }),
        'the credit note’s download',
      );
      await expectAccessible(shopper.page, 'a cancelled order refunded, with its credit note');
      await waitFor(
        'the refund mail',
        () => outboxMailsContaining(dataDir, 'We ran out of lamb'),
        (mails) =>
          mails.some((mail) => mail.includes(`Refund for your order ${checkout.reference}`)),
      );
    },
  );

  test(
    'a payment for a cancelled order waits on the Payments page until the operator refunds it',
    { timeout: 150_000 },
    async () => {
      const { checkout } = await shopperAtPaymentPage(newPage, baseUrl, 'refund-late');
      // The shop cancels the order while the customer is paying; the provider's notification
      // that the money was taken arrives after: the shop refuses it and keeps it for an operator.
      const adminToken = await demoAdminToken(baseUrl);
      await apiAs(baseUrl, `/admin/orders/${checkout.order_id}/status`, {
        token: adminToken,
        body: { language: 'en', status: 'Cancelled', note: 'Kitchen closed early' },
      });
      await sandboxPaidNotification(adminToken, checkout.order_id);

      const operator = await signedInOperator(newPage, baseUrl, texts.title);
      const problems = operator
        .locator(adminMain)
        .getByRole('table', { name: texts.problems.title, exact: true });
      const problem = problems.getByRole('row').filter({ hasText: checkout.reference });
      await expectVisible(problem, `the refused payment of ${checkout.reference}`);
      expect(await foldedText(problem)).toContain(texts.problems.kinds.paid_after_cancel);
      await expectAccessible(operator, 'the Payments page');

      await button(problem, named(texts.problems.refund_named, checkout.reference)).click();
      // The form offers all that was taken.
      await refundInForm(operator, checkout.reference, null, 'Paid after we cancelled');
      await expectHidden(problem, 'the problem, dealt with by the refund');
      const refunds = operator
        .locator(adminMain)
        .getByRole('table', { name: texts.refunds.title, exact: true });
      await expectVisible(
        refunds.getByRole('row').filter({ hasText: checkout.reference }),
        'the refund in the shop’s refunds',
      );

      // Dealt with, it is listed there, with who did it.
      await operator
        .locator(adminMain)
        .getByRole('combobox', { name: new RegExp(`^${texts.problems.show}`) })
        .selectOption('resolved');
      await button(operator.locator(adminMain), 'Apply').click();
      const dealt = problems.getByRole('row').filter({ hasText: checkout.reference });
      await expectVisible(dealt, 'the problem among those dealt with');
      expect(await foldedText(dealt)).toContain(texts.problems.resolved);
    },
  );
});
