import type { Language } from '@storefront/shared';
import { registerTexts } from './index';
import { subscriptionsAe } from './locales/subscriptions/ae';
import { subscriptionsDe } from './locales/subscriptions/de';
import { subscriptionsEn, type SubscriptionsTexts } from './locales/subscriptions/en';
import { subscriptionsFr } from './locales/subscriptions/fr';
import { subscriptionsKa } from './locales/subscriptions/ka';

export const SUBSCRIPTIONS_LOCALES: Record<Language, SubscriptionsTexts> = {
  en: subscriptionsEn,
  fr: subscriptionsFr,
  de: subscriptionsDe,
  ae: subscriptionsAe,
  ka: subscriptionsKa,
};

/** The subscription pages' texts join i18next when their chunks load (imported for effect). */
export function registerSubscriptionsTexts(): void {
  registerTexts(SUBSCRIPTIONS_LOCALES);
}

registerSubscriptionsTexts();
