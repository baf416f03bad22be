import { eq } from 'drizzle-orm';
import {
  formatDay,
  formatMoney,
  creditNoteNumberText,
  invoiceNumberText,
  toLanguage,
  toMajor,
  type Language,
} from '@storefront/shared';
import { translateMessage, type MessageKey } from '@storefront/shared/messages';
import type { Executor } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../platform/errors';
import {
  findOrder,
  findPerson,
  findShopTexts,
  fullName,
  listLinesOf,
  listPicksOf,
  type OrderRow,
} from '../orders/orders.repository';
import { orderTotalRows } from '../orders/order-mail';
import { renderInvoicePdf, type InvoiceContent } from './invoice-pdf';

/**
 * Issue 16 item 5: a paid order's tax invoice, in the reader's language: the shop (name, address,
 * VAT registration number from the settings), the invoice's number and date (the payment's day
 * in the shop's time zone), the customer, the lines as ordered, and the order's own figures.
 */

export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
}

/** The order for someone who may read its invoice: its customer, its recipient, or an operator. */
export async function invoiceOrder(
  db: Executor,
  reader: { id: number; role: string },
  orderId: number,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  const mayRead =
    order &&
    (reader.role === 'admin' || order.userId === reader.id || order.orderedForUserId === reader.id);
  // Someone else's order is "not found", exactly like one that does not exist.
  if (!order || !mayRead) throw new NotFoundError('order_not_found');
  return order;
}

/**
 * Text that reads left to right whatever surrounds it (a phone number, an e-mail address, a VAT
 * number): isolated, so an Arabic line keeps "+973 1712 3456" in its order (UAX #9 isolates).
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** The shop's day (YYYY-MM-DD) an instant falls on. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/**
 * A tax invoice, or the credit note that cancels it whole: the same lines and figures (credited,
 * as its title and footer say), its own number and date (the day the order was cancelled), and
 * the number of the invoice it cancels (docs/decisions.md 092).
 */
export type InvoiceKind = 'invoice' | 'credit_note';

export async function invoiceFile(
  db: Executor,
  order: OrderRow,
  language: Language,
  kind: InvoiceKind = 'invoice',
): Promise<InvoiceFile> {
  const credit = kind === 'credit_note';
  if (credit && (order.creditNoteNumber === null || order.cancelledAt === null)) {
    throw new ConflictError('credit_note_not_ready');
  }
  if (order.invoiceNumber === null || order.paidAt === null) {
    throw new ConflictError('invoice_not_ready');
  }
  const [customer, lines, shop, [settings]] = await Promise.all([
    findPerson(db, order.userId),
    listLinesOf(db, [order.id]),
    findShopTexts(db, language),
    db
      .select({
        email: siteSettings.siteEmail,
        phone: siteSettings.sitePhoneNumber,
        vatNumber: siteSettings.vatNumber,
        timeZone: siteSettings.timeZone,
      })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1)),
  ]);
  const picks = await listPicksOf(
    db,
    lines.map((line) => line.id),
  );
  const t = (key: MessageKey, values: Record<string, string | number> = {}) =>
    translateMessage(key, language, values);
  const money = (minor: number) =>
    formatMoney(toMajor(minor, order.currency), language, order.currency);
  const invoiceNumber = invoiceNumberText(order.invoiceNumber);
  const number = credit ? creditNoteNumberText(order.creditNoteNumber!) : invoiceNumber;
  const timeZone = settings?.timeZone ?? 'UTC';

  const content: InvoiceContent = {
    direction: language === 'ae' ? 'rtl' : 'ltr',
    title: t(credit ? 'credit_note_title' : 'invoice_title'),
    shop: {
      name: shop.name,
      address: shop.address,
      contact: [settings?.phone, settings?.email]
        .filter((part): part is string => Boolean(part))
        .map(ltr)
        .join(' · '),
      vatNumber: settings?.vatNumber
        ? t('invoice_vat_number', { number: ltr(settings.vatNumber) })
        : '',
    },
    facts: credit
      ? [
          [t('credit_note_number'), number],
          [t('credit_note_date'), formatDay(dayIn(order.cancelledAt!, timeZone), language)],
          [t('credit_note_invoice'), invoiceNumber],
          [t('invoice_order'), order.reference],
          [t('credit_note_amount'), money(order.totalMinor)],
        ]
      : [
          [t('invoice_number'), number],
          [t('invoice_date'), formatDay(dayIn(order.paidAt, timeZone), language)],
          [t('invoice_order'), order.reference],
        ],
    billTo: {
      label: t('invoice_bill_to'),
      lines: customer ? [fullName(customer), ltr(customer.email)] : [],
    },
    columns: {
      item: t('invoice_item'),
      quantity: t('invoice_quantity'),
      unitPrice: t('invoice_unit_price'),
      total: t('invoice_amount'),
    },
    lines: lines.map((line) => ({
      name: line.name,
      details: picks
        .filter((pick) => pick.orderLineId === line.id)
        .map((pick) => `${pick.categoryTitle}: ${pick.itemName}`),
      quantity: String(line.quantity),
      unitPrice: money(line.unitPriceMinor),
      total: money(line.lineTotalMinor),
    })),
    totals: orderTotalRows(order, t, money, { net: true }),
    footer: t(credit ? 'credit_note_footer' : 'invoice_footer'),
  };
  const filename = `${credit ? 'credit-note' : 'invoice'}-${number}.pdf`;
  return { filename, pdf: await renderInvoicePdf(content) };
}

/**
 * The confirmation mail's attachment (platform/mail.ts `attachments`): the invoice of the order
 * the mail names, drawn when the mail goes, in the mail's language.
 */
export function invoiceAttachments(db: Executor) {
  return async (message: {
    invoiceOrderId?: number | undefined;
    language?: string | undefined;
  }) => {
    if (message.invoiceOrderId === undefined) return [];
    const order = await findOrder(db, message.invoiceOrderId);
    if (!order || order.invoiceNumber === null) return [];
    const file = await invoiceFile(db, order, toLanguage(message.language));
    return [{ filename: file.filename, content: file.pdf, contentType: 'application/pdf' }];
  };
}
