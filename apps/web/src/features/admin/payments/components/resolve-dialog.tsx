import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminResolvePaymentProblemRequestSchema } from '@storefront/shared';
import { ApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../ui/form';
import { TextareaField } from '../../common/input-field';
import { notify } from '../../../../ui/toast';
import { useReportSaveError } from '../../shell/admin-queries';
import { FormDialog } from '../../shell/form-dialog';
import { useResolvePaymentProblem } from '../api/resolve-payment-problem';

type Output = z.output<typeof adminResolvePaymentProblemRequestSchema>;

/**
 * "Mark as dealt with" (issue 16 item 6): a payment problem settled another way (refunded at the
 * provider's own dashboard, the customer called), with the operator's note saying how.
 */
export function ResolveDialog({
  problemId,
  name,
  onClose,
}: {
  problemId: number;
  /** The order's or the purchase's reference, named in the title. */
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<{ note: string }, Output>(adminResolvePaymentProblemRequestSchema, {
    note: '',
  });
  const resolve = useResolvePaymentProblem(problemId);
  const reportError = useReportSaveError(form.setError);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await resolve.mutateAsync(values.note);
      notify.success(answer.responseText);
      onClose();
    } catch (error) {
      // Another operator dealt with it meanwhile: nothing left to do here, the list shows it.
      if (error instanceof ApiError && error.status === 409) {
        notify.error(error.displayMessage);
        onClose();
        return;
      }
      reportError(error);
    }
  });
  return (
    <FormDialog
      title={t('admin_payments.resolve.title', { name })}
      description={t('admin_payments.resolve.text')}
      busy={form.formState.isSubmitting}
      submitLabel={t('admin_payments.resolve.submit')}
      busyLabel={t('admin.form.saving')}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="resolve-dialog"
    >
      <TextareaField
        form={form}
        name="note"
        id="resolve-note"
        label={t('admin_payments.resolve.note')}
        maxLength={300}
        aria-required
      />
    </FormDialog>
  );
}
