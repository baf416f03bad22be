import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { keepRedirectState } from '../../../lib/session/redirect-target';
import { useSiteInfo } from '../../../lib/site-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArrowIcon } from '../../../ui/icons';
import { PageBanner } from '../../../ui/page-banner';
import { AuthBenefits } from '../components/auth-benefits';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SocialSignIn } from '../components/social-sign-in';
import '../components/auth.css';
import '../../../i18n/account-texts';

type Mode = 'sign-in' | 'forgot';

/**
 * /login (spec §2): sign-in with social options, a forgot-password mode on the same screen
 * (spec §4), and a panel inviting to sign up. `?mode=forgot` opens the forgot mode (the reset
 * page links here when a link has expired).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(
    searchParams.get('mode') === 'forgot' ? 'forgot' : 'sign-in',
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const { data: site } = useSiteInfo();
  useDocumentTitle(mode === 'forgot' ? t('login.forgot_heading') : t('login.title'));

  // Focus follows a mode switch to the new heading, so keyboard and screen reader users land
  // at the start of the form they asked for (not on the first render). A layout effect: the
  // focus moves with the new form, before it is painted.
  useLayoutEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [mode]);

  const switchTo = (next: Mode) => {
    switched.current = true;
    setMode(next);
  };

  const redirectState = keepRedirectState(location.state);
  const signingIn = mode === 'sign-in';

  return (
    <>
      <PageBanner title={t('login.title')} />
      <div className="container auth-page">
        <div className="auth-card auth-card--split">
          <section className="auth-card__main" aria-labelledby={headingId}>
            <h2 className="auth-card__title block-title" id={headingId} ref={heading} tabIndex={-1}>
              {signingIn ? t('login.heading') : t('login.forgot_heading')}
            </h2>
            <p className="auth-card__intro">
              {signingIn ? t('login.intro') : t('login.forgot_intro')}
            </p>
            {signingIn ? (
              <>
                <SignInForm headingId={headingId} onForgot={() => switchTo('forgot')} />
                <SocialSignIn config={site?.social} />
              </>
            ) : (
              <>
                <ForgotPasswordForm headingId={headingId} />
                <p className="auth-card__switch">
                  <button type="button" className="link-button" onClick={() => switchTo('sign-in')}>
                    <ArrowIcon className="icon-flip auth-back-arrow" width={16} height={16} />
                    {t('login.back_to_sign_in')}
                  </button>
                </p>
              </>
            )}
          </section>
          <aside className="auth-card__aside" aria-labelledby={`${headingId}-signup`}>
            <p className="eyebrow auth-card__kicker">{t('login.signup_kicker')}</p>
            <h2 className="block-title" id={`${headingId}-signup`}>
              {t('login.signup_title')}
            </h2>
            <p className="auth-card__aside-text">{t('login.signup_text')}</p>
            <AuthBenefits />
            <Link
              to={paths.register.getHref()}
              state={redirectState}
              className="button button--light button--block"
            >
              {t('login.signup_cta')}
            </Link>
          </aside>
        </div>
      </div>
    </>
  );
}
