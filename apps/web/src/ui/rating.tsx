import { useTranslation } from 'react-i18next';
import { formatNumber } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import { StarIcon } from './icons';

/** Spec §2/§9: a fixed displayed rating of 4.5. */
export const DISPLAYED_RATING = 4.5;

export function Rating() {
  const { t } = useTranslation();
  const language = useLanguage();
  const value = formatNumber(DISPLAYED_RATING, language, { minimumFractionDigits: 1 });
  return (
    <span className="rating" role="img" aria-label={t('item.rating', { rating: value })}>
      <StarIcon width={16} height={16} />
      <span aria-hidden="true">{value}</span>
    </span>
  );
}
