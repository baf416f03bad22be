import { useTranslation } from 'react-i18next';
import type { Profile } from '@storefront/shared';

/** The profile as read (spec §3: first and last name, email, mobile, country, city, company). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const rows: Array<{ key: string; label: string; value: string | null; ltr?: boolean }> = [
    { key: 'first_name', label: t('dashboard.first_name'), value: profile.first_name },
    { key: 'last_name', label: t('dashboard.last_name'), value: profile.last_name },
    { key: 'email', label: t('dashboard.email'), value: profile.email, ltr: true },
    { key: 'mobile', label: t('dashboard.mobile'), value: profile.mobile_number, ltr: true },
    { key: 'country', label: t('places.country'), value: profile.country_name },
    { key: 'city', label: t('places.city'), value: profile.city_name },
    { key: 'company', label: t('places.company'), value: profile.company_name },
  ];
  return (
    <dl className="facts profile-details">
      {rows.map((row) => (
        <div className="profile-details__row" key={row.key}>
          <dt>{row.label}</dt>
          <dd>
            {row.value ? (
              <bdi dir={row.ltr ? 'ltr' : undefined}>{row.value}</bdi>
            ) : (
              <span className="profile-details__empty">{t('dashboard.not_set')}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
