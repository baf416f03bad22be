import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addToCartResponseSchema,
  cartChangeResponseSchema,
  cartCountResponseSchema,
  cartResponseSchema,
  comboItemsResponseSchema,
  type Cart,
  type Language,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { Database } from '../src/db/client';
import {
  comboCategories,
  comboCategoryItems,
  comboCategoryTranslations,
  carts,
  comboTranslations,
  combos,
  itemCategoryTranslations,
  itemTranslations,
  items,
  siteSettings,
} from '../src/db/schema';
import { deleteUnreachableGuestCarts, findCartId } from '../src/modules/cart/cart.repository';
import {
  demoPlaces,
  get,
  login,
  newCookieId,
  officePayload,
  post,
  register,
  storedName,
  type DemoPlaces,
} from './helpers/accounts';
import { cartContents } from './helpers/cart';
import { databaseKinds, errorFields, failBody, okBody, useTestApp } from './helpers/test-app';

/** A cart's owner in a call: a guest's cookie_id, or a logged-in user's bearer token. */
type Who = { cookieId: string } | { token: string; userId: number };

interface ComboStep {
  id: number;
  categoryId: number;
  qty: number;
  maxQty: number;
  extraPriceMinor: number;
  offered: { itemId: number; priceMinor: number }[];
}

interface DemoCombo {
  id: number;
  priceMinor: number;
  steps: ComboStep[];
  /** Enough distinct picks for every step. */
  picks: number[];
  /** Other valid picks (a different choice in the first step that offers one). */
  otherPicks: number[];
}

/** The demo shop's combos with their steps and the items each step offers, from the database. */
async function loadCombos(db: Database): Promise<DemoCombo[]> {
  const comboRows = await db
    .select({ id: combos.id, priceMinor: combos.priceMinor })
    .from(combos)
    .where(eq(combos.isAvailable, true))
    .orderBy(asc(combos.id));
  const stepRows = await db
    .select()
    .from(comboCategories)
    .orderBy(asc(comboCategories.sortOrder), asc(comboCategories.id));
  const offerRows = await db
    .select({
      comboCategoryId: comboCategoryItems.comboCategoryId,
      itemId: comboCategoryItems.itemId,
      priceMinor: comboCategoryItems.priceMinor,
    })
    .from(comboCategoryItems)
    .innerJoin(items, eq(items.id, comboCategoryItems.itemId))
    .where(eq(items.isAvailable, true))
    .orderBy(asc(comboCategoryItems.sortOrder), asc(comboCategoryItems.itemId));
  return comboRows.map((combo) => {
    const steps = stepRows
      .filter((step) => step.comboId === combo.id)
      .map((step) => ({
        id: step.id,
        categoryId: step.categoryId,
        qty: step.qty,
        maxQty: step.maxQty,
        extraPriceMinor: step.extraPriceMinor,
        offered: offerRows
          .filter((offer) => offer.comboCategoryId === step.id)
          .map(({ itemId, priceMinor }) => ({ itemId, priceMinor })),
      }));
    const choose = (skipFirst: boolean) => {
      const chosen: number[] = [];
      steps.forEach((step, index) => {
        const free = step.offered.map((offer) => offer.itemId).filter((id) => !chosen.includes(id));
        const start = skipFirst && index === steps.findIndex((s) => s.offered.length > s.qty);
        chosen.push(...free.slice(start ? 1 : 0, (start ? 1 : 0) + step.qty));
      });
      return chosen;
    };
    return { ...combo, steps, picks: choose(false), otherPicks: choose(true) };
  });
}

/** What a combo line costs by DESIGN §5, from the database's prices (first offering step). */
function comboUnitMinor(combo: DemoCombo, picks: number[]): number {
  return picks.reduce((sum, itemId) => {
    const offer = combo.steps
      .flatMap((step) => step.offered)
      .find((candidate) => candidate.itemId === itemId);
    return sum + (offer?.priceMinor ?? Number.NaN);
  }, combo.priceMinor);
}

/**
 * The VAT inside an amount paid VAT included, half-up to the minor unit, in exact integer
 * arithmetic (not the code under test's helper).
 */
function vatInside(paidMinor: number, basisPoints: number): number {
  const divisor = 10_000n + BigInt(basisPoints);
  return Number((2n * BigInt(paidMinor) * BigInt(basisPoints) + divisor) / (2n * divisor));
}

describe.each(databaseKinds)('cart calls on %s', (kind) => {
  const t = useTestApp(kind);
  let places: DemoPlaces;
  let combo: DemoCombo;
  /** A combo category with qty 2 or more, and its combo. */
  let twoStep: { combo: DemoCombo; step: ComboStep };
  let itemA: { id: number; priceMinor: number };
  let itemB: { id: number; priceMinor: number };
  /** An item sold to wholesalers by the pack (min_qty > 1). */
  let pack: { id: number; minQty: number };
  /** A step that sells extras (max_qty > qty, issue 17 item 4), and its combo. */
  let extras: { combo: DemoCombo; step: ComboStep };

  beforeAll(async () => {
    const db = t.current.db;
    places = await demoPlaces(db);
    const all = await loadCombos(db);
    const withTwo = all.find((candidate) => candidate.steps.some((step) => step.qty >= 2));
    const twoQtyStep = withTwo?.steps.find((step) => step.qty >= 2);
    const first = all.find((candidate) => candidate.steps.length >= 2);
    const withExtras = all.find((candidate) => candidate.steps.some((s) => s.maxQty > s.qty));
    const extrasStep = withExtras?.steps.find((step) => step.maxQty > step.qty);
    if (!withTwo || !twoQtyStep || !first || !withExtras || !extrasStep) {
      throw new Error('the demo shop lacks combos');
    }
    extras = { combo: withExtras, step: extrasStep };
    combo = first;
    twoStep = { combo: withTwo, step: twoQtyStep };
    const menu = await db
      .select({ id: items.id, priceMinor: items.priceMinor, minQty: items.minQty })
      .from(items)
      .where(eq(items.isAvailable, true))
      .orderBy(asc(items.id));
    const singles = menu.filter((item) => item.minQty === 1);
    const packItem = menu.find((item) => item.minQty > 1);
    if (!singles[0] || !singles[1] || !packItem) throw new Error('the demo shop lacks items');
    itemA = singles[0];
    itemB = singles[1];
    pack = packItem;
  });

  const app = () => t.current.app;
  const db = () => t.current.db;
  const guest = (): Who => ({ cookieId: newCookieId() });
  async function user(
    overrides: Record<string, unknown> = {},
  ): Promise<{ token: string; userId: number }> {
    const payload = officePayload(places, overrides);
    const registered = await register(app(), payload);
    const { token } = await login(app(), payload.email);
    return { token, userId: registered.id };
  }

  function ownerFields(who: Who): Record<string, unknown> {
    return 'cookieId' in who ? { cookie_id: who.cookieId } : {};
  }
  function call(path: string, who: Who | undefined, payload: Record<string, unknown> = {}) {
    return post(
      app(),
      `/api${path}`,
      { language: 'en', ...(who ? ownerFields(who) : {}), ...payload },
      who && 'token' in who ? { token: who.token } : {},
    );
  }
  function remove(lineId: number | string, who: Who | undefined, language: Language = 'en') {
    const query = new URLSearchParams({ language });
    if (who && 'cookieId' in who) query.set('cookie_id', who.cookieId);
    return get(
      app(),
      `/api/remove-cart-item/${lineId}?${query.toString()}`,
      who && 'token' in who ? who.token : undefined,
    );
  }
  async function addItem(who: Who, productId: number, quantity: number | undefined = 1) {
    return okBody(
      await call('/add-to-cart', who, { product_id: productId, quantity }),
      addToCartResponseSchema,
    ).responseData;
  }
  /** The add-to-cart call of a combo with these picks; `extra` adds fields (the language). */
  function addComboCall(
    who: Who,
    comboId: number | undefined,
    picks: readonly (number | undefined)[],
    extra: Record<string, unknown> = {},
  ) {
    return call('/add-to-cart', who, { combo_id: comboId, combo_items: picks.join(','), ...extra });
  }
  /** The update-combo-cart call giving combo line `lineId` these picks. */
  function updateComboCall(
    who: Who,
    lineId: number | undefined,
    comboId: number,
    picks: readonly (number | undefined)[],
    extra: Record<string, unknown> = {},
  ) {
    return call('/update-combo-cart', who, {
      cart_id: lineId,
      combo_id: comboId,
      combo_items: picks.join(','),
      ...extra,
    });
  }
  async function addCombo(who: Who, target: DemoCombo, picks = target.picks) {
    return okBody(await addComboCall(who, target.id, picks), addToCartResponseSchema).responseData;
  }
  async function cartOf(who: Who, language: Language = 'en'): Promise<Cart> {
    return okBody(await call('/cart', who, { language }), cartResponseSchema).responseData;
  }
  async function count(who: Who | undefined) {
    return okBody(await call('/cart-items', who), cartCountResponseSchema).responseData;
  }
  const cartIdOf = (who: Who) =>
    findCartId(db(), 'cookieId' in who ? { cookieId: who.cookieId } : { userId: who.userId });
  async function storedCart(who: Who) {
    const cartId = await cartIdOf(who);
    return cartId === undefined ? [] : cartContents(db(), cartId);
  }
  /**
   * Runs `check` while the shop has changed a combo step's limits (qty, max_qty), then gives the
   * step back the limits it was loaded with, whatever happened.
   */
  async function whileStepLimits(
    step: ComboStep,
    limits: { qty?: number; maxQty?: number },
    check: () => Promise<void>,
  ) {
    const setLimits = (values: { qty?: number; maxQty?: number }) =>
      db().update(comboCategories).set(values).where(eq(comboCategories.id, step.id));
    await setLimits(limits);
    try {
      await check();
    } finally {
      await setLimits({ qty: step.qty, maxQty: step.maxQty });
    }
  }
  const text = (key: Parameters<typeof translateMessage>[0], language: Language = 'en') =>
    translateMessage(key, language);
  const categoryName = (categoryId: number, language: Language) =>
    storedName(
      db(),
      itemCategoryTranslations,
      itemCategoryTranslations.categoryId,
      categoryId,
      language,
    );

  describe('POST /api/cart-items and POST /api/cart', () => {
    it('counts 0 without any owner or cart, then the number of lines', async () => {
      expect(await count(undefined)).toBe(0);
      const who = guest();
      expect(await count(who)).toBe(0);
      await addItem(who, itemA.id, 3);
      await addItem(who, itemB.id);
      await addCombo(who, combo);
      expect(await count(who)).toBe(3);
    });

    it('answers an empty cart with every figure 0, shipping included', async () => {
      expect(await cartOf(guest())).toEqual({
        carts: [],
        subtotal: 0,
        company_discount: 0,
        shipping_charge: 0,
        vat_exc_net: 0,
        vat_rate: 10,
        vat_amount: 0,
        grand_total: 0,
        currency: 'BHD',
        promo_code: null,
        promo_discount: 0,
        promo_notice: null,
      });
    });

    it('needs a token or a guest id to show a cart (422 cart_owner_required)', async () => {
      const body = failBody(await call('/cart', undefined), 422);
      expect(body.responseText).toBe(text('cart_owner_required'));
      failBody(await call('/add-to-cart', undefined, { product_id: itemA.id }), 422);
      failBody(await remove(1, undefined), 422);
    });

    it('refuses a user_id without token (401) and another user’s user_id (403)', async () => {
      const alice = await user();
      const bob = await user();
      failBody(await call('/cart-items', undefined, { user_id: alice.userId }), 401);
      failBody(await call('/cart', alice, { user_id: bob.userId }), 403);
      failBody(
        await call('/add-to-cart', alice, { user_id: bob.userId, product_id: itemA.id }),
        403,
      );
      expect(await storedCart(bob)).toEqual([]);
      expect(await storedCart(alice)).toEqual([]);
      // Her own id passes.
      okBody(await call('/cart', alice, { user_id: alice.userId }), cartResponseSchema);
    });
  });

  describe('guest carts no browser can reach (GUEST_ID_DAYS)', () => {
    it('go, with their lines, once their cookie has run out; the rest stay', async () => {
      const agedGuest = guest();
      const freshGuest = guest();
      const agedCustomer = await user();
      for (const who of [agedGuest, freshGuest, agedCustomer]) await addItem(who, itemA.id, 2);
      const age = async (who: Who, days: number) => {
        const cartId = await cartIdOf(who);
        await db()
          .update(carts)
          .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
          .where(eq(carts.id, cartId ?? -1));
      };
      // A guest cart made 31 days ago: its cookie (30 days, made before it) has run out.
      await age(agedGuest, 31);
      await age(freshGuest, 29);
      // A customer's cart is theirs however old.
      await age(agedCustomer, 400);

      expect(await deleteUnreachableGuestCarts(db())).toBe(1);
      expect(await storedCart(agedGuest)).toEqual([]);
      expect(await count(agedGuest)).toBe(0);
      expect(await count(freshGuest)).toBe(1);
      expect(await count(agedCustomer)).toBe(1);
      expect(await deleteUnreachableGuestCarts(db())).toBe(0);
    });
  });

  describe('POST /api/add-to-cart, item form', () => {
    it('adds an item, answers itemadded with the cart, line and count; the cart shows it', async () => {
      const who = guest();
      const body = okBody(
        await call('/add-to-cart', who, { product_id: itemA.id, quantity: 2, language: 'fr' }),
        addToCartResponseSchema,
      );
      expect(body.responseText).toBe(text('itemadded', 'fr'));
      expect(body.responseData.cart_count).toBe(1);
      const cart = await cartOf(who, 'fr');
      const [frName] = await db()
        .select({ name: itemTranslations.name })
        .from(itemTranslations)
        .where(and(eq(itemTranslations.itemId, itemA.id), eq(itemTranslations.language, 'fr')));
      expect(cart.carts).toEqual([
        expect.objectContaining({
          id: body.responseData.line_id,
          quantity: 2,
          is_combo: 0,
          combo: null,
          selected_combo_items: [],
          picks: [],
          unit_price: itemA.priceMinor / 1000,
          line_total: (itemA.priceMinor * 2) / 1000,
          is_available: true,
          product: expect.objectContaining({
            id: itemA.id,
            item_name: frName?.name,
            price: itemA.priceMinor / 1000,
          }) as unknown,
        }),
      ]);
    });

    it('raises one line when the same item is added twice; quantity defaults to 1', async () => {
      const who = guest();
      const first = await addItem(who, itemA.id, 2);
      const second = await addItem(who, itemA.id, undefined);
      expect(second.line_id).toBe(first.line_id);
      expect(second.cart_count).toBe(1);
      expect((await cartOf(who)).carts.map((line) => line.quantity)).toEqual([3]);
    });

    it('ignores prices and totals sent by the client', async () => {
      const who = guest();
      await post(app(), '/api/add-to-cart', {
        language: 'en',
        cookie_id: 'cookieId' in who ? who.cookieId : '',
        product_id: itemA.id,
        quantity: 1,
        price: 0.001,
        unit_price: 0,
        total: 0,
        grand_total: 0,
        line_total: 0,
      });
      const cart = await cartOf(who);
      expect(cart.carts[0]?.unit_price).toBe(itemA.priceMinor / 1000);
      expect(cart.subtotal).toBe(itemA.priceMinor / 1000);
    });

    it.each([
      ['zero', 0],
      ['negative', -3],
      ['fractional', 1.5],
      ['above 999', 1000],
      ['huge', 1e12],
      ['non-numeric', 'two'],
      ['empty', ''],
      ['an array', [2]],
    ])(
      'refuses a %s quantity with 422 quantity_range, nothing stored',
      async (_label, quantity) => {
        const who = guest();
        const body = failBody(
          await call('/add-to-cart', who, { product_id: itemA.id, quantity }),
          422,
        );
        expect(body.responseText).toBe(text('quantity_range'));
        expect(errorFields(body)).toEqual(['quantity']);
        expect(await storedCart(who)).toEqual([]);
      },
    );

    it('accepts a quantity sent as a numeric string, the way forms post it', async () => {
      const who = guest();
      await addItem(who, itemA.id, '4' as unknown as number);
      expect((await cartOf(who)).carts[0]?.quantity).toBe(4);
    });

    it('refuses an addition that would take a line past 999, leaving the line as it was', async () => {
      const who = guest();
      await addItem(who, itemA.id, 998);
      const body = failBody(
        await call('/add-to-cart', who, { product_id: itemA.id, quantity: 2 }),
        422,
      );
      expect(body.responseText).toBe(text('quantity_range'));
      expect((await cartOf(who)).carts[0]?.quantity).toBe(998);
      await addItem(who, itemA.id, 1);
      expect((await cartOf(who)).carts[0]?.quantity).toBe(999);
    });

    it('answers 404 for an unknown item and 422 item_unavailable for one off the menu, making no cart', async () => {
      const who = { cookieId: newCookieId() };
      failBody(await call('/add-to-cart', who, { product_id: 999_999 }), 404);
      failBody(await call('/add-to-cart', who, { product_id: 'abc' }), 422);
      const [hidden] = await db()
        .insert(items)
        .values({ categoryId: 1, priceMinor: 1000, image: '/images/x.svg', isAvailable: false })
        .returning({ id: items.id });
      const body = failBody(
        await call('/add-to-cart', who, { product_id: hidden?.id, language: 'de' }),
        422,
      );
      expect(body.responseText).toBe(text('item_unavailable', 'de'));
      // Nothing changed: not even an empty cart made for the guest.
      expect(await findCartId(db(), who)).toBeUndefined();
    });

    it('adds at least min_qty for a wholesaler (spec §4), the asked quantity for others', async () => {
      const wholesaler = await user({ is_wholesale: 1 });
      await addItem(wholesaler, pack.id, 1);
      expect((await cartOf(wholesaler)).carts[0]?.quantity).toBe(pack.minQty);
      await addItem(wholesaler, pack.id, pack.minQty + 2);
      expect((await cartOf(wholesaler)).carts[0]?.quantity).toBe(pack.minQty * 2 + 2);

      const office = await user();
      await addItem(office, pack.id, 1);
      expect((await cartOf(office)).carts[0]?.quantity).toBe(1);
      const visitor = guest();
      await addItem(visitor, pack.id, 1);
      expect((await cartOf(visitor)).carts[0]?.quantity).toBe(1);
    });
  });

  describe('POST /api/add-to-cart, combo form', () => {
    it('stores the combo with its picks; the cart prices it as combo + picks', async () => {
      const who = guest();
      const added = await addCombo(who, combo);
      const cart = await cartOf(who);
      const unit = comboUnitMinor(combo, combo.picks);
      expect(cart.carts).toHaveLength(1);
      const [line] = cart.carts;
      expect(line).toMatchObject({
        id: added.line_id,
        quantity: 1,
        is_combo: 1,
        product: null,
        combo: { id: combo.id, price: combo.priceMinor / 1000 },
        unit_price: unit / 1000,
        line_total: unit / 1000,
        is_available: true,
      });
      expect([...(line?.selected_combo_items ?? [])].sort((a, b) => a - b)).toEqual(
        [...combo.picks].sort((a, b) => a - b),
      );
      expect(line?.picks.map((pick) => pick.combo_category_id).sort((a, b) => a - b)).toEqual(
        combo.steps.flatMap((step) => Array<number>(step.qty).fill(step.id)).sort((a, b) => a - b),
      );
    });

    it('shows picks with their step titles and item names in the request language', async () => {
      const who = guest();
      await addCombo(who, combo);
      const cart = await cartOf(who, 'ae');
      const pick = cart.carts[0]?.picks[0];
      const [title] = await db()
        .select({ title: comboCategoryTranslations.title })
        .from(comboCategoryTranslations)
        .where(
          and(
            eq(comboCategoryTranslations.comboCategoryId, pick?.combo_category_id ?? 0),
            eq(comboCategoryTranslations.language, 'ae'),
          ),
        );
      const [name] = await db()
        .select({ name: itemTranslations.name })
        .from(itemTranslations)
        .where(
          and(eq(itemTranslations.itemId, pick?.item_id ?? 0), eq(itemTranslations.language, 'ae')),
        );
      expect(pick?.category_title).toBe(title?.title);
      expect(pick?.item_name).toBe(name?.name);
      const [comboTitle] = await db()
        .select({ title: comboTranslations.title })
        .from(comboTranslations)
        .where(and(eq(comboTranslations.comboId, combo.id), eq(comboTranslations.language, 'ae')));
      expect(cart.carts[0]?.combo?.title).toBe(comboTitle?.title);
    });

    it('raises the line when the same combo with the same picks is added again', async () => {
      const who = guest();
      const first = await addCombo(who, combo);
      const again = await addCombo(who, combo, [...combo.picks].reverse());
      expect(again.line_id).toBe(first.line_id);
      const other = await addCombo(who, combo, combo.otherPicks);
      expect(other.line_id).not.toBe(first.line_id);
      expect((await cartOf(who)).carts.map((line) => line.quantity)).toEqual([2, 1]);
    });

    it('refuses too few picks with info_select_items naming qty and category in the request language', async () => {
      const who = guest();
      const { combo: target, step } = twoStep;
      // One pick short in the qty ≥ 2 step, the other steps complete.
      const short = step.offered[0]?.itemId;
      const picks = target.picks.filter(
        (itemId) => !step.offered.some((offer) => offer.itemId === itemId) || itemId === short,
      );
      const name = await categoryName(step.categoryId, 'fr');
      const body = failBody(await addComboCall(who, target.id, picks, { language: 'fr' }), 422);
      expect(body.responseText).toBe(
        translateMessage('info_select_items', 'fr', {
          qty: step.qty,
          category_name: name ?? '?',
        }),
      );
      expect(body.responseText).toContain(String(step.qty));
      expect(await storedCart(who)).toEqual([]);
    });

    it('refuses a pick the combo does not offer (pick_not_in_category)', async () => {
      const who = guest();
      const offered = combo.steps.flatMap((step) => step.offered.map((offer) => offer.itemId));
      const [stranger] = await db()
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.isAvailable, true), notInArray(items.id, offered)))
        .limit(1);
      const body = failBody(await addComboCall(who, combo.id, [...combo.picks, stranger?.id]), 422);
      expect(body.responseText).toBe(text('pick_not_in_category'));
      expect(await storedCart(who)).toEqual([]);
    });

    it('refuses picks that fill one category while another stays empty', async () => {
      const who = guest();
      const [firstStep, secondStep] = combo.steps;
      const fromFirst = (firstStep?.offered ?? []).map((offer) => offer.itemId);
      const body = failBody(await addComboCall(who, combo.id, fromFirst), 422);
      expect(body.responseText).toMatch(new RegExp(`at least ${secondStep?.qty ?? 0} item`));
      expect(await storedCart(who)).toEqual([]);
    });

    it('refuses more picks than a step takes with info_select_at_most, storing nothing', async () => {
      // Issue 17: a "Choose 1" step took six mains for the combo's price.
      const who = guest();
      const step = combo.steps.find((candidate) => candidate.offered.length > candidate.qty);
      if (!step) throw new Error('the demo combo has no step offering more than its qty');
      const extra = step.offered.find((offer) => !combo.picks.includes(offer.itemId));
      const name = await categoryName(step.categoryId, 'ae');
      const body = failBody(
        await addComboCall(who, combo.id, [...combo.picks, extra?.itemId], { language: 'ae' }),
        422,
      );
      expect(body.responseText).toBe(
        translateMessage('info_select_at_most', 'ae', {
          qty: step.qty,
          category_name: name ?? '?',
        }),
      );
      expect(await storedCart(who)).toEqual([]);
    });

    it('ignores duplicate picks, refuses malformed combo_items, unknown and unavailable combos', async () => {
      const who = guest();
      await addCombo(who, combo, [...combo.picks, ...combo.picks]);
      expect((await cartOf(who)).carts[0]?.selected_combo_items).toHaveLength(combo.picks.length);
      const malformed = failBody(
        await call('/add-to-cart', who, { combo_id: combo.id, combo_items: 'one,two' }),
        422,
      );
      expect(errorFields(malformed)).toEqual(['combo_items']);
      expect(malformed.responseText).toBe(text('invalid_value'));
      failBody(await call('/add-to-cart', who, { combo_id: combo.id, combo_items: '' }), 422);
      failBody(
        await call('/add-to-cart', who, { combo_id: 999_999, combo_items: combo.picks.join(',') }),
        404,
      );
      const [closed] = await db()
        .insert(combos)
        .values({ priceMinor: 1000, image: '/images/x.svg', isAvailable: false })
        .returning({ id: combos.id });
      const body = failBody(
        await call('/add-to-cart', who, { combo_id: closed?.id, combo_items: '1' }),
        422,
      );
      expect(body.responseText).toBe(text('combo_unavailable'));
    });
  });

  describe('combo steps selling extras (issue 17 item 4)', () => {
    /** The combo's picks with `count` more in the extras step (items not picked yet). */
    function withExtraPicks(count: number): number[] {
      const { combo: target, step } = extras;
      const more = step.offered
        .map((offer) => offer.itemId)
        .filter((id) => !target.picks.includes(id))
        .slice(0, count);
      if (more.length < count) throw new Error('the extras step offers too few items');
      return [...target.picks, ...more];
    }

    it('answers each step’s max_qty and extra_price with its choices', async () => {
      const alice = await user();
      const { combo: target, step } = extras;
      const body = okBody(
        await get(app(), `/api/combo-items/${target.id}?language=en`, alice.token),
        comboItemsResponseSchema,
      );
      expect(
        body.responseData.combo_items.map((c) => [c.id, c.qty, c.max_qty, c.extra_price]),
      ).toEqual(target.steps.map((s) => [s.id, s.qty, s.maxQty, s.extraPriceMinor / 1000]));
      expect(step.extraPriceMinor).toBeGreaterThan(0);
    });

    it('prices each pick beyond qty at its own price plus the step’s extra price', async () => {
      const who = guest();
      const { combo: target, step } = extras;
      const picks = withExtraPicks(step.maxQty - step.qty);
      await addCombo(who, target, picks);
      const cart = await cartOf(who);
      const [line] = cart.carts;
      const extraCount = step.maxQty - step.qty;
      const unit = comboUnitMinor(target, picks) + extraCount * step.extraPriceMinor;
      expect(line).toMatchObject({ unit_price: unit / 1000, is_available: true });
      const inStep = line?.picks.filter((pick) => pick.combo_category_id === step.id) ?? [];
      expect(inStep).toHaveLength(step.maxQty);
      expect(inStep.filter((pick) => pick.is_extra)).toHaveLength(extraCount);
      // The picks' prices add up to the line: what the order will keep as its snapshot.
      const picksSum = (line?.picks ?? []).reduce((sum, pick) => sum + pick.price * 1000, 0);
      expect(Math.round(picksSum) + target.priceMinor).toBe(unit);
      expect(cart.subtotal).toBe(unit / 1000);
    });

    it('refuses a pick beyond max_qty on add and on update, naming the maximum, storing nothing', async () => {
      const who = guest();
      const { combo: target, step } = extras;
      const tooMany = withExtraPicks(step.maxQty - step.qty + 1);
      const name = await categoryName(step.categoryId, 'ka');
      const refusal = translateMessage('info_select_at_most', 'ka', {
        qty: step.maxQty,
        category_name: name ?? '?',
      });
      const added = failBody(await addComboCall(who, target.id, tooMany, { language: 'ka' }), 422);
      expect(added.responseText).toBe(refusal);
      expect(await storedCart(who)).toEqual([]);

      const { line_id } = await addCombo(who, target);
      const before = await storedCart(who);
      const updated = failBody(
        await updateComboCall(who, line_id, target.id, tooMany, { language: 'ka' }),
        422,
      );
      expect(updated.responseText).toBe(refusal);
      expect(await storedCart(who)).toEqual(before);
    });

    it('flags a line with extras once the shop lowers the maximum (choose again)', async () => {
      const who = guest();
      const { combo: target, step } = extras;
      await addCombo(who, target, withExtraPicks(1));
      await whileStepLimits(step, { maxQty: step.qty }, async () => {
        const cart = await cartOf(who);
        expect(cart.carts[0]).toMatchObject({
          is_available: false,
          unavailable_reason: 'choose_again',
        });
      });
      expect((await cartOf(who)).carts[0]?.is_available).toBe(true);
    });
  });

  describe('POST /api/update-cart', () => {
    it('sets the quantity of the caller’s line and answers cart_updated with the cart and count', async () => {
      const who = guest();
      const { line_id } = await addItem(who, itemA.id, 1);
      await addItem(who, itemB.id, 1);
      const body = okBody(
        await call('/update-cart', who, { cart_id: line_id, quantity: 5, language: 'ka' }),
        cartChangeResponseSchema,
      );
      expect(body.responseText).toBe(text('cart_updated', 'ka'));
      expect(body.responseData.cart_count).toBe(2);
      const line = body.responseData.cart.carts.find((candidate) => candidate.id === line_id);
      expect(line?.quantity).toBe(5);
      expect(line?.line_total).toBe((itemA.priceMinor * 5) / 1000);
    });

    it('changes a combo line’s quantity too', async () => {
      const who = guest();
      const { line_id } = await addCombo(who, combo);
      const body = okBody(
        await call('/update-cart', who, { cart_id: line_id, quantity: 3 }),
        cartChangeResponseSchema,
      );
      const line = body.responseData.cart.carts[0];
      expect(line?.quantity).toBe(3);
      // Three of the same lunch box: three times its price with its picks (issue 17 item 4).
      expect(line?.line_total).toBe(Math.round((line?.unit_price ?? 0) * 3 * 1000) / 1000);
    });

    it.each([0, -1, 2.5, 1000, 'x', null])(
      'refuses quantity %s with 422 quantity_range, the line unchanged',
      async (quantity) => {
        const who = guest();
        const { line_id } = await addItem(who, itemA.id, 2);
        const body = failBody(await call('/update-cart', who, { cart_id: line_id, quantity }), 422);
        expect(body.responseText).toBe(text('quantity_range'));
        expect((await cartOf(who)).carts[0]?.quantity).toBe(2);
      },
    );

    it('keeps a wholesaler’s line at min_qty or more (422 below_min_qty)', async () => {
      const wholesaler = await user({ is_wholesale: 1 });
      const { line_id } = await addItem(wholesaler, pack.id, pack.minQty);
      const body = failBody(
        await call('/update-cart', wholesaler, { cart_id: line_id, quantity: pack.minQty - 1 }),
        422,
      );
      expect(body.responseText).toBe(
        translateMessage('below_min_qty', 'en', { min_qty: pack.minQty }),
      );
      expect((await cartOf(wholesaler)).carts[0]?.quantity).toBe(pack.minQty);
      okBody(
        await call('/update-cart', wholesaler, { cart_id: line_id, quantity: pack.minQty + 1 }),
        cartChangeResponseSchema,
      );
      // Others may go down to 1.
      const office = await user();
      const line = await addItem(office, pack.id, 3);
      okBody(
        await call('/update-cart', office, { cart_id: line.line_id, quantity: 1 }),
        cartChangeResponseSchema,
      );
    });
  });

  describe('POST /api/update-combo-cart', () => {
    it('replaces the picks of the caller’s combo line and answers the repriced cart', async () => {
      const who = guest();
      const { line_id } = await addCombo(who, combo);
      const body = okBody(
        await updateComboCall(who, line_id, combo.id, combo.otherPicks),
        cartChangeResponseSchema,
      );
      expect(body.responseText).toBe(text('cart_updated'));
      const [line] = body.responseData.cart.carts;
      expect([...(line?.selected_combo_items ?? [])].sort((a, b) => a - b)).toEqual(
        [...combo.otherPicks].sort((a, b) => a - b),
      );
      expect(line?.unit_price).toBe(comboUnitMinor(combo, combo.otherPicks) / 1000);
      expect(body.responseData.cart_count).toBe(1);
    });

    it('refuses too few picks or a stranger pick, keeping the old picks', async () => {
      const who = guest();
      const { line_id } = await addCombo(who, combo);
      const before = await storedCart(who);
      const short = failBody(
        await call('/update-combo-cart', who, {
          cart_id: line_id,
          combo_id: combo.id,
          combo_items: String(combo.picks[0]),
        }),
        422,
      );
      expect(short.responseText).toMatch(
        /^Please select at least \d+ item\(s\) for the category: /,
      );
      const otherCombo = twoStep.combo.id === combo.id ? undefined : twoStep.combo;
      if (otherCombo) {
        const stranger = otherCombo.picks.find(
          (itemId) =>
            !combo.steps.some((step) => step.offered.some((offer) => offer.itemId === itemId)),
        );
        if (stranger !== undefined) {
          const body = failBody(
            await updateComboCall(who, line_id, combo.id, [...combo.otherPicks, stranger]),
            422,
          );
          expect(body.responseText).toBe(text('pick_not_in_category'));
        }
      }
      expect(await storedCart(who)).toEqual(before);
    });

    it('answers 404 for a line of another combo or an item line', async () => {
      const who = guest();
      const { line_id: comboLine } = await addCombo(who, combo);
      const { line_id: itemLine } = await addItem(who, itemA.id);
      const before = await storedCart(who);
      const wrongCombo = failBody(
        await updateComboCall(
          who,
          comboLine,
          twoStep.combo.id === combo.id ? 999_999 : twoStep.combo.id,
          twoStep.combo.picks,
        ),
        404,
      );
      expect(wrongCombo.responseText).toBe(text('cart_line_not_found'));
      failBody(await updateComboCall(who, itemLine, combo.id, combo.picks), 404);
      expect(await storedCart(who)).toEqual(before);
    });
  });

  describe('GET /api/remove-cart-item/{id}', () => {
    it('removes the caller’s line and answers cart_item_removed with the cart and count', async () => {
      const who = guest();
      const { line_id } = await addItem(who, itemA.id);
      await addCombo(who, combo);
      const body = okBody(await remove(line_id, who, 'de'), cartChangeResponseSchema);
      expect(body.responseText).toBe(text('cart_item_removed', 'de'));
      expect(body.responseData.cart_count).toBe(1);
      expect(body.responseData.cart.carts.map((line) => line.is_combo)).toEqual([1]);
      failBody(await remove(line_id, who), 404);
      failBody(await remove('abc', who), 422);
    });

    it('removes a logged-in user’s line with the token alone', async () => {
      const alice = await user();
      const { line_id } = await addItem(alice, itemA.id);
      const body = okBody(await remove(line_id, alice), cartChangeResponseSchema);
      expect(body.responseData.cart).toMatchObject({ carts: [], grand_total: 0 });
    });
  });

  describe('another caller’s line', () => {
    async function expectUntouchable(owner: Who, intruder: Who) {
      const { line_id: itemLine } = await addItem(owner, itemA.id, 2);
      const { line_id: comboLine } = await addCombo(owner, combo);
      const before = await storedCart(owner);
      for (const answer of [
        await call('/update-cart', intruder, { cart_id: itemLine, quantity: 7 }),
        await call('/update-cart', intruder, { cart_id: comboLine, quantity: 7 }),
        await updateComboCall(intruder, comboLine, combo.id, combo.otherPicks),
        await remove(itemLine, intruder),
        await remove(comboLine, intruder),
      ]) {
        expect(failBody(answer, 404).responseText).toBe(text('cart_line_not_found'));
      }
      expect(await storedCart(owner)).toEqual(before);
      expect((await cartOf(intruder)).carts).toEqual([]);
    }

    it('is refused between two guests, nothing changes', async () => {
      await expectUntouchable(guest(), guest());
    });

    it('is refused between two users, nothing changes', async () => {
      await expectUntouchable(await user(), await user());
    });

    it('is refused between a guest and a user, either way', async () => {
      await expectUntouchable(guest(), await user());
      await expectUntouchable(await user(), guest());
    });

    it('is refused to a logged-in caller sending the owner guest’s cookie_id', async () => {
      // The token decides: a cookie_id beside it does not open the guest's cart.
      const owner = guest();
      const { line_id } = await addItem(owner, itemA.id);
      const intruder = await user();
      const answer = await post(
        app(),
        '/api/update-cart',
        {
          cart_id: line_id,
          quantity: 9,
          cookie_id: 'cookieId' in owner ? owner.cookieId : '',
        },
        { token: intruder.token },
      );
      failBody(answer, 404);
      expect((await cartOf(owner)).carts[0]?.quantity).toBe(1);
    });
  });

  describe('GET /api/combo-items/{comboId}', () => {
    it('needs login: 401 "Please Login to continue"', async () => {
      const body = failBody(await get(app(), `/api/combo-items/${combo.id}`), 401);
      expect(body.responseText).toBe('Please Login to continue');
    });

    it('answers the combo and its categories with the items and their prices inside the combo', async () => {
      const alice = await user();
      const body = okBody(
        await get(app(), `/api/combo-items/${combo.id}?language=fr`, alice.token),
        comboItemsResponseSchema,
      );
      const { combo: header, combo_items: categories } = body.responseData;
      expect(header).toMatchObject({ id: combo.id, price: combo.priceMinor / 1000 });
      expect(categories.map((category) => [category.id, category.qty])).toEqual(
        combo.steps.map((step) => [step.id, step.qty]),
      );
      categories.forEach((category, index) => {
        const step = combo.steps[index];
        expect(category.category_id).toBe(step?.categoryId);
        expect(category.items.map((item) => [item.id, item.price])).toEqual(
          step?.offered.map((offer) => [offer.itemId, offer.priceMinor / 1000]),
        );
      });
      const [frTitle] = await db()
        .select({ title: comboCategoryTranslations.title })
        .from(comboCategoryTranslations)
        .where(
          and(
            eq(comboCategoryTranslations.comboCategoryId, combo.steps[0]?.id ?? 0),
            eq(comboCategoryTranslations.language, 'fr'),
          ),
        );
      expect(categories[0]?.title).toBe(frTitle?.title);
    });

    it('falls back to English where a translation is missing', async () => {
      const alice = await user();
      const stepId = combo.steps[0]?.id ?? 0;
      const [english] = await db()
        .select({ title: comboCategoryTranslations.title })
        .from(comboCategoryTranslations)
        .where(
          and(
            eq(comboCategoryTranslations.comboCategoryId, stepId),
            eq(comboCategoryTranslations.language, 'en'),
          ),
        );
      await db()
        .delete(comboCategoryTranslations)
        .where(
          and(
            eq(comboCategoryTranslations.comboCategoryId, stepId),
            eq(comboCategoryTranslations.language, 'ka'),
          ),
        );
      const body = okBody(
        await get(app(), `/api/combo-items/${combo.id}?language=ka`, alice.token),
        comboItemsResponseSchema,
      );
      expect(body.responseData.combo_items[0]?.title).toBe(english?.title);
    });

    it('answers 404 for an unknown or unavailable combo', async () => {
      const alice = await user();
      failBody(await get(app(), '/api/combo-items/999999', alice.token), 404);
      const [closed] = await db()
        .insert(combos)
        .values({ priceMinor: 1000, image: '/images/x.svg', isAvailable: false })
        .returning({ id: combos.id });
      failBody(await get(app(), `/api/combo-items/${closed?.id}`, alice.token), 404);
    });
  });

  describe('a guest’s cart at login (DESIGN §4)', () => {
    it('shows the guest’s lines in the user’s cart once logged in with that cookie_id', async () => {
      const who = guest();
      const cookieId = 'cookieId' in who ? who.cookieId : '';
      await addItem(who, itemA.id, 2);
      await addCombo(who, combo);
      const payload = officePayload(places);
      await register(app(), payload);
      const { token } = await login(app(), payload.email, undefined, { cookie_id: cookieId });
      const cart = okBody(
        await post(app(), '/api/cart', { language: 'en' }, { token }),
        cartResponseSchema,
      ).responseData;
      expect(
        cart.carts.map((line) => [line.product?.id ?? line.combo?.id, line.quantity]).sort(),
      ).toEqual(
        [
          [itemA.id, 2],
          [combo.id, 1],
        ].sort(),
      );
      // The cookie owns nothing any more.
      expect(await count(who)).toBe(0);
    });
  });

  describe('totals (DESIGN §5)', () => {
    async function expectFormula(who: Who, cart: Cart) {
      const [settings] = await db().select().from(siteSettings);
      if (!settings) throw new Error('no settings');
      const lineIds = cart.carts.map((line) => line.id);
      expect(lineIds.length).toBeGreaterThan(0);
      // Unit prices straight from the catalog tables, not from the answer; entered without VAT,
      // a price is shown with it added, half-up.
      const paid = (stored: number) =>
        settings.pricesIncludeVat
          ? stored
          : stored +
            Number((BigInt(stored) * BigInt(settings.vatRateBasisPoints) + 5000n) / 10000n);
      let subtotal = 0;
      for (const line of cart.carts) {
        let unit: number;
        if (line.product) {
          const [row] = await db()
            .select({ price: items.priceMinor })
            .from(items)
            .where(eq(items.id, line.product.id));
          unit = paid(row?.price ?? Number.NaN);
        } else {
          const [row] = await db()
            .select({ price: combos.priceMinor })
            .from(combos)
            .where(eq(combos.id, line.combo?.id ?? 0));
          const pickPrices = await db()
            .select({ price: comboCategoryItems.priceMinor })
            .from(comboCategoryItems)
            .innerJoin(comboCategories, eq(comboCategories.id, comboCategoryItems.comboCategoryId))
            .where(
              and(
                eq(comboCategories.comboId, line.combo?.id ?? 0),
                inArray(comboCategoryItems.itemId, line.selected_combo_items),
              ),
            );
          // Each catalog price becomes a price as paid on its own (issue 17 item 3).
          unit = pickPrices.reduce(
            (sum, pick) => sum + paid(pick.price),
            paid(row?.price ?? Number.NaN),
          );
        }
        expect(line.unit_price).toBe(unit / 1000);
        subtotal += unit * line.quantity;
      }
      const discount = 0; // no company subscriptions before issue 6
      // Issue 17 item 3: the prices are paid with VAT included; the VAT is the part inside.
      const paidForGoods = subtotal - discount;
      const vat = vatInside(paidForGoods, settings.vatRateBasisPoints);
      const shipping = settings.shippingChargeMinor;
      expect(cart).toMatchObject({
        subtotal: subtotal / 1000,
        company_discount: discount / 1000,
        vat_exc_net: (paidForGoods - vat) / 1000,
        vat_rate: settings.vatRateBasisPoints / 100,
        vat_amount: vat / 1000,
        shipping_charge: shipping / 1000,
        grand_total: (paidForGoods + shipping) / 1000,
        currency: settings.currencyCode,
      });
      expect(await cartOf(who)).toEqual(cart);
    }

    it('equal the formula recomputed from the database prices and settings', async () => {
      const who = guest();
      await addItem(who, itemA.id, 3);
      await addItem(who, itemB.id, 7);
      await addCombo(who, combo);
      await addCombo(who, twoStep.combo);
      await expectFormula(who, await cartOf(who));
    });

    it('find the VAT inside half-up once, with another rate, shipping and net prices', async () => {
      const [before] = await db().select().from(siteSettings);
      await db()
        .update(siteSettings)
        .set({ vatRateBasisPoints: 550, shippingChargeMinor: 750, pricesIncludeVat: false });
      try {
        const who = guest();
        await addItem(who, itemA.id, 3);
        await addItem(who, itemB.id, 1);
        await addCombo(who, combo);
        await expectFormula(who, await cartOf(who));
      } finally {
        await db()
          .update(siteSettings)
          .set({
            vatRateBasisPoints: before?.vatRateBasisPoints ?? 1000,
            shippingChargeMinor: before?.shippingChargeMinor ?? 0,
            pricesIncludeVat: before?.pricesIncludeVat ?? true,
          });
      }
    });

    it('leave out a line taken off the menu, which stays listed as unavailable', async () => {
      const who = guest();
      const [extra] = await db()
        .insert(items)
        .values({ categoryId: 1, priceMinor: 1234, image: '/images/x.svg' })
        .returning({ id: items.id });
      await addItem(who, itemA.id, 1);
      await addItem(who, extra?.id ?? 0, 2);
      await db()
        .update(items)
        .set({ isAvailable: false })
        .where(eq(items.id, extra?.id ?? 0));
      const cart = await cartOf(who);
      expect(cart.carts.map((line) => line.is_available)).toEqual([true, false]);
      expect(cart.carts.map((line) => line.unavailable_reason)).toEqual([null, 'off_menu']);
      expect(cart.subtotal).toBe(itemA.priceMinor / 1000);
    });

    it('flag a combo line whose steps now ask for more picks (choose again), never repricing it', async () => {
      // Issue 7: an operator may raise a step's qty (or add a step) after the line was made.
      const who = guest();
      await addItem(who, itemA.id, 1);
      await addCombo(who, combo);
      const before = await cartOf(who);
      const step = combo.steps[0];
      if (!step) throw new Error('the combo has no step');
      await whileStepLimits(step, { qty: step.qty + 1, maxQty: step.qty + 1 }, async () => {
        const cart = await cartOf(who);
        const line = cart.carts.find((entry) => entry.is_combo === 1);
        expect(line).toMatchObject({
          is_available: false,
          unavailable_reason: 'choose_again',
          unit_price: before.carts.find((entry) => entry.is_combo === 1)?.unit_price,
        });
        expect(cart.subtotal).toBe(itemA.priceMinor / 1000);
      });
      const restored = await cartOf(who);
      expect(restored.carts.every((entry) => entry.is_available)).toBe(true);
      expect(restored.carts.every((entry) => entry.unavailable_reason === null)).toBe(true);
    });

    it('flag a combo line holding more picks than its step now takes (choose again)', async () => {
      // A step whose qty was lowered, or a line saved before steps had an upper limit.
      const who = guest();
      await addCombo(who, twoStep.combo);
      const { step } = twoStep;
      await whileStepLimits(step, { qty: step.qty - 1, maxQty: step.qty - 1 }, async () => {
        const cart = await cartOf(who);
        expect(cart.carts[0]).toMatchObject({
          is_available: false,
          unavailable_reason: 'choose_again',
        });
        expect(cart.subtotal).toBe(0);
      });
    });
  });

  it('lists the cart calls in the OpenAPI document under the cart tag', async () => {
    const document = okBody(
      await get(app(), '/api/docs/json'),
      z.object({
        paths: z.record(z.string(), z.record(z.string(), z.object({ tags: z.array(z.string()) }))),
      }),
    );
    const cartCalls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags.includes('cart'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(cartCalls.sort()).toEqual(
      [
        'POST /api/cart-items',
        'POST /api/cart',
        'POST /api/add-to-cart',
        'POST /api/update-cart',
        'POST /api/update-combo-cart',
        'GET /api/remove-cart-item/{id}',
        'GET /api/combo-items/{comboId}',
        'POST /api/apply-promo-code',
        'POST /api/remove-promo-code',
      ].sort(),
    );
  });

  describe('concurrency', () => {
    it('loses no add when 20 adds of one item hit a new cart at once', async () => {
      const who = guest();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call('/add-to-cart', who, { product_id: itemA.id, quantity: 1 }),
        ),
      );
      const bodies = answers.map((answer) => okBody(answer, addToCartResponseSchema));
      expect(new Set(bodies.map((body) => body.responseData.cart_id)).size).toBe(1);
      expect(new Set(bodies.map((body) => body.responseData.line_id)).size).toBe(1);
      expect(await storedCart(who)).toEqual([
        { itemId: itemA.id, comboId: null, quantity: 20, picks: [] },
      ]);
    });

    it('makes one line of the same combo added 5 times at once', async () => {
      const who = await user();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('/add-to-cart', who, { combo_id: combo.id, combo_items: combo.picks.join(',') }),
        ),
      );
      answers.forEach((answer) => okBody(answer, addToCartResponseSchema));
      const stored = await storedCart(who);
      expect(stored.map((line) => [line.comboId, line.quantity])).toEqual([[combo.id, 5]]);
    });
  });
});
