import type { PromoOff } from '../cart/pricing';

/**
 * Issue 16 item 3, decision 065: when a promo code applies to a cart and what it covers. Pure:
 * the repository reads the code with its uses, the caller the cart's lines and the shop's day.
 */

export interface PromoTerms {
  id: number;
  code: string;
  percentBasisPoints: number | null;
  amountMinor: number | null;
  minOrderMinor: number;
  /** Inclusive days (YYYY-MM-DD) in the shop's time zone; null: open-ended. */
  startsOn: string | null;
  endsOn: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  itemIds: readonly number[];
  comboIds: readonly number[];
  isActive: boolean;
}

/**
 * Orders that are not Cancelled (a Pending order of the same cart is left out: the next checkout
 * replaces it). The customer's counts are unknown for a guest: checked again at checkout, which
 * needs a login (spec §4).
 */
export interface PromoUses {
  total: number;
  byCustomer?: number | undefined;
  customerOrders?: number | undefined;
}

export type PromoRefusal =
  | { key: 'promo_unknown' }
  | { key: 'promo_not_started'; startsOn: string }
  | { key: 'promo_expired' }
  | { key: 'promo_used_up' }
  | { key: 'promo_used_by_you' }
  | { key: 'promo_first_order_only' }
  | { key: 'promo_min_order'; minOrderMinor: number }
  | { key: 'promo_not_applicable' };

/** Does the code take money off this line? A code limited to nothing covers every line. */
export function coversLine(
  terms: PromoTerms,
  line: { itemId: number | null; comboId: number | null },
): boolean {
  if (terms.itemIds.length === 0 && terms.comboIds.length === 0) return true;
  if (line.itemId !== null && terms.itemIds.includes(line.itemId)) return true;
  return line.comboId !== null && terms.comboIds.includes(line.comboId);
}

/**
 * Why the code takes nothing off this cart now, or undefined when it applies. `subtotalMinor` is
 * what the lines cost as paid, before any discount; `coveredMinor` the part the code covers.
 */
export function promoRefusal(
  terms: PromoTerms,
  uses: PromoUses,
  cart: { subtotalMinor: number; coveredMinor: number },
  shopToday: string,
): PromoRefusal | undefined {
  if (!terms.isActive) return { key: 'promo_unknown' };
  if (terms.startsOn !== null && shopToday < terms.startsOn) {
    return { key: 'promo_not_started', startsOn: terms.startsOn };
  }
  if (terms.endsOn !== null && shopToday > terms.endsOn) return { key: 'promo_expired' };
  if (terms.totalLimit !== null && uses.total >= terms.totalLimit) return { key: 'promo_used_up' };
  if (
    terms.perCustomerLimit !== null &&
    uses.byCustomer !== undefined &&
    uses.byCustomer >= terms.perCustomerLimit
  ) {
    return { key: 'promo_used_by_you' };
  }
  if (terms.firstOrderOnly && uses.customerOrders !== undefined && uses.customerOrders > 0) {
    return { key: 'promo_first_order_only' };
  }
  if (cart.subtotalMinor < terms.minOrderMinor) {
    return { key: 'promo_min_order', minOrderMinor: terms.minOrderMinor };
  }
  if (cart.coveredMinor <= 0) return { key: 'promo_not_applicable' };
  return undefined;
}

/** What the code takes off, in the shape `priceCart` takes. */
export function promoOff(terms: PromoTerms): PromoOff {
  return terms.percentBasisPoints !== null
    ? { percentBasisPoints: terms.percentBasisPoints }
    : { amountMinor: terms.amountMinor ?? 0 };
}
