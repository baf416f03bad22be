import type { ComponentType, ReactNode } from 'react';
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
        <ul className="stack-list contact-card__list">
          <ContactRow icon={PinIcon} label={t('contact.address')}>
            <address>{site.site_address}</address>
          </ContactRow>
          <ContactRow icon={PhoneIcon} label={t('contact.phone')}>
            <a href={`tel:${site.site_phone_number.replace(/[^\d+]/g, '')}`} dir="ltr">
              {site.site_phone_number}
            </a>
          </ContactRow>
          <ContactRow icon={MailIcon} label={t('contact.email_label')}>
            <a href={`mailto:${site.site_email}`}>{site.site_email}</a>
          </ContactRow>
          {site.opening_hours ? (
            <ContactRow icon={ClockIcon} label={t('contact.hours')}>
              <p>{site.opening_hours}</p>
            </ContactRow>
          ) : null}
        </ul>
      ) : null}
    </aside>
  );
}

function ContactRow({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <span className="icon-disc contact-card__icon">
        <Icon />
      </span>
      <div>
        <p className="contact-card__label">{label}</p>
        {children}
      </div>
    </li>
  );
}
