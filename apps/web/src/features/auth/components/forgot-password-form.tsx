import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordRequestSchema } from '@storefront/shared';
import { ApiError } from '../../../lib/api-client';
import { Field, SERVER_ERROR, describedBy, EmailInput, SubmitButton } from '../../../ui/form';
import { notify } from '../../../ui/toast';
import { useForgotPassword } from '../api/forgot-password';

type ForgotInput = z.input<typeof forgotPasswordRequestSchema>;
type ForgotOutput = z.output<typeof forgotPasswordRequestSchema>;

/**
 * The login screen's reset-password mode (spec §2/§4): e-mail only (spec §5: required); the
 * server's answer, the same for known and unknown addresses, is shown as a toast.
 */
export function ForgotPasswordForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const emailId = `${id}-email`;
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      notify.success(await forgot.mutateAsync(email));
      reset({ email: '' });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        const emailError = error.fieldErrors.find((fieldError) => fieldError.field === 'email');
        if (emailError) setError('email', { type: SERVER_ERROR, message: emailError.message });
        notify.error(error.responseText);
      } else {
        notify.error(t('common.network_error'));
      }
    }
  });

  const busy = isSubmitting || forgot.isPending;

  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field id={emailId} label={t('auth.email')} error={errors.email}>
        <EmailInput {...register('email')} {...describedBy(emailId, errors.email)} />
      </Field>
      <SubmitButton
        busy={busy}
        block
        label={t('login.forgot_submit')}
        busyLabel={t('login.forgot_sending')}
      />
    </form>
  );
}
