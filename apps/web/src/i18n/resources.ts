import { MESSAGES, type Language } from '@storefront/shared';
import { ae } from './locales/ae';
import { de } from './locales/de';
import { en, type LocaleTexts } from './locales/en';
import { fr } from './locales/fr';
import { ka } from './locales/ka';

export const LOCALES: Record<Language, LocaleTexts> = { en, fr, de, ae, ka };

function resource(language: Language) {
  return { translation: { ...MESSAGES[language], ...LOCALES[language] } };
}

/**
 * One i18next resource per language: the storefront's texts plus the texts it shares with the
 * server (spec §5 validation keys such as `validemail`, §8 messages), so `t('validemail')` works.
 */
export const resources = {
  en: resource('en'),
  fr: resource('fr'),
  de: resource('de'),
  ae: resource('ae'),
  ka: resource('ka'),
} satisfies Record<Language, ReturnType<typeof resource>>;
