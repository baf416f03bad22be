import { roundHalfUp } from '@storefront/shared';

/**
 * DESIGN §5: the cart's figures, in integer minor units (BHD: fils). Pure: the caller reads the
 * prices, the settings and the discount from the database; nothing here touches I/O.
 */

export interface PricedLine {
  /** Item price, or combo price + the picked items' per-combo prices (DESIGN §5). */
  unitPriceMinor: number;
  quantity: number;
}

export interface PricingSettings {
  /** `site_settings.vat_rate_bp`: 1000 = 10 %. */
  vatRateBasisPoints: number;
  /** `site_settings.shipping_charge_minor`: flat, charged once per non-empty cart. */
  shippingChargeMinor: number;
  /** The active company subscription's discount (issue 6), 0 without one. */
  discountBasisPoints: number;
}

export interface CartFigures {
  subtotalMinor: number;
  discountMinor: number;
  vatExcNetMinor: number;
  vatAmountMinor: number;
  shippingChargeMinor: number;
  grandTotalMinor: number;
}

const BASIS_POINTS = 10_000;

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
  for (const line of lines) {
    assertWhole(line.unitPriceMinor, 'unitPriceMinor', 0);
    assertWhole(line.quantity, 'quantity', 1);
    subtotalMinor += line.unitPriceMinor * line.quantity;
  }
  assertWhole(subtotalMinor, 'subtotal', 0);

  const discountMinor = share(subtotalMinor, settings.discountBasisPoints);
  const vatExcNetMinor = subtotalMinor - discountMinor;
  const vatAmountMinor = share(vatExcNetMinor, settings.vatRateBasisPoints);
  // DESIGN §5: no shipping on an empty cart.
  const shippingChargeMinor = lines.length === 0 ? 0 : settings.shippingChargeMinor;
  return {
    subtotalMinor,
    discountMinor,
    vatExcNetMinor,
    vatAmountMinor,
    shippingChargeMinor,
    grandTotalMinor: vatExcNetMinor + vatAmountMinor + shippingChargeMinor,
  };
}

/** DESIGN §5: a combo line's unit price is the combo's price plus its picks' per-combo prices. */
export function comboUnitPriceMinor(
  comboPriceMinor: number,
  pickPricesMinor: readonly number[],
): number {
  return pickPricesMinor.reduce((sum, price) => sum + price, comboPriceMinor);
}
