import { describe, expect, it } from 'vitest';
import { comboUnitPriceMinor, priceCart, type PricingSettings } from './pricing';

/** DESIGN §5's formula, figure by figure, in fils (1 BHD = 1000 fils). */
const shop: PricingSettings = {
  vatRateBasisPoints: 1000,
  shippingChargeMinor: 500,
  discountBasisPoints: 0,
};

describe('priceCart (DESIGN §5)', () => {
  it('prices an empty cart at zero, shipping included', () => {
    expect(priceCart([], { ...shop, discountBasisPoints: 1500 })).toEqual({
      subtotalMinor: 0,
      discountMinor: 0,
      vatExcNetMinor: 0,
      vatAmountMinor: 0,
      shippingChargeMinor: 0,
      grandTotalMinor: 0,
    });
  });

  it('sums unit × quantity over several lines, adds VAT and the flat shipping charge once', () => {
    const figures = priceCart(
      [
        { unitPriceMinor: 2800, quantity: 2 },
        { unitPriceMinor: 1250, quantity: 1 },
        { unitPriceMinor: 300, quantity: 3 },
      ],
      shop,
    );
    expect(figures).toEqual({
      subtotalMinor: 7750,
      discountMinor: 0,
      vatExcNetMinor: 7750,
      vatAmountMinor: 775,
      shippingChargeMinor: 500,
      grandTotalMinor: 9025,
    });
  });

  it('rounds half a fil up, and less than half down', () => {
    // 10 % of 1005 fils is 100.5 fils → 101; of 1004 fils 100.4 → 100.
    expect(priceCart([{ unitPriceMinor: 1005, quantity: 1 }], shop).vatAmountMinor).toBe(101);
    expect(priceCart([{ unitPriceMinor: 1004, quantity: 1 }], shop).vatAmountMinor).toBe(100);
    // 5.5 % of 1010 fils is 55.55 → 56; of 1009 fils 55.495 → 55.
    const rate = { ...shop, vatRateBasisPoints: 550 };
    expect(priceCart([{ unitPriceMinor: 1010, quantity: 1 }], rate).vatAmountMinor).toBe(56);
    expect(priceCart([{ unitPriceMinor: 1009, quantity: 1 }], rate).vatAmountMinor).toBe(55);
  });

  it('takes the discount off the subtotal, then charges VAT on the discounted net', () => {
    // 15 % of 1005 = 150.75 → 151; net 854; VAT 10 % = 85.4 → 85; + 500 shipping.
    const figures = priceCart([{ unitPriceMinor: 335, quantity: 3 }], {
      ...shop,
      discountBasisPoints: 1500,
    });
    expect(figures).toEqual({
      subtotalMinor: 1005,
      discountMinor: 151,
      vatExcNetMinor: 854,
      vatAmountMinor: 85,
      shippingChargeMinor: 500,
      grandTotalMinor: 1439,
    });
  });

  it('rounds each figure once: the total adds the rounded figures', () => {
    // Discount 12.5 % of 1004 = 125.5 → 126; net 878; VAT 10 % = 87.8 → 88.
    const figures = priceCart([{ unitPriceMinor: 1004, quantity: 1 }], {
      ...shop,
      discountBasisPoints: 1250,
      shippingChargeMinor: 0,
    });
    expect(figures.discountMinor).toBe(126);
    expect(figures.vatAmountMinor).toBe(88);
    expect(figures.grandTotalMinor).toBe(878 + 88);
  });

  it('prices big quantities exactly', () => {
    const lines = Array.from({ length: 50 }, (_, index) => ({
      unitPriceMinor: 99_999 + index,
      quantity: 999,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
    const figures = priceCart(lines, { ...shop, discountBasisPoints: 333 });
    expect(figures.subtotalMinor).toBe(subtotal);
    expect(Number.isInteger(figures.grandTotalMinor)).toBe(true);
    const discount = Math.floor((subtotal * 333) / 10_000 + 0.5);
    expect(figures.discountMinor).toBe(discount);
    expect(figures.vatAmountMinor).toBe(Math.floor(((subtotal - discount) * 1000) / 10_000 + 0.5));
  });

  it('charges shipping on a cart whose lines cost nothing, and no VAT on zero', () => {
    expect(priceCart([{ unitPriceMinor: 0, quantity: 4 }], shop)).toMatchObject({
      subtotalMinor: 0,
      vatAmountMinor: 0,
      shippingChargeMinor: 500,
      grandTotalMinor: 500,
    });
  });

  it('refuses figures that are not whole minor units or quantities below 1', () => {
    expect(() => priceCart([{ unitPriceMinor: 10.5, quantity: 1 }], shop)).toThrow(RangeError);
    expect(() => priceCart([{ unitPriceMinor: -1, quantity: 1 }], shop)).toThrow(RangeError);
    expect(() => priceCart([{ unitPriceMinor: 100, quantity: 0 }], shop)).toThrow(RangeError);
    expect(() => priceCart([], { ...shop, discountBasisPoints: 10_001 })).toThrow(RangeError);
  });
});

describe('comboUnitPriceMinor (DESIGN §5)', () => {
  it('adds the picks’ per-combo prices to the combo’s, a pick may cost nothing', () => {
    expect(comboUnitPriceMinor(3500, [0, 0, 250])).toBe(3750);
    expect(comboUnitPriceMinor(3500, [])).toBe(3500);
    expect(
      priceCart([{ unitPriceMinor: comboUnitPriceMinor(3500, [0, 0]), quantity: 2 }], shop),
    ).toMatchObject({ subtotalMinor: 7000, vatAmountMinor: 700, grandTotalMinor: 8200 });
  });
});
