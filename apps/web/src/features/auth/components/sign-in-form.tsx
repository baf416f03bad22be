import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FIELD_LIMITS, loginRequestSchema } from '@storefront/shared';
import {
  FormField,
  SubmitButton,
  reportSubmitError,
  useFieldIds,
  useSchemaForm,
} from '../../../ui/form';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';

type LoginInput = z.input<typeof loginRequestSchema>;
type LoginOutput = z.output<typeof loginRequestSchema>;
const FIELDS = ['email', 'password'] as const;

/** Spec §2/§5 sign-in: email and password with the login rules, the shared schema as resolver. */
export function SignInForm({ headingId, onForgot }: { headingId: string; onForgot: () => void }) {
  const { t } = useTranslation();
  const ids = useFieldIds(FIELDS);
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const form = useSchemaForm<LoginInput, LoginOutput>(loginRequestSchema, {
    email: '',
    password: '',
  });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await completeLogin(await login.mutateAsync({ email, password }));
    } catch (error) {
      // Spec §8: a server failure shows its responseText; "Login failed. Please try again."
      // when the shop cannot be reached.
      reportSubmitError(error, FIELDS, form.setError, t('login_failed'));
    }
  });

  const busy = form.formState.isSubmitting || login.isPending;

  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField
        form={form}
        name="email"
        id={ids.email}
        label={t('auth.email')}
        kind="email"
        autoComplete="username"
      />
      <FormField
        form={form}
        name="password"
        id={ids.password}
        label={t('auth.password')}
        kind="password"
        autoComplete="current-password"
        maxLength={FIELD_LIMITS.password}
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
