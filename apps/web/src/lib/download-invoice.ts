import { orderPaths } from '@storefront/shared';
import { apiClient } from './api-client';
import { saveFile } from './save-file';

/**
 * GET /orders/{id}/invoice (issue 16 item 5): a paid order's tax invoice as a PDF in the
 * reader's language, for its customer, its recipient and operators alike, saved under the name
 * the server gives it (`invoice-INV-000042.pdf`). Before payment the server answers 409 with
 * its text, which the ApiError carries.
 */
export async function downloadInvoice(orderId: number, invoiceNumber: string): Promise<void> {
  saveFile(await apiClient.getFile(orderPaths.invoice(orderId), `invoice-${invoiceNumber}.pdf`));
}
