import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordRequestSchema } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  FormField,
  NewPasswordField,
  SubmitButton,
  showServerErrors,
  useSubmitForm,
} from '../../../ui/form';
import { LockIcon } from '../../../ui/icons';
import { PageBanner } from '../../../ui/page-banner';
import { notify } from '../../../ui/toast';
import { useResetPassword } from '../api/reset-password';
import '../components/auth.css';
import '../../../i18n/account-texts';

const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;
const isPasswordField = (name: string) => PASSWORD_FIELDS.some((field) => field === name);

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

  const { field, formProps, busy, form } = useSubmitForm({
    schema: resetPasswordRequestSchema,
    defaults: { token, password: '', password_confirmation: '' },
    fields: ['password', 'password_confirmation'],
    submit: async (request) => {
      notify.success(await reset.mutateAsync(request));
      await navigate(paths.login.getHref(), { replace: true });
    },
    onError: (error) => {
      const answered = showServerErrors(error, PASSWORD_FIELDS, form.setError);
      if (!answered) notify.error(t('common.network_error'));
      // An answer about neither field is about the link itself (unknown, used or expired).
      else if (answered.fieldErrors.some((e) => isPasswordField(e.field))) {
        notify.error(answered.responseText);
      } else setLinkProblem(answered.responseText);
    },
  });

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
                <h2 className="auth-card__title block-title" id={`${formId}-heading`}>
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
                <h2 className="auth-card__title block-title" id={`${formId}-heading`}>
                  {t('reset_password.heading')}
                </h2>
                <p className="auth-card__intro">{t('reset_password.intro')}</p>
                <form className="auth-form" aria-labelledby={`${formId}-heading`} {...formProps}>
                  <NewPasswordField
                    {...field('password')}
                    label={t('reset_password.new_password')}
                  />
                  <FormField
                    {...field('password_confirmation')}
                    label={t('reset_password.confirm_password')}
                    kind="password"
                    autoComplete="new-password"
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
