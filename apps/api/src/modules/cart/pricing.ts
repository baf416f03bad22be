import { roundHalfUp } from '@storefront/shared';

/**
 * DESIGN §5: the cart's figures, in integer minor units (BHD: fils). Pure: the caller reads the
 * prices, the settings and the discount from the database; nothing here touches I/O.
 *
 * Issue 17 item 3 (decision 064): customers are shown, and charged, prices with VAT included.
 * A catalog price becomes a price as paid once (`paidPriceMinor`), and the cart's VAT is the
 * part of what is paid for the goods that is VAT, so the total is the sum of the prices shown.
 */

export interface PricedLine {
  /**
   * Item price, or combo price + the picked items' per-combo prices (DESIGN §5), each as paid
   * (VAT included, `paidPriceMinor`).
   */
  unitPriceMinor: number;
  quantity: number;
  /** Issue 16 item 3: the applied promo code takes money off this line (see `promo`). */
  promoEligible?: boolean;
}

/** What an applied promo code takes off (decision 065): a share, or a fixed amount. */
export type PromoOff = { percentBasisPoints: number } | { amountMinor: number };

export interface PricingSettings {
  /** `site_settings.vat_rate_bp`: 1000 = 10 %. */
  vatRateBasisPoints: number;
  /** `site_settings.shipping_charge_minor`: flat, charged once per non-empty cart. */
  shippingChargeMinor: number;
  /** The active company subscription's discount (issue 6), 0 without one. */
  discountBasisPoints: number;
  /** A promo code that applies to this cart (its rules already checked), if any. */
  promo?: PromoOff | undefined;
}

export interface CartFigures {
  subtotalMinor: number;
  discountMinor: number;
  /** Issue 16 item 3: what the promo code took off, after the company discount. */
  promoDiscountMinor: number;
  vatExcNetMinor: number;
  vatAmountMinor: number;
  shippingChargeMinor: number;
  grandTotalMinor: number;
}

const BASIS_POINTS = 10_000;

/** How the shop enters catalog prices (`site_settings.prices_include_vat`) and its VAT rate. */
export interface CatalogVat {
  vatRateBasisPoints: number;
  pricesIncludeVat: boolean;
}

/**
 * What a customer pays for a catalog price as the operator entered it: the price itself when
 * entered with VAT, else the price with VAT added, rounded half-up once per price.
 */
export function paidPriceMinor(enteredMinor: number, vat: CatalogVat): number {
  if (vat.pricesIncludeVat) return enteredMinor;
  return enteredMinor + share(enteredMinor, vat.vatRateBasisPoints);
}

/**
 * The VAT inside an amount paid with VAT included: `amount × rate / (100 % + rate)`, rounded
 * half-up to the minor unit, in exact integer arithmetic (the divisor is not a power of ten).
 */
function vatContainedIn(amountMinor: number, basisPoints: number): number {
  const divisor = BigInt(BASIS_POINTS + basisPoints);
  const twice = 2n * BigInt(amountMinor) * BigInt(basisPoints);
  return Number((twice + divisor) / (2n * divisor));
}

/** `amount × basisPoints / 10 000`, rounded half-up to the minor unit (once, on this figure). */
function share(amountMinor: number, basisPoints: number): number {
  const product = amountMinor * basisPoints;
  // Beyond 2^53 the product is no longer exact and the rounding could go the wrong way.
  if (!Number.isSafeInteger(product)) throw new RangeError('amount too large to price exactly');
  return roundHalfUp(product / BASIS_POINTS);
}

function assertWhole(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number >= ${min}, got ${value}`);
  }
}

export function priceCart(lines: readonly PricedLine[], settings: PricingSettings): CartFigures {
  assertWhole(settings.vatRateBasisPoints, 'vatRateBasisPoints', 0);
  assertWhole(settings.shippingChargeMinor, 'shippingChargeMinor', 0);
  assertWhole(settings.discountBasisPoints, 'discountBasisPoints', 0);
  if (settings.discountBasisPoints > BASIS_POINTS) {
    throw new RangeError('discountBasisPoints above 100 %');
  }

  let subtotalMinor = 0;
  let eligibleMinor = 0;
  for (const line of lines) {
    assertWhole(line.unitPriceMinor, 'unitPriceMinor', 0);
    assertWhole(line.quantity, 'quantity', 1);
    subtotalMinor += line.unitPriceMinor * line.quantity;
    if (line.promoEligible) eligibleMinor += line.unitPriceMinor * line.quantity;
  }
  assertWhole(subtotalMinor, 'subtotal', 0);

  const discountMinor = share(subtotalMinor, settings.discountBasisPoints);
  const promoDiscountMinor = settings.promo
    ? promoDiscount(
        settings.promo,
        // Decision 065: the company discount first; the code works on what is left of the
        // lines it covers, and never takes more than is left of the whole cart.
        eligibleMinor - share(eligibleMinor, settings.discountBasisPoints),
        subtotalMinor - discountMinor,
      )
    : 0;
  // What the goods cost after the discounts, VAT included: the VAT is the part of it that is VAT.
  const paidForGoodsMinor = subtotalMinor - discountMinor - promoDiscountMinor;
  const vatAmountMinor = vatContainedIn(paidForGoodsMinor, settings.vatRateBasisPoints);
  const vatExcNetMinor = paidForGoodsMinor - vatAmountMinor;
  // DESIGN §5: no shipping on an empty cart.
  const shippingChargeMinor = lines.length === 0 ? 0 : settings.shippingChargeMinor;
  return {
    subtotalMinor,
    discountMinor,
    promoDiscountMinor,
    vatExcNetMinor,
    vatAmountMinor,
    shippingChargeMinor,
    grandTotalMinor: vatExcNetMinor + vatAmountMinor + shippingChargeMinor,
  };
}

function promoDiscount(promo: PromoOff, coveredMinor: number, leftMinor: number): number {
  const off =
    'percentBasisPoints' in promo
      ? share(coveredMinor, promo.percentBasisPoints)
      : Math.min(promo.amountMinor, coveredMinor);
  return Math.max(0, Math.min(off, leftMinor));
}

/** DESIGN §5: a combo line's unit price is the combo's price plus its picks' per-combo prices. */
export function comboUnitPriceMinor(
  comboPriceMinor: number,
  pickPricesMinor: readonly number[],
): number {
  return pickPricesMinor.reduce((sum, price) => sum + price, comboPriceMinor);
}
