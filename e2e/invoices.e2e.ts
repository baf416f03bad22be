import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ordersAe } from '../apps/web/src/i18n/locales/orders/ae';
import { ordersEn } from '../apps/web/src/i18n/locales/orders/en';
import { expectVisible, foldedText, visit, waitFor } from './support/app';
import { expectAccessible, viewports } from './support/browser';
import { apiAs } from './support/cart';
import { useJourney } from './support/journey';
import { shopperWithPaidOrder } from './support/shopper';

const { baseUrl, newPage } = useJourney();

const invoiceLabel = (texts: typeof ordersEn, number: string) =>
  texts.orders.invoice.replace('{{number}}', number);

/**
 * Clicks "Download invoice (PDF)" on the order's page and answers the file the browser saved:
 * its suggested name and its first bytes.
 */
async function downloadInvoice(page: Page, label: string) {
  const button = page.getByRole('button', { name: label, exact: true });
  await expectVisible(button, `the button "${label}"`);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  const bytes = await readFile(file);
  return { filename: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

describe('tax invoices (issue 16 item 5)', () => {
  test(
    'a customer pays and downloads the order’s tax invoice, in English on a desktop and in Arabic on a phone',
    { timeout: 150_000 },
    async () => {
      const { shopper, checkout } = await shopperWithPaidOrder(newPage, baseUrl, 'invoice');
      // Paid: the server has numbered the invoice.
      const order = await waitFor(
        'the paid order’s invoice number',
        () =>
          apiAs<{ status: string; invoice_number: string | null }>(
            baseUrl,
            `/orders/${checkout.order_id}?language=en`,
            { token: shopper.token },
          ),
        (details) => details.invoice_number !== null,
      );
      const number = order.invoice_number ?? '';
      expect(number).toMatch(/^INV-\d{6,}$/);

      // English, desktop: the number on the order's page and the PDF under the server's name.
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}`);
      const invoice = shopper.page.getByTestId('order-invoice');
      await expectVisible(invoice, 'the invoice block of the order');
      expect(await foldedText(invoice)).toContain(invoiceLabel(ordersEn, number));
      const english = await downloadInvoice(shopper.page, ordersEn.orders.invoice_download);
      expect(english.filename).toBe(`invoice-${number}.pdf`);
      expect(english.head).toBe('%PDF-');
      await expectAccessible(shopper.page, 'the order with its invoice');

      // Arabic, on a phone: right to left, the Arabic label, the same invoice.
      await shopper.page.setViewportSize(viewports.phone);
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}?lang=ae`);
      expect(await shopper.page.locator('html').getAttribute('dir')).toBe('rtl');
      await expectVisible(
        shopper.page.getByTestId('order-invoice').getByText(number, { exact: true }),
        'the invoice number in the Arabic page',
      );
      expect(await foldedText(shopper.page.getByTestId('order-invoice'))).toContain(
        invoiceLabel(ordersAe, number),
      );
      const arabic = await downloadInvoice(shopper.page, ordersAe.orders.invoice_download);
      expect(arabic.filename).toBe(`invoice-${number}.pdf`);
      expect(arabic.head).toBe('%PDF-');
      await expectAccessible(shopper.page, 'the Arabic order with its invoice on a phone');
      const width = await shopper.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page no wider than the phone').toBeLessThanOrEqual(viewports.phone.width);
    },
  );
});
