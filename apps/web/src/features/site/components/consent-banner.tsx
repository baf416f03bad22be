import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { acceptConsent, hasConsent } from '../../../lib/consent';
import { noChanges, useBrowserState } from '../../../lib/hydration';

const notConsented = () => !hasConsent();

/** Spec §4/§9: shown until the consent cookie exists; accepting creates the guest id. */
export function ConsentBanner() {
  const { t } = useTranslation();
  // The server draws the banner for every visitor (it reads no cookie); hydration keeps it, and
  // the render after shows the browser's answer.
  const notYetConsented = useBrowserState(noChanges, notConsented, true);
  const [accepted, setAccepted] = useState(false);
  if (!notYetConsented || accepted) return null;
  return (
    <section
      className="consent-banner"
      data-testid="consent-banner"
      aria-label={t('consent.label')}
    >
      <div className="surface-card consent-banner__inner">
        <span className="consent-banner__art" aria-hidden="true">
          <svg viewBox="0 0 40 40" width="40" height="40">
            <circle cx="20" cy="20" r="18" fill="#F4A259" />
            <circle cx="14" cy="15" r="3" fill="#7A4A1E" />
            <circle cx="24" cy="24" r="3.5" fill="#7A4A1E" />
            <circle cx="25" cy="12" r="2" fill="#7A4A1E" />
            <circle cx="13" cy="26" r="2" fill="#7A4A1E" />
          </svg>
        </span>
        <p className="consent-banner__text">
          {t('consent.text')} <Link to={paths.privacy.getHref()}>{t('consent.learn_more')}</Link>
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            acceptConsent();
            setAccepted(true);
          }}
        >
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
