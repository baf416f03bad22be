import { describe, expect, it } from 'vitest';
import { comboUnitPriceMinor, paidPriceMinor, priceCart, type PricingSettings } from './pricing';

/**
 * DESIGN §5's figures with prices as paid (issue 17 item 3, decision 064), figure by figure, in
 * fils (1 BHD = 1000 fils).
 */
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
      promoDiscountMinor: 0,
      vatExcNetMinor: 0,
      vatAmountMinor: 0,
      shippingChargeMinor: 0,
      grandTotalMinor: 0,
    });
  });

  it('sums unit × quantity, finds the VAT inside it, adds the flat shipping charge once', () => {
    const figures = priceCart(
      [
        { unitPriceMinor: 2800, quantity: 2 },
        { unitPriceMinor: 1250, quantity: 1 },
        { unitPriceMinor: 300, quantity: 3 },
      ],
      shop,
    );
    // 7750 × 10 / 110 = 704.5454… → 705 of VAT inside; the customer pays the prices shown.
    expect(figures).toEqual({
      subtotalMinor: 7750,
      discountMinor: 0,
      promoDiscountMinor: 0,
      vatExcNetMinor: 7045,
      vatAmountMinor: 705,
      shippingChargeMinor: 500,
      grandTotalMinor: 8250,
    });
  });

  it('rounds the VAT inside to the nearest fil, half up', () => {
    // 1005 × 10 / 110 = 91.36 → 91; 1007 → 91.545 → 92.
    expect(priceCart([{ unitPriceMinor: 1005, quantity: 1 }], shop).vatAmountMinor).toBe(91);
    expect(priceCart([{ unitPriceMinor: 1007, quantity: 1 }], shop).vatAmountMinor).toBe(92);
    // A rate of 100 %: 1001 × 1/2 = 500.5 → 501 exactly half, up; 999 → 499.5 → 500.
    const whole = { ...shop, vatRateBasisPoints: 10_000 };
    expect(priceCart([{ unitPriceMinor: 1001, quantity: 1 }], whole).vatAmountMinor).toBe(501);
    expect(priceCart([{ unitPriceMinor: 999, quantity: 1 }], whole).vatAmountMinor).toBe(500);
    // 5.5 %: 1055 × 5.5 / 105.5 = 55 exactly.
    const rate = { ...shop, vatRateBasisPoints: 550 };
    expect(priceCart([{ unitPriceMinor: 1055, quantity: 1 }], rate).vatAmountMinor).toBe(55);
  });

  it('takes the discount off the subtotal, then finds the VAT inside what remains', () => {
    // 15 % of 1005 = 150.75 → 151; 854 paid for the goods, of which VAT 854 / 11 = 77.6 → 78.
    const figures = priceCart([{ unitPriceMinor: 335, quantity: 3 }], {
      ...shop,
      discountBasisPoints: 1500,
    });
    expect(figures).toEqual({
      subtotalMinor: 1005,
      discountMinor: 151,
      promoDiscountMinor: 0,
      vatExcNetMinor: 776,
      vatAmountMinor: 78,
      shippingChargeMinor: 500,
      grandTotalMinor: 1354,
    });
  });

  it('rounds each figure once: net and VAT add up to what the goods cost', () => {
    // Discount 12.5 % of 1004 = 125.5 → 126; 878 paid, of which VAT 79.8 → 80, net 798.
    const figures = priceCart([{ unitPriceMinor: 1004, quantity: 1 }], {
      ...shop,
      discountBasisPoints: 1250,
      shippingChargeMinor: 0,
    });
    expect(figures.discountMinor).toBe(126);
    expect(figures.vatAmountMinor).toBe(80);
    expect(figures.vatExcNetMinor).toBe(798);
    expect(figures.grandTotalMinor).toBe(878);
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
    const paid = BigInt(subtotal - discount);
    expect(figures.vatAmountMinor).toBe(Number((2n * paid * 1000n + 11_000n) / 22_000n));
    expect(figures.grandTotalMinor).toBe(subtotal - discount + shop.shippingChargeMinor);
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

describe('priceCart with a promo code (issue 16 item 3, decision 065)', () => {
  const lines = [
    { unitPriceMinor: 3000, quantity: 2, promoEligible: true },
    { unitPriceMinor: 1000, quantity: 1, promoEligible: false },
  ];

  it('takes a share off the lines the code covers, and finds the VAT in what is left', () => {
    const figures = priceCart(lines, { ...shop, promo: { percentBasisPoints: 2000 } });
    // 20 % of 6000 (the covered line) = 1200; the goods cost 7000 − 1200 = 5800, VAT 527 inside.
    expect(figures).toMatchObject({
      subtotalMinor: 7000,
      promoDiscountMinor: 1200,
      vatAmountMinor: 527,
      vatExcNetMinor: 5273,
      grandTotalMinor: 6300,
    });
  });

  it('applies after the company discount, on what that left of the covered lines', () => {
    const figures = priceCart(lines, {
      ...shop,
      discountBasisPoints: 1000,
      promo: { percentBasisPoints: 5000 },
    });
    // Company: 10 % of 7000 = 700. Covered 6000 − 600 = 5400, half of it = 2700.
    expect(figures).toMatchObject({ discountMinor: 700, promoDiscountMinor: 2700 });
    expect(figures.grandTotalMinor).toBe(7000 - 700 - 2700 + 500);
  });

  it('takes a fixed amount, never more than the covered lines nor the cart is worth', () => {
    expect(priceCart(lines, { ...shop, promo: { amountMinor: 1500 } }).promoDiscountMinor).toBe(
      1500,
    );
    expect(priceCart(lines, { ...shop, promo: { amountMinor: 9000 } }).promoDiscountMinor).toBe(
      6000,
    );
    const everything = lines.map((line) => ({ ...line, promoEligible: true }));
    const figures = priceCart(everything, { ...shop, promo: { amountMinor: 50_000 } });
    expect(figures).toMatchObject({ promoDiscountMinor: 7000, vatAmountMinor: 0 });
    // Delivery is still charged: the code is money off the food.
    expect(figures.grandTotalMinor).toBe(500);
  });

  it('takes nothing without a code, or when no line is covered', () => {
    expect(priceCart(lines, shop).promoDiscountMinor).toBe(0);
    const uncovered = lines.map((line) => ({ ...line, promoEligible: false }));
    expect(
      priceCart(uncovered, { ...shop, promo: { percentBasisPoints: 10_000 } }).promoDiscountMinor,
    ).toBe(0);
  });
});

describe('comboUnitPriceMinor (DESIGN §5)', () => {
  it('adds the picks’ per-combo prices to the combo’s, a pick may cost nothing', () => {
    expect(comboUnitPriceMinor(3500, [0, 0, 250])).toBe(3750);
    expect(comboUnitPriceMinor(3500, [])).toBe(3500);
    expect(
      priceCart([{ unitPriceMinor: comboUnitPriceMinor(3500, [0, 0]), quantity: 2 }], shop),
    ).toMatchObject({ subtotalMinor: 7000, vatAmountMinor: 636, grandTotalMinor: 7500 });
  });
});

describe('paidPriceMinor (issue 17 item 3)', () => {
  it('keeps a price entered with VAT, and adds VAT to one entered without, rounded once', () => {
    const net = { vatRateBasisPoints: 1000, pricesIncludeVat: false };
    expect(paidPriceMinor(2500, { ...net, pricesIncludeVat: true })).toBe(2500);
    expect(paidPriceMinor(2500, net)).toBe(2750);
    // 1005 + 100.5 → 1106 (half up); 1004 + 100.4 → 1104.
    expect(paidPriceMinor(1005, net)).toBe(1106);
    expect(paidPriceMinor(1004, net)).toBe(1104);
    expect(paidPriceMinor(0, net)).toBe(0);
  });

  it('gives back the net price as the VAT inside a cart of one, for round prices', () => {
    const net = { vatRateBasisPoints: 1000, pricesIncludeVat: false };
    const paid = paidPriceMinor(2500, net);
    expect(priceCart([{ unitPriceMinor: paid, quantity: 1 }], shop)).toMatchObject({
      vatExcNetMinor: 2500,
      vatAmountMinor: 250,
    });
  });
});
