import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  cartLinePicks,
  cartLines,
  comboCategories,
  comboCategoryItems,
  items,
} from '../../src/db/schema';
import {
  addComboLine,
  addItemLine,
  findOrCreateCart,
  type CartOwner,
  type ComboPick,
} from '../../src/modules/cart/cart.repository';

/** Two menu items and a combo with a valid and another valid set of picks. */
export async function demoCartGoods(db: Database) {
  const itemRows = await db.select({ id: items.id }).from(items).orderBy(asc(items.id)).limit(2);
  const [firstItem, secondItem] = itemRows;
  const [step] = await db
    .select({ id: comboCategories.id, comboId: comboCategories.comboId })
    .from(comboCategories)
    .orderBy(asc(comboCategories.id))
    .limit(1);
  if (!firstItem || !secondItem || !step) throw new Error('the demo shop lacks items or combos');
  const choices = await db
    .select({ itemId: comboCategoryItems.itemId })
    .from(comboCategoryItems)
    .where(eq(comboCategoryItems.comboCategoryId, step.id))
    .orderBy(asc(comboCategoryItems.itemId))
    .limit(2);
  const [choiceA, choiceB] = choices;
  if (!choiceA || !choiceB) throw new Error('the first combo step offers fewer than two items');
  const picksA: ComboPick[] = [{ comboCategoryId: step.id, itemId: choiceA.itemId }];
  const picksB: ComboPick[] = [{ comboCategoryId: step.id, itemId: choiceB.itemId }];
  return { itemA: firstItem.id, itemB: secondItem.id, comboId: step.comboId, picksA, picksB };
}

/** A line to put in a cart: a menu item, or a combo with its picks. */
export type CartLineInput =
  { itemId: number; quantity: number } | { comboId: number; picks: ComboPick[]; quantity: number };

/** The owner's cart (made when missing) with `lines` added in turn through the repository. */
export async function cartWith(
  db: Database,
  owner: CartOwner,
  lines: CartLineInput[],
): Promise<number> {
  const cartId = await findOrCreateCart(db, owner);
  for (const line of lines) {
    if ('itemId' in line) await addItemLine(db, cartId, line.itemId, line.quantity);
    else await addComboLine(db, cartId, line.comboId, line.picks, line.quantity);
  }
  return cartId;
}

/**
 * A cart's lines with their picks, in a comparable form: item lines first (by item), then combo
 * lines (by combo, then picks), whatever order they were made in.
 */
export async function cartContents(db: Database, cartId: number) {
  const contents = await lines(db, cartId);
  const pad = (value: number | null) => String(value ?? 0).padStart(10, '0');
  const key = (line: (typeof contents)[number]) =>
    [
      line.comboId === null ? 0 : 1,
      pad(line.itemId),
      pad(line.comboId),
      JSON.stringify(line.picks),
      pad(line.quantity),
    ].join('|');
  return contents.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

async function lines(db: Database, cartId: number) {
  const rows = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
  return Promise.all(
    rows.map(async (line) => {
      const picks = await db
        .select({ comboCategoryId: cartLinePicks.comboCategoryId, itemId: cartLinePicks.itemId })
        .from(cartLinePicks)
        .where(eq(cartLinePicks.cartLineId, line.id))
        .orderBy(asc(cartLinePicks.comboCategoryId), asc(cartLinePicks.itemId));
      return {
        itemId: line.itemId,
        comboId: line.comboId,
        quantity: line.quantity,
        picks,
      };
    }),
  );
}
