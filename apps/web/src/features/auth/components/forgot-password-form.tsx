import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordRequestSchema } from '@storefront/shared';
import {
  FormField,
  SubmitButton,
  reportSubmitError,
  useFieldIds,
  useSchemaForm,
} from '../../../ui/form';
import { notify } from '../../../ui/toast';
import { useForgotPassword } from '../api/forgot-password';

type ForgotInput = z.input<typeof forgotPasswordRequestSchema>;
type ForgotOutput = z.output<typeof forgotPasswordRequestSchema>;
const FIELDS = ['email'] as const;

/**
 * The login screen's reset-password mode (spec §2/§4): e-mail only (spec §5: required); the
 * server's answer, the same for known and unknown addresses, is shown as a toast.
 */
export function ForgotPasswordForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const ids = useFieldIds(FIELDS);
  const forgot = useForgotPassword();
  const form = useSchemaForm<ForgotInput, ForgotOutput>(forgotPasswordRequestSchema, {
    email: '',
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      notify.success(await forgot.mutateAsync(email));
      form.reset({ email: '' });
    } catch (error) {
      reportSubmitError(error, FIELDS, form.setError, t('common.network_error'));
    }
  });

  const busy = form.formState.isSubmitting || forgot.isPending;

  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField form={form} name="email" id={ids.email} label={t('auth.email')} kind="email" />
      <SubmitButton
        busy={busy}
        block
        label={t('login.forgot_submit')}
        busyLabel={t('login.forgot_sending')}
      />
    </form>
  );
}
