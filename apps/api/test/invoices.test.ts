import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  adminPaths,
  adminSettingsResponseSchema,
  formatMoney,
  creditNoteNumberText,
  invoiceNumberText,
  orderDetailsResponseSchema,
  orderPaths,
  toMajor,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { useShopTestApp, get, waitForMail } from './helpers/accounts';
import { adminSession } from './helpers/admin';
import { newShopper, orderRow, shopperWithOrder } from './helpers/orders';
import { paySandboxOrder, SANDBOX_SECRET } from './helpers/payments';
import { answerOf, databaseKinds, errorFields, failBody, okBody } from './helpers/test-app';

/** The words of a PDF, page by page, as a reader's viewer extracts them. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const data = new Uint8Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  const document = await getDocument({ data, useSystemFonts: false }).promise;
  const words: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) words.push(item.str);
  }
  // Viewers give a no-break space back as a space: compare words, not spacing.
  return words.join(' ').replace(/\s+/gu, ' ');
}

/** Issue 16 item 5: GET /api/orders/{id}/invoice. */
describe.each(databaseKinds)('tax invoices on %s', (kind) => {
  const { app, db, places, t } = useShopTestApp(kind, {
    env: { SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET },
  });

  async function paidOrder() {
    const { shopper, order: placed } = await shopperWithOrder(app(), db(), places);
    await paySandboxOrder(app(), db(), placed.order_id);
    return { shopper, orderId: placed.order_id };
  }

  const invoiceOf = (orderId: number, token: string | undefined, language = 'en') =>
    app().inject({
      method: 'GET',
      url: `/api${orderPaths.invoice(orderId)}?language=${language}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('a paid order the shop cancels gets a credit note naming the invoice it cancels', async () => {
    const { shopper, orderId } = await paidOrder();
    const admin = await adminSession(app(), db());
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api${adminPaths.orderStatus(orderId)}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { language: 'en', status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const row = await orderRow(db(), orderId);
    const creditOf = (token: string, language = 'en') =>
      app().inject({
        method: 'GET',
        url: `/api${orderPaths.creditNote(orderId)}?language=${language}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const english = await pdfText((await creditOf(shopper.token)).rawPayload);
    expect(english).toContain('Credit note');
    expect(english).toContain(creditNoteNumberText(row.creditNoteNumber!));
    expect(english).toContain(`Cancels invoice: ${invoiceNumberText(row.invoiceNumber!)}`);
    expect(english).toContain(
      `Amount credited: ${formatMoney(toMajor(row.totalMinor, row.currency), 'en', row.currency)}`.replace(
        /\s+/gu,
        ' ',
      ),
    );
    const georgian = await pdfText((await creditOf(shopper.token, 'ka')).rawPayload);
    expect(georgian).toContain(translateMessage('credit_note_title', 'ka'));
    // Someone else's order has no credit note for them.
    const stranger = await newShopper(app(), places);
    expect((await creditOf(stranger.token)).statusCode).toBe(404);
  });

  it('numbers paid orders in turn and draws the invoice with the order’s own figures', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const [one, two] = [await orderRow(db(), first.orderId), await orderRow(db(), second.orderId)];
    expect(one.invoiceNumber).not.toBeNull();
    expect(two.invoiceNumber).toBe((one.invoiceNumber ?? 0) + 1);

    const answer = await invoiceOf(second.orderId, second.shopper.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const number = invoiceNumberText(two.invoiceNumber ?? 0);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${number}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      'Tax invoice',
      number,
      two.reference,
      'Sufra',
      '220004512300002',
      formatMoney(toMajor(two.totalMinor, two.currency), 'en', two.currency),
      formatMoney(toMajor(two.vatMinor, two.currency), 'en', two.currency),
      translateMessage('order_mail_vat', 'en', { rate: two.vatRateBasisPoints / 100 }),
    ]) {
      expect(text).toContain(expected.replace(/\s+/gu, ' '));
    }

    // The order details name it, for the storefront's link.
    const details = okBody(
      await get(app(), `/api${orderPaths.order(second.orderId)}?language=en`, second.shopper.token),
      orderDetailsResponseSchema,
    ).responseData;
    expect(details.invoice_number).toBe(number);
  });

  it('is for the order’s customer and operators only, and only once paid', async () => {
    const { shopper, orderId } = await paidOrder();
    const stranger = await newShopper(app(), places);
    const refused = await invoiceOf(orderId, stranger.token);
    expect(failBody(answerOf(refused), 404).responseText).toBe(
      translateMessage('order_not_found', 'en'),
    );
    expect((await invoiceOf(orderId, undefined)).statusCode).toBe(401);
    const admin = await adminSession(app(), db());
    expect((await invoiceOf(orderId, admin.token)).statusCode).toBe(200);

    // Before payment there is no invoice yet: the customer is told so, in their language.
    const { order: unpaid, ...waiting } = await shopperWithOrder(app(), db(), places);
    const notYet = await invoiceOf(unpaid.order_id, waiting.shopper.token, 'ae');
    expect(failBody(answerOf(notYet), 409).responseText).toBe(
      translateMessage('invoice_not_ready', 'ae'),
    );
    expect((await invoiceOf(orderId, shopper.token)).statusCode).toBe(200);
  });

  it('prints the VAT registration number the operator saves in the settings', async () => {
    const { shopper, orderId } = await paidOrder();
    const admin = await adminSession(app(), db());
    const settingsUrl = `/api${adminPaths.settings}?language=en`;
    const current = okBody(
      await get(app(), settingsUrl, admin.token),
      adminSettingsResponseSchema,
    ).responseData;
    const save = (vatNumber: string) =>
      app().inject({
        method: 'PUT',
        url: settingsUrl,
        headers: { authorization: `Bearer ${admin.token}` },
        // The form sends what it read; the schema keeps the fields it knows.
        payload: { ...current, language: 'en', vat_number: vatNumber },
      });
    const refused = await save('<b>1</b>');
    expect(errorFields(failBody(answerOf(refused), 422))).toEqual(['vat_number']);
    expect((await save('BH-3000 4512 99')).statusCode).toBe(200);
    try {
      const text = await pdfText((await invoiceOf(orderId, shopper.token)).rawPayload);
      expect(text).toContain('VAT registration number: BH-3000 4512 99');
    } finally {
      expect((await save(current.vat_number)).statusCode).toBe(200);
    }
  });

  it('writes the invoice in Arabic and Georgian, and attaches it to the confirmation mail', async () => {
    const { shopper, orderId } = await paidOrder();
    const row = await orderRow(db(), orderId);
    const arabicPdf = (await invoiceOf(orderId, shopper.token, 'ae')).rawPayload;
    // Drawn with the Arabic font (shaped: bidi-line.test.ts), the figures left to right.
    expect(arabicPdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/u);
    const arabic = await pdfText(arabicPdf);
    // Its Latin runs read back as drawn (a viewer's extraction of shaped Arabic is its own).
    for (const figure of [
      row.reference,
      invoiceNumberText(row.invoiceNumber ?? 0),
      toMajor(row.totalMinor, row.currency).toFixed(3),
    ]) {
      expect(arabic).toContain(figure);
    }
    const georgian = await pdfText((await invoiceOf(orderId, shopper.token, 'ka')).rawPayload);
    // Georgian words are drawn in the Georgian font, the hyphen between them in the Latin one.
    for (const word of translateMessage('invoice_title', 'ka').split(/[\s-]+/u)) {
      expect(georgian).toContain(word);
    }

    const [confirmation] = await waitForMail(t.current.outboxDir, shopper.email);
    expect(confirmation?.subject).toContain(row.reference);
    const parsed = await simpleParser(
      await readFile(path.join(t.current.outboxDir, confirmation?.file ?? '')),
    );
    expect(parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`invoice-${invoiceNumberText(row.invoiceNumber ?? 0)}.pdf`, 'application/pdf'],
    ]);
    const attached = await pdfText(new Uint8Array(parsed.attachments[0]?.content ?? []));
    expect(attached).toContain(row.reference);
  });
});
