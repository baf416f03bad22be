import { useTranslation } from 'react-i18next';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../ui/icons';
import { InlineLoader } from '../../../ui/loader';
import { useSiteInfo } from '../../../lib/site-info';

/** Spec §2 contact: the site address, phone and e-mail beside the form. */
export function SiteContactCard() {
  const { t } = useTranslation();
  const { data: site, isPending } = useSiteInfo();
  return (
    <aside className="contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title" className="contact-card__title">
        {t('contact.info_title')}
      </h2>
      {isPending ? <InlineLoader /> : null}
      {site ? (
        <ul className="contact-card__list">
          <li>
            <span className="contact-card__icon">
              <PinIcon />
            </span>
            <div>
              <p className="contact-card__label">{t('contact.address')}</p>
              <address>{site.site_address}</address>
            </div>
          </li>
          <li>
            <span className="contact-card__icon">
              <PhoneIcon />
            </span>
            <div>
              <p className="contact-card__label">{t('contact.phone')}</p>
              <a href={`tel:${site.site_phone_number.replace(/[^\d+]/g, '')}`} dir="ltr">
                {site.site_phone_number}
              </a>
            </div>
          </li>
          <li>
            <span className="contact-card__icon">
              <MailIcon />
            </span>
            <div>
              <p className="contact-card__label">{t('contact.email_label')}</p>
              <a href={`mailto:${site.site_email}`}>{site.site_email}</a>
            </div>
          </li>
          {site.opening_hours ? (
            <li>
              <span className="contact-card__icon">
                <ClockIcon />
              </span>
              <div>
                <p className="contact-card__label">{t('contact.hours')}</p>
                <p>{site.opening_hours}</p>
              </div>
            </li>
          ) : null}
        </ul>
      ) : null}
    </aside>
  );
}
