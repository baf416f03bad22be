import { eq, inArray } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import {
  adminPaths,
  adminPromoCodesResponseSchema,
  cartChangeResponseSchema,
  cartPaths,
  formatDay,
  formatMoney,
  orderDetailsResponseSchema,
  orderPaths,
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
import { answerOf, errorFields, failBody, okBody } from './helpers/test-app';

/** Issue 16 item 3 (decision 065): promo codes, from the back office to the order. */
describeOnEachDatabase('promo codes', ({ app, db, places }, kind) => {
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

    // Paid: it is now the customer's use, and their first order.
    await db().update(orders).set({ status: 'Processing' }).where(eq(orders.id, placed.order_id));
    const after = await cartOf(app(), shopper);
    expect(after.promo_discount).toBe(0);
    expect(after.promo_notice).toBe(translateMessage('promo_used_by_you', 'en'));
    expect(failBody(await checkoutCall(app(), shopper), 422).responseText).toBe(
      translateMessage('promo_used_by_you', 'en'),
    );

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
    expect((await cartOf(app(), shopper)).promo_notice).toBeNull();
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
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(failBody(refused!, 422).responseText).toBe(translateMessage('promo_used_up', 'en'));
    const withCode = await db()
      .select()
      .from(orders)
      .where(inArray(orders.userId, [first.shopper.userId, second.shopper.userId]));
    expect(withCode.filter((order) => order.promoCode === code)).toHaveLength(1);
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
