import type { Language } from './languages';
import { formatMoneyIn, knownCurrencyDigits } from './locale-formats';

/** DESIGN §5: amounts are integers in the currency's minor unit. Spec §9: default BHD. */
export const DEFAULT_CURRENCY = 'BHD';

const digitsOfCurrency = new Map<string, number>();

/**
 * Minor-unit digits per ISO 4217 (BHD has 1000 fils to the dinar). Remembered per currency:
 * building an Intl formatter costs more than a whole cart line (issue 13's profile).
 */
export function currencyDigits(currency: string): number {
  let digits = digitsOfCurrency.get(currency) ?? knownCurrencyDigits(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    // Bounded: only codes a caller could invent are many, and those are refused before this.
    if (digitsOfCurrency.size < 500) digitsOfCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units (integer) to the decimal number in major units the API answers with. */
export function toMajor(minor: number, currency: string = DEFAULT_CURRENCY): number {
  return minor / 10 ** currencyDigits(currency);
}

/** Major units to an integer of minor units, rounding half up (DESIGN §5). */
export function toMinor(major: number, currency: string = DEFAULT_CURRENCY): number {
  return roundHalfUp(major * 10 ** currencyDigits(currency));
}

/** Half-up rounding to an integer that does not drift on binary fractions like 2.675 * 100. */
export function roundHalfUp(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.floor(Math.abs(value) + 0.5 + 1e-9);
}

/**
 * Formats a major-unit amount for display in the shopper's language (DESIGN §5), with the
 * formats the page came with where it came with them (locale-formats.ts).
 */
export function formatMoney(
  major: number,
  language: Language,
  currency: string = DEFAULT_CURRENCY,
): string {
  try {
    return formatMoneyIn(major, language, currency);
  } catch {
    return `${major.toFixed(2)} ${currency}`;
  }
}
