import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBanner } from './page-banner';
import './states.css';

/** An honest placeholder for a part of the shop a later release opens. */
export function ComingSoon({
  title,
  menuHref,
  combosHref,
}: {
  title: string;
  menuHref: string;
  combosHref: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner title={title} />
      <div className="container">
        <div className="state">
          <div className="state__art" aria-hidden="true">
            <svg viewBox="0 0 64 64" width="64" height="64">
              <circle cx="32" cy="32" r="30" fill="#FCE9D4" />
              <circle cx="32" cy="32" r="14" fill="none" stroke="#C8431D" strokeWidth="3" />
              <path
                d="M32 24v8l5 3"
                fill="none"
                stroke="#C8431D"
                strokeWidth="3"
                strokeLinecap="round"
              />
            </svg>
          </div>
          <p className="eyebrow">{t('soon.kicker')}</p>
          <h2 className="state__title">{t('soon.title')}</h2>
          <p className="state__text">{t('soon.text')}</p>
          <div className="state__actions">
            <Link className="button button--primary" to={menuHref}>
              {t('common.browse_menu')}
            </Link>
            <Link className="button button--ghost" to={combosHref}>
              {t('common.see_combos')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
