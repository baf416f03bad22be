import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './page-banner.css';

/** Spec §2 inner-page banner: the heading and a breadcrumb (Home, then the heading). */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-banner">
      <div className="container page-banner__inner">
        <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
          <ol className="inline-list">
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="page-banner__title">{title}</h1>
        {subtitle ? <p className="page-banner__subtitle">{subtitle}</p> : null}
      </div>
    </section>
  );
}
