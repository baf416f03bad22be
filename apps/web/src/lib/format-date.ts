import { LANGUAGE_TAGS, type Language } from '@storefront/shared';

/** A date and time from the API (ISO 8601) in the shopper's language, Latin digits like prices. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  }).format(date);
}
