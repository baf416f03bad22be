import { CART_MAX_QUANTITY, type Cart, type Language } from '@storefront/shared';
import type { Database, Executor } from '../../db/client';
import { NotFoundError, fieldError } from '../../platform/errors';
import { CartRuleError, type CartCaller } from './cart.owner';
import {
  addComboLine,
  addItemToOwnersCart,
  addToLineQuantity,
  countCartLines,
  deleteOwnedLine,
  findCartWithLines,
  findComboForCart,
  findComboHeader,
  findOrCreateCart,
  findOwnedLine,
  findPricingSettings,
  findSameComboLine,
  listComboChoices,
  lockCart,
  replaceLinePicks,
  setOwnedLineQuantity,
  type CartOwner,
  type ComboPick,
} from './cart.repository';
import {
  byComboStep,
  priceLines,
  toCart,
  toComboCategories,
  toComboHeader,
  toShopPricing,
} from './cart.mappers';
import { attributePicks, type ComboCategoryOffer } from './combo-picks';
import { priceDroppingStalePromo } from '../promotions/promo.service';

/**
 * The cart calls' logic (spec §4, §5, §7; DESIGN §4, §5): it spans the cart's storage, the
 * catalog's prices and the shop's settings. Prices come from the database only, never from the
 * request.
 */

export interface CartContext extends CartCaller {
  db: Database;
  language: Language;
}

function quantityRangeError(language: Language) {
  return fieldError('quantity', 'quantity_range', language);
}

const lineNotFound = () => new NotFoundError('cart_line_not_found');

/** Spec §7 cart count: the number of lines in the owner's cart. */
export function cartCount(db: Executor, owner: CartOwner): Promise<number> {
  return countCartLines(db, owner);
}

/**
 * The owner's cart priced on the server (an owner without a cart has an empty one). A promo code
 * that no longer applies is taken off here, and this answer's `promo_notice` says so (decision
 * 093).
 */
export async function loadCart(db: Executor, owner: CartOwner, language: Language): Promise<Cart> {
  const { basis, lines: rows } = await findCartWithLines(db, owner, language);
  const { settings } = basis;
  const lines = priceLines(rows, settings);
  // Lines that can no longer be ordered stay listed (to be removed or edited) but are not
  // charged: the totals are what the customer would pay for what can be bought.
  const { figures, promo, notice } = await priceDroppingStalePromo(
    db,
    lines.filter((line) => line.isAvailable),
    basis,
    basis.promo,
    language,
  );
  return toCart(lines, figures, settings, { code: promo?.terms.code ?? null, notice });
}

/** The cart after a change, with its count (the answer of update, update-combo and remove). */
export async function cartAfterChange(context: CartContext) {
  const cart = await loadCart(context.db, context.owner, context.language);
  return { cart, cart_count: cart.carts.length };
}

export interface AddedToCart {
  cart_id: number;
  line_id: number;
  cart_count: number;
}

/**
 * Spec §7 add-to-cart, item form. A wholesaler never adds fewer than the item's `min_qty`
 * (spec §4: the larger of the asked quantity and min_qty); the same item again raises its line,
 * in one statement, up to CART_MAX_QUANTITY.
 */
export async function addItemToCart(
  context: CartContext,
  itemId: number,
  requested: number,
): Promise<AddedToCart> {
  const { db, owner } = context;
  const add = () =>
    addItemToOwnersCart(db, owner, {
      itemId,
      requested,
      wholesale: context.isWholesale,
      max: CART_MAX_QUANTITY,
    });
  let added = await add();
  // Another request was making this owner's cart at the same instant: it exists now.
  if (added === 'cart_being_made') added = await add();
  if (added === 'cart_being_made') throw new Error('cart neither made nor found');
  if (added === 'not_found') throw new NotFoundError();
  if (added === 'unavailable') throw new CartRuleError('item_unavailable');
  if (added === 'over_limit') throw quantityRangeError(context.language);
  return { cart_id: added.cartId, line_id: added.lineId, cart_count: added.cartCount };
}

/**
 * The picks of `comboId` checked against spec §5 (each category at least `qty` picks and at most
 * `max_qty`, only its own items, none taken off the menu) and attributed to their categories.
 */
async function checkPicks(
  db: Executor,
  language: Language,
  comboId: number,
  itemIds: readonly number[],
): Promise<ComboPick[]> {
  const offers = byComboStep(
    await listComboChoices(db, language, comboId),
    (row): ComboCategoryOffer & { items: Map<number, { isAvailable: boolean }> } => ({
      comboCategoryId: row.comboCategoryId,
      qty: row.qty,
      maxQty: row.maxQty,
      // The message reads "…for the category: {{category_name}}", as the combo modal says it.
      name: row.categoryName || row.title || '',
      items: new Map(),
    }),
    (offer, row) => offer.items.set(row.itemId, { isAvailable: row.isAvailable === true }),
  );
  const result = attributePicks(offers, itemIds);
  if (result.ok) return result.picks;
  const { problem } = result;
  switch (problem.kind) {
    case 'not_offered':
      throw new CartRuleError('pick_not_in_category');
    case 'unavailable':
      throw new CartRuleError('item_unavailable');
    case 'too_few':
      throw new CartRuleError('info_select_items', {
        qty: problem.qty,
        category_name: problem.categoryName,
      });
    case 'too_many':
      throw new CartRuleError('info_select_at_most', {
        qty: problem.maxQty,
        category_name: problem.categoryName,
      });
  }
}

async function assertComboOrderable(db: Executor, comboId: number): Promise<void> {
  const combo = await findComboForCart(db, comboId);
  if (!combo) throw new NotFoundError();
  if (!combo.isAvailable) throw new CartRuleError('combo_unavailable');
}

/**
 * Spec §7 add-to-cart, combo form: one more of the combo with these picks (`quantity` more when
 * an order is repeated). The same combo with exactly the same picks raises that line (as an item
 * does); other picks make a new line.
 */
export async function addComboToCart(
  context: CartContext,
  comboId: number,
  itemIds: readonly number[],
  quantity = 1,
): Promise<AddedToCart> {
  const { db, owner, language } = context;
  await assertComboOrderable(db, comboId);
  const picks = await checkPicks(db, language, comboId, itemIds);
  const cartId = await findOrCreateCart(db, owner);
  const lineId = await db.transaction(async (tx) => {
    // One combo change per cart at a time: two equal adds at once make one line of 2.
    await lockCart(tx, cartId);
    const same = await findSameComboLine(tx, cartId, comboId, picks);
    if (!same) return addComboLine(tx, cartId, comboId, picks, quantity);
    if (!(await addToLineQuantity(tx, same.id, quantity))) throw quantityRangeError(language);
    return same.id;
  });
  return { cart_id: cartId, line_id: lineId, cart_count: await countCartLines(db, owner) };
}

/**
 * Spec §7 update-cart: a line of the caller's own cart (anyone else's is "not found" and stays
 * as it was). A wholesaler's item line never goes below the item's min_qty (DESIGN §5).
 */
export async function updateLineQuantity(
  context: CartContext,
  lineId: number,
  quantity: number,
): Promise<void> {
  const { db, owner } = context;
  const line = await findOwnedLine(db, owner, lineId);
  if (!line) throw lineNotFound();
  if (context.isWholesale && line.minQty !== null && quantity < line.minQty) {
    throw new CartRuleError('below_min_qty', { min_qty: line.minQty });
  }
  if (!(await setOwnedLineQuantity(db, owner, lineId, quantity))) throw lineNotFound();
}

/** Spec §7 update-combo-cart: new picks for the caller's line of that combo, all or nothing. */
export async function updateComboLine(
  context: CartContext,
  lineId: number,
  comboId: number,
  itemIds: readonly number[],
): Promise<void> {
  const { db, owner, language } = context;
  const line = await findOwnedLine(db, owner, lineId);
  if (!line || line.comboId !== comboId) throw lineNotFound();
  await assertComboOrderable(db, comboId);
  const picks = await checkPicks(db, language, comboId, itemIds);
  await db.transaction(async (tx) => {
    await lockCart(tx, line.cartId);
    // Removed (or moved by a login merge) since it was read: nothing to update.
    const current = await findOwnedLine(tx, owner, lineId);
    if (!current || current.comboId !== comboId) throw lineNotFound();
    await replaceLinePicks(tx, lineId, picks);
  });
}

/** GET /remove-cart-item/{id}: removes a line of the caller's own cart only. */
export async function removeLine(context: CartContext, lineId: number): Promise<void> {
  if (!(await deleteOwnedLine(context.db, context.owner, lineId))) throw lineNotFound();
}

/** GET /combo-items/{comboId}: the combo and, per category, the items that can be picked. */
export async function comboChoices(db: Executor, language: Language, comboId: number) {
  const [combo, settings, rows] = await Promise.all([
    findComboHeader(db, language, comboId),
    findPricingSettings(db),
    listComboChoices(db, language, comboId),
  ]);
  if (!combo?.isAvailable) throw new NotFoundError();
  return {
    combo: toComboHeader(combo, toShopPricing(settings)),
    combo_items: toComboCategories(rows, toShopPricing(settings)),
  };
}
