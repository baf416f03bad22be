import { orderPaths } from '@storefront/shared';
import { apiClient } from './api-client';
import { saveFile } from './save-file';

/** A paid order's tax invoice, or the credit note cancelling it (docs/decisions.md 092). */
export type OrderDocument = 'invoice' | 'credit_note';

/**
 * GET /orders/{id}/invoice or /orders/{id}/credit-note: the document as a PDF in the reader's
 * language, for the order's customer, its recipient and operators alike, saved under the name the
 * server gives it (`invoice-INV-000042.pdf`, `credit-note-CN-000007.pdf`). When there is none yet
 * the server answers 409 with its text, which the ApiError carries.
 */
export async function downloadInvoice(
  orderId: number,
  number: string,
  document: OrderDocument = 'invoice',
): Promise<void> {
  const file =
    document === 'invoice'
      ? apiClient.getFile(orderPaths.invoice(orderId), `invoice-${number}.pdf`)
      : apiClient.getFile(orderPaths.creditNote(orderId), `credit-note-${number}.pdf`);
  saveFile(await file);
}
