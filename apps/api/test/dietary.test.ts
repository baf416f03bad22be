import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  ALLERGENS,
  DIETARY_TAGS,
  comboItemsResponseSchema,
  dietaryContradiction,
  productsResponseSchema,
  searchResponseSchema,
  type Allergen,
  type StoredDietaryTag,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { combos, items, itemTranslations } from '../src/db/schema';
import { get, post, describeOnEachDatabase } from './helpers/accounts';
import { newShopper } from './helpers/orders';
import { errorFields, failBody, okBody, send } from './helpers/test-app';

/** Issue 16 item 4: allergens and dietary marks in every item answer, and the filters on them. */
describeOnEachDatabase('dietary marks', ({ t, places }) => {
  const products = async (payload: object) =>
    okBody(
      await post(t.current.app, '/api/products', { language: 'en', limit: 100, ...payload }),
      productsResponseSchema,
    ).responseData.items;

  /** Available items meeting `condition`, straight from the database. */
  async function availableIds(condition?: SQL) {
    const rows = await t.current.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.isAvailable, true), condition))
      .orderBy(asc(items.id));
    return rows.map((row) => row.id);
  }
  const sorted = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);

  async function itemNamed(name: string) {
    const [row] = await t.current.db
      .select({
        id: items.id,
        isVeg: items.isVeg,
        tags: items.dietaryTags,
        allergens: items.allergens,
      })
      .from(items)
      .innerJoin(itemTranslations, eq(itemTranslations.itemId, items.id))
      .where(and(eq(itemTranslations.language, 'en'), eq(itemTranslations.name, name)));
    if (!row) throw new Error(`no item named ${name}`);
    return row;
  }

  it('answers each item’s allergens and marks, vegetarian being is_veg, in the lists’ order', async () => {
    const page = await products({});
    expect(page.data.length).toBeGreaterThanOrEqual(36);
    for (const item of page.data) {
      expect(item.tags.includes('vegetarian')).toBe(item.is_veg === 1);
      expect(item.allergens).toEqual(ALLERGENS.filter((key) => item.allergens.includes(key)));
      expect(item.tags).toEqual(DIETARY_TAGS.filter((key) => item.tags.includes(key)));
    }
    const hummus = page.data.find((item) => item.item_name === 'Hummus');
    expect(hummus).toMatchObject({
      allergens: ['gluten', 'sesame'],
      tags: ['vegetarian', 'vegan'],
    });
    const shrimp = page.data.find((item) => item.item_name === 'Shrimp Machboos');
    expect(shrimp?.allergens).toEqual(['crustaceans']);
    expect(shrimp?.tags).toEqual(['gluten_free', 'halal']);
  });

  it('the demo menu’s marks never contradict its allergens', async () => {
    const rows = await t.current.db
      .select({ isVeg: items.isVeg, tags: items.dietaryTags, allergens: items.allergens })
      .from(items);
    for (const row of rows) {
      const dish = {
        isVeg: row.isVeg,
        tags: row.tags as StoredDietaryTag[],
        allergens: row.allergens as Allergen[],
      };
      expect(dietaryContradiction(dish)).toBeNull();
    }
    // Every allergen-free mark is backed by a recipe: some dishes carry each tag.
    for (const tag of DIETARY_TAGS) {
      expect((await products({ tags: [tag] })).total, `demo dishes marked ${tag}`).toBeGreaterThan(
        0,
      );
    }
  });

  it('filters the menu: none of the allergens in `without`, every mark in `tags`', async () => {
    const withoutNuts = await products({ without: ['tree_nuts', 'peanuts'] });
    const expected = await availableIds(
      sql`not (${items.allergens} && array['tree_nuts', 'peanuts']::text[])`,
    );
    expect(expected.length).toBeLessThan((await availableIds()).length);
    expect(withoutNuts.total).toBe(expected.length);
    expect(sorted(withoutNuts.data)).toEqual(expected);

    const veganGlutenFree = await products({ tags: ['vegan', 'gluten_free', 'vegetarian'] });
    expect(veganGlutenFree.total).toBeGreaterThan(0);
    for (const item of veganGlutenFree.data) {
      expect(item.tags).toEqual(expect.arrayContaining(['vegetarian', 'vegan', 'gluten_free']));
    }
    expect(sorted(veganGlutenFree.data)).toEqual(
      await availableIds(
        and(
          eq(items.isVeg, true),
          sql`${items.dietaryTags} @> array['vegan', 'gluten_free']::text[]`,
        ),
      ),
    );

    // Combined with a category, on a later page, the filter holds.
    const [mains] = veganGlutenFree.data;
    const inCategory = await products({ tags: ['vegetarian'], category_id: mains!.category_id });
    for (const item of inCategory.data) {
      expect(item.category_id).toBe(mains!.category_id);
      expect(item.is_veg).toBe(1);
    }
  });

  it('filters search results too, the lists given comma-separated in the query string', async () => {
    const answer = await send(t.current.app, {
      method: 'GET',
      url: '/api/search?q=machboos&language=en&without=crustaceans,tree_nuts',
    });
    const data = okBody(answer, searchResponseSchema).responseData;
    const names = data.items.data.map((item) => item.item_name);
    expect(names).toContain('Chicken Machboos');
    expect(names).not.toContain('Shrimp Machboos');
    expect(names).not.toContain('Lamb Machboos');
    const vegetarian = okBody(
      await send(t.current.app, {
        method: 'GET',
        url: '/api/search?q=machboos&language=en&tags=vegetarian',
      }),
      searchResponseSchema,
    ).responseData;
    expect(vegetarian.items.total).toBe(0);
  });

  it('refuses an unknown allergen or mark with a message in the caller’s language', async () => {
    const body = failBody(
      await post(t.current.app, '/api/products', { language: 'fr', without: ['nuts'] }),
      422,
    );
    expect(errorFields(body)).toEqual(['without.0']);
    expect(body.responseText).toBe(translateMessage('invalid_value', 'fr'));
    const search = failBody(
      await send(t.current.app, {
        method: 'GET',
        url: '/api/search?q=rice&language=de&tags=kosher',
      }),
      422,
    );
    expect(search.responseText).toBe(translateMessage('invalid_value', 'de'));
  });

  it('gives the combo modal’s choices their marks', async () => {
    const shopper = await newShopper(t.current.app, places);
    const [combo] = await t.current.db
      .select({ id: combos.id })
      .from(combos)
      .where(eq(combos.isAvailable, true))
      .orderBy(asc(combos.id));
    const body = okBody(
      await get(t.current.app, `/api/combo-items/${combo!.id}?language=en`, shopper.token),
      comboItemsResponseSchema,
    );
    const choices = body.responseData.combo_items.flatMap((step) => step.items);
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      const stored = await itemNamed(choice.item_name);
      expect(choice.tags.includes('vegetarian')).toBe(stored.isVeg);
      expect(choice.allergens).toEqual(ALLERGENS.filter((key) => stored.allergens.includes(key)));
    }
  });
});
