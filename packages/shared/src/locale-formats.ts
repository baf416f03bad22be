import { LANGUAGE_TAGS, type Language } from './languages';

/**
 * How a language writes numbers, money and short lists: read off Intl once (`formatToParts`),
 * then applied with string operations. In a browser, the first Intl formatter of a page starts
 * ICU, a task of 20–100 ms on a phone; a storefront page the server drew arrives with the formats
 * it was drawn with (apps/api storefront-page.ts), so hydrating it starts no formatter at all
 * (issue 14 item 1), and the server and the browser write every amount alike.
 */
export interface LocaleFormats {
  decimal: string;
  group: string;
  /** CLDR's minimum grouping digits: with 1, 1,000; with 2, 1000 but 10,000. */
  minimumGrouping: number;
  /** Before and after a negative number (its minus sign, with a direction mark in Arabic). */
  minus: [string, string];
  /** A short list of units (`Intl.ListFormat` type unit, style short): its separators. */
  list: { two: string; start: string; middle: string; end: string };
  /** Money, per currency code: its minor-unit digits and the texts around the number. */
  money: Record<string, MoneyFormat>;
}

export interface MoneyFormat {
  digits: number;
  /** Before and after the number, for an amount of zero or more. */
  positive: [string, string];
  /** Before and after the number (its minus sign among them), for a negative amount. */
  negative: [string, string];
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The texts around the number in `parts` (the currency, spaces, a minus sign). */
function around(parts: Intl.NumberFormatPart[]): [string, string] {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [text(0, first), text(last + 1, parts.length)];
}

/**
 * Intl's formatter for `language` with Latin digits: what the formats are read from, and what
 * writes the numbers they leave out (those with an exponent).
 */
function intlFormat(language: Language, options: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { numberingSystem: 'latn', ...options });
}

function readMoneyFormat(language: Language, currency: string): MoneyFormat {
  const format = intlFormat(language, { style: 'currency', currency });
  return {
    digits: format.resolvedOptions().maximumFractionDigits ?? 2,
    positive: around(format.formatToParts(1234.5)),
    negative: around(format.formatToParts(-1234.5)),
  };
}

function readLocaleFormats(language: Language): LocaleFormats {
  const numbers = intlFormat(language, { minimumFractionDigits: 1 });
  const parts = numbers.formatToParts(1234567.5);
  const partOf = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const grouped = numbers.formatToParts(1234).some((part) => part.type === 'group');
  const list = new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'unit', style: 'short' });
  const separators = (items: string[]) =>
    list
      .formatToParts(items)
      .filter((part) => part.type === 'literal')
      .map((part) => part.value);
  const [start = ', ', middle = ', ', end = ', '] = separators(['a', 'b', 'c', 'd']);
  return {
    decimal: partOf('decimal'),
    group: partOf('group'),
    minimumGrouping: grouped ? 1 : 2,
    minus: around(numbers.formatToParts(-1234.5)),
    list: { two: separators(['a', 'b'])[0] ?? end, start, middle, end },
    money: {},
  };
}

/** The formats known per language: given by the page, or read from Intl when first needed. */
const known = new Map<Language, LocaleFormats>();

/** Adds formats read elsewhere (the server's, with the page it drew), keeping those known. */
export function addLocaleFormats(language: Language, formats: LocaleFormats): void {
  const current = known.get(language);
  known.set(language, {
    ...formats,
    money: { ...formats.money, ...current?.money },
  });
}

/** The formats of `language` known so far (with every currency formatted in it): the page's. */
export function localeFormats(language: Language): LocaleFormats {
  let formats = known.get(language);
  if (!formats) {
    formats = readLocaleFormats(language);
    known.set(language, formats);
  }
  return formats;
}

/** How `language` writes money in `currency` (an Error for a code Intl does not know). */
export function moneyFormat(language: Language, currency: string): MoneyFormat {
  const formats = localeFormats(language);
  let format = formats.money[currency];
  if (!format) {
    format = readMoneyFormat(language, currency);
    // Bounded: only codes a caller could invent are many, and those are refused before this.
    if (Object.keys(formats.money).length < 50) formats.money[currency] = format;
  }
  return format;
}

/** The minor-unit digits of `currency` in any language's format known, without Intl. */
export function knownCurrencyDigits(currency: string): number | undefined {
  for (const formats of known.values()) {
    const format = formats.money[currency];
    if (format) return format.digits;
  }
  return undefined;
}

/**
 * `value`'s digits with `minimum` to `maximum` fraction digits, rounded half away from zero on
 * its shortest decimal form, as Intl does (4.35 to one digit is 4.4, though the double is below
 * it); undefined where that form has an exponent (beyond 1e21 or below 1e-6).
 */
function decimalDigits(
  value: number,
  minimum: number,
  maximum: number,
): { integer: string; fraction: string } | undefined {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return undefined;
  const [whole = '0', decimals = ''] = shortest.split('.');
  let digits = whole + decimals.slice(0, maximum).padEnd(maximum, '0');
  if (decimals.length > maximum && decimals.charCodeAt(maximum) >= 53 /* '5' */) {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const integer = digits.slice(0, digits.length - maximum) || '0';
  let fraction = digits.slice(digits.length - maximum);
  while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return { integer, fraction };
}

function withGroups(integer: string, formats: LocaleFormats): string {
  if (integer.length < 3 + formats.minimumGrouping) return integer;
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 3) {
    groups.unshift(integer.slice(Math.max(0, end - 3), end));
  }
  return groups.join(formats.group);
}

function numberText(digits: { integer: string; fraction: string }, formats: LocaleFormats) {
  const integer = withGroups(digits.integer, formats);
  return digits.fraction ? `${integer}${formats.decimal}${digits.fraction}` : integer;
}

/** Intl signs every negative number, -0 and those rounded to zero included. */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** A number in `language` (Latin digits), like `Intl.NumberFormat` with these fraction digits. */
export function formatNumber(
  value: number,
  language: Language,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) } = {},
): string {
  const formats = localeFormats(language);
  const digits = decimalDigits(value, minimumFractionDigits, maximumFractionDigits);
  if (!digits) {
    return intlFormat(language, { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  const text = numberText(digits, formats);
  const [before, after] = formats.minus;
  return isNegative(value) ? `${before}${text}${after}` : text;
}

/** An amount of money in `language`, like `Intl.NumberFormat`'s currency style. */
export function formatMoneyIn(major: number, language: Language, currency: string): string {
  const formats = localeFormats(language);
  const format = moneyFormat(language, currency);
  const digits = decimalDigits(major, format.digits, format.digits);
  if (!digits) {
    return intlFormat(language, { style: 'currency', currency }).format(major);
  }
  const text = numberText(digits, formats);
  const [before, after] = isNegative(major) ? format.negative : format.positive;
  return `${before}${text}${after}`;
}

/** Items as a short list of units in `language` ("Gluten, Milk, Sesame"). */
export function formatUnitList(items: readonly string[], language: Language): string {
  const { list } = localeFormats(language);
  if (items.length < 2) return items[0] ?? '';
  if (items.length === 2) return `${items[0]}${list.two}${items[1]}`;
  const last = items.length - 1;
  return items.reduce((text, item, index) => {
    if (index === 0) return item;
    const separator = index === 1 ? list.start : index === last ? list.end : list.middle;
    return `${text}${separator}${item}`;
  }, '');
}
