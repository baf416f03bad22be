import type { Language, MessageCatalog } from '@storefront/shared';
import type { StorefrontMessages } from '@storefront/shared/messages/en';
import type { LocaleTexts } from './locales/en';

/**
 * One language's texts: the storefront's plus those it shares with the server (spec §5/§8). The
 * type names the server's back-office texts too, which join when the back office's chunk loads
 * (back-office-messages.ts).
 */
export type CoreTexts = MessageCatalog & LocaleTexts;
/** What a language's chunk gives at first: the storefront's share of CoreTexts. */
export type StorefrontTexts = StorefrontMessages & LocaleTexts;

/** A language's texts from its two modules: the server's messages and the storefront's own. */
function joinTexts<L extends Language>(
  language: L,
  messages: Promise<Record<`${L}Storefront`, StorefrontMessages>>,
  texts: Promise<Record<L, LocaleTexts>>,
): Promise<StorefrontTexts> {
  return Promise.all([messages, texts]).then(([server, own]) => ({
    ...server[`${language}Storefront`],
    ...own[language],
  }));
}

/**
 * Each language's texts in a chunk of its own (issue 14 item 5): a shopper downloads their
 * language alone, never all five (English only for a language the shop lacks). The server's messages (spec §5
 * validation keys such as `validemail`, §8 texts) join them, so `t('validemail')` works.
 */
export const CORE_TEXTS: Record<Language, () => Promise<StorefrontTexts>> = {
  en: () => joinTexts('en', import('@storefront/shared/messages/en'), import('./locales/en')),
  fr: () => joinTexts('fr', import('@storefront/shared/messages/fr'), import('./locales/fr')),
  de: () => joinTexts('de', import('@storefront/shared/messages/de'), import('./locales/de')),
  ae: () => joinTexts('ae', import('@storefront/shared/messages/ae'), import('./locales/ae')),
  ka: () => joinTexts('ka', import('@storefront/shared/messages/ka'), import('./locales/ka')),
};
