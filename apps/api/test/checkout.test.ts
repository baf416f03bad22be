import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartResponseSchema, colleaguesResponseSchema, toMinor } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import {
  comboCategories,
  items,
  orderLinePicks,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  users,
} from '../src/db/schema';
import { describeOnEachDatabase, get, post } from './helpers/accounts';
import {
  addCombo,
  addItem,
  availableItems,
  cartOf,
  checkoutCall,
  checkoutOk,
  comboWithPicks,
  newShopper,
  orderRow,
  paymentOf,
  shopperWithCart,
  subscribe,
} from './helpers/orders';
import { failBody, okBody, PUBLIC_URL } from './helpers/test-app';

describeOnEachDatabase('POST /api/checkout', { env: { PUBLIC_URL } }, ({ app, db, places }) => {
  async function ordersOf(userId: number) {
    return db().select().from(orders).where(eq(orders.userId, userId));
  }

  describe('rules', () => {
    it('needs login: 401 "Please Login to continue"', async () => {
      const body = failBody(await checkoutCall(app(), undefined), 401);
      expect(body.responseText).toBe(translateMessage('error_login_to_continue', 'en'));
    });

    it('refuses an empty cart (never filled, or emptied) and makes no order', async () => {
      const shopper = await newShopper(app(), places);
      const never = failBody(await checkoutCall(app(), shopper), 422);
      expect(never.responseText).toBe(translateMessage('cart_empty_checkout', 'en'));
      const [itemId] = await availableItems(db(), 1);
      await addItem(app(), shopper, itemId ?? 0);
      const [line] = (await cartOf(app(), shopper)).carts;
      await get(app(), `/api/remove-cart-item/${line?.id}?language=en`, shopper.token);
      expect((await cartOf(app(), shopper)).carts).toHaveLength(0);
      failBody(await checkoutCall(app(), shopper), 422);
      expect(await ordersOf(shopper.userId)).toHaveLength(0);
    });

    it('refuses a cart without a combo: "Please add a combo to proceed" (spec §5)', async () => {
      const shopper = await newShopper(app(), places);
      for (const itemId of await availableItems(db(), 2)) await addItem(app(), shopper, itemId);
      const body = failBody(await checkoutCall(app(), shopper, { language: 'fr' }), 422);
      expect(body.responseText).toBe(translateMessage('error_add_combo', 'fr'));
      expect(await ordersOf(shopper.userId)).toHaveLength(0);
    });

    it('refuses a cart with a line that can no longer be ordered', async () => {
      const { shopper, itemId } = await shopperWithCart(app(), db(), places);
      await db().update(items).set({ isAvailable: false }).where(eq(items.id, itemId));
      try {
        const body = failBody(await checkoutCall(app(), shopper), 422);
        expect(body.responseText).toBe(translateMessage('cart_has_unavailable', 'en'));
      } finally {
        await db().update(items).set({ isAvailable: true }).where(eq(items.id, itemId));
      }
      expect(await ordersOf(shopper.userId)).toHaveLength(0);
    });

    it('refuses a combo line whose steps changed since it was chosen (issue 7), until chosen again', async () => {
      const { shopper, combo } = await shopperWithCart(app(), db(), places);
      // A new step the line has no pick for: the line must be chosen again, not charged as is.
      const [step] = await db()
        .select()
        .from(comboCategories)
        .where(eq(comboCategories.comboId, combo.comboId))
        .limit(1);
      if (!step) throw new Error('the combo has no step');
      const [added] = await db()
        .insert(comboCategories)
        .values({
          comboId: combo.comboId,
          categoryId: step.categoryId,
          qty: 1,
          maxQty: 1,
          sortOrder: 99,
        })
        .returning({ id: comboCategories.id });
      try {
        const body = failBody(await checkoutCall(app(), shopper), 422);
        expect(body.responseText).toBe(translateMessage('cart_has_unavailable', 'en'));
        expect(await ordersOf(shopper.userId)).toHaveLength(0);
      } finally {
        await db()
          .delete(comboCategories)
          .where(eq(comboCategories.id, added?.id ?? 0));
      }
      await checkoutOk(app(), shopper);
    });
  });

  describe('the order', () => {
    it('is Pending with a snapshot equal to the cart and an open payment at the sandbox', async () => {
      const { shopper } = await shopperWithCart(app(), db(), places);
      const cart = await cartOf(app(), shopper);
      const created = await checkoutOk(app(), shopper);
      expect(created.reference).toMatch(/^SF-[A-HJ-NP-Z2-9]{6}$/);
      expect(created.paymentLink).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/payments/sandbox/sbx_[A-Za-z0-9_-]+$`),
      );

      const order = await orderRow(db(), created.order_id);
      const minor = (major: number) => toMinor(major, cart.currency);
      expect(order).toMatchObject({
        status: 'Pending',
        userId: shopper.userId,
        orderedForUserId: shopper.userId,
        currency: cart.currency,
        subtotalMinor: minor(cart.subtotal),
        discountMinor: minor(cart.company_discount),
        vatExcNetMinor: minor(cart.vat_exc_net),
        vatMinor: minor(cart.vat_amount),
        shippingMinor: minor(cart.shipping_charge),
        totalMinor: minor(cart.grand_total),
        vatRateBasisPoints: Math.round(cart.vat_rate * 100),
      });
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines).toHaveLength(cart.carts.length);
      for (const cartLine of cart.carts) {
        const line = lines.find((candidate) => candidate.cartLineId === cartLine.id);
        expect(line).toMatchObject({
          isCombo: cartLine.is_combo === 1,
          quantity: cartLine.quantity,
          unitPriceMinor: minor(cartLine.unit_price),
          lineTotalMinor: minor(cartLine.line_total),
          name: cartLine.combo?.title ?? cartLine.product?.item_name,
        });
        const picks = await db()
          .select()
          .from(orderLinePicks)
          .where(eq(orderLinePicks.orderLineId, line?.id ?? 0));
        expect(picks.map((pick) => pick.itemId).sort()).toEqual(
          [...cartLine.selected_combo_items].sort(),
        );
      }

      const payment = await paymentOf(db(), order.id);
      expect(payment).toMatchObject({
        provider: 'sandbox',
        status: 'open',
        amountMinor: order.totalMinor,
        currency: order.currency,
        paymentUrl: created.paymentLink,
      });
      const minutes = (payment.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(28);
      expect(minutes).toBeLessThanOrEqual(30);
      const history = await db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id));
      expect(history).toEqual([
        expect.objectContaining({ fromStatus: null, toStatus: 'Pending', actor: 'customer' }),
      ]);
      // Checkout does not empty the cart: the payment does (DESIGN §6).
      expect((await cartOf(app(), shopper)).carts).toHaveLength(cart.carts.length);
    });

    it('names lines in the order’s language', async () => {
      const { shopper } = await shopperWithCart(app(), db(), places);
      const created = await checkoutOk(app(), shopper, { language: 'fr' });
      const order = await orderRow(db(), created.order_id);
      expect(order.language).toBe('fr');
      const frCart = okBody(
        await post(app(), '/api/cart', { language: 'fr' }, { token: shopper.token }),
        cartResponseSchema,
      ).responseData;
      const names = (await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)))
        .map((line) => line.name)
        .sort();
      expect(names).toEqual(
        frCart.carts.map((line) => line.combo?.title ?? line.product?.item_name ?? '').sort(),
      );
    });

    it('a second checkout of the unchanged cart answers the same payment link (one order)', async () => {
      const { shopper } = await shopperWithCart(app(), db(), places);
      const first = await checkoutOk(app(), shopper);
      const second = await checkoutOk(app(), shopper);
      expect(second).toEqual(first);
      expect(await ordersOf(shopper.userId)).toHaveLength(1);
    });

    it('two checkouts at once make one payable order', async () => {
      const { shopper } = await shopperWithCart(app(), db(), places);
      const [a, b] = await Promise.all([checkoutOk(app(), shopper), checkoutOk(app(), shopper)]);
      expect(a).toEqual(b);
      expect(await ordersOf(shopper.userId)).toHaveLength(1);
    });

    it('after the cart changed, the old order is cancelled and a new one made', async () => {
      const { shopper, itemId } = await shopperWithCart(app(), db(), places);
      const first = await checkoutOk(app(), shopper);
      await addItem(app(), shopper, itemId, 1);
      const second = await checkoutOk(app(), shopper);
      expect(second.order_id).not.toBe(first.order_id);
      expect(second.paymentLink).not.toBe(first.paymentLink);
      const old = await orderRow(db(), first.order_id);
      expect(old.status).toBe('Cancelled');
      expect(old.cancelReason).toBe('superseded by a new checkout');
      expect((await paymentOf(db(), first.order_id)).status).toBe('cancelled');
      expect((await orderRow(db(), second.order_id)).status).toBe('Pending');
      const pending = (await ordersOf(shopper.userId)).filter((o) => o.status === 'Pending');
      expect(pending).toHaveLength(1);
    });

    it('a pending order whose payment expired is cancelled, and checkout makes a new one', async () => {
      const { shopper } = await shopperWithCart(app(), db(), places);
      const first = await checkoutOk(app(), shopper);
      const payment = await paymentOf(db(), first.order_id);
      await db()
        .update(payments)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(payments.id, payment.id));
      const second = await checkoutOk(app(), shopper);
      expect(second.order_id).not.toBe(first.order_id);
      const old = await orderRow(db(), first.order_id);
      expect(old).toMatchObject({ status: 'Cancelled', cancelReason: 'payment expired' });
      expect((await paymentOf(db(), first.order_id)).status).toBe('expired');
    });
  });

  describe('ordering for a colleague (spec §1)', () => {
    /** Two users moved to a company of their own, so its subscription touches no other test. */
    async function colleagues(companyId: number) {
      const a = await newShopper(app(), places);
      const b = await newShopper(app(), places);
      await db().update(users).set({ companyId }).where(eq(users.id, a.userId));
      await db().update(users).set({ companyId }).where(eq(users.id, b.userId));
      return { a, b };
    }
    async function fillCart(shopper: Awaited<ReturnType<typeof newShopper>>) {
      await addCombo(app(), shopper, await comboWithPicks(app(), db(), shopper.token));
    }

    it('is refused without an active subscription (none, future, ended)', async () => {
      const { a, b } = await colleagues(places.otherBuildingCompanyId);
      await fillCart(a);
      const refused = failBody(
        await checkoutCall(app(), a, { ordered_for_user_id: b.userId }),
        403,
      );
      expect(refused.responseText).toBe(translateMessage('order_for_not_allowed', 'en'));
      const list = okBody(
        await get(app(), '/api/colleagues?language=en', a.token),
        colleaguesResponseSchema,
      );
      expect(list.responseData).toEqual({ can_order_for_others: false, colleagues: [] });

      await subscribe(db(), places.otherBuildingCompanyId, { startsInDays: 1, endsInDays: 30 });
      await subscribe(db(), places.otherBuildingCompanyId, { startsInDays: -30, endsInDays: -1 });
      failBody(await checkoutCall(app(), a, { ordered_for_user_id: b.userId }), 403);
      // Ordering for oneself is always fine, and so is naming oneself.
      const own = await checkoutOk(app(), a, { ordered_for_user_id: a.userId });
      expect((await orderRow(db(), own.order_id)).orderedForUserId).toBe(a.userId);
    });

    it('is allowed for the same company while its subscription is active', async () => {
      const { a, b } = await colleagues(places.companyId);
      const outsider = await newShopper(app(), places);
      await db()
        .update(users)
        .set({ companyId: places.otherBuildingCompanyId })
        .where(eq(users.id, outsider.userId));
      await subscribe(db(), places.companyId, { discountBasisPoints: 0 });
      await fillCart(a);

      failBody(await checkoutCall(app(), a, { ordered_for_user_id: outsider.userId }), 403);
      failBody(await checkoutCall(app(), a, { ordered_for_user_id: 999_999 }), 403);
      const created = await checkoutOk(app(), a, { ordered_for_user_id: b.userId });
      const order = await orderRow(db(), created.order_id);
      expect(order).toMatchObject({ userId: a.userId, orderedForUserId: b.userId });

      const list = okBody(
        await get(app(), '/api/colleagues?language=en', a.token),
        colleaguesResponseSchema,
      );
      expect(list.responseData.can_order_for_others).toBe(true);
      const ids = list.responseData.colleagues.map((colleague) => colleague.id);
      expect(ids).toContain(b.userId);
      expect(ids).not.toContain(a.userId);
      expect(ids).not.toContain(outsider.userId);
    });

    it('the subscription’s discount prices the cart and the order (DESIGN §5)', async () => {
      const { a } = await colleagues(
        places.sameCountryOtherCityId > 0 ? places.otherBuildingCompanyId : 0,
      );
      // A company of its own for this test: a fresh subscription with a 15 % discount.
      const [row] = await db()
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.id, a.userId));
      expect(row?.companyId).toBe(places.otherBuildingCompanyId);
      await subscribe(db(), places.otherBuildingCompanyId, { discountBasisPoints: 1500 });
      await fillCart(a);
      const cart = await cartOf(app(), a);
      expect(cart.company_discount).toBeGreaterThan(0);
      expect(toMinor(cart.company_discount, cart.currency)).toBe(
        Math.floor((toMinor(cart.subtotal, cart.currency) * 1500 + 5000) / 10000),
      );
      const created = await checkoutOk(app(), a);
      const order = await orderRow(db(), created.order_id);
      expect(order.discountMinor).toBe(toMinor(cart.company_discount, cart.currency));
      expect(order.totalMinor).toBe(toMinor(cart.grand_total, cart.currency));
    });
  });
});
