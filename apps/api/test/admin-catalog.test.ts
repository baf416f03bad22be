import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCatalogCreatedResponseSchema,
  adminCatalogDoneResponseSchema,
  adminCategoriesResponseSchema,
  adminCategoryResponseSchema,
  adminComboResponseSchema,
  adminCombosResponseSchema,
  adminImageResponseSchema,
  adminItemResponseSchema,
  adminItemsResponseSchema,
  adminPaths,
  combosResponseSchema,
  productsResponseSchema,
  searchResponseSchema,
  type AdminComboWrite,
  type AdminItemWrite,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { comboCategories, combos, itemCategories, itemTranslations, items } from '../src/db/schema';
import { get, post, describeOnEachDatabase } from './helpers/accounts';
import { adminSession, call } from './helpers/admin';
import {
  addCombo,
  addItem,
  cartOf,
  checkoutCall,
  comboWithPicks,
  newShopper,
  type Shopper,
} from './helpers/orders';
import { errorFields, failBody, okBody } from './helpers/test-app';
import { multipart, picture, postFile } from './helpers/uploads';

describeOnEachDatabase('admin catalog', ({ t, places }) => {
  let token: string;
  /** Two demo categories with at least three items each, and those items. */
  let mains: { id: number; items: number[] };
  let drinks: { id: number; items: number[] };

  beforeAll(async () => {
    ({ token } = await adminSession(t.current.app, t.current.db));
    const rows = await t.current.db
      .select({ id: items.id, categoryId: items.categoryId })
      .from(items)
      .where(eq(items.isAvailable, true))
      .orderBy(asc(items.id));
    const byCategory = new Map<number, number[]>();
    for (const row of rows)
      byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.id]);
    const full = [...byCategory].filter(([, ids]) => ids.length >= 3);
    const [first, second] = full;
    if (!first || !second) throw new Error('the demo shop needs two categories of 3 items');
    mains = { id: first[0], items: first[1] };
    drinks = { id: second[0], items: second[1] };
  });

  const admin = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: string | undefined = token,
  ) => call(t.current.app, method, `/api${url}`, { token: as, payload });

  const products = async (language: string, extra: object = {}) =>
    okBody(
      await post(t.current.app, '/api/products', { language, limit: 100, ...extra }),
      productsResponseSchema,
    ).responseData.items.data;

  function itemPayload(overrides: Partial<AdminItemWrite> = {}): AdminItemWrite {
    return {
      language: 'en',
      translations: {
        en: { name: 'Saffron Rice Bowl', description: 'Rice, saffron, almonds.' },
        fr: { name: 'Bol de riz au safran', description: '' },
        de: { name: '', description: '' },
      },
      category_id: mains.id,
      price: 2.75,
      is_veg: true,
      min_qty: 3,
      is_special: false,
      is_available: true,
      ...overrides,
    };
  }

  /** Creates a record through the back office: its id. */
  async function create(url: string, payload: object) {
    const body = okBody(await admin('POST', url, payload), adminCatalogCreatedResponseSchema);
    return body.responseData.id;
  }
  const createItem = (overrides: Partial<AdminItemWrite> = {}) =>
    create(adminPaths.items, itemPayload(overrides));

  function comboPayload(overrides: Partial<AdminComboWrite> = {}): AdminComboWrite {
    return {
      language: 'en',
      translations: { en: { title: 'Operator Lunch', description: 'A main and a drink.' } },
      price: 3.5,
      is_featured: false,
      is_available: true,
      steps: [
        {
          category_id: mains.id,
          qty: 1,
          translations: {
            en: { title: 'Choose your main' },
            fr: { title: 'Choisissez votre plat' },
          },
          items: mains.items.slice(0, 2).map((item_id, index) => ({ item_id, price: index * 0.5 })),
        },
        {
          category_id: drinks.id,
          qty: 1,
          translations: { en: { title: 'Choose a drink' } },
          items: drinks.items.slice(0, 2).map((item_id) => ({ item_id, price: 0 })),
        },
      ],
      ...overrides,
    };
  }

  const createCombo = (overrides: Partial<AdminComboWrite> = {}) =>
    create(adminPaths.combos, comboPayload(overrides));

  /** Deletes a record through the back office, then checks that the rows of `table` it had are gone. */
  async function deleteWithRows(
    url: string,
    table: PgTable,
    recordColumn: AnyPgColumn,
    id: number,
  ) {
    okBody(await admin('DELETE', url), adminCatalogDoneResponseSchema);
    expect(await t.current.db.select().from(table).where(eq(recordColumn, id))).toEqual([]);
  }

  /** A page of the back office's item list for a query (sort, filters, search). */
  const itemList = async (query: string) =>
    okBody(await admin('GET', `${adminPaths.items}?${query}`), adminItemsResponseSchema)
      .responseData;
  /** An item as the back office reads it (with a query such as `language=fr` when given). */
  const itemDetail = async (id: number, query?: string) =>
    okBody(
      await admin('GET', query ? `${adminPaths.item(id)}?${query}` : adminPaths.item(id)),
      adminItemResponseSchema,
    ).responseData;
  /** A combo as the back office reads it (with a query such as `language=fr` when given). */
  const comboDetail = async (id: number, query?: string) =>
    okBody(
      await admin('GET', query ? `${adminPaths.combo(id)}?${query}` : adminPaths.combo(id)),
      adminComboResponseSchema,
    ).responseData;

  /** A shopper's add-to-cart of a combo with these picks, as the storefront sends it. */
  const addComboCall = (shopper: Shopper, comboId: number, picks: number[], language: string) =>
    post(
      t.current.app,
      '/api/add-to-cart',
      { combo_id: comboId, combo_items: picks.join(','), language },
      { token: shopper.token },
    );

  describe('who may call', () => {
    // Each kind of record has the same six calls: list, read, create, update, delete, image.
    const kinds = [
      [
        'a category',
        'categories',
        adminPaths.categories,
        adminPaths.category,
        adminPaths.categoryImage,
        { translations: { en: { name: 'X' } } },
      ],
      ['an item', 'items', adminPaths.items, adminPaths.item, adminPaths.itemImage, {}],
      ['a combo', 'combos', adminPaths.combos, adminPaths.combo, adminPaths.comboImage, {}],
    ] as const;
    const calls = kinds.flatMap(
      ([one, many, list, record, image, payload]): [
        string,
        'GET' | 'POST' | 'PUT' | 'DELETE',
        string,
        object?,
      ][] => [
        [`list ${many}`, 'GET', list],
        [`read ${one}`, 'GET', record(1)],
        [`create ${one}`, 'POST', list, payload],
        [`update ${one}`, 'PUT', record(1), payload],
        [`delete ${one}`, 'DELETE', record(1)],
        [`upload ${one} image`, 'POST', image(1)],
      ],
    );

    it.each(calls)(
      '%s: 401 for a guest, 403 admin_only for a customer, nothing changed',
      async (_label, method, url, payload) => {
        const before = await t.current.db.select({ id: items.id }).from(items);
        failBody(await admin(method, url, payload, ''), 401);
        const customer = await newShopper(t.current.app, places);
        const refused = failBody(
          await admin(method, `${url}?language=fr`, payload, customer.token),
          403,
        );
        expect(refused.responseText).toBe(translateMessage('admin_only', 'fr'));
        expect(await t.current.db.select({ id: items.id }).from(items)).toHaveLength(before.length);
      },
    );
  });

  describe('categories', () => {
    it('creates, lists (sorted by name in the admin’s language), reads, updates and deletes one', async () => {
      const created = okBody(
        await admin('POST', adminPaths.categories, {
          language: 'fr',
          translations: { en: { name: 'Aaa Soups' }, fr: { name: 'Aaa Soupes' }, de: { name: '' } },
          sort_order: 5,
        }),
        adminCatalogCreatedResponseSchema,
      );
      expect(created.responseText).toBe(translateMessage('saved', 'fr'));
      const id = created.responseData.id;

      const list = okBody(
        await admin(
          'GET',
          `${adminPaths.categories}?language=fr&sort=name&direction=asc&limit=100`,
        ),
        adminCategoriesResponseSchema,
      ).responseData;
      const names = list.data.map((row) => row.name);
      expect(names).toContain('Aaa Soupes');
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      expect(list.data.find((row) => row.id === id)).toMatchObject({
        item_count: 0,
        step_count: 0,
        sort_order: 5,
      });

      const detail = okBody(
        await admin('GET', `${adminPaths.category(id)}?language=en`),
        adminCategoryResponseSchema,
      ).responseData;
      // Only the languages typed are answered; German was left empty, so it follows English.
      expect(detail.translations).toEqual({
        en: { name: 'Aaa Soups' },
        fr: { name: 'Aaa Soupes' },
      });

      const updated = okBody(
        await admin('PUT', adminPaths.category(id), {
          translations: { en: { name: 'Soups' } },
          sort_order: 1,
        }),
        adminCategoryResponseSchema,
      ).responseData;
      expect(updated).toMatchObject({
        name: 'Soups',
        sort_order: 1,
        translations: { en: { name: 'Soups' } },
      });

      okBody(await admin('DELETE', adminPaths.category(id)), adminCatalogDoneResponseSchema);
      failBody(await admin('GET', adminPaths.category(id)), 404);
    });

    it('refuses an empty English name (422 naming it) and deleting a category in use (409 in_use)', async () => {
      const body = failBody(
        await admin('POST', `${adminPaths.categories}`, {
          language: 'de',
          translations: { en: { name: ' ' }, fr: { name: 'Soupes' } },
        }),
        422,
      );
      expect(errorFields(body)).toEqual(['translations.en.name']);
      expect(body.responseText).toBe(translateMessage('english_required', 'de'));

      const inUse = failBody(
        await admin('DELETE', `${adminPaths.category(mains.id)}?language=de`),
        409,
      );
      expect(inUse.responseText).toBe(translateMessage('in_use', 'de'));
      const [still] = await t.current.db
        .select()
        .from(itemCategories)
        .where(eq(itemCategories.id, mains.id));
      expect(still).toBeDefined();
      failBody(await admin('DELETE', adminPaths.category(999_999)), 404);
    });
  });

  describe('items', () => {
    it('a created item shows in the menu at once, in English and in French (the cache forgets)', async () => {
      // Fill the cache first: the new item must appear although these answers were cached.
      const beforeEn = await products('en', { category_id: mains.id });
      await products('fr', { category_id: mains.id });
      const id = await createItem();
      const en = await products('en', { category_id: mains.id });
      const fr = await products('fr', { category_id: mains.id });
      const de = await products('de', { category_id: mains.id });
      expect(en).toHaveLength(beforeEn.length + 1);
      expect(en.find((item) => item.id === id)).toMatchObject({
        item_name: 'Saffron Rice Bowl',
        description: 'Rice, saffron, almonds.',
        price: 2.75,
        is_veg: 1,
        min_qty: 3,
      });
      // French name typed, French description left empty: it falls back to English.
      expect(fr.find((item) => item.id === id)).toMatchObject({
        item_name: 'Bol de riz au safran',
        description: 'Rice, saffron, almonds.',
      });
      expect(de.find((item) => item.id === id)?.item_name).toBe('Saffron Rice Bowl');
      const [price] = await t.current.db
        .select({ minor: items.priceMinor })
        .from(items)
        .where(eq(items.id, id));
      expect(price?.minor).toBe(2750);
    });

    it('a new item goes last on the menu unless given a position; an update keeps its position', async () => {
      const last = await createItem();
      const menu = await products('en', { category_id: mains.id });
      expect(menu.at(-1)?.id).toBe(last);
      const first = await createItem({ sort_order: 1 });
      expect((await products('en', { category_id: mains.id }))[0]?.id).toBe(first);
      // An edit without a position leaves it where it is.
      const { sort_order: _unused, ...withoutPosition } = itemPayload({ price: 9 });
      const kept = okBody(
        await admin('PUT', adminPaths.item(first), withoutPosition),
        adminItemResponseSchema,
      ).responseData;
      expect(kept).toMatchObject({ sort_order: 1, price: 9 });
      const byPosition = (await itemList('sort=position&direction=asc&limit=1')).data;
      expect(byPosition[0]?.sort_order).toBeLessThanOrEqual(1);
    });

    it('reads an item with each language it has, updates it, and an unavailable item leaves the menu and cannot be added', async () => {
      const id = await createItem();
      const detail = await itemDetail(id, 'language=fr');
      // Every field as sent (category, price, veg, minimum, special, available), the name in French.
      const { language: _language, translations: _translations, ...sent } = itemPayload();
      expect(detail).toMatchObject({
        ...sent,
        id,
        name: 'Bol de riz au safran',
        image: '',
        combo_count: 0,
      });
      expect(detail.translations).toEqual({
        en: { name: 'Saffron Rice Bowl', description: 'Rice, saffron, almonds.' },
        fr: { name: 'Bol de riz au safran' },
      });

      const shopper = await newShopper(t.current.app, places);
      await addItem(t.current.app, shopper, id, 1);
      // Spec §5: checkout needs a combo; with one, the unavailable line is what refuses it.
      await addCombo(
        t.current.app,
        shopper,
        await comboWithPicks(t.current.app, t.current.db, shopper.token),
      );
      const updated = okBody(
        await admin(
          'PUT',
          adminPaths.item(id),
          itemPayload({ price: 3.125, is_available: false, category_id: drinks.id }),
        ),
        adminItemResponseSchema,
      ).responseData;
      expect(updated).toMatchObject({ price: 3.125, is_available: false, category_id: drinks.id });
      expect((await products('en')).map((item) => item.id)).not.toContain(id);

      const refused = failBody(
        await post(
          t.current.app,
          '/api/add-to-cart',
          { product_id: id, quantity: 1, language: 'fr' },
          { token: shopper.token },
        ),
        422,
      );
      expect(refused.responseText).toBe(translateMessage('item_unavailable', 'fr'));
      // The line already in the cart stays, flagged and not charged; checkout is refused.
      const cart = await cartOf(t.current.app, shopper);
      expect(cart.carts.find((line) => line.product?.id === id)?.is_available).toBe(false);
      expect(cart.carts.find((line) => line.combo)?.is_available).toBe(true);
      expect(cart.subtotal).toBe(cart.carts.find((line) => line.combo)?.line_total);
      const checkout = failBody(await checkoutCall(t.current.app, shopper), 422);
      expect(checkout.responseText).toBe(translateMessage('cart_has_unavailable', 'en'));
    });

    it('lists every item paged and sorted on the server, with filters and a search in any language', async () => {
      const hidden = await createItem({
        is_available: false,
        is_special: true,
        translations: { en: { name: 'Zz Hidden Special' }, ka: { name: 'ზზ დამალული' } },
      });
      const page = await itemList('sort=price&direction=asc&limit=5&page=2');
      const [count] = await t.current.db
        .select({ id: items.id })
        .from(items)
        .then((rows) => [rows.length]);
      expect(page).toMatchObject({
        current_page: 2,
        per_page: 5,
        total: count,
        last_page: Math.ceil((count ?? 0) / 5),
      });
      expect(page.data).toHaveLength(5);
      const prices = page.data.map((row) => row.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const firstPage = await itemList('sort=price&direction=asc&limit=5');
      expect(Math.max(...firstPage.data.map((row) => row.price))).toBeLessThanOrEqual(
        Math.min(...prices),
      );

      const byName = (await itemList('sort=name&direction=desc&limit=100&language=en')).data;
      expect(byName[0]?.name).toBe('Zz Hidden Special');

      const georgian = await itemList(`q=${encodeURIComponent('დამალ')}`);
      expect(georgian.data.map((row) => row.id)).toEqual([hidden]);
      const unavailableSpecials = (await itemList('available=no&special=yes&limit=100')).data;
      expect(unavailableSpecials.map((row) => row.id)).toContain(hidden);
      expect(unavailableSpecials.every((row) => !row.is_available && row.is_special)).toBe(true);
      const ofCategory = (await itemList(`category_id=${drinks.id}&limit=100`)).data;
      expect(ofCategory.length).toBeGreaterThan(0);
      expect(ofCategory.every((row) => row.category_id === drinks.id)).toBe(true);
      failBody(await admin('GET', `${adminPaths.items}?sort=secret&limit=500`), 422);
    });

    it('refuses bad values with 422 naming each field, and changes nothing', async () => {
      const before = await t.current.db.select({ id: items.id }).from(items);
      const body = failBody(
        await admin('POST', adminPaths.items, {
          language: 'fr',
          translations: { en: { name: '', description: 'x' }, fr: { name: 'y'.repeat(161) } },
          category_id: mains.id,
          price: 1.2345,
          min_qty: 0,
        }),
        422,
      );
      expect(errorFields(body).sort()).toEqual([
        'min_qty',
        'price',
        'translations.en.name',
        'translations.fr.name',
      ]);
      expect(body.responseText).toBe(translateMessage('fill_required', 'fr'));
      expect(
        failBody(await admin('POST', adminPaths.items, itemPayload({ price: -1 })), 422)
          .responseData?.errors?.[0]?.field,
      ).toBe('price');
      expect(
        errorFields(
          failBody(await admin('POST', adminPaths.items, itemPayload({ min_qty: 1000 })), 422),
        ),
      ).toEqual(['min_qty']);

      const unknownCategory = failBody(
        await admin(
          'POST',
          adminPaths.items,
          itemPayload({ category_id: 999_999, language: 'ae' }),
        ),
        422,
      );
      expect(errorFields(unknownCategory)).toEqual(['category_id']);
      expect(unknownCategory.responseText).toBe(translateMessage('category_not_found', 'ae'));
      expect(await t.current.db.select({ id: items.id }).from(items)).toHaveLength(before.length);
      failBody(await admin('PUT', adminPaths.item(999_999), itemPayload()), 404);
    });

    it('keeps an item’s allergens and dietary marks, shown on the menu; refuses marks its allergens contradict', async () => {
      const id = await createItem({
        is_veg: true,
        dietary_tags: ['halal', 'vegan'],
        allergens: ['sesame', 'gluten', 'sesame'],
      });
      const detail = okBody(await admin('GET', adminPaths.item(id)), adminItemResponseSchema);
      expect(detail.responseData).toMatchObject({
        is_veg: true,
        dietary_tags: ['vegan', 'halal'],
        allergens: ['gluten', 'sesame'],
      });
      const onMenu = (await products('en')).find((item) => item.id === id);
      expect(onMenu).toMatchObject({
        tags: ['vegetarian', 'vegan', 'halal'],
        allergens: ['gluten', 'sesame'],
      });

      const refusals: [Partial<AdminItemWrite>, string, string][] = [
        [{ is_veg: false, dietary_tags: ['vegan'] }, 'is_veg', 'dietary_vegan_not_vegetarian'],
        [
          { dietary_tags: ['vegan'], allergens: ['milk'] },
          'dietary_tags',
          'dietary_vegan_conflict',
        ],
        [{ allergens: ['fish'] }, 'is_veg', 'dietary_vegetarian_conflict'],
        [
          { is_veg: false, dietary_tags: ['gluten_free'], allergens: ['gluten'] },
          'dietary_tags',
          'dietary_gluten_free_conflict',
        ],
      ];
      for (const [overrides, field, message] of refusals) {
        const body = failBody(
          await admin('PUT', adminPaths.item(id), itemPayload({ ...overrides, language: 'ka' })),
          422,
        );
        expect(errorFields(body)).toEqual([field]);
        expect(body.responseData?.errors?.[0]?.message).toBe(
          translateMessage(message as never, 'ka'),
        );
      }
      const unknown = failBody(
        await admin('PUT', adminPaths.item(id), { ...itemPayload(), allergens: ['nuts'] }),
        422,
      );
      expect(errorFields(unknown)).toEqual(['allergens.0']);
      // Nothing refused was stored.
      const after = okBody(await admin('GET', adminPaths.item(id)), adminItemResponseSchema);
      expect(after.responseData.allergens).toEqual(['gluten', 'sesame']);
      await admin('DELETE', adminPaths.item(id));
    });

    it('deletes an item no combo offers; refuses one a combo offers (409) and an unknown one (404)', async () => {
      const id = await createItem();
      await deleteWithRows(adminPaths.item(id), itemTranslations, itemTranslations.itemId, id);
      const offered = mains.items[0] ?? 0;
      const refused = failBody(
        await admin('DELETE', `${adminPaths.item(offered)}?language=ka`),
        409,
      );
      expect(refused.responseText).toBe(translateMessage('item_in_combos', 'ka'));
      failBody(await admin('DELETE', adminPaths.item(id)), 404);
    });

    it('is found by search as the back office names it: created, renamed, deleted (issue 13 item 4)', async () => {
      const named = (en: string, fr: string, de: string) => ({
        en: { name: en, description: '' },
        fr: { name: fr, description: '' },
        de: { name: de, description: '' },
      });
      const id = await createItem({
        translations: named('Quokka Saffron Bowl', 'Bol quokka au safran', ''),
      });
      /** What search shows of this item for `q` in `language`: its name, or undefined. */
      const shownBySearch = async (q: string, language: string) =>
        okBody(
          await get(t.current.app, `/api/search?q=${encodeURIComponent(q)}&language=${language}`),
          searchResponseSchema,
        ).responseData.items.data.find((item) => item.id === id)?.item_name;
      // The English name finds it in every language; each shows its own name, else English.
      expect(await shownBySearch('QUOKKA saffron', 'fr')).toBe('Bol quokka au safran');
      expect(await shownBySearch('quokka saffron', 'de')).toBe('Quokka Saffron Bowl');
      expect(await shownBySearch('quokka au saf', 'fr')).toBe('Bol quokka au safran');

      okBody(
        await admin(
          'PUT',
          adminPaths.item(id),
          itemPayload({ translations: named('Wombat Sumac Plate', '', 'Wombat-Sumachteller') }),
        ),
        adminItemResponseSchema,
      );
      expect(await shownBySearch('quokka', 'en')).toBeUndefined();
      expect(await shownBySearch('quokka au saf', 'fr')).toBeUndefined();
      expect(await shownBySearch('wombat sumac', 'fr')).toBe('Wombat Sumac Plate');
      expect(await shownBySearch('sumachteller', 'de')).toBe('Wombat-Sumachteller');

      okBody(await admin('DELETE', adminPaths.item(id)), adminCatalogDoneResponseSchema);
      expect(await shownBySearch('wombat', 'en')).toBeUndefined();
    });
  });

  describe('images', () => {
    const upload = (url: string, file: ReturnType<typeof multipart>, as = token) =>
      postFile(t.current.app, `/api${url}`, as, file);
    /** Uploads a new picture of item `id`: the image path it answers. */
    const newItemPicture = async (id: number, file: ReturnType<typeof multipart>) =>
      okBody(await upload(adminPaths.itemImage(id), file), adminImageResponseSchema).responseData
        .image;

    it('accepts a PNG for an item, re-encoded as WebP, shown on the menu; the replaced upload is deleted', async () => {
      const id = await createItem();
      const first = await newItemPicture(
        id,
        multipart('image', 'dish.png', 'image/png', await picture(2400, 1600).png().toBuffer()),
      );
      expect(first).toMatch(new RegExp(`^/uploads/catalog/items/${id}-[0-9a-f]+\\.webp$`));
      const served = await t.current.app.inject({ method: 'GET', url: first });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1200);
      expect(
        (await products('en', { category_id: mains.id })).find((item) => item.id === id)?.image,
      ).toBe(first);

      const second = await newItemPicture(
        id,
        multipart('image', 'dish.jpg', 'image/jpeg', await picture(300, 200).jpeg().toBuffer()),
      );
      expect(second).not.toBe(first);
      const uploads = path.join(path.dirname(t.current.outboxDir), 'uploads', 'catalog', 'items');
      expect(existsSync(path.join(uploads, path.basename(first)))).toBe(false);
      expect(existsSync(path.join(uploads, path.basename(second)))).toBe(true);
    });

    it('accepts pictures for combos and categories too', async () => {
      const png = await picture(40, 40).webp().toBuffer();
      const combo = okBody(
        await upload(adminPaths.comboImage(1), multipart('image', 'c.webp', 'image/webp', png)),
        adminImageResponseSchema,
      ).responseData.image;
      expect(combo).toMatch(/^\/uploads\/catalog\/combos\/1-/);
      const category = okBody(
        await upload(
          adminPaths.categoryImage(mains.id),
          multipart('image', 'c.webp', 'image/webp', png),
        ),
        adminImageResponseSchema,
      ).responseData.image;
      expect(category).toMatch(new RegExp(`^/uploads/catalog/categories/${mains.id}-`));
    });

    it.each([
      ['text named .png', 'x.png', 'image/png', async () => Buffer.from('not a picture at all')],
      ['a GIF', 'x.gif', 'image/gif', async () => picture(20, 20).gif().toBuffer()],
      [
        'an SVG',
        'x.svg',
        'image/svg+xml',
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ],
    ])(
      'refuses %s with 422 invalid_image, the item unchanged',
      async (_label, filename, type, make) => {
        const id = await createItem();
        const body = failBody(
          await upload(
            `${adminPaths.itemImage(id)}?language=fr`,
            multipart('image', filename, type, await make()),
          ),
          422,
        );
        expect(errorFields(body)).toEqual(['image']);
        expect(body.responseText).toBe(translateMessage('invalid_image', 'fr'));
        const [row] = await t.current.db
          .select({ image: items.image })
          .from(items)
          .where(eq(items.id, id));
        expect(row?.image).toBe('');
      },
    );

    it('refuses a file over 5 MB (413) and an unknown item (404)', async () => {
      const id = await createItem();
      failBody(
        await upload(
          adminPaths.itemImage(id),
          multipart('image', 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1)),
        ),
        413,
      );
      const png = await picture(20, 20).png().toBuffer();
      failBody(
        await upload(adminPaths.itemImage(999_999), multipart('image', 'a.png', 'image/png', png)),
        404,
      );
    });
  });

  describe('combos', () => {
    it('creates a combo with its steps, which the storefront then offers with per-combo prices', async () => {
      const id = await createCombo();
      const detail = await comboDetail(id, 'language=fr');
      expect(detail).toMatchObject({
        id,
        title: 'Operator Lunch',
        price: 3.5,
        is_available: true,
        is_featured: false,
        step_count: 2,
      });
      expect(detail.steps.map((step) => step.category_id)).toEqual([mains.id, drinks.id]);
      expect(detail.steps[0]?.translations).toEqual({
        en: { title: 'Choose your main' },
        fr: { title: 'Choisissez votre plat' },
      });
      expect(detail.steps[0]?.items.map((item) => [item.item_id, item.price])).toEqual([
        [mains.items[0], 0],
        [mains.items[1], 0.5],
      ]);

      const listed = okBody(
        await admin('GET', `${adminPaths.combos}?q=operator%20lunch`),
        adminCombosResponseSchema,
      ).responseData.data;
      expect(listed.map((row) => row.id)).toEqual([id]);

      // A shopper picks the 0.5 main: the line costs 3.5 + 0.5.
      const shopper = await newShopper(t.current.app, places);
      await addCombo(t.current.app, shopper, {
        comboId: id,
        picks: [mains.items[1] ?? 0, drinks.items[0] ?? 0],
      });
      const cart = await cartOf(t.current.app, shopper);
      expect(cart.carts[0]).toMatchObject({ unit_price: 4, is_available: true });
      // Left empty, a step takes exactly its qty, with no extras.
      expect(detail.steps.map((step) => [step.qty, step.max_qty, step.extra_price])).toEqual([
        [1, 1, 0],
        [1, 1, 0],
      ]);
    });

    it('sells extra picks in a step up to its maximum, each at the step’s extra price (issue 17 item 4)', async () => {
      const [mainStep, drinkStep] = comboPayload().steps;
      if (!mainStep || !drinkStep) throw new Error('payload');
      const id = await createCombo({
        steps: [{ ...mainStep, max_qty: 2, extra_price: 1.25 }, drinkStep],
      });
      const detail = okBody(await admin('GET', adminPaths.combo(id)), adminComboResponseSchema);
      expect(detail.responseData.steps[0]).toMatchObject({ qty: 1, max_qty: 2, extra_price: 1.25 });

      // Both mains (the second 0.5 in this combo) and a drink: 3.5 + 0.5 + 1.25 for the extra.
      const shopper = await newShopper(t.current.app, places);
      const bothMains = [mains.items[0] ?? 0, mains.items[1] ?? 0, drinks.items[0] ?? 0];
      await addCombo(t.current.app, shopper, { comboId: id, picks: bothMains });
      const cart = await cartOf(t.current.app, shopper);
      expect(cart.carts[0]).toMatchObject({ unit_price: 5.25, is_available: true });
      expect(cart.carts[0]?.picks.filter((pick) => pick.is_extra)).toHaveLength(1);

      // Back to no extras: the line must be chosen again, never repriced silently.
      const saved = okBody(
        await admin('PUT', adminPaths.combo(id), {
          ...comboPayload(),
          steps: detail.responseData.steps.map((step) => ({
            id: step.id,
            category_id: step.category_id,
            qty: step.qty,
            max_qty: '',
            extra_price: 0,
            translations: step.translations,
            items: step.items.map((item) => ({ item_id: item.item_id, price: item.price })),
          })),
        }),
        adminComboResponseSchema,
      );
      expect(saved.responseData.steps[0]).toMatchObject({ qty: 1, max_qty: 1, extra_price: 0 });
      const after = await cartOf(t.current.app, shopper);
      expect(after.carts[0]).toMatchObject({
        is_available: false,
        unavailable_reason: 'choose_again',
      });
    });

    it('refuses a maximum below the picks a step needs, in the operator’s language, storing nothing', async () => {
      const [mainStep, drinkStep] = comboPayload().steps;
      if (!mainStep || !drinkStep) throw new Error('payload');
      const before = await t.current.db.$count(combos);
      const body = failBody(
        await admin('POST', adminPaths.combos, {
          ...comboPayload({ steps: [mainStep, { ...drinkStep, qty: 2, max_qty: 1 }] }),
          language: 'ka',
        }),
        422,
      );
      expect(errorFields(body)).toEqual(['steps.1.max_qty']);
      expect(body.responseText).toBe(translateMessage('step_max_below_qty', 'ka'));
      const negative = failBody(
        await admin('POST', adminPaths.combos, {
          ...comboPayload({ steps: [{ ...mainStep, max_qty: 2, extra_price: -1 }, drinkStep] }),
        }),
        422,
      );
      expect(errorFields(negative)).toEqual(['steps.0.extra_price']);
      expect(await t.current.db.$count(combos)).toBe(before);
    });

    it('refuses steps that break the combo rule, naming the field', async () => {
      const bad = (steps: AdminComboWrite['steps'], language = 'en') =>
        admin('POST', adminPaths.combos, { ...comboPayload({ steps }), language });
      const [mainStep, drinkStep] = comboPayload().steps;
      if (!mainStep || !drinkStep) throw new Error('payload');

      const foreign = failBody(
        await bad(
          [
            {
              ...mainStep,
              items: [...mainStep.items, { item_id: drinks.items[0] ?? 0, price: 0 }],
            },
          ],
          'fr',
        ),
        422,
      );
      expect(errorFields(foreign)).toEqual(['steps.0.items.2.item_id']);
      expect(foreign.responseText).toBe(translateMessage('item_not_in_category', 'fr'));

      const few = failBody(await bad([mainStep, { ...drinkStep, qty: 3 }]), 422);
      expect(errorFields(few)).toEqual(['steps.1.items']);
      expect(few.responseText).toBe(translateMessage('step_too_few_items', 'en', { qty: 3 }));

      expect(errorFields(failBody(await bad([]), 422))).toEqual(['steps']);
      expect(
        errorFields(failBody(await bad([{ ...mainStep, category_id: 999_999 }]), 422)),
      ).toEqual(['steps.0.category_id']);
      expect(errorFields(failBody(await bad([{ ...mainStep, id: 1 }]), 422))).toEqual([
        'steps.0.id',
      ]);
      const dup = mainStep.items[0];
      if (!dup) throw new Error('payload');
      expect(errorFields(failBody(await bad([{ ...mainStep, items: [dup, dup] }]), 422))).toEqual([
        'steps.0.items.1.item_id',
      ]);
      expect(errorFields(failBody(await bad([{ ...mainStep, qty: 0 }]), 422))).toEqual([
        'steps.0.qty',
      ]);
      expect(
        errorFields(
          failBody(await bad([{ ...mainStep, translations: { en: { title: '' } } }]), 422),
        ),
      ).toEqual(['steps.0.translations.en.title']);
    });

    it('editing steps keeps carts honest: a removed step or a new one flags the line, never reprices it silently', async () => {
      const id = await createCombo();
      const shopper = await newShopper(t.current.app, places);
      await addCombo(t.current.app, shopper, {
        comboId: id,
        picks: [mains.items[1] ?? 0, drinks.items[1] ?? 0],
      });
      const detail = await comboDetail(id);
      const [mainStep, drinkStep] = detail.steps;
      if (!mainStep || !drinkStep) throw new Error('steps');
      const keep = (step: typeof mainStep) => ({
        id: step.id,
        category_id: step.category_id,
        qty: step.qty,
        translations: step.translations,
        items: step.items.map((item) => ({ item_id: item.item_id, price: item.price })),
      });

      // A new price for the kept step's item: the cart follows the menu's current prices.
      okBody(
        await admin(
          'PUT',
          adminPaths.combo(id),
          comboPayload({
            steps: [
              keep(mainStep),
              { ...keep(drinkStep), items: [{ item_id: drinks.items[1] ?? 0, price: 0.25 }] },
            ],
          }),
        ),
        adminComboResponseSchema,
      );
      expect((await cartOf(t.current.app, shopper)).carts[0]).toMatchObject({
        unit_price: 4.25,
        is_available: true,
      });

      // The drink step removed: its picks would vanish by cascade and the line would look
      // complete at a lower price; instead the line loses its picks and is flagged.
      const saved = okBody(
        await admin('PUT', adminPaths.combo(id), comboPayload({ steps: [keep(mainStep)] })),
        adminComboResponseSchema,
      ).responseData;
      expect(saved.steps.map((step) => step.id)).toEqual([mainStep.id]);
      const cart = await cartOf(t.current.app, shopper);
      expect(cart.carts[0]).toMatchObject({
        is_available: false,
        unavailable_reason: 'choose_again',
      });
      expect(cart.subtotal).toBe(0);
      expect(failBody(await checkoutCall(t.current.app, shopper), 422).responseText).toBe(
        translateMessage('cart_has_unavailable', 'en'),
      );

      // Choosing again through the storefront makes the line orderable.
      const line = cart.carts[0];
      const edited = await post(
        t.current.app,
        '/api/update-combo-cart',
        { cart_id: line?.id, combo_id: id, combo_items: String(mains.items[0]), language: 'en' },
        { token: shopper.token },
      );
      expect(edited.status).toBe(200);
      expect((await cartOf(t.current.app, shopper)).carts[0]).toMatchObject({
        unit_price: 3.5,
        is_available: true,
      });

      // A new step the line has no pick for also flags it.
      okBody(
        await admin(
          'PUT',
          adminPaths.combo(id),
          comboPayload({
            steps: [keep(mainStep), comboPayload().steps[1] as AdminComboWrite['steps'][number]],
          }),
        ),
        adminComboResponseSchema,
      );
      expect((await cartOf(t.current.app, shopper)).carts[0]?.is_available).toBe(false);
    });

    it('an unavailable combo leaves the list, cannot be added, and a combo pick of an unavailable item is refused', async () => {
      const id = await createCombo();
      const shopper = await newShopper(t.current.app, places);
      const picks = [mains.items[0] ?? 0, drinks.items[0] ?? 0];

      const item = mains.items[0] ?? 0;
      const offered = await itemDetail(item);
      expect(offered.combo_count).toBeGreaterThan(0);
      const itemWrite = {
        ...itemPayload(),
        translations: offered.translations,
        category_id: offered.category_id,
        price: offered.price,
        is_available: false,
      };
      okBody(await admin('PUT', adminPaths.item(item), itemWrite), adminItemResponseSchema);
      const refusedPick = failBody(await addComboCall(shopper, id, picks, 'en'), 422);
      expect(refusedPick.responseText).toBe(translateMessage('item_unavailable', 'en'));
      okBody(
        await admin('PUT', adminPaths.item(item), { ...itemWrite, is_available: true }),
        adminItemResponseSchema,
      );

      await addCombo(t.current.app, shopper, { comboId: id, picks });
      okBody(
        await admin('PUT', adminPaths.combo(id), comboPayload({ is_available: false })),
        adminComboResponseSchema,
      );
      const listed = okBody(
        await get(t.current.app, '/api/combos?limit=100&language=en'),
        combosResponseSchema,
      );
      expect(listed.responseData.combos.data.map((combo) => combo.id)).not.toContain(id);
      const refused = failBody(await addComboCall(shopper, id, picks, 'de'), 422);
      expect(refused.responseText).toBe(translateMessage('combo_unavailable', 'de'));
      expect((await cartOf(t.current.app, shopper)).carts[0]?.is_available).toBe(false);
    });

    it('deletes a combo; its cart lines go with it; unknown ids answer 404', async () => {
      const id = await createCombo();
      await deleteWithRows(adminPaths.combo(id), comboCategories, comboCategories.comboId, id);
      failBody(await admin('GET', adminPaths.combo(id)), 404);
      failBody(await admin('DELETE', adminPaths.combo(id)), 404);
      failBody(await admin('PUT', adminPaths.combo(id), comboPayload()), 404);
    });
  });
});
