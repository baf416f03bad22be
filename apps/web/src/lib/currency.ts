import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, formatMoney } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import { createStore } from './external-store';

/** Spec §1/§4: the currency code is persisted in local storage; default BHD (§9). */
export const CURRENCY_STORAGE_KEY = 'currency';

function readStoredCurrency(): string {
  try {
    const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return stored && /^[A-Z]{3}$/.test(stored) ? stored : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

const currency = createStore(readStoredCurrency());

/** Called with the site's currency code once site info arrives. */
export function rememberCurrency(code: string | null | undefined): void {
  const next = code && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private mode); the in-memory value still applies.
  }
  currency.set(next);
}

export function useCurrency(): string {
  return useSyncExternalStore(currency.subscribe, currency.get, currency.get);
}

/**
 * Formats a major-unit amount in the shopper's language (DESIGN §5): in `currency` when given
 * (the one the server priced a cart or an order in), else in the shop's currency.
 */
export function useFormatMoney(currency?: string): (amount: number) => string {
  const language = useLanguage();
  const shopCurrency = useCurrency();
  const code = currency ?? shopCurrency;
  return useCallback((amount: number) => formatMoney(amount, language, code), [language, code]);
}
