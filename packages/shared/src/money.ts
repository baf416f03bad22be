import type { Language } from './languages';
import { formatMoneyIn, knownCurrencyDigits, moneyFormat } from './locale-formats';

/** DESIGN §5: amounts are integers in the currency's minor unit. Spec §9: default BHD. */
export const DEFAULT_CURRENCY = 'BHD';

/**
 * Minor-unit digits per ISO 4217 (BHD has 1000 fils to the dinar), from the money formats the
 * locale formats keep (building an Intl formatter costs more than a whole cart line, issue 13's
 * profile): any language's known already, else English's, read once. 2 for a code Intl does not
 * know (callers refuse those before).
 */
export function currencyDigits(currency: string): number {
  const known = knownCurrencyDigits(currency);
  if (known !== undefined) return known;
  try {
    return moneyFormat('en', currency).digits;
  } catch {
    return 2;
  }
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
