import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import { StarIcon } from './icons';

/** Spec §2/§9: a fixed displayed rating of 4.5. */
export const DISPLAYED_RATING = 4.5;

export function Rating() {
  const { t } = useTranslation();
  const language = useLanguage();
  const value = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(DISPLAYED_RATING);
  return (
    <span className="rating" role="img" aria-label={t('item.rating', { rating: value })}>
      <StarIcon width={16} height={16} />
      <span aria-hidden="true">{value}</span>
    </span>
  );
}
