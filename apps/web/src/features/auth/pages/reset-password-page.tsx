import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FIELD_LIMITS, resetPasswordRequestSchema } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormField, SERVER_ERROR, SubmitButton, useSchemaForm } from '../../../ui/form';
import { LockIcon } from '../../../ui/icons';
import { PageBanner } from '../../../ui/page-banner';
import { notify } from '../../../ui/toast';
import { useResetPassword } from '../api/reset-password';
import '../components/auth.css';
import '../../../i18n/account-texts';

type ResetInput = z.input<typeof resetPasswordRequestSchema>;
type ResetOutput = z.output<typeof resetPasswordRequestSchema>;

/**
 * /reset-password/{token} (spec §2): new password and its confirmation with spec §5's rules;
 * success goes to /login; an invalid or expired link shows the server's text and a way to ask
 * for a new one (the login screen's forgot mode).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const formId = useId();
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  useDocumentTitle(t('reset_password.title'));

  const form = useSchemaForm<ResetInput, ResetOutput>(resetPasswordRequestSchema, {
    token,
    password: '',
    password_confirmation: '',
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async ({ password, password_confirmation }) => {
    try {
      notify.success(await reset.mutateAsync({ token, password, password_confirmation }));
      await navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        let fieldShown = false;
        for (const fieldError of error.fieldErrors) {
          if (fieldError.field === 'password' || fieldError.field === 'password_confirmation') {
            setError(fieldError.field, { type: SERVER_ERROR, message: fieldError.message });
            fieldShown = true;
          }
        }
        // Anything else is about the link itself (unknown, used or expired).
        if (!fieldShown) setLinkProblem(error.responseText);
        else notify.error(error.responseText);
      } else {
        notify.error(t('common.network_error'));
      }
    }
  });

  const busy = form.formState.isSubmitting || reset.isPending;

  return (
    <>
      <PageBanner title={t('reset_password.title')} />
      <div className="container auth-page">
        <div className="auth-card auth-card--narrow">
          <section className="auth-card__main" aria-labelledby={`${formId}-heading`}>
            <span className="auth-card__badge" aria-hidden="true">
              <LockIcon />
            </span>
            {linkProblem ? (
              <div className="auth-problem" role="alert">
                <h2 className="auth-card__title" id={`${formId}-heading`}>
                  {t('reset_password.invalid_title')}
                </h2>
                <p className="auth-card__intro">{linkProblem}</p>
                <Link
                  to={paths.login.getHref({ forgot: true })}
                  className="button button--primary button--block"
                >
                  {t('reset_password.ask_new_link')}
                </Link>
              </div>
            ) : (
              <>
                <h2 className="auth-card__title" id={`${formId}-heading`}>
                  {t('reset_password.heading')}
                </h2>
                <p className="auth-card__intro">{t('reset_password.intro')}</p>
                <form
                  className="auth-form"
                  noValidate
                  aria-labelledby={`${formId}-heading`}
                  onSubmit={(event) => void onSubmit(event)}
                >
                  <FormField
                    form={form}
                    name="password"
                    id={`${formId}-password`}
                    label={t('reset_password.new_password')}
                    hint={t('auth.password_hint')}
                    kind="password"
                    autoComplete="new-password"
                    maxLength={FIELD_LIMITS.password}
                  />
                  <FormField
                    form={form}
                    name="password_confirmation"
                    id={`${formId}-confirm`}
                    label={t('reset_password.confirm_password')}
                    kind="password"
                    autoComplete="new-password"
                    maxLength={FIELD_LIMITS.password}
                  />
                  <SubmitButton
                    busy={busy}
                    block
                    label={t('reset_password.submit')}
                    busyLabel={t('reset_password.submitting')}
                  />
                </form>
              </>
            )}
            <p className="auth-card__switch">
              <Link to={paths.login.getHref()} className="link-button">
                {t('reset_password.back_to_login')}
              </Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
