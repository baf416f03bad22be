import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@storefront/shared';
import { InvoiceButton } from '../../../ui/invoice-button';
import { IsolatedValue } from '../../../ui/isolated-value';

/**
 * Issue 16 item 5: a paid order's tax invoice, its number and its download (nothing before the
 * order is paid, when the server has not numbered one yet).
 */
export function OrderInvoice({ order }: { order: Pick<OrderDetails, 'id' | 'invoice_number'> }) {
  const { t } = useTranslation();
  const number = order.invoice_number;
  if (!number) return null;
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
    </div>
  );
}
