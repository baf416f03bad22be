import type { Language, MessageCatalog } from '@storefront/shared';
import type { LocaleTexts } from './locales/en';

/** One language's texts: the storefront's plus those it shares with the server (spec §5/§8). */
export type CoreTexts = MessageCatalog & LocaleTexts;

/**
 * Each language's texts in a chunk of its own (issue 14 item 5): a shopper downloads their
 * language (and English, the fallback), never all five. The server's messages (spec §5
 * validation keys such as `validemail`, §8 texts) join them, so `t('validemail')` works.
 */
export const CORE_TEXTS: Record<Language, () => Promise<CoreTexts>> = {
  en: () =>
    Promise.all([import('@storefront/shared/messages/en'), import('./locales/en')]).then(
      ([messages, texts]) => ({ ...messages.en, ...texts.en }),
    ),
  fr: () =>
    Promise.all([import('@storefront/shared/messages/fr'), import('./locales/fr')]).then(
      ([messages, texts]) => ({ ...messages.fr, ...texts.fr }),
    ),
  de: () =>
    Promise.all([import('@storefront/shared/messages/de'), import('./locales/de')]).then(
      ([messages, texts]) => ({ ...messages.de, ...texts.de }),
    ),
  ae: () =>
    Promise.all([import('@storefront/shared/messages/ae'), import('./locales/ae')]).then(
      ([messages, texts]) => ({ ...messages.ae, ...texts.ae }),
    ),
  ka: () =>
    Promise.all([import('@storefront/shared/messages/ka'), import('./locales/ka')]).then(
      ([messages, texts]) => ({ ...messages.ka, ...texts.ka }),
    ),
};
