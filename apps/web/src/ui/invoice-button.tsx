import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { downloadInvoice, type OrderDocument } from '../lib/download-invoice';
import { DownloadIcon } from './icons';
import './form.css';
import './invoice-button.css';

/**
 * "Download invoice (PDF)" (issue 16 item 5): fetches the paid order's tax invoice through the
 * API client (the bearer token rides along) and saves it under the server's file name. Busy
 * while it downloads; a refusal (409 before payment, …) is the server's text, shown under it.
 * The storefront and the back office give their own label and button style.
 */
export function InvoiceButton({
  orderId,
  invoiceNumber,
  label,
  document = 'invoice',
  className = 'button button--ghost button--small',
}: {
  orderId: number;
  /** The invoice's number, or the credit note's with `document` credit_note. */
  invoiceNumber: string;
  label: string;
  document?: OrderDocument;
  className?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const download = useMutation({
    mutationFn: () => downloadInvoice(orderId, invoiceNumber, document),
  });
  const busy = download.isPending;
  const error = download.error;
  const errorText = error
    ? error instanceof ApiError
      ? error.displayMessage
      : t('something_went_wrong')
    : '';
  return (
    <div className="invoice-button">
      <button
        type="button"
        className={className}
        aria-busy={busy}
        disabled={busy}
        aria-describedby={errorText ? errorId : undefined}
        data-testid={document === 'invoice' ? 'invoice-download' : 'credit-note-download'}
        onClick={() => download.mutate()}
      >
        {busy ? (
          <span className="button-spinner" aria-hidden="true" />
        ) : (
          <DownloadIcon className="invoice-button__icon" />
        )}
        {label}
      </button>
      {errorText ? (
        <p id={errorId} className="field__error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
