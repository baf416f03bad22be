import { LANGUAGE_TAGS, type Language } from '@storefront/shared';

function format(iso: string, language: Language, withTime: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
    numberingSystem: 'latn',
  }).format(date);
}

/** A date and time from the API (ISO 8601) in the shopper's language, Latin digits like prices. */
export function formatDateTime(iso: string, language: Language): string {
  return format(iso, language, true);
}

/** The day alone (lists where the time adds nothing, e.g. when a menu item was created). */
export function formatDate(iso: string, language: Language): string {
  return format(iso, language, false);
}
