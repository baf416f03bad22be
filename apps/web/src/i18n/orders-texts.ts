import type { Language } from '@storefront/shared';
import { registerTexts } from './index';
import { ordersAe } from './locales/orders/ae';
import { ordersDe } from './locales/orders/de';
import { ordersEn, type OrdersTexts } from './locales/orders/en';
import { ordersFr } from './locales/orders/fr';
import { ordersKa } from './locales/orders/ka';

export const ORDERS_LOCALES: Record<Language, OrdersTexts> = {
  en: ordersEn,
  fr: ordersFr,
  de: ordersDe,
  ae: ordersAe,
  ka: ordersKa,
};

/**
 * The checkout modal's, the order status page's and the dashboard orders' texts join i18next
 * when one of their chunks loads (imported for its effect), like the cart's texts.
 */
export function registerOrdersTexts(): void {
  registerTexts(ORDERS_LOCALES);
}

registerOrdersTexts();
