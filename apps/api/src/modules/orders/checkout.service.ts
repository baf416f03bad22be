import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@storefront/shared';
import type { Database, Executor } from '../../db/client';
import { AppError, ForbiddenError } from '../../platform/errors';
import type { CallerUser } from '../../platform/identity';
import { CartRuleError } from '../cart/cart.owner';
import { findCartBasis, listCartLines, type CartBasis } from '../cart/cart.repository';
import { priceLines, type PricedCartLine } from '../cart/cart.mappers';
import type { CartFigures } from '../cart/pricing';
import {
  droppedPromoNotice,
  priceDroppingStalePromo,
  priceWithPromo,
  type PricedWithLivePromo,
} from '../promotions/promo.service';
import { lockPromoAndCountUses, type StoredPromo } from '../promotions/promo.repository';
import type { CreateSessionInput, PaymentProvider } from '../payments/providers/provider';
import {
  closeOpenPayment,
  companyHasActiveSubscription,
  findPerson,
  insertOpenPayment,
  insertPendingOrder,
  listExpiredPendingOrders,
  listPendingOrdersOfCart,
  type NewOrderLine,
  type NewPendingOrder,
  type PersonRow,
} from './orders.repository';
import { transitionOrder } from './order-status';
import type { Place } from '../hours/delivery';
import {
  deliveryColumns,
  deliveryKey,
  holdDelivery,
  type PlannedDelivery,
} from '../hours/delivery.service';
import { ConflictError } from '../../platform/errors';

/**
 * POST /checkout (spec §4, §5, §7; DESIGN §5, §6): the caller's cart, priced by the server, becomes
 * a Pending order with a snapshot of its lines, picks and totals, and a payment session.
 */

export interface CheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Issue 15: the delivery the order promises, for the recipient's place (checked before). */
  planDelivery: (place: Place) => Promise<PlannedDelivery>;
}

export interface CheckoutResult {
  paymentLink: string;
  order_id: number;
  reference: string;
  /** Decision 093: the cart's code was taken off by this checkout (which, and why); else null. */
  promo_notice: string | null;
}

/** The provider could not make a payment session: nothing is kept, the customer may retry. */
export class CheckoutFailedError extends AppError {
  constructor() {
    super(502, 'checkout_failed');
  }
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `SF-${code}`;
}

/** Stores the order under a new reference, drawing again in the rare case one is taken. */
async function insertWithNewReference(
  db: Executor,
  order: Omit<NewPendingOrder, 'reference'>,
  lines: readonly NewOrderLine[],
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const stored = await insertPendingOrder(db, { ...order, reference: newReference() }, lines);
    if (stored) return stored;
  }
  throw new Error('no free order reference after 10 attempts');
}

/**
 * What the cart holds and what it costs: the same lines, picks, unit prices and recipient give
 * the same fingerprint, so a second checkout of an unchanged cart is recognised.
 */
export function cartFingerprint(
  lines: readonly PricedCartLine[],
  figures: CartFigures,
  orderedForUserId: number,
  delivery = '',
): string {
  const parts = lines
    .map((line) =>
      [
        line.row.itemId ?? 0,
        line.row.comboId ?? 0,
        line.picks
          .map((pick) => `${pick.comboCategoryId}:${pick.itemId}`)
          .sort()
          .join(','),
        line.row.quantity,
        line.unitPriceMinor,
      ].join('|'),
    )
    .sort();
  return createHash('sha256')
    .update(JSON.stringify({ parts, total: figures.grandTotalMinor, orderedForUserId, delivery }))
    .digest('hex');
}

/** Spec §1: for oneself, or for a colleague of the same company while it has a subscription. */
export async function resolveRecipient(
  db: Executor,
  caller: CallerUser,
  orderedForUserId: number | undefined,
): Promise<{ orderer: PersonRow; recipient: PersonRow }> {
  // The caller's user row came with the session (identity plugin): no second read.
  const orderer: PersonRow = caller;
  if (orderedForUserId === undefined || orderedForUserId === caller.id) {
    return { orderer, recipient: orderer };
  }
  const recipient = await findPerson(db, orderedForUserId);
  if (
    !recipient ||
    orderer.companyId === null ||
    recipient.companyId !== orderer.companyId ||
    !(await companyHasActiveSubscription(db, orderer.companyId))
  ) {
    throw new ForbiddenError('order_for_not_allowed');
  }
  return { orderer, recipient };
}

/** expireStaleOrders handles this many per call (listExpiredPendingOrders' limit). */
const EXPIRY_BATCH = 100;

/**
 * The scheduled sweep (platform/jobs.ts, every minute): cancels every order of the shop whose
 * payment session ran out, batch by batch. Answers how many it cancelled.
 */
export async function expireAllStaleOrders(db: Database): Promise<number> {
  let total = 0;
  for (let round = 0; round < 50; round++) {
    const expired = await expireStaleOrders(db);
    total += expired;
    if (expired < EXPIRY_BATCH) break;
  }
  return total;
}

/**
 * DESIGN §6: a Pending order whose payment session expired is cancelled (reason: expired), for one
 * user or for the whole shop. The shop is swept every minute by a job; a customer's own calls
 * (orders, checkout) also sweep that customer's orders first, so nobody is shown a Pending order
 * that can no longer be paid.
 */
export async function expireStaleOrders(db: Database, userId?: number): Promise<number> {
  const stale = await listExpiredPendingOrders(db, userId);
  let expired = 0;
  for (const { orderId, paymentId } of stale) {
    try {
      await db.transaction(async (tx) => {
        if (!(await closeOpenPayment(tx, paymentId, 'expired'))) return;
        await transitionOrder(tx, orderId, 'Cancelled', {
          actor: 'system',
          note: 'payment expired',
        });
        expired++;
      });
    } catch (error) {
      // A notification changed it meanwhile: that change stands.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return expired;
}

/** How long before its expiry a session is still worth sending a customer to. */
const REUSE_MARGIN_MS = 2 * 60_000;

export async function checkout(
  deps: CheckoutDeps,
  caller: CallerUser,
  input: {
    language: Language;
    orderedForUserId?: number | undefined;
    /** Issue 15 item 6: the note to the kitchen, as typed (plain text). */
    note?: string | undefined;
  },
): Promise<CheckoutResult> {
  const { db, provider } = deps;
  const { language } = input;
  const owner = { userId: caller.id };
  const { orderer, recipient } = await resolveRecipient(db, caller, input.orderedForUserId);
  await expireStaleOrders(db, caller.id);
  // Issue 15: where the recipient works decides the delivery times; checked before the
  // transaction, the slot's place taken inside it.
  const planned = await deps.planDelivery({
    buildingId: recipient.buildingId,
    universityId: recipient.universityId,
  });

  const superseded: string[] = [];
  const result = await db.transaction(async (tx) => {
    superseded.length = 0;
    // One checkout of a cart at a time: two clicks on Pay now make one order (the cart row is
    // locked until the transaction ends).
    const basis = await findCartBasis(tx, owner, { lock: true });
    const { cartId, settings } = basis;
    if (cartId === undefined) throw new CartRuleError('cart_empty_checkout');

    const rows = await listCartLines(tx, language, cartId);
    if (rows.length === 0) throw new CartRuleError('cart_empty_checkout');
    // Spec §5: a combo must be in the cart before checkout.
    if (!rows.some((row) => row.comboId !== null)) throw new CartRuleError('error_add_combo');
    const lines = priceLines(rows, settings);
    if (lines.some((line) => !line.isAvailable)) throw new CartRuleError('cart_has_unavailable');

    // Decision 093: a code that takes nothing off now (used up, expired…) never stops a payment:
    // it leaves the cart, the order is priced without it, and the answer says so.
    let priced = await priceDroppingStalePromo(tx, lines, basis, basis.promo, language);
    const fingerprintOf = ({ figures, promo }: PricedWithLivePromo) =>
      cartFingerprint(
        lines,
        figures,
        recipient.id,
        `${deliveryKey(planned.delivery)}|${input.note ?? ''}|${promo?.terms.code ?? ''}`,
      );
    let fingerprint = fingerprintOf(priced);

    // DESIGN §6: no second payable order for the same cart.
    const pending = await listPendingOrdersOfCart(tx, caller.id, cartId);
    const now = Date.now();
    for (const { order, payment } of pending) {
      if (
        order.cartFingerprint === fingerprint &&
        payment?.status === 'open' &&
        payment.provider === provider.name &&
        payment.expiresAt.getTime() - now > REUSE_MARGIN_MS
      ) {
        return {
          paymentLink: payment.paymentUrl,
          order_id: order.id,
          reference: order.reference,
          promo_notice: priced.notice,
        };
      }
    }
    for (const { order, payment } of pending) {
      if (payment && (await closeOpenPayment(tx, payment.id, 'cancelled'))) {
        if (payment.provider === provider.name) superseded.push(payment.providerSessionId);
      }
      await transitionOrder(tx, order.id, 'Cancelled', {
        actor: 'system',
        actorUserId: caller.id,
        note: 'superseded by a new checkout',
      });
    }
    if (priced.promo) {
      const lost = await claimPromoUse(tx, { ...basis, cartId }, lines, priced.promo, {
        userId: caller.id,
        language,
      });
      // Its last use went to another order meanwhile: this order goes without it, said as above.
      if (lost) {
        priced = lost;
        fingerprint = fingerprintOf(priced);
      }
    }
    const { figures, promo } = priced;
    await holdDelivery(tx, planned.delivery, planned.capacityOf);

    const order = await insertWithNewReference(
      tx,
      {
        userId: caller.id,
        orderedForUserId: recipient.id,
        cartId,
        cartFingerprint: fingerprint,
        language,
        currency: settings.currencyCode,
        subtotalMinor: figures.subtotalMinor,
        discountMinor: figures.discountMinor,
        promoCodeId: promo?.terms.id ?? null,
        promoCode: promo?.terms.code ?? '',
        promoDiscountMinor: figures.promoDiscountMinor,
        vatRateBasisPoints: settings.vatRateBasisPoints,
        vatExcNetMinor: figures.vatExcNetMinor,
        vatMinor: figures.vatAmountMinor,
        shippingMinor: figures.shippingChargeMinor,
        totalMinor: figures.grandTotalMinor,
        ...deliveryColumns(planned.delivery),
        kitchenNote: input.note ?? '',
      },
      lines.map(snapshotLine),
    );
    const { reference } = order;

    const request: CreateSessionInput = {
      reference,
      orderId: order.id,
      amountMinor: figures.grandTotalMinor,
      currency: settings.currencyCode,
      description: `Order ${reference}`,
      successUrl: `${deps.publicUrl}/order-status/${reference}`,
      cancelUrl: `${deps.publicUrl}/order-status/${reference}?cancelled=1`,
      customerEmail: orderer.email,
      idempotencyKey: `order-${order.id}-${reference}`,
    };
    let session;
    try {
      session = await provider.createSession(request);
    } catch (error) {
      // Thrown inside the transaction: the order goes with it, none is left without a payment.
      deps.log.error({ err: error, provider: provider.name, reference }, 'payment session failed');
      throw new CheckoutFailedError();
    }
    await insertOpenPayment(tx, provider.name, request, session);
    return { paymentLink: session.url, order_id: order.id, reference, promo_notice: priced.notice };
  });
  // An old tab must not pay a superseded order: its session ends at the provider too.
  if (provider.expireSession) {
    for (const sessionId of superseded) {
      provider.expireSession(sessionId).catch((error: unknown) => {
        deps.log.warn({ err: error, sessionId }, 'could not expire a superseded payment session');
      });
    }
  }
  return result;
}

/**
 * Decision 065: the order about to be stored is a use of the code. With the code's row locked, its
 * uses are counted again (the pending orders this checkout replaced are cancelled by now), so two
 * checkouts racing for its last use cannot both have it. Undefined when this order has it; else
 * the cart priced without it, the code taken off the cart, and the notice (decision 093).
 */
async function claimPromoUse(
  tx: Executor,
  basis: CartBasis & { cartId: number },
  lines: readonly PricedCartLine[],
  promo: StoredPromo,
  { userId, language }: { userId: number; language: Language },
): Promise<PricedWithLivePromo | undefined> {
  const current = await lockPromoAndCountUses(tx, promo.terms.id, userId, basis.cartId);
  if (current) {
    const priced = await priceDroppingStalePromo(tx, lines, basis, current, language);
    return priced.promo ? undefined : priced;
  }
  // Deleted meanwhile: the cart lost it with the row; the order goes without it, said as well.
  const { currencyCode } = basis.settings;
  return {
    figures: priceWithPromo(lines, basis, undefined).figures,
    promo: undefined,
    notice: droppedPromoNotice(promo.terms.code, { key: 'promo_unknown' }, language, currencyCode),
  };
}

function snapshotLine(line: PricedCartLine): NewOrderLine {
  const { row } = line;
  const isCombo = row.comboId !== null;
  return {
    cartLineId: row.id,
    itemId: row.itemId,
    comboId: row.comboId,
    isCombo,
    name: ((isCombo ? row.comboTitle : row.itemName) ?? '').slice(0, 200),
    image: (isCombo ? row.comboImage : row.itemImage) ?? '',
    unitPriceMinor: line.unitPriceMinor,
    quantity: row.quantity,
    lineTotalMinor: line.unitPriceMinor * row.quantity,
    picks: line.picks.map((pick) => ({
      itemId: pick.itemId,
      categoryTitle: (pick.title || pick.categoryName || '').slice(0, 200),
      itemName: (pick.itemName ?? '').slice(0, 200),
      priceMinor: pick.priceMinor ?? 0,
    })),
  };
}
