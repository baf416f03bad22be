import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { SHOP_NAME } from '../../../lib/use-document-title';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../ui/icons';
import { useSiteInfo } from '../../../lib/site-info';
import { Logo } from './logo';

/** Footer with the site data of GET /site-info (spec §3 "site data"). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const year = new Date().getFullYear();
  const name = site?.site_name || SHOP_NAME;

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          {site?.tagline ? <p className="site-footer__tagline">{site.tagline}</p> : null}
        </div>

        <div>
          <h2 className="site-footer__heading">{t('footer.explore')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.menu.getHref()}>{t('nav.menu')}</Link>
            </li>
            <li>
              <Link to={paths.combos.getHref()}>{t('nav.combos')}</Link>
            </li>
            <li>
              <Link to={paths.about.getHref()}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={paths.contact.getHref()}>{t('footer.contact')}</Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">{t('footer.information')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>{t('footer.privacy')}</Link>
            </li>
            {/* Every other page the shop publishes (delivery and ordering, …): none unreachable. */}
            {site?.pages.more.map((page) => (
              <li key={page.id}>
                <Link to={paths.page.getHref(page.id)}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="site-footer__heading">{t('footer.visit_us')}</h2>
          {site ? (
            <ul className="site-footer__contact">
              {site.site_address ? (
                <li>
                  <PinIcon width={18} height={18} />
                  <address>{site.site_address}</address>
                </li>
              ) : null}
              {site.site_phone_number ? (
                <li>
                  <PhoneIcon width={18} height={18} />
                  <a href={`tel:${site.site_phone_number.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {site.site_phone_number}
                  </a>
                </li>
              ) : null}
              {site.site_email ? (
                <li>
                  <MailIcon width={18} height={18} />
                  <a href={`mailto:${site.site_email}`}>{site.site_email}</a>
                </li>
              ) : null}
              {site.opening_hours ? (
                <li>
                  <ClockIcon width={18} height={18} />
                  <span>
                    <span className="visually-hidden">{t('footer.opening_hours')}: </span>
                    {site.opening_hours}
                  </span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('footer.rights', { year, name })}</p>
        </div>
      </div>
    </footer>
  );
}
