import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@storefront/shared';

/**
 * DESIGN §7: a text in the caller's language, falling back to English. Queries join the
 * translation table twice (the caller's language as `local`, English as `fallback`) and pick
 * with `localized`.
 */
export function localized<T>(local: AnyColumn, fallback: AnyColumn): SQL<T> {
  return sql<T>`coalesce(${local}, ${fallback})`;
}

export function translationJoin(
  translationKey: AnyColumn,
  translationLanguage: AnyColumn,
  parentKey: AnyColumn,
  language: Language,
) {
  return and(eq(translationKey, parentKey), eq(translationLanguage, language));
}

export function fallbackJoin(
  translationKey: AnyColumn,
  translationLanguage: AnyColumn,
  parentKey: AnyColumn,
) {
  return and(eq(translationKey, parentKey), eq(translationLanguage, DEFAULT_LANGUAGE));
}
