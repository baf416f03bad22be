import { formatDay, formatMoney, toMajor, type Language } from '@storefront/shared';
import { translateMessage, type MessageKey } from '@storefront/shared/messages';
import type { Executor } from '../../db/client';
import { CartRuleError } from '../cart/cart.owner';
import type { PricedCartLine } from '../cart/cart.mappers';
import {
  findCartBasis,
  listCartLines,
  type CartBasis,
  type CartOwner,
} from '../cart/cart.repository';
import { priceLines } from '../cart/cart.mappers';
import { priceCart, type CartFigures } from '../cart/pricing';
import {
  findPromoByCode,
  setCartPromo,
  takeStalePromoOffCart,
  type StoredPromo,
} from './promo.repository';
import { coversLine, promoOff, promoRefusal, type PromoRefusal } from './promo-rules';

/**
 * Issue 16 item 3 (decision 065): a cart priced with its promo code, and the calls that put a code
 * on a cart or take it off. The cart read, apply and checkout price through `priceWithPromo`, so
 * the code takes off the same amount on every page and in the order; the cart read and checkout
 * through `priceDroppingStalePromo`, which takes a code that no longer applies off the cart
 * (decision 093).
 */

export interface PricedWithPromo {
  figures: CartFigures;
  /** Why the cart's code takes nothing off now (undefined: it applies, or there is none). */
  refusal: PromoRefusal | undefined;
}

/** The lines' figures (DESIGN §5) with the company discount and, where it applies, the code. */
export function priceWithPromo(
  lines: readonly PricedCartLine[],
  basis: Pick<CartBasis, 'discountBasisPoints' | 'settings' | 'shopToday'>,
  promo: StoredPromo | undefined,
): PricedWithPromo {
  let subtotalMinor = 0;
  let coveredMinor = 0;
  const priced = lines.map((line) => {
    const lineMinor = line.unitPriceMinor * line.row.quantity;
    const promoEligible = promo !== undefined && coversLine(promo.terms, line.row);
    subtotalMinor += lineMinor;
    if (promoEligible) coveredMinor += lineMinor;
    return { unitPriceMinor: line.unitPriceMinor, quantity: line.row.quantity, promoEligible };
  });
  const refusal =
    promo &&
    promoRefusal(promo.terms, promo.uses, { subtotalMinor, coveredMinor }, basis.shopToday);
  const figures = priceCart(priced, {
    vatRateBasisPoints: basis.settings.vatRateBasisPoints,
    shippingChargeMinor: basis.settings.shippingChargeMinor,
    discountBasisPoints: basis.discountBasisPoints,
    promo: promo && !refusal ? promoOff(promo.terms) : undefined,
  });
  return { figures, refusal };
}

/** The message of a refusal and the values it names, in the customer's language and currency. */
function refusalMessage(
  refusal: PromoRefusal,
  language: Language,
  currency: string,
): { key: MessageKey; values: Record<string, string> } {
  switch (refusal.key) {
    case 'promo_not_started':
      return { key: refusal.key, values: { date: formatDay(refusal.startsOn, language) } };
    case 'promo_min_order':
      return {
        key: refusal.key,
        values: {
          amount: formatMoney(toMajor(refusal.minOrderMinor, currency), language, currency),
        },
      };
    default:
      return { key: refusal.key, values: {} };
  }
}

/**
 * The cart's `promo_notice` when its code was taken off: which code, and why. A code an operator
 * switched off is "no longer offered" here, where applying it answers that it does not exist.
 */
export function droppedPromoNotice(
  code: string,
  refusal: PromoRefusal,
  language: Language,
  currency: string,
): string {
  const { key, values } =
    refusal.key === 'promo_unknown'
      ? { key: 'promo_withdrawn' as const, values: {} }
      : refusalMessage(refusal, language, currency);
  return translateMessage('promo_dropped', language, {
    code,
    reason: translateMessage(key, language, values),
  });
}

export interface PricedWithLivePromo {
  figures: CartFigures;
  /** The code the figures took off; undefined without one, or when it was just taken off. */
  promo: StoredPromo | undefined;
  /** Said once, by the answer of the call that took the code off; null otherwise. */
  notice: string | null;
}

/**
 * Decision 093: the cart priced with its code when the code applies; otherwise the code leaves the
 * cart and the cart is priced without it (priceWithPromo's figures for a refused code), with a
 * notice that says so. A stale code never stops a cart from being read or paid.
 */
export async function priceDroppingStalePromo(
  db: Executor,
  lines: readonly PricedCartLine[],
  basis: Pick<CartBasis, 'cartId' | 'discountBasisPoints' | 'settings' | 'shopToday'>,
  promo: StoredPromo | undefined,
  language: Language,
): Promise<PricedWithLivePromo> {
  const priced = priceWithPromo(lines, basis, promo);
  if (!promo || !priced.refusal) return { figures: priced.figures, promo, notice: null };
  const taken =
    basis.cartId !== undefined && (await takeStalePromoOffCart(db, basis.cartId, promo.terms.id));
  return {
    figures: priced.figures,
    promo: undefined,
    notice: taken
      ? droppedPromoNotice(promo.terms.code, priced.refusal, language, basis.settings.currencyCode)
      : null,
  };
}

/** A refusal as the 422 answer of apply; nothing is changed. */
function promoRefusalError(
  refusal: PromoRefusal,
  language: Language,
  currency: string,
): CartRuleError {
  const { key, values } = refusalMessage(refusal, language, currency);
  return new CartRuleError(key, values);
}

/**
 * POST /apply-promo-code: the code goes on the caller's cart only when it takes money off it now;
 * otherwise the answer says why and the cart keeps what it had (another code, or none).
 */
export async function applyPromoCode(
  db: Executor,
  owner: CartOwner,
  language: Language,
  code: string,
): Promise<void> {
  const userId = 'userId' in owner ? owner.userId : undefined;
  const basis = await findCartBasis(db, owner);
  const [promo, rows] = await Promise.all([
    findPromoByCode(db, code, userId, basis.cartId),
    basis.cartId === undefined ? Promise.resolve([]) : listCartLines(db, language, basis.cartId),
  ]);
  if (!promo) throw new CartRuleError('promo_unknown');
  const lines = priceLines(rows, basis.settings).filter((line) => line.isAvailable);
  if (basis.cartId === undefined || lines.length === 0) {
    throw new CartRuleError('promo_cart_empty');
  }
  const { refusal } = priceWithPromo(lines, basis, promo);
  if (refusal) throw promoRefusalError(refusal, language, basis.settings.currencyCode);
  await setCartPromo(db, basis.cartId, promo.terms.id);
}

/** POST /remove-promo-code: the caller's cart without a code (nothing to do without a cart). */
export async function removePromoCode(db: Executor, owner: CartOwner): Promise<void> {
  const { cartId } = await findCartBasis(db, owner);
  if (cartId !== undefined) await setCartPromo(db, cartId, null);
}
