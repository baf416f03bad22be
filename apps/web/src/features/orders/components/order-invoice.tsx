import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@storefront/shared';
import { InvoiceButton } from '../../../ui/invoice-button';
import { IsolatedValue } from '../../../ui/isolated-value';

/**
 * A paid order's tax invoice, its number and its download (nothing before the order is paid,
 * when the server has not numbered one yet), and, once a paid order was cancelled, the credit
 * note that cancels it.
 */
export function OrderInvoice({
  order,
}: {
  order: Pick<OrderDetails, 'id' | 'invoice_number' | 'credit_note_number'>;
}) {
  const { t } = useTranslation();
  const number = order.invoice_number;
  if (!number) return null;
  const credit = order.credit_note_number;
  return (
    <div className="order-invoice" data-testid="order-invoice">
      <p className="order-invoice__number">
        <IsolatedValue text={(slot) => t('orders.invoice', { number: slot })} value={number} />
      </p>
      <InvoiceButton
        orderId={order.id}
        invoiceNumber={number}
        label={t('orders.invoice_download')}
      />
      {credit ? (
        <>
          <p className="order-invoice__number" data-testid="order-credit-note">
            <IsolatedValue
              text={(slot) => t('orders.credit_note', { number: slot })}
              value={credit}
            />
          </p>
          <InvoiceButton
            orderId={order.id}
            invoiceNumber={credit}
            document="credit_note"
            label={t('orders.credit_note_download')}
          />
        </>
      ) : null}
    </div>
  );
}
