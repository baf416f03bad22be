import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderPaths, reorderResponseSchema, toMinor, type Language } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { combos, items } from '../src/db/schema';
import { describeOnEachDatabase, get, post } from './helpers/accounts';
import {
  addItem,
  availableItems,
  cartOf,
  checkoutOk,
  newShopper,
  shopperWithCart,
  type Shopper,
} from './helpers/orders';
import { failBody, okBody } from './helpers/test-app';

/** Issue 16 item 2: POST /api/orders/{id}/reorder. */
describeOnEachDatabase('reorder', ({ app, db, places }) => {
  const reorderCall = (shopper: Shopper | undefined, orderId: number, language: Language = 'en') =>
    post(
      app(),
      `/api${orderPaths.reorder(orderId)}`,
      { language },
      shopper ? { token: shopper.token } : {},
    );

  /** Empties the shopper's cart through the storefront's own call. */
  async function emptyCart(shopper: Shopper) {
    for (const line of (await cartOf(app(), shopper)).carts) {
      const answer = await get(
        app(),
        `/api/remove-cart-item/${line.id}?language=en`,
        shopper.token,
      );
      expect(answer.status).toBe(200);
    }
  }

  const setItem = (id: number, values: Partial<typeof items.$inferInsert>) =>
    db().update(items).set(values).where(eq(items.id, id));

  it('puts the lines and combo picks back at today’s prices; others and guests are refused', async () => {
    const { shopper, combo, itemId } = await shopperWithCart(app(), db(), places);
    const ordered = await cartOf(app(), shopper);
    const order = await checkoutOk(app(), shopper);
    await emptyCart(shopper);

    // Someone else, and a guest, reach nothing; the other customer's cart stays empty.
    const stranger = await newShopper(app(), places);
    const refused = failBody(await reorderCall(stranger, order.order_id), 404);
    expect(refused.responseText).toBe(translateMessage('order_not_found', 'en'));
    expect((await cartOf(app(), stranger)).carts).toEqual([]);
    failBody(await reorderCall(undefined, order.order_id), 401);
    failBody(await reorderCall(shopper, 999_999_999), 404);

    // The item costs more today: the cart prices it today, not as the order did.
    const [before] = await db().select().from(items).where(eq(items.id, itemId));
    if (!before) throw new Error('no item');
    await setItem(itemId, { priceMinor: before.priceMinor + 100 });
    try {
      const answer = okBody(await reorderCall(shopper, order.order_id), reorderResponseSchema);
      expect(answer.responseText).toBe(translateMessage('reorder_added', 'en'));
      expect(answer.responseData).toEqual({ added: 2, skipped: [], cart_count: 2 });

      const cart = await cartOf(app(), shopper);
      const comboLine = cart.carts.find((line) => line.is_combo === 1);
      expect(comboLine?.combo?.id).toBe(combo.comboId);
      expect(comboLine?.quantity).toBe(1);
      expect([...(comboLine?.selected_combo_items ?? [])].sort()).toEqual([...combo.picks].sort());
      const itemLine = cart.carts.find((line) => line.product?.id === itemId);
      expect(itemLine?.quantity).toBe(2);
      expect(toMinor(itemLine?.unit_price ?? 0, cart.currency)).toBe(before.priceMinor + 100);
      const orderedItem = ordered.carts.find((line) => line.product?.id === itemId);
      expect(toMinor(orderedItem?.unit_price ?? 0, cart.currency)).toBe(before.priceMinor);
    } finally {
      await setItem(itemId, { priceMinor: before.priceMinor });
    }
  });

  it('leaves out what is off the menu and names it; nothing orderable is a 422 that changes nothing', async () => {
    const { shopper, combo, itemId: kept } = await shopperWithCart(app(), db(), places);
    // An item that is neither in the combo's picks nor the kept line goes off the menu.
    const itemId = (await availableItems(db(), 40)).find(
      (id) => id !== kept && !combo.picks.includes(id),
    );
    if (itemId === undefined) throw new Error('no spare item');
    await addItem(app(), shopper, itemId);
    const order = await checkoutOk(app(), shopper);
    const itemName = (await cartOf(app(), shopper)).carts.find(
      (line) => line.product?.id === itemId,
    )?.product?.item_name;
    await emptyCart(shopper);

    await setItem(itemId, { isAvailable: false });
    try {
      const partly = okBody(
        await reorderCall(shopper, order.order_id, 'fr'),
        reorderResponseSchema,
      );
      expect(partly.responseData.added).toBe(2);
      expect(partly.responseData.skipped).toEqual([itemName]);
      expect(partly.responseText).toBe(
        translateMessage('reorder_added_except', 'fr', { names: itemName ?? '' }),
      );
      // Twice: the same combo with the same picks raises its line, as adding it again does.
      okBody(await reorderCall(shopper, order.order_id), reorderResponseSchema);
      const cart = await cartOf(app(), shopper);
      expect(cart.carts.map((line) => [line.combo?.id ?? line.product?.id, line.quantity])).toEqual(
        [
          [combo.comboId, 2],
          [kept, 4],
        ],
      );

      await db().update(combos).set({ isAvailable: false }).where(eq(combos.id, combo.comboId));
      await setItem(kept, { isAvailable: false });
      const nothing = failBody(await reorderCall(shopper, order.order_id, 'ae'), 422);
      expect(nothing.responseText).toBe(translateMessage('reorder_nothing', 'ae'));
      expect((await cartOf(app(), shopper)).carts.map((line) => line.quantity)).toEqual([2, 4]);
    } finally {
      await setItem(itemId, { isAvailable: true });
      await setItem(kept, { isAvailable: true });
      await db().update(combos).set({ isAvailable: true }).where(eq(combos.id, combo.comboId));
    }
  });
});
