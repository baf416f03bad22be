import type { Language } from '@storefront/shared';
import { registerTexts } from './index';
import { cartAe } from './locales/cart/ae';
import { cartDe } from './locales/cart/de';
import { cartEn, type CartTexts } from './locales/cart/en';
import { cartFr } from './locales/cart/fr';
import { cartKa } from './locales/cart/ka';

export const CART_LOCALES: Record<Language, CartTexts> = {
  en: cartEn,
  fr: cartFr,
  de: cartDe,
  ae: cartAe,
  ka: cartKa,
};

/**
 * The cart page's and the combo modal's texts join i18next when one of their chunks loads
 * (imported for its effect), so the first page of the shop does not carry them in five languages.
 */
export function registerCartTexts(): void {
  registerTexts(CART_LOCALES);
}

registerCartTexts();
