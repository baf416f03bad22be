import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@storefront/shared';
import { FormField, SubmitButton, useSubmitForm } from '../../../ui/form';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';

/** Spec §2/§5 sign-in: email and password with the login rules, the shared schema as resolver. */
export function SignInForm({ headingId, onForgot }: { headingId: string; onForgot: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const { field, formProps, busy } = useSubmitForm({
    schema: loginRequestSchema,
    defaults: { email: '', password: '' },
    fields: ['email', 'password'],
    // Spec §8: a server failure shows its responseText; "Login failed. Please try again." when
    // the shop cannot be reached.
    offlineText: t('login_failed'),
    submit: async (credentials) => completeLogin(await login.mutateAsync(credentials)),
  });

  return (
    <form className="auth-form" aria-labelledby={headingId} {...formProps}>
      <FormField {...field('email')} label={t('auth.email')} kind="email" autoComplete="username" />
      <FormField
        {...field('password')}
        label={t('auth.password')}
        kind="password"
        autoComplete="current-password"
        aside={
          <button type="button" className="link-button" onClick={onForgot}>
            {t('login.forgot_link')}
          </button>
        }
      />
      <SubmitButton busy={busy} block label={t('login.submit')} busyLabel={t('login.submitting')} />
    </form>
  );
}
