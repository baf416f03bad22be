import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminRefundRequestSchema, formatMoney, type AdminRefundRequest } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { useSchemaForm } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { TextareaField } from '../../common/input-field';
import { NumberField } from '../../shell/record-form';
import { useReportSaveError } from '../../shell/admin-queries';
import { FormDialog } from '../../shell/form-dialog';
import { useRefundPayment } from '../api/refund-payment';

/** A payment's money, as the order details and the payment problems give it. */
export interface RefundablePayment {
  id: number;
  captured: number;
  refunded: number;
  refundable: number;
  currency: string;
}

/** The inputs hold text; the shared schema turns them into the call's body. */
type RefundValues = Pick<AdminRefundRequest, 'request_id'> & { amount: string; reason: string };

const REASON_MAX = 300;

/** Amounts compared in thousandths (DESIGN §5: at most three decimals), free of float noise. */
const thousandths = (amount: number) => Math.round(amount * 1000);
const withinRefundable = (amount: number, max: number) => thousandths(amount) <= thousandths(max);

/**
 * A refund's key (decision 067): made once when the form opens and sent with every submit of it,
 * so a double click or a retry after no answer gives back the money once.
 */
function newRequestId(): string {
  return crypto.randomUUID();
}

/**
 * Refunds a payment, fully or in part (issue 16 item 6): the amount, prefilled with what can
 * still be refunded and never more, and the reason, which the customer's e-mail gives. The
 * shared schema checks the form; the server's field errors go under their fields and its text
 * to a toast; on success its message is shown and the lists are fetched again.
 */
export function RefundDialog({
  payment,
  name,
  onClose,
}: {
  payment: RefundablePayment;
  /** What the payment paid for: the order's reference, or the purchase's. */
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language, payment.currency);
  const max = payment.refundable;
  const maxText = money(max);
  // The request id lives as long as this open form: reopening it makes a new refund.
  const [requestId] = useState(newRequestId);
  const schema = useMemo(
    () =>
      adminRefundRequestSchema.extend({
        amount: adminRefundRequestSchema.shape.amount.refine(
          (amount) => withinRefundable(amount, max),
          // A message key with its value after the colon (translateFieldError).
          `admin_payments.refund.too_much:${maxText}`,
        ),
      }),
    [max, maxText],
  );
  const form = useSchemaForm<RefundValues, z.output<typeof schema>>(schema, {
    amount: String(max),
    reason: '',
    request_id: requestId,
  });
  const refund = useRefundPayment(payment.id);
  const reportError = useReportSaveError(form.setError);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await refund.mutateAsync({
        amount: values.amount,
        reason: values.reason,
        request_id: values.request_id,
      });
      if (answer.responseData.refund.status === 'failed') notify.error(answer.responseText);
      else notify.success(answer.responseText);
      onClose();
    } catch (error) {
      // The form stays open with the same request id: sending it again is safe.
      reportError(error);
    }
  });

  const typed = Number(form.watch('amount'));
  const valid = typed > 0 && withinRefundable(typed, max);
  const busy = form.formState.isSubmitting;

  return (
    <FormDialog
      title={t('admin_payments.refund.title', { name })}
      description={t('admin_payments.refund.text')}
      busy={busy}
      submitLabel={
        valid
          ? t('admin_payments.refund.submit', { amount: money(typed) })
          : t('admin_payments.refund.button')
      }
      busyLabel={t('admin_payments.refund.busy')}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="refund-dialog"
    >
      <dl className="admin-facts" data-testid="refund-payment-money">
        <dt>{t('admin_payments.refund.captured')}</dt>
        <dd>{money(payment.captured)}</dd>
        <dt>{t('admin_payments.refund.refunded')}</dt>
        <dd>{money(payment.refunded)}</dd>
        <dt>{t('admin_payments.refund.refundable')}</dt>
        <dd>{maxText}</dd>
      </dl>
      <NumberField
        form={form}
        name="amount"
        id="refund-amount"
        label={`${t('admin_payments.refund.amount')} (${payment.currency})`}
        hint={t('admin_payments.refund.amount_hint', { max: maxText })}
        max={max}
        decimals={3}
        required
      />
      <TextareaField
        form={form}
        name="reason"
        id="refund-reason"
        text="admin_payments.refund.reason"
        maxLength={REASON_MAX}
        aria-required
      />
    </FormDialog>
  );
}
