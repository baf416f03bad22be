import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MENU_PAGE_SIZE,
  combosResponseSchema,
  homeResponseSchema,
  productsResponseSchema,
  toMajor,
  type Language,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import {
  banners,
  comboCategories,
  comboTranslations,
  combos,
  itemTranslations,
  items,
  siteSettings,
} from '../src/db/schema';
import { postRawJson } from './helpers/accounts';
import { databaseKinds, errorFields, failBody, okBody, send, useTestApp } from './helpers/test-app';

describe.each(databaseKinds)('catalog on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload: object) =>
    send(t.current.app, { method: 'POST', url, payload });
  const get = (url: string) => send(t.current.app, { method: 'GET', url });
  const products = async (payload: object) =>
    okBody(await post('/api/products', payload), productsResponseSchema);

  async function currency() {
    const [row] = await t.current.db.select({ code: siteSettings.currencyCode }).from(siteSettings);
    return row?.code ?? 'BHD';
  }

  /** Available items (and a further condition) in listing order, straight from the database. */
  async function availableItems(condition?: SQL) {
    return t.current.db
      .select({ id: items.id, priceMinor: items.priceMinor, categoryId: items.categoryId })
      .from(items)
      .where(and(eq(items.isAvailable, true), condition))
      .orderBy(asc(items.sortOrder), asc(items.id));
  }

  async function itemName(itemId: number, language: Language) {
    const [row] = await t.current.db
      .select({ name: itemTranslations.name })
      .from(itemTranslations)
      .where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.language, language)));
    return row?.name;
  }

  describe('POST /api/products', () => {
    it('answers the first page of 12 available items in listing order, prices in major units', async () => {
      const expected = await availableItems();
      expect(expected.length).toBeGreaterThanOrEqual(36);
      const body = await products({ language: 'en' });
      expect(body.responseText).toBe(translateMessage('ok', 'en'));
      const page = body.responseData.items;
      expect(page).toMatchObject({
        current_page: 1,
        per_page: MENU_PAGE_SIZE,
        total: expected.length,
        last_page: Math.ceil(expected.length / MENU_PAGE_SIZE),
      });
      const code = await currency();
      expect(page.data.map((item) => [item.id, item.price])).toEqual(
        expected.slice(0, 12).map((row) => [row.id, toMajor(row.priceMinor, code)]),
      );
    });

    it('answers page 2 with the next 12 items', async () => {
      const expected = await availableItems();
      const page = (await products({ language: 'en', page: 2 })).responseData.items;
      expect(page.current_page).toBe(2);
      expect(page.data.map((item) => item.id)).toEqual(expected.slice(12, 24).map((row) => row.id));
    });

    it('accepts page and limit as numeric strings (form posts) and honours limit', async () => {
      const expected = await availableItems();
      const page = (await products({ page: '3', limit: '5' })).responseData.items;
      expect(page).toMatchObject({ current_page: 3, per_page: 5 });
      expect(page.last_page).toBe(Math.ceil(expected.length / 5));
      expect(page.data.map((item) => item.id)).toEqual(expected.slice(10, 15).map((row) => row.id));
    });

    it('answers an empty page past the last one', async () => {
      const page = (await products({ page: 1000 })).responseData.items;
      expect(page.data).toEqual([]);
      expect(page.current_page).toBe(1000);
    });

    it.each([1, '1', true, 'true'])('filters special items with isSpecial %j', async (flag) => {
      const expected = await availableItems(eq(items.isSpecial, true));
      expect(expected.length).toBeGreaterThan(0);
      const page = (await products({ isSpecial: flag, limit: 100 })).responseData.items;
      expect(page.total).toBe(expected.length);
      expect(page.data.map((item) => item.id)).toEqual(expected.map((row) => row.id));
      for (const item of page.data) expect(item.is_special).toBe(1);
    });

    it.each([0, '0', false, 'false'])('filters other items with isSpecial %j', async (flag) => {
      const expected = await availableItems(eq(items.isSpecial, false));
      const page = (await products({ isSpecial: flag })).responseData.items;
      expect(page.total).toBe(expected.length);
      for (const item of page.data) expect(item.is_special).toBe(0);
    });

    it('filters by category_id', async () => {
      const [first] = await availableItems();
      const categoryId = first!.categoryId;
      const expected = await availableItems(eq(items.categoryId, categoryId));
      const page = (await products({ category_id: categoryId, limit: 100 })).responseData.items;
      expect(page.data.map((item) => item.id)).toEqual(expected.map((row) => row.id));
      for (const item of page.data) expect(item.category_id).toBe(categoryId);
    });

    it('answers an empty list for a category without items', async () => {
      const page = (await products({ category_id: 999_999 })).responseData.items;
      expect(page).toMatchObject({ data: [], total: 0, last_page: 1 });
    });

    it.each(['fr', 'ae', 'de', 'ka'] as const)('answers item names in %s', async (language) => {
      const body = await products({ language });
      expect(body.responseText).toBe(translateMessage('ok', language));
      for (const item of body.responseData.items.data) {
        expect(item.item_name).toBe(await itemName(item.id, language));
      }
      // The same item in English is named differently somewhere on the page (a real translation).
      const english = (await products({ language: 'en' })).responseData.items.data;
      expect(body.responseData.items.data.map((item) => item.item_name)).not.toEqual(
        english.map((item) => item.item_name),
      );
    });

    it('falls back to English for an unknown language', async () => {
      const body = await products({ language: 'xx' });
      expect(body.responseText).toBe(translateMessage('ok', 'en'));
      for (const item of body.responseData.items.data) {
        expect(item.item_name).toBe(await itemName(item.id, 'en'));
      }
    });

    it('falls back to the English text when a translation is missing', async () => {
      const [first] = await availableItems();
      const id = first!.id;
      const where = and(eq(itemTranslations.itemId, id), eq(itemTranslations.language, 'fr'));
      const saved = await t.current.db.select().from(itemTranslations).where(where);
      await t.current.db.delete(itemTranslations).where(where);
      // Catalog writes invalidate the catalog cache, as an operator's edit will.
      await t.current.catalogCache.invalidate();
      try {
        const body = await products({ language: 'fr' });
        const item = body.responseData.items.data.find((entry) => entry.id === id);
        expect(item?.item_name).toBe(await itemName(id, 'en'));
      } finally {
        if (saved.length) await t.current.db.insert(itemTranslations).values(saved);
        await t.current.catalogCache.invalidate();
      }
    });

    it('leaves out unavailable items', async () => {
      const [first] = await availableItems();
      const id = first!.id;
      await t.current.db.update(items).set({ isAvailable: false }).where(eq(items.id, id));
      await t.current.catalogCache.invalidate();
      try {
        const expected = await availableItems();
        const page = (await products({ limit: 100 })).responseData.items;
        expect(page.total).toBe(expected.length);
        expect(page.data.map((item) => item.id)).not.toContain(id);
      } finally {
        await t.current.db.update(items).set({ isAvailable: true }).where(eq(items.id, id));
        await t.current.catalogCache.invalidate();
      }
    });

    it('refuses a user_id without a bearer token (401, DESIGN §4)', async () => {
      const body = failBody(await post('/api/products', { user_id: 5, language: 'fr' }), 401);
      expect(body.responseText).toBe(translateMessage('unauthorized', 'fr'));
    });

    it.each([
      ['page "abc"', { page: 'abc' }, 'page'],
      ['page 0', { page: 0 }, 'page'],
      ['limit over 100', { limit: 1000 }, 'limit'],
      ['isSpecial "maybe"', { isSpecial: 'maybe' }, 'isSpecial'],
      ['category_id "x"', { category_id: 'x' }, 'category_id'],
      ['user_id -1', { user_id: -1 }, 'user_id'],
    ])('refuses %s with 422 in the request language', async (_label, payload, field) => {
      const body = failBody(await post('/api/products', { language: 'de', ...payload }), 422);
      expect(body.responseText).toBe(translateMessage('invalid_value', 'de'));
      expect(errorFields(body)).toEqual([field]);
    });

    it('refuses a body that is not JSON with 400, not 500', async () => {
      const answer = await postRawJson(t.current.app, '/api/products?language=fr', '{"page": 1,');
      expect(failBody(answer, 400).responseText).toBe(translateMessage('invalid_value', 'fr'));
    });

    it('refuses a JSON body that is not an object with 4xx', async () => {
      const answer = await postRawJson(t.current.app, '/api/products?language=ae', '"page"');
      expect(failBody(answer).responseText).toBe(translateMessage('invalid_value', 'ae'));
    });
  });

  describe('GET /api/combos', () => {
    it('answers available combos with their categories', async () => {
      const availableIds = (
        await t.current.db
          .select({ id: combos.id })
          .from(combos)
          .where(eq(combos.isAvailable, true))
          .orderBy(asc(combos.sortOrder), asc(combos.id))
      ).map((row) => row.id);
      expect(availableIds.length).toBeGreaterThanOrEqual(5);

      const body = okBody(await get('/api/combos?language=en&limit=100'), combosResponseSchema);
      const page = body.responseData.combos;
      expect(page).toMatchObject({
        current_page: 1,
        last_page: 1,
        per_page: 100,
        total: availableIds.length,
      });
      expect(page.data.map((combo) => combo.id)).toEqual(availableIds);

      const steps = await t.current.db
        .select({ id: comboCategories.id, comboId: comboCategories.comboId })
        .from(comboCategories)
        .where(inArray(comboCategories.comboId, availableIds))
        .orderBy(asc(comboCategories.sortOrder), asc(comboCategories.id));
      for (const combo of page.data) {
        const expectedSteps = steps
          .filter((step) => step.comboId === combo.id)
          .map((step) => step.id);
        expect(combo.categories.map((step) => step.id)).toEqual(expectedSteps);
        expect(combo.categories.length).toBeGreaterThanOrEqual(2);
        expect(combo.categories.length).toBeLessThanOrEqual(4);
        for (const step of combo.categories) {
          expect(step.category_name).not.toBe('');
          expect(step.title).not.toBe('');
          expect(step.qty).toBeGreaterThanOrEqual(1);
        }
      }
    });

    it('pages combos', async () => {
      const all = okBody(await get('/api/combos?limit=100'), combosResponseSchema).responseData
        .combos.data;
      const page = okBody(await get('/api/combos?limit=2&page=2'), combosResponseSchema)
        .responseData.combos;
      expect(page).toMatchObject({ current_page: 2, per_page: 2, total: all.length });
      expect(page.last_page).toBe(Math.ceil(all.length / 2));
      expect(page.data.map((combo) => combo.id)).toEqual(all.slice(2, 4).map((combo) => combo.id));
    });

    it('answers combo titles in Arabic', async () => {
      const body = okBody(await get('/api/combos?language=ae'), combosResponseSchema);
      expect(body.responseText).toBe(translateMessage('ok', 'ae'));
      for (const combo of body.responseData.combos.data) {
        const [row] = await t.current.db
          .select({ title: comboTranslations.title })
          .from(comboTranslations)
          .where(
            and(eq(comboTranslations.comboId, combo.id), eq(comboTranslations.language, 'ae')),
          );
        expect(combo.title).toBe(row?.title);
      }
    });

    it.each(['page=abc', 'limit=0', 'limit=abc', 'page=-1'])(
      'refuses %s with 422',
      async (query) => {
        const body = failBody(await get(`/api/combos?language=ka&${query}`), 422);
        expect(body.responseText).toBe(translateMessage('invalid_value', 'ka'));
      },
    );
  });

  describe('GET /api/home', () => {
    it('answers banners, featured combos, special items and menu categories', async () => {
      const home = okBody(
        await get('/api/home?language=en&cookie_id=abc123'),
        homeResponseSchema,
      ).responseData;

      const [activeBanners] = await t.current.db
        .select({ n: count() })
        .from(banners)
        .where(eq(banners.isActive, true));
      expect(home.banners).toHaveLength(activeBanners!.n);

      const featured = await t.current.db
        .select({ id: combos.id })
        .from(combos)
        .where(and(eq(combos.isAvailable, true), eq(combos.isFeatured, true)))
        .orderBy(asc(combos.sortOrder), asc(combos.id));
      expect(home.featured_combos.map((combo) => combo.id)).toEqual(featured.map((row) => row.id));
      for (const combo of home.featured_combos) expect(combo.categories.length).toBeGreaterThan(0);

      const specials = await availableItems(eq(items.isSpecial, true));
      expect(home.special_items.map((item) => item.id)).toEqual(
        specials.slice(0, 8).map((row) => row.id),
      );

      const perCategory = await t.current.db
        .select({ categoryId: items.categoryId, n: count() })
        .from(items)
        .where(eq(items.isAvailable, true))
        .groupBy(items.categoryId);
      expect(home.categories).toHaveLength(perCategory.length);
      const counts = new Map(perCategory.map((row) => [row.categoryId, row.n]));
      for (const category of home.categories) {
        expect(category.item_count).toBe(counts.get(category.id));
        expect(category.name).not.toBe('');
      }
    });

    it('answers in Georgian', async () => {
      const body = okBody(await get('/api/home?language=ka'), homeResponseSchema);
      expect(body.responseText).toBe(translateMessage('ok', 'ka'));
      for (const item of body.responseData.special_items) {
        expect(item.item_name).toBe(await itemName(item.id, 'ka'));
      }
    });

    it('refuses a user_id without a bearer token (401)', async () => {
      const body = failBody(await get('/api/home?language=fr&user_id=3'), 401);
      expect(body.responseText).toBe(translateMessage('unauthorized', 'fr'));
    });

    it.each(['user_id=abc', `cookie_id=${'x'.repeat(200)}`])(
      'refuses %s with 422',
      async (query) => {
        const body = failBody(await get(`/api/home?language=de&${query}`), 422);
        expect(body.responseText).toBe(translateMessage('invalid_value', 'de'));
      },
    );
  });
});
