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

/**
 * Each language's texts in a chunk of its own (issue 14 item 5): a shopper downloads their
 * language (and English, the fallback), never all five. The server's messages (spec §5
 * validation keys such as `validemail`, §8 texts) join them, so `t('validemail')` works.
 */
export const CORE_TEXTS: Record<Language, () => Promise<StorefrontTexts>> = {
  en: () =>
    Promise.all([import('@storefront/shared/messages/en'), import('./locales/en')]).then(
      ([messages, texts]) => ({ ...messages.enStorefront, ...texts.en }),
    ),
  fr: () =>
    Promise.all([import('@storefront/shared/messages/fr'), import('./locales/fr')]).then(
      ([messages, texts]) => ({ ...messages.frStorefront, ...texts.fr }),
    ),
  de: () =>
    Promise.all([import('@storefront/shared/messages/de'), import('./locales/de')]).then(
      ([messages, texts]) => ({ ...messages.deStorefront, ...texts.de }),
    ),
  ae: () =>
    Promise.all([import('@storefront/shared/messages/ae'), import('./locales/ae')]).then(
      ([messages, texts]) => ({ ...messages.aeStorefront, ...texts.ae }),
    ),
  ka: () =>
    Promise.all([import('@storefront/shared/messages/ka'), import('./locales/ka')]).then(
      ([messages, texts]) => ({ ...messages.kaStorefront, ...texts.ka }),
    ),
};
