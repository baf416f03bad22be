import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema } from '@storefront/shared';
import { FormField, SubmitButton, useSubmitForm } from '../../../ui/form';
import { notify } from '../../../ui/toast';
import { useForgotPassword } from '../api/forgot-password';

/**
 * The login screen's reset-password mode (spec §2/§4): e-mail only (spec §5: required); the
 * server's answer, the same for known and unknown addresses, is shown as a toast.
 */
export function ForgotPasswordForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const { form, field, formProps, busy } = useSubmitForm({
    schema: forgotPasswordRequestSchema,
    defaults: { email: '' },
    fields: ['email'],
    submit: async ({ email }) => {
      notify.success(await forgot.mutateAsync(email));
      form.reset({ email: '' });
    },
  });

  return (
    <form className="auth-form" aria-labelledby={headingId} {...formProps}>
      <FormField {...field('email')} label={t('auth.email')} kind="email" />
      <SubmitButton
        busy={busy}
        block
        label={t('login.forgot_submit')}
        busyLabel={t('login.forgot_sending')}
      />
    </form>
  );
}
