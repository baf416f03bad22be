import type { ReactNode } from 'react';

/**
 * The status line of a page the payment provider sends the customer back to: read out when it
 * changes, with a spinner while the payment is still being confirmed.
 */
export function PaymentStatusLine({
  waiting,
  className,
  spinnerClassName,
  children,
}: {
  /** The payment is unconfirmed and the page is still asking (not yet slow). */
  waiting: boolean;
  className?: string;
  spinnerClassName?: string;
  children: ReactNode;
}) {
  return (
    <p className={className} role="status" aria-live="polite">
      {waiting ? (
        <span
          className={spinnerClassName ? `button-spinner ${spinnerClassName}` : 'button-spinner'}
          aria-hidden="true"
        />
      ) : null}
      {children}
    </p>
  );
}

/** Offered once the page has stopped asking and the payment is still unconfirmed. */
export function CheckAgainButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--ghost" onClick={onClick}>
      {label}
    </button>
  );
}
