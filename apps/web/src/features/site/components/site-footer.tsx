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

        <FooterLinks
          heading={t('footer.explore')}
          links={[
            { to: paths.menu.getHref(), label: t('nav.menu') },
            { to: paths.combos.getHref(), label: t('nav.combos') },
            { to: paths.about.getHref(), label: t('footer.about') },
            { to: paths.contact.getHref(), label: t('footer.contact') },
          ]}
        />

        <FooterLinks
          heading={t('footer.information')}
          links={[
            { to: paths.terms.getHref(), label: t('footer.terms') },
            { to: paths.privacy.getHref(), label: t('footer.privacy') },
            // Every other page the shop publishes (delivery and ordering, …): none unreachable.
            ...(site?.pages.more ?? []).map((page) => ({
              to: paths.page.getHref(page.id),
              label: page.title,
            })),
          ]}
        />

        <div>
          <h2 className="site-footer__heading">{t('footer.visit_us')}</h2>
          {site ? (
            <ul className="stack-list site-footer__contact">
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

/** A footer column: its heading over a list of links. */
function FooterLinks({
  heading,
  links,
}: {
  heading: string;
  links: { to: string; label: string }[];
}) {
  return (
    <div>
      <h2 className="site-footer__heading">{heading}</h2>
      <ul className="stack-list site-footer__links">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
