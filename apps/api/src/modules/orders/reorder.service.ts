import type { ReorderAnswer } from '@storefront/shared';
import { AppError } from '../../platform/errors';
import { CartRuleError } from '../cart/cart.owner';
import { addComboToCart, addItemToCart, cartCount, type CartContext } from '../cart/cart.service';
import { listLinesOf, listPicksOf } from './orders.repository';
import { ownOrder } from './orders.service';

/**
 * POST /orders/{id}/reorder (issue 16 item 2): each line of the caller's order goes back in the
 * caller's cart through the cart's own rules (availability, a combo's picks per category, the
 * wholesaler's minimum, the quantity limit), so it is priced today like anything else in the
 * cart. A line those rules refuse (taken off the menu, a pick no longer offered, the limit
 * reached) is left out and named; the rest is added. Nothing addable is a 422 and changes nothing.
 */
export async function reorder(
  context: CartContext,
  callerId: number,
  orderId: number,
): Promise<ReorderAnswer> {
  // The order's customer or the colleague it was for, as for its details; anyone else: 404.
  await ownOrder(context.db, callerId, orderId);
  const lines = await listLinesOf(context.db, [orderId]);
  const picks = await listPicksOf(
    context.db,
    lines.filter((line) => line.isCombo).map((line) => line.id),
  );
  let added = 0;
  const skipped: string[] = [];
  for (const line of lines) {
    try {
      if (line.isCombo) {
        const itemIds = picks
          .filter((pick) => pick.orderLineId === line.id)
          .map((pick) => pick.itemId);
        // A combo or a pick deleted since keeps its name in the order but nothing to add.
        if (line.comboId === null) throw new CartRuleError('combo_unavailable');
        if (itemIds.includes(null)) throw new CartRuleError('item_unavailable');
        await addComboToCart(context, line.comboId, itemIds as number[], line.quantity);
      } else {
        if (line.itemId === null) throw new CartRuleError('item_unavailable');
        await addItemToCart(context, line.itemId, line.quantity);
      }
      added += 1;
    } catch (error) {
      // A cart rule's refusal (4xx) skips the line; anything else is a fault and propagates.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      skipped.push(line.name);
    }
  }
  if (added === 0) throw new CartRuleError('reorder_nothing');
  return {
    added,
    skipped,
    cart_count: await cartCount(context.db, context.owner),
  };
}
