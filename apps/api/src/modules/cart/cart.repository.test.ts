import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, users } from '../../db/schema';
import { cartContents, demoCartGoods } from '../../../test/helpers/cart';
import { databaseKinds, useTestDatabase } from '../../../test/helpers/test-app';
import {
  addComboLine,
  addItemLine,
  findCartId,
  findOrCreateCart,
  mergeGuestCart,
} from './cart.repository';

describe.each(databaseKinds)('cart storage on %s', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database.current.handle.db;
  const cookie = () => randomBytes(16).toString('hex');
  async function newUser() {
    const [row] = await db()
      .insert(users)
      .values({ firstName: 'Cart', email: `cart-${cookie()}@example.com` })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  }

  it('makes one cart per owner, also when two first adds race', async () => {
    const cookieId = cookie();
    expect(await findCartId(db(), { cookieId })).toBeUndefined();
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => findOrCreateCart(db(), { cookieId })),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await findCartId(db(), { cookieId })).toBe(ids[0]);
    const userId = await newUser();
    const userCart = await findOrCreateCart(db(), { userId });
    expect(userCart).not.toBe(ids[0]);
    expect(await findOrCreateCart(db(), { userId })).toBe(userCart);
  });

  it('keeps one line per menu item, adding quantities', async () => {
    const goods = await demoCartGoods(db());
    const cartId = await findOrCreateCart(db(), { cookieId: cookie() });
    const first = await addItemLine(db(), cartId, goods.itemA, 1);
    const second = await addItemLine(db(), cartId, goods.itemA, 2);
    expect(second).toBe(first);
    expect(await cartContents(db(), cartId)).toEqual([
      { itemId: goods.itemA, comboId: null, quantity: 3, picks: [] },
    ]);
  });

  it('merges a guest cart: items summed, equal combos summed, other combos moved, guest cart deleted', async () => {
    const goods = await demoCartGoods(db());
    const userId = await newUser();
    const userCart = await findOrCreateCart(db(), { userId });
    await addItemLine(db(), userCart, goods.itemA, 2);
    await addComboLine(db(), userCart, goods.comboId, goods.picksA, 1);

    const cookieId = cookie();
    const guestCart = await findOrCreateCart(db(), { cookieId });
    await addItemLine(db(), guestCart, goods.itemA, 5);
    await addItemLine(db(), guestCart, goods.itemB, 1);
    await addComboLine(db(), guestCart, goods.comboId, goods.picksA, 2);
    await addComboLine(db(), guestCart, goods.comboId, goods.picksB, 1);
    // A combo with the same picks twice in the guest cart ends up as one line too.
    await addComboLine(db(), guestCart, goods.comboId, goods.picksB, 1);

    await mergeGuestCart(db(), cookieId, userId);

    expect(await findCartId(db(), { cookieId })).toBeUndefined();
    expect(await db().select().from(carts).where(eq(carts.id, guestCart))).toEqual([]);
    expect(await cartContents(db(), userCart)).toEqual([
      { itemId: goods.itemA, comboId: null, quantity: 7, picks: [] },
      { itemId: goods.itemB, comboId: null, quantity: 1, picks: [] },
      { itemId: null, comboId: goods.comboId, quantity: 3, picks: goods.picksA },
      { itemId: null, comboId: goods.comboId, quantity: 2, picks: goods.picksB },
    ]);
  });

  it('turns a guest cart into the user’s when the user has none', async () => {
    const goods = await demoCartGoods(db());
    const userId = await newUser();
    const cookieId = cookie();
    const guestCart = await findOrCreateCart(db(), { cookieId });
    await addComboLine(db(), guestCart, goods.comboId, goods.picksA, 1);
    await mergeGuestCart(db(), cookieId, userId);
    const userCart = await findCartId(db(), { userId });
    expect(await cartContents(db(), userCart ?? 0)).toEqual([
      { itemId: null, comboId: goods.comboId, quantity: 1, picks: goods.picksA },
    ]);
  });

  it('does nothing for a cookie without cart, and merges once when two logins race', async () => {
    const goods = await demoCartGoods(db());
    const userId = await newUser();
    await mergeGuestCart(db(), cookie(), userId);
    expect(await findCartId(db(), { userId })).toBeUndefined();

    const cookieId = cookie();
    const guestCart = await findOrCreateCart(db(), { cookieId });
    await addItemLine(db(), guestCart, goods.itemA, 2);
    await Promise.all([
      mergeGuestCart(db(), cookieId, userId),
      mergeGuestCart(db(), cookieId, userId),
    ]);
    expect(await cartContents(db(), (await findCartId(db(), { userId })) ?? 0)).toEqual([
      { itemId: goods.itemA, comboId: null, quantity: 2, picks: [] },
    ]);
  });
});
