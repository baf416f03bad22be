import { LANGUAGE_TAGS, type Language } from '@storefront/shared';

function format(iso: string, language: Language, parts: 'date' | 'time' | 'both'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    ...(parts === 'time' ? {} : { dateStyle: 'medium' as const }),
    ...(parts === 'date' ? {} : { timeStyle: 'short' as const }),
    numberingSystem: 'latn',
  }).format(date);
}

/** A date and time from the API (ISO 8601) in the shopper's language, Latin digits like prices. */
export function formatDateTime(iso: string, language: Language): string {
  return format(iso, language, 'both');
}

/** The day alone (lists where the time adds nothing, e.g. when a menu item was created). */
export function formatDate(iso: string, language: Language): string {
  return format(iso, language, 'date');
}

/** The time of day alone (a step of today's order: when the kitchen started preparing it). */
export function formatTime(iso: string, language: Language): string {
  return format(iso, language, 'time');
}
