import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBanner } from './page-banner';
import { StateArt } from './state-art';
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
          <StateArt plate="#FCE9D4" stroke="#C8431D" line="M32 24v8l5 3">
            <circle cx="32" cy="32" r="14" fill="none" stroke="#C8431D" strokeWidth="3" />
          </StateArt>
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
