import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_TAGS,
  isRightToLeft,
  toLanguage,
  type Language,
} from '@storefront/shared';
import { resources } from './resources';

/** Where the chosen language is kept: local storage and a cookie, both named `language`. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Browser tags (`ar-BH`, `ka-GE`, `fr-CA`…) to the shop's five keys. Arabic is `ae` in this
 * shop (spec §1), which is not a language tag, so it needs mapping explicitly.
 */
export function toShopLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if (lower.startsWith('ar')) return 'ae';
  for (const language of ['ka', 'fr', 'de', 'en'] as const) {
    if (lower === language || lower.startsWith(`${language}-`)) return language;
  }
  return lower;
}

/** `<html lang dir>` follow the language (DESIGN §7: Arabic is right to left). */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = LANGUAGE_TAGS[language];
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** The current shop language, for code outside React (the API client). */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

i18n.on('languageChanged', (language: string) => applyDocumentLanguage(toLanguage(language)));

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    // 'ae' is not a language code i18next knows: never reduce or expand it.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      // Spec §1: local storage, then the browser's language, then the cookie.
      order: ['localStorage', 'navigator', 'cookie'],
      caches: ['localStorage', 'cookie'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupCookie: LANGUAGE_STORAGE_KEY,
      cookieMinutes: 60 * 24 * 365,
      convertDetectedLanguage: toShopLanguage,
    },
    react: { useSuspense: false },
    showSupportNotice: false,
  });

export { i18n };
