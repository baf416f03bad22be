import { describe, expect, test, vi } from 'vitest';
import { LANGUAGES, LANGUAGE_TAGS } from './languages';
import {
  formatMoneyIn,
  formatNumber,
  formatUnitList,
  knownCurrencyDigits,
  localeFormats,
} from './locale-formats';

const AMOUNTS = [
  0, -0, 1, 0.5, 0.05, 1.005, 2.675, 12.345, 99.9995, 999.999, 1000, 1234.5, 9999.9996, 12345.678,
  123456.7, 1234567.891, 1e12, -1, -0.0004, -1234.5, -1234567.25, 0.0004, 4.35,
];
const CURRENCIES = ['BHD', 'USD', 'EUR', 'JPY', 'KWD', 'GBP', 'AED', 'GEL', 'CHF'];

describe('numbers, money and lists written without Intl (issue 14 item 1)', () => {
  test.each(LANGUAGES)('money in %s reads as Intl writes it, in every currency', (language) => {
    for (const currency of CURRENCIES) {
      const intl = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
        style: 'currency',
        currency,
        numberingSystem: 'latn',
      });
      for (const amount of AMOUNTS) {
        expect(formatMoneyIn(amount, language, currency), `${amount} ${currency}`).toBe(
          intl.format(amount),
        );
      }
    }
  });

  test.each(LANGUAGES)('numbers in %s read as Intl writes them', (language) => {
    for (const digits of [
      { minimumFractionDigits: 1 },
      { minimumFractionDigits: 0, maximumFractionDigits: 0 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 0, maximumFractionDigits: 1 },
    ]) {
      const intl = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
        numberingSystem: 'latn',
        ...digits,
      });
      for (const value of [...AMOUNTS, 4.5, 4, 4.25, 1e21, 1e-7]) {
        expect(formatNumber(value, language, digits), `${value} ${JSON.stringify(digits)}`).toBe(
          intl.format(value),
        );
      }
    }
  });

  test.each(LANGUAGES)('short lists in %s read as Intl writes them', (language) => {
    const intl = new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'unit', style: 'short' });
    const items = ['Gluten', 'Milk', 'Eggs', 'Sesame', 'Fish'];
    for (let count = 0; count <= items.length; count++) {
      expect(formatUnitList(items.slice(0, count), language)).toBe(
        intl.format(items.slice(0, count)),
      );
    }
  });

  test('a currency formatted once tells its digits without Intl', () => {
    formatMoneyIn(1, 'en', 'KWD');
    expect(knownCurrencyDigits('KWD')).toBe(3);
    expect(knownCurrencyDigits('XYZ')).toBeUndefined();
  });

  test('a currency’s minor-unit digits come from the money formats, and stay there', async () => {
    vi.resetModules();
    const { currencyDigits } = await import('./money');
    const formats = await import('./locale-formats');
    expect(formats.knownCurrencyDigits('JPY')).toBeUndefined();
    expect([currencyDigits('BHD'), currencyDigits('JPY'), currencyDigits('EUR')]).toEqual([
      3, 0, 2,
    ]);
    // Kept with the money formats, the one place: the next ask builds no Intl formatter.
    expect(formats.knownCurrencyDigits('JPY')).toBe(0);
    expect(formats.localeFormats('en').money.BHD?.digits).toBe(3);
    // A code Intl refuses: two digits, as callers refuse it before it matters.
    expect(currencyDigits('B$')).toBe(2);
  });

  test('formats given by the page are the ones used, Intl read only for what they lack', async () => {
    vi.resetModules();
    const fresh = await import('./locale-formats');
    const given = structuredClone(localeFormats('de'));
    // A mark no language uses, to see whose formats write the amount.
    given.group = '·';
    given.money = {
      BHD: { digits: 3, positive: ['', ' BD'], negative: ['-', ' BD'] },
    };
    fresh.addLocaleFormats('de', given);
    expect(fresh.formatMoneyIn(1234.5, 'de', 'BHD')).toBe('1·234,500 BD');
    expect(fresh.formatMoneyIn(-2, 'de', 'BHD')).toBe('-2,000 BD');
    // A currency the page did not carry is read from Intl, in the page's separators.
    expect(fresh.formatMoneyIn(1234.5, 'de', 'EUR')).toBe('1·234,50\u00a0€');
    // Formats added again keep the currencies known.
    fresh.addLocaleFormats('de', { ...given, money: {} });
    expect(Object.keys(fresh.localeFormats('de').money).sort()).toEqual(['BHD', 'EUR']);
  });
});
