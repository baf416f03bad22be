import type { Language } from '@storefront/shared';
import { registerTexts } from './index';
import { accountAe } from './locales/account/ae';
import { accountDe } from './locales/account/de';
import { accountEn, type AccountTexts } from './locales/account/en';
import { accountFr } from './locales/account/fr';
import { accountKa } from './locales/account/ka';

export const ACCOUNT_LOCALES: Record<Language, AccountTexts> = {
  en: accountEn,
  fr: accountFr,
  de: accountDe,
  ae: accountAe,
  ka: accountKa,
};

/**
 * The account pages' texts join i18next when their chunk loads (imported for its effect by
 * those pages), so the first page of the shop does not carry them in five languages.
 */
export function registerAccountTexts(): void {
  registerTexts(ACCOUNT_LOCALES);
}

registerAccountTexts();
