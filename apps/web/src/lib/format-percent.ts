import { LANGUAGE_TAGS, type Language } from '@storefront/shared';

/** A percentage (10 → "10%", 12.5 → "12.5%") in the shopper's language, Latin digits like prices. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: 'percent',
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(percent / 100);
}
