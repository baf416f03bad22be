import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FIELD_LIMITS, loginRequestSchema } from '@storefront/shared';
import {
  Field,
  PasswordInput,
  describedBy,
  EmailInput,
  showServerErrors,
  SubmitButton,
} from '../../../ui/form';
import { notify } from '../../../ui/toast';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';

type LoginInput = z.input<typeof loginRequestSchema>;
type LoginOutput = z.output<typeof loginRequestSchema>;

/** Spec §2/§5 sign-in: email and password with the login rules, the shared schema as resolver. */
export function SignInForm({ headingId, onForgot }: { headingId: string; onForgot: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await completeLogin(await login.mutateAsync({ email, password }));
    } catch (error) {
      // Spec §8: a server failure shows its responseText; "Login failed. Please try again."
      // when the shop cannot be reached.
      const answered = showServerErrors(error, ['email', 'password'], setError);
      notify.error(answered ? answered.responseText : t('login_failed'));
    }
  });

  const busy = isSubmitting || login.isPending;

  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field id={emailId} label={t('auth.email')} error={errors.email}>
        <EmailInput
          autoComplete="username"
          {...register('email')}
          {...describedBy(emailId, errors.email)}
        />
      </Field>
      <Field
        id={passwordId}
        label={t('auth.password')}
        error={errors.password}
        aside={
          <button type="button" className="link-button" onClick={onForgot}>
            {t('login.forgot_link')}
          </button>
        }
      >
        <PasswordInput
          autoComplete="current-password"
          maxLength={FIELD_LIMITS.password}
          {...register('password')}
          {...describedBy(passwordId, errors.password)}
        />
      </Field>
      <SubmitButton busy={busy} block label={t('login.submit')} busyLabel={t('login.submitting')} />
    </form>
  );
}
