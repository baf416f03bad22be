import { eq, inArray } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import {
  adminPaths,
  adminPromoCodesResponseSchema,
  cartChangeResponseSchema,
  cartPaths,
  cartResponseSchema,
  checkoutResponseSchema,
  formatDay,
  formatMoney,
  orderDetailsResponseSchema,
  orderPaths,
  reorderResponseSchema,
  toMinor,
  type AdminPromoCodeRequest,
  type Cart,
  type Language,
} from '@storefront/shared';
import { translateMessage, type MessageKey } from '@storefront/shared/messages';
import { carts, companySubscriptions, orders, promoCodes } from '../src/db/schema';
import { newCookieId, post, describeOnEachDatabase, login } from './helpers/accounts';
import { adminSession, send } from './helpers/admin';
import {
  addItem,
  availableItems,
  cartOf,
  checkoutCall,
  checkoutOk,
  newShopper,
  orderRow,
  shopperWithCart,
  subscribe,
  type Shopper,
} from './helpers/orders';
import { paySandboxOrder, SANDBOX_SECRET } from './helpers/payments';
import { answerOf, errorFields, failBody, okBody } from './helpers/test-app';

/** Orders are paid through the sandbox's signed notification, as the provider sends it. */
const paidThroughSandbox = { env: { SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET } };

/** Issue 16 item 3 (decision 065): promo codes, from the back office to the order. */
describeOnEachDatabase('promo codes', paidThroughSandbox, ({ app, db, places }, kind) => {
  let codeNumber = 0;
  const newCode = (label: string) => `${label.toUpperCase()}-${kind.toUpperCase()}-${++codeNumber}`;

  async function operator() {
    return (await adminSession(app(), db())).token;
  }

  /** A code made through the back office, as an operator would. */
  async function createCode(token: string, body: AdminPromoCodeRequest): Promise<number> {
    const answer = answerOf(
      await send(app(), 'POST', `/api${adminPaths.promoCodes}?language=en`, {
        token,
        payload: body,
      }),
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json as { responseData: { id: number } }).responseData.id;
  }

  const owner = (shopper: Shopper | string) =>
    typeof shopper === 'string'
      ? { body: { cookie_id: shopper }, token: {} }
      : {
          body: {},
          token: { token: shopper.token },
        };

  function apply(shopper: Shopper | string, code: string, language: Language = 'en') {
    const { body, token } = owner(shopper);
    return post(
      app(),
      `/api${cartPaths.applyPromoCode}`,
      { promo_code: code, language, ...body },
      token,
    );
  }

  async function applied(shopper: Shopper | string, code: string): Promise<Cart> {
    const answer = okBody(await apply(shopper, code), cartChangeResponseSchema);
    expect(answer.responseText).toBe(translateMessage('promo_applied', 'en'));
    return answer.responseData.cart;
  }

  /** The cart's figures hold together: what the shown prices add up to, less both discounts. */
  function expectConsistent(cart: Cart) {
    const minor = (value: number) => toMinor(value, cart.currency);
    expect(minor(cart.vat_exc_net) + minor(cart.vat_amount)).toBe(
      minor(cart.subtotal) - minor(cart.company_discount) - minor(cart.promo_discount),
    );
    expect(minor(cart.grand_total)).toBe(
      minor(cart.vat_exc_net) + minor(cart.vat_amount) + minor(cart.shipping_charge),
    );
  }

  /** The notice of a code taken off the cart (decision 093): which code, and why. */
  function droppedNotice(
    code: string,
    reason: MessageKey,
    language: Language,
    values: Record<string, string> = {},
  ): string {
    return translateMessage('promo_dropped', language, {
      code,
      reason: translateMessage(reason, language, values),
    });
  }

  it('operators create, list, edit and delete codes; others are refused', async () => {
    const token = await operator();
    const code = newCode('lunch');
    const id = await createCode(token, {
      code: ` ${code.toLowerCase()} `,
      kind: 'percent',
      percent_off: 15,
      min_order: '2.5',
      total_limit: 100,
    });
    const listed = okBody(
      answerOf(
        await send(app(), 'GET', `/api${adminPaths.promoCodes}?language=en&q=${code}`, { token }),
      ),
      adminPromoCodesResponseSchema,
    ).responseData;
    expect(listed.data).toEqual([
      expect.objectContaining({
        id,
        code,
        kind: 'percent',
        percent_off: 15,
        amount_off: null,
        min_order: 2.5,
        total_limit: 100,
        per_customer_limit: null,
        first_order_only: false,
        is_active: true,
        uses: 0,
      }),
    ]);

    // Refused, in the operator's language, and nothing stored.
    const refusals: [AdminPromoCodeRequest, number, string][] = [
      [{ code: 'x', kind: 'percent', percent_off: 10 }, 422, 'code'],
      [{ code: newCode('none'), kind: 'amount' }, 422, 'amount_off'],
      [{ code: newCode('pct'), kind: 'percent', percent_off: 120 }, 422, 'percent_off'],
      [
        {
          code: newCode('days'),
          kind: 'percent',
          percent_off: 5,
          starts_on: '2026-12-10',
          ends_on: '2026-12-01',
        },
        422,
        'ends_on',
      ],
      [{ code, kind: 'percent', percent_off: 5 }, 409, ''],
    ];
    for (const [body, status, field] of refusals) {
      const answer = answerOf(
        await send(app(), 'POST', `/api${adminPaths.promoCodes}?language=de`, {
          token,
          payload: { ...body, language: 'de' },
        }),
      );
      const error = failBody(answer, status);
      if (field) expect(errorFields(error)).toContain(field);
      else expect(error.responseText).toBe(translateMessage('duplicate_value', 'de'));
    }
    const stored = await db().select().from(promoCodes);
    expect(
      stored.filter((row) => row.code.startsWith('NONE') || row.code.startsWith('DAYS')),
    ).toEqual([]);

    // A customer and a guest reach nothing.
    const shopper = await newShopper(app(), places);
    expect(
      (
        await send(app(), 'GET', `/api${adminPaths.promoCodes}?language=en`, {
          token: shopper.token,
        })
      ).statusCode,
    ).toBe(403);
    expect((await send(app(), 'GET', `/api${adminPaths.promoCodes}?language=en`)).statusCode).toBe(
      401,
    );

    // A full edit, then a delete of a code no order carries.
    const edited = answerOf(
      await send(app(), 'PUT', `/api${adminPaths.promoCode(id)}?language=en`, {
        token,
        payload: { code, kind: 'amount', amount_off: 1, is_active: false },
      }),
    );
    expect(edited.status).toBe(200);
    const [row] = await db().select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row).toMatchObject({ amountMinor: 1000, percentBasisPoints: null, isActive: false });
    expect(
      (await send(app(), 'DELETE', `/api${adminPaths.promoCode(id)}?language=en`, { token }))
        .statusCode,
    ).toBe(200);
    expect(await db().select().from(promoCodes).where(eq(promoCodes.id, id))).toEqual([]);
  });

  it('prices the code in the cart after the company discount, and removes it', async () => {
    const token = await operator();
    const code = newCode('half');
    await createCode(token, { code, kind: 'percent', percent_off: 50 });
    const { shopper } = await shopperWithCart(app(), db(), places);
    await subscribe(db(), places.companyId, { discountBasisPoints: 1000 });
    // Other tests' customers work at the same company: their carts stay without the discount.
    onTestFinished(async () => {
      await db()
        .delete(companySubscriptions)
        .where(eq(companySubscriptions.companyId, places.companyId));
    });
    const before = await cartOf(app(), shopper);

    const cart = await applied(shopper, code.toLowerCase());
    const minor = (value: number) => toMinor(value, cart.currency);
    expect(cart.promo_code).toBe(code);
    expect(cart.promo_notice).toBeNull();
    // Half of what the company discount left.
    expect(minor(cart.promo_discount)).toBe(
      Math.round((minor(cart.subtotal) - minor(cart.company_discount)) / 2),
    );
    expect(minor(cart.grand_total)).toBeLessThan(minor(before.grand_total));
    expectConsistent(cart);

    const removed = okBody(
      await post(
        app(),
        `/api${cartPaths.removePromoCode}`,
        { language: 'en' },
        { token: shopper.token },
      ),
      cartChangeResponseSchema,
    );
    expect(removed.responseText).toBe(translateMessage('promo_removed', 'en'));
    expect(removed.responseData.cart).toMatchObject({ promo_code: null, promo_discount: 0 });
    expect(removed.responseData.cart.grand_total).toBe(before.grand_total);
  });

  it('refuses codes that do not apply, says why in the customer’s language, changes nothing', async () => {
    const token = await operator();
    const [itemId, otherItem] = await availableItems(db(), 2);
    if (itemId === undefined || otherItem === undefined) throw new Error('no items');
    const shopper = await newShopper(app(), places);
    const currency = (await cartOf(app(), shopper)).currency;

    const unknown = failBody(await apply(shopper, 'NO-SUCH-CODE', 'ka'), 422);
    expect(unknown.responseText).toBe(translateMessage('promo_unknown', 'ka'));
    const empty = failBody(await apply(shopper, '', 'fr'), 422);
    expect(empty.responseText).not.toBe('');
    const emptyCart = newCode('empty');
    await createCode(token, { code: emptyCart, kind: 'percent', percent_off: 10 });
    expect(failBody(await apply(shopper, emptyCart), 422).responseText).toBe(
      translateMessage('promo_cart_empty', 'en'),
    );

    await addItem(app(), shopper, itemId, 1);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const cases: [AdminPromoCodeRequest, string][] = [
      [
        { code: newCode('later'), kind: 'percent', percent_off: 10, starts_on: day(5) },
        'promo_not_started',
      ],
      [
        { code: newCode('gone'), kind: 'percent', percent_off: 10, ends_on: day(-2) },
        'promo_expired',
      ],
      [{ code: newCode('big'), kind: 'amount', amount_off: 1, min_order: 900 }, 'promo_min_order'],
      [
        { code: newCode('other'), kind: 'percent', percent_off: 10, item_ids: [otherItem] },
        'promo_not_applicable',
      ],
      [
        { code: newCode('off'), kind: 'percent', percent_off: 10, is_active: false },
        'promo_unknown',
      ],
    ];
    for (const [body, key] of cases) {
      await createCode(token, body);
      const refused = failBody(await apply(shopper, body.code as string, 'ae'), 422);
      const values: Record<string, string> =
        key === 'promo_min_order'
          ? { amount: formatMoney(900, 'ae', currency) }
          : key === 'promo_not_started'
            ? { date: formatDay(day(5), 'ae') }
            : {};
      expect(refused.responseText).toBe(translateMessage(key as MessageKey, 'ae', values));
    }
    const [cart] = await db().select().from(carts).where(eq(carts.userId, shopper.userId));
    expect(cart?.promoCodeId).toBeNull();

    // A code limited to the item in the cart applies to that line only.
    const only = newCode('only');
    await createCode(token, { code: only, kind: 'amount', amount_off: 100, item_ids: [itemId] });
    await addItem(app(), shopper, otherItem, 1);
    const priced = await applied(shopper, only);
    const line = priced.carts.find((entry) => entry.product?.id === itemId);
    expect(priced.promo_discount).toBe(line?.line_total);
    expectConsistent(priced);

    // Nobody puts a code on another customer's cart.
    const stranger = await newShopper(app(), places);
    const other = await post(
      app(),
      `/api${cartPaths.applyPromoCode}`,
      { promo_code: only, language: 'en', user_id: shopper.userId },
      { token: stranger.token },
    );
    expect(other.status).toBe(403);
  });

  it('keeps the code in the order, counts uses, and gives a use back when an order is cancelled', async () => {
    const token = await operator();
    const code = newCode('once');
    const promoId = await createCode(token, {
      code,
      kind: 'amount',
      amount_off: 0.5,
      per_customer_limit: 1,
      first_order_only: true,
    });
    const { shopper } = await shopperWithCart(app(), db(), places);
    const cart = await applied(shopper, code);
    const placed = await checkoutOk(app(), shopper);

    const row = await orderRow(db(), placed.order_id);
    expect(row).toMatchObject({ promoCodeId: promoId, promoCode: code, promoDiscountMinor: 500 });
    expect(row.totalMinor).toBe(toMinor(cart.grand_total, cart.currency));
    const details = okBody(
      await send(app(), 'GET', `/api${orderPaths.order(placed.order_id)}?language=en`, {
        token: shopper.token,
      }).then(answerOf),
      orderDetailsResponseSchema,
    ).responseData;
    expect(details).toMatchObject({ promo_code: code, promo_discount: 0.5 });

    // Marked paid behind the payment's back, so the cart still carries the code: it is now the
    // customer's use, and their first order. The next read takes it off and says why, once.
    await db().update(orders).set({ status: 'Processing' }).where(eq(orders.id, placed.order_id));
    const after = await cartOf(app(), shopper);
    expect(after).toMatchObject({ promo_code: null, promo_discount: 0 });
    expect(after.promo_notice).toBe(droppedNotice(code, 'promo_used_by_you', 'en'));
    expect((await cartOf(app(), shopper)).promo_notice).toBeNull();

    // A new customer may not use a first-order code after their first order either.
    const regular = await shopperWithCart(app(), db(), places);
    const first = await checkoutOk(app(), regular.shopper);
    await db().update(orders).set({ status: 'Completed' }).where(eq(orders.id, first.order_id));
    expect(failBody(await apply(regular.shopper, code), 422).responseText).toBe(
      translateMessage('promo_first_order_only', 'en'),
    );
    // The code's uses: one order; cancelled, the use comes back.
    const usesOf = async () =>
      okBody(
        answerOf(
          await send(app(), 'GET', `/api${adminPaths.promoCodes}?language=en&q=${code}`, { token }),
        ),
        adminPromoCodesResponseSchema,
      ).responseData.data[0]?.uses;
    expect(await usesOf()).toBe(1);
    expect(
      failBody(
        answerOf(
          await send(app(), 'DELETE', `/api${adminPaths.promoCode(promoId)}?language=en`, {
            token,
          }),
        ),
        409,
      ).responseText,
    ).toBe(translateMessage('in_use', 'en'));
    await db().update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, placed.order_id));
    expect(await usesOf()).toBe(0);
  });

  it('gives the last use to one of two checkouts racing for it', async () => {
    const token = await operator();
    const code = newCode('last');
    await createCode(token, { code, kind: 'percent', percent_off: 10, total_limit: 1 });
    const first = await shopperWithCart(app(), db(), places);
    const second = await shopperWithCart(app(), db(), places);
    await applied(first.shopper, code);
    await applied(second.shopper, code);

    const answers = await Promise.all([
      checkoutCall(app(), first.shopper),
      checkoutCall(app(), second.shopper),
    ]);
    // Both go to payment (decision 093): one order with the code, the other without it, and
    // that one's answer says why its total is higher.
    const placed = answers.map((answer) => okBody(answer, checkoutResponseSchema).responseData);
    expect(placed.map((answer) => answer.promo_notice).sort()).toEqual([
      droppedNotice(code, 'promo_used_up', 'en'),
      null,
    ]);
    const placedOrders = await db()
      .select()
      .from(orders)
      .where(inArray(orders.userId, [first.shopper.userId, second.shopper.userId]));
    expect(placedOrders.map((order) => order.promoCode).sort()).toEqual(['', code]);
    const without = placedOrders.find((order) => order.promoCode === '');
    expect(without).toMatchObject({ promoCodeId: null, promoDiscountMinor: 0 });
    const loser = without?.userId === first.shopper.userId ? first : second;
    const cart = await cartOf(app(), loser.shopper);
    expect(cart).toMatchObject({ promo_code: null, promo_notice: null });
    expect(toMinor(cart.grand_total, cart.currency)).toBe(without?.totalMinor);
  });

  it('takes the code off the cart once its order is paid: the cart that goes on and "Order again" carry none', async () => {
    const token = await operator();
    const code = newCode('paid');
    await createCode(token, { code, kind: 'percent', percent_off: 10, total_limit: 1 });
    const { shopper, itemId } = await shopperWithCart(app(), db(), places);
    const withCode = await applied(shopper, code);
    const placed = await checkoutOk(app(), shopper);
    expect(placed.promo_notice).toBeNull();
    // While the payment is under way the cart keeps it: a payment given up leaves it usable.
    expect((await cartOf(app(), shopper)).promo_code).toBe(code);
    const extra = (await availableItems(db(), 2)).find((id) => id !== itemId);
    if (extra === undefined) throw new Error('no second item');
    await addItem(app(), shopper, extra, 1);

    await paySandboxOrder(app(), db(), placed.order_id);
    expect(await orderRow(db(), placed.order_id)).toMatchObject({
      status: 'Processing',
      promoCode: code,
      promoDiscountMinor: toMinor(withCode.promo_discount, withCode.currency),
    });
    // What was added meanwhile stays, without the code, and nothing to be told.
    const after = await cartOf(app(), shopper);
    expect(after.carts.map((line) => line.product?.id)).toEqual([extra]);
    expect(after).toMatchObject({ promo_code: null, promo_discount: 0, promo_notice: null });

    const again = okBody(
      await post(
        app(),
        `/api${orderPaths.reorder(placed.order_id)}`,
        { language: 'en' },
        { token: shopper.token },
      ),
      reorderResponseSchema,
    );
    expect(again.responseData.added).toBe(2);
    const next = await cartOf(app(), shopper);
    expect(next.carts).toHaveLength(3);
    expect(next).toMatchObject({ promo_code: null, promo_discount: 0, promo_notice: null });
    const nextOrder = await checkoutOk(app(), shopper);
    expect(nextOrder.promo_notice).toBeNull();
    expect(await orderRow(db(), nextOrder.order_id)).toMatchObject({
      promoCodeId: null,
      promoCode: '',
      promoDiscountMinor: 0,
      totalMinor: toMinor(next.grand_total, next.currency),
    });
  });

  it('keeps a code the customer put on the cart after checkout when the order is paid', async () => {
    const token = await operator();
    const first = newCode('first');
    const later = newCode('later');
    await createCode(token, { code: first, kind: 'percent', percent_off: 10 });
    await createCode(token, { code: later, kind: 'percent', percent_off: 5 });
    const { shopper, itemId } = await shopperWithCart(app(), db(), places);
    await applied(shopper, first);
    const placed = await checkoutOk(app(), shopper);
    // More of the item while paying (the paid lines leave the cart), and the other code.
    await addItem(app(), shopper, itemId, 1);
    await applied(shopper, later);
    await paySandboxOrder(app(), db(), placed.order_id);
    expect((await orderRow(db(), placed.order_id)).promoCode).toBe(first);
    expect((await cartOf(app(), shopper)).promo_code).toBe(later);
  });

  it('takes a used-up code off another cart with a notice in the customer’s language, once; checkout goes to payment', async () => {
    const token = await operator();
    const code = newCode('used');
    await createCode(token, { code, kind: 'amount', amount_off: 1, total_limit: 1 });
    const winner = await shopperWithCart(app(), db(), places);
    const { shopper } = await shopperWithCart(app(), db(), places);
    const before = await cartOf(app(), shopper);
    await applied(winner.shopper, code);
    await applied(shopper, code);
    await paySandboxOrder(app(), db(), (await checkoutOk(app(), winner.shopper)).order_id);

    const read = okBody(
      await post(app(), `/api${cartPaths.cart}`, { language: 'ka' }, { token: shopper.token }),
      cartResponseSchema,
    ).responseData;
    expect(read.promo_notice).toBe(droppedNotice(code, 'promo_used_up', 'ka'));
    expect(read).toMatchObject({ promo_code: null, promo_discount: 0 });
    expect(read.grand_total).toBe(before.grand_total);
    const [stored] = await db().select().from(carts).where(eq(carts.userId, shopper.userId));
    expect(stored?.promoCodeId).toBeNull();
    // Said once: the next read has nothing to tell.
    expect((await cartOf(app(), shopper)).promo_notice).toBeNull();

    const placed = await checkoutOk(app(), shopper);
    expect(placed.paymentLink).not.toBe('');
    expect(placed.promo_notice).toBeNull();
    expect(await orderRow(db(), placed.order_id)).toMatchObject({
      promoCode: '',
      totalMinor: toMinor(before.grand_total, before.currency),
    });
  });

  it('takes a code off at checkout when it stopped applying since the cart was read, and says so', async () => {
    const token = await operator();
    const code = newCode('stop');
    const promoId = await createCode(token, { code, kind: 'percent', percent_off: 20 });
    const { shopper } = await shopperWithCart(app(), db(), places);
    const shown = await applied(shopper, code);
    expect(shown.promo_discount).toBeGreaterThan(0);
    // The operator switches it off while the customer looks at the checkout summary.
    await db().update(promoCodes).set({ isActive: false }).where(eq(promoCodes.id, promoId));

    const placed = okBody(
      await checkoutCall(app(), shopper, { language: 'fr' }),
      checkoutResponseSchema,
    ).responseData;
    expect(placed.promo_notice).toBe(droppedNotice(code, 'promo_withdrawn', 'fr'));
    const cart = await cartOf(app(), shopper);
    expect(cart).toMatchObject({ promo_code: null, promo_discount: 0, promo_notice: null });
    expect(await orderRow(db(), placed.order_id)).toMatchObject({
      promoCodeId: null,
      promoCode: '',
      promoDiscountMinor: 0,
      totalMinor: toMinor(cart.grand_total, cart.currency),
    });
    // Pay now again: the same order and payment, now without the code.
    const again = await checkoutOk(app(), shopper);
    expect(again).toMatchObject({ order_id: placed.order_id, promo_notice: null });
  });

  it('takes off a code that expired or fell below its minimum, saying why in the customer’s language', async () => {
    const token = await operator();
    const { shopper, itemId } = await shopperWithCart(app(), db(), places);
    const full = await cartOf(app(), shopper);

    const expiring = newCode('expiring');
    const expiringId = await createCode(token, {
      code: expiring,
      kind: 'percent',
      percent_off: 10,
    });
    await applied(shopper, expiring);
    await db()
      .update(promoCodes)
      .set({ endsOn: '2020-01-31' })
      .where(eq(promoCodes.id, expiringId));
    const expired = okBody(
      await post(app(), `/api${cartPaths.cart}`, { language: 'ae' }, { token: shopper.token }),
      cartResponseSchema,
    ).responseData;
    expect(expired.promo_notice).toBe(droppedNotice(expiring, 'promo_expired', 'ae'));
    expect(expired.promo_code).toBeNull();

    // A minimum the cart meets only with both of its items; one fewer and the code goes.
    const minimum = newCode('minimum');
    await createCode(token, {
      code: minimum,
      kind: 'percent',
      percent_off: 10,
      min_order: full.subtotal,
    });
    await applied(shopper, minimum);
    const line = full.carts.find((entry) => entry.product?.id === itemId);
    if (!line) throw new Error('no item line');
    const lowered = okBody(
      await post(
        app(),
        `/api${cartPaths.updateCart}`,
        { cart_id: line.id, quantity: 1, language: 'de' },
        { token: shopper.token },
      ),
      cartChangeResponseSchema,
    ).responseData.cart;
    expect(lowered.promo_notice).toBe(
      droppedNotice(minimum, 'promo_min_order', 'de', {
        amount: formatMoney(full.subtotal, 'de', full.currency),
      }),
    );
    expect(lowered).toMatchObject({ promo_code: null, promo_discount: 0 });
    expectConsistent(lowered);
  });

  it('lets a guest apply a code that follows the cart into the account at login', async () => {
    const token = await operator();
    const code = newCode('guest');
    await createCode(token, { code, kind: 'percent', percent_off: 20 });
    const cookieId = newCookieId();
    const [itemId] = await availableItems(db(), 1);
    const added = await post(app(), '/api/add-to-cart', {
      product_id: itemId,
      quantity: 2,
      language: 'en',
      cookie_id: cookieId,
    });
    expect(added.status).toBe(200);
    const guestCart = await applied(cookieId, code);
    expect(guestCart.promo_discount).toBeGreaterThan(0);

    const shopper = await newShopper(app(), places);
    await login(app(), shopper.email, undefined, { cookie_id: cookieId });
    const cart = await cartOf(app(), shopper);
    expect(cart.promo_code).toBe(code);
    expect(cart.promo_discount).toBe(guestCart.promo_discount);
  });
});
