/** The five languages of spec §1. `ae` is the spec's key for Arabic. */
export const LANGUAGES = ['en', 'fr', 'de', 'ae', 'ka'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec §1: "Fallback is English." */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  ae: 'العربية',
  ka: 'ქართული',
};

/** BCP 47 tags for `<html lang>` and `Intl`; the spec's `ae` is not a language tag. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  de: 'de',
  ae: 'ar',
  ka: 'ka',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Unknown or missing language falls back to English (spec §1, DESIGN §3). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function isRightToLeft(language: Language): boolean {
  return language === 'ae';
}
