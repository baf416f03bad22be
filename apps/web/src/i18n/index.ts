import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  isRightToLeft,
  toLanguage,
  type Language,
} from '@storefront/shared';
import { getCookie, setCookie } from '../lib/cookies';
import { CORE_TEXTS } from './resources';

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
  // On the server the page's <html lang dir> is written into its HTML (apps/api storefront-page).
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = LANGUAGE_TAGS[language];
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** The current shop language, for code outside React (the API client). */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

i18n.on('languageChanged', (language: string) => applyDocumentLanguage(toLanguage(language)));

/**
 * Issue 14 item 1: i18next's `t` copies its options, the instance's among them, and walks the
 * key at every call, a fifth of a page's hydration. Most calls name a key alone (a label, a
 * heading): their texts are kept, per language, namespace and key, until texts are added or
 * removed. A call with options (a count, values, a default) is i18next's own, each time.
 */
const plainTexts = new Map<string, string>();
/** i18next's fixed `t` without its key types: this wrapper passes every call through. */
type FixedT = ((...args: unknown[]) => string) &
  Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>;
const fixedTOf = i18n.getFixedT.bind(i18n);
i18n.getFixedT = ((...target: Parameters<typeof fixedTOf>) => {
  const fixed = fixedTOf(...target) as unknown as FixedT;
  const [language, namespace, keyPrefix] = target;
  const keeping = (key: unknown, ...options: unknown[]) => {
    if (options.length > 0 || typeof key !== 'string' || !i18n.isInitialized) {
      return fixed(key, ...options);
    }
    const id = [language ?? i18n.language, namespace, keyPrefix ?? '', key].map(String).join('\n');
    let text = plainTexts.get(id);
    if (text === undefined) {
      text = fixed(key);
      plainTexts.set(id, text);
    }
    return text;
  };
  const { lng, lngs, ns } = fixed;
  return Object.assign(keeping, { lng, lngs, ns, keyPrefix: fixed.keyPrefix });
}) as unknown as typeof i18n.getFixedT;

type Texts = { [key: string]: string | Texts };

/** Texts of the parts that load later (cart, account, orders, back office), per language. */
const laterTexts: Partial<Record<Language, Texts>>[] = [];

function mergeInto(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergeInto({ ...current }, value)
        : value;
  }
  return target;
}

/**
 * A part's texts in the five languages, added when its chunk loads: to every language already
 * loaded now, and to the others as they load (the backend below adds them), so switching
 * language later finds them.
 */
export function registerTexts(texts: Partial<Record<Language, object>>): void {
  laterTexts.push(texts as Partial<Record<Language, Texts>>);
  for (const [language, bundle] of Object.entries(texts)) {
    if (i18n.hasResourceBundle(language, 'translation')) {
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
    }
  }
}

/** Loads a language's texts when i18next first needs them (init, changeLanguage). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const shopLanguage = toLanguage(language);
    CORE_TEXTS[shopLanguage]().then(
      (core) => {
        const texts = mergeInto({}, core);
        for (const part of laterTexts) {
          const bundle = part[shopLanguage];
          if (bundle) mergeInto(texts, bundle);
        }
        callback(null, texts);
      },
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * English stands in only for a language the shop does not have: every shop language holds every
 * English key (locales.test.ts, the server messages' type), so a shopper's page loads their
 * language's texts alone, not English's beside them (issue 14 item 5).
 */
const onlyForOtherLanguages = (code?: string): string[] =>
  code !== undefined && (LANGUAGES as readonly string[]).includes(code) ? [] : [DEFAULT_LANGUAGE];

/** A year, as the language is remembered. */
const LANGUAGE_COOKIE_DAYS = 365;

/**
 * The language cookie (the server reads it to render a page in the visitor's language), through
 * the storefront's cookie helpers: they keep the page's cookies instead of asking the browser
 * process at each read, and the detector's own cookie code would ask it again after each of its
 * writes, on every page load (lib/cookies.ts, issue 14 item 1).
 */
const languageDetector = new LanguageDetector();
languageDetector.addDetector({
  name: 'languageCookie',
  lookup: () => getCookie(LANGUAGE_STORAGE_KEY),
  cacheUserLanguage: (language: string) => {
    if (getCookie(LANGUAGE_STORAGE_KEY) !== language) {
      setCookie(LANGUAGE_STORAGE_KEY, language, LANGUAGE_COOKIE_DAYS);
    }
  },
});

/** Resolves once the visitor's language is loaded. */
export const i18nReady = i18n
  .use(chunkBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: onlyForOtherLanguages,
    // 'ae' is not a language code i18next knows: never reduce or expand it.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      // A page's address may name its language (`/menu?lang=ae`: the links search engines
      // and shared links use, issue 14 item 6); then spec §1: local storage, the browser's
      // language, the cookie.
      order: ['querystring', 'localStorage', 'navigator', 'languageCookie'],
      lookupQuerystring: LANGUAGE_PARAM,
      caches: ['localStorage', 'languageCookie'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      convertDetectedLanguage: toShopLanguage,
    },
    react: { useSuspense: false },
    showSupportNotice: false,
  })
  .then(() => {
    // The store exists once init has run: texts added or removed may change any kept text.
    const forget = () => plainTexts.clear();
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
  });

export { i18n };
