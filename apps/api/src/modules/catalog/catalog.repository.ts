import { and, arrayContains, arrayOverlaps, asc, count, eq, not, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { DEFAULT_CURRENCY, type DietaryFilter, type Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { CatalogVat } from '../cart/pricing';
import {
  banners,
  comboCategories,
  combos,
  itemCategories,
  items,
  siteSettings,
} from '../../db/schema';
import { bannerText, categoryText, comboText, itemText, stepText } from '../../db/texts';
import { withTexts } from '../../db/translations';

export interface PageRequest {
  page: number;
  limit: number;
}

/** The shop's currency: prices are stored in its minor unit (DESIGN §5). */
export async function findCurrency(db: Executor): Promise<string> {
  const [row] = await db
    .select({ currencyCode: siteSettings.currencyCode })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.currencyCode ?? DEFAULT_CURRENCY;
}

/**
 * The shop's currency as a column of a priced row, so a price never travels without it and a
 * catalog read needs no statement of its own for it (issue 13 item 3). Uncorrelated: PostgreSQL
 * reads it once per statement.
 */
const shopCurrency = sql<string>`coalesce((select ${siteSettings.currencyCode} from ${siteSettings} where ${siteSettings.id} = 1), ${DEFAULT_CURRENCY})`;

/**
 * What a catalog price needs to be shown as paid (issue 17 item 3): the currency, the VAT rate
 * and whether prices are entered with VAT, as columns of the priced row (read once per
 * statement, like the currency).
 */
export interface ShopPricing extends CatalogVat {
  currency: string;
}

export function shopPricingColumns() {
  return {
    currency: shopCurrency,
    vatRateBasisPoints: sql<number>`(select ${siteSettings.vatRateBasisPoints} from ${siteSettings} where ${siteSettings.id} = 1)`,
    pricesIncludeVat: sql<boolean>`(select ${siteSettings.pricesIncludeVat} from ${siteSettings} where ${siteSettings.id} = 1)`,
  };
}

export interface ItemFilter extends DietaryFilter {
  isSpecial?: boolean | undefined;
  categoryId?: number | undefined;
}

/**
 * Issue 16 item 4: dishes with every asked mark (vegetarian is the spec's `is_veg`) and none of
 * the allergens to avoid.
 */
export function dietaryConditions({ tags = [], without = [] }: DietaryFilter): SQL | undefined {
  const storedTags = tags.filter((tag) => tag !== 'vegetarian');
  return and(
    tags.includes('vegetarian') ? eq(items.isVeg, true) : undefined,
    storedTags.length > 0 ? arrayContains(items.dietaryTags, storedTags) : undefined,
    without.length > 0 ? not(arrayOverlaps(items.allergens, without)) : undefined,
  );
}

function itemConditions(filter: ItemFilter): SQL | undefined {
  return and(
    eq(items.isAvailable, true),
    filter.isSpecial === undefined ? undefined : eq(items.isSpecial, filter.isSpecial),
    filter.categoryId === undefined ? undefined : eq(items.categoryId, filter.categoryId),
    dietaryConditions(filter),
  );
}

export interface ItemRow extends ShopPricing {
  id: number;
  name: string | null;
  description: string | null;
  priceMinor: number;
  image: string;
  isVeg: boolean;
  dietaryTags: string[];
  allergens: string[];
  minQty: number;
  isSpecial: boolean;
  categoryId: number;
  categoryName: string | null;
}

/** The columns of an item as the shop shows it (menu, home, search). */
export function itemColumns() {
  return {
    id: items.id,
    name: itemText.text<string | null>('name'),
    description: itemText.text<string | null>('description'),
    priceMinor: items.priceMinor,
    image: items.image,
    isVeg: items.isVeg,
    dietaryTags: items.dietaryTags,
    allergens: items.allergens,
    minQty: items.minQty,
    isSpecial: items.isSpecial,
    categoryId: items.categoryId,
    categoryName: categoryText.text<string | null>('name'),
    ...shopPricingColumns(),
  };
}

/** An item query's translation joins, for `itemColumns`. */
export function withItemTexts<Query extends PgSelect>(query: Query, language: Language) {
  return withTexts(query, language, [itemText, items.id], [categoryText, items.categoryId]);
}

/** A combo steps query's translation joins: each step's title and its category's name. */
export function withStepTexts<Query extends PgSelect>(query: Query, language: Language) {
  return withTexts(
    query,
    language,
    [stepText, comboCategories.id],
    [categoryText, comboCategories.categoryId],
  );
}

async function selectItems(
  db: Executor,
  language: Language,
  filter: ItemFilter,
  window: { limit: number; offset: number },
): Promise<ItemRow[]> {
  return withItemTexts(db.select(itemColumns()).from(items).$dynamic(), language)
    .where(itemConditions(filter))
    .orderBy(asc(items.sortOrder), asc(items.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** A page of available items (spec §2 menu: 12 per page), ordered as the shop arranged them. */
export async function listItems(
  db: Executor,
  language: Language,
  filter: ItemFilter,
  page: PageRequest,
): Promise<{ rows: ItemRow[]; total: number }> {
  const [totalRow] = await db.select({ total: count() }).from(items).where(itemConditions(filter));
  const rows = await selectItems(db, language, filter, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  return { rows, total: totalRow?.total ?? 0 };
}

/** The first `limit` available special items (home page). */
export async function listSpecialItems(db: Executor, language: Language, limit: number) {
  return selectItems(db, language, { isSpecial: true }, { limit, offset: 0 });
}

/** A combo step ("choose {qty} from …") as its combo's row carries it. */
export interface ComboStepJson {
  id: number;
  category_id: number;
  category_name: string | null;
  title: string | null;
  qty: number;
}

export interface ComboRow extends ShopPricing {
  id: number;
  title: string | null;
  description: string | null;
  priceMinor: number;
  image: string;
  steps: ComboStepJson[];
}

/**
 * The steps of the combo of the surrounding query's row, as one JSON column: a page of combos
 * with their steps is one statement (issue 13 item 3).
 */
export function comboStepsColumn(db: Executor, language: Language) {
  const query = db
    .select({
      id: comboCategories.id,
      category_id: comboCategories.categoryId,
      category_name: categoryText.text<string | null>('name').as('category_name'),
      title: stepText.text<string | null>('title').as('title'),
      qty: comboCategories.qty,
      sort_order: comboCategories.sortOrder,
    })
    .from(comboCategories)
    .$dynamic();
  const steps = withStepTexts(query, language).where(eq(comboCategories.comboId, combos.id));
  return sql<
    ComboStepJson[]
  >`(select coalesce(json_agg(step order by step.sort_order, step.id), '[]'::json) from (${steps}) step)`;
}

/** The columns of a combo as the shop shows it, steps included. */
export function comboColumns(db: Executor, language: Language) {
  return {
    id: combos.id,
    title: comboText.text<string | null>('title'),
    description: comboText.text<string | null>('description'),
    priceMinor: combos.priceMinor,
    image: combos.image,
    steps: comboStepsColumn(db, language),
    ...shopPricingColumns(),
  };
}

function selectCombos(db: Executor, language: Language) {
  return db
    .select(comboColumns(db, language))
    .from(combos)
    .leftJoin(...comboText.onLocal(combos.id, language))
    .leftJoin(...comboText.onFallback(combos.id))
    .$dynamic();
}

/** A page of available combos (the /food-combos list). */
export async function listCombos(
  db: Executor,
  language: Language,
  page: PageRequest,
): Promise<{ rows: ComboRow[]; total: number }> {
  const available = eq(combos.isAvailable, true);
  return pageOf(
    selectCombos(db, language).where(available).orderBy(asc(combos.sortOrder), asc(combos.id)),
    db.select({ total: count() }).from(combos).where(available),
    page,
  );
}

/** Available featured combos (home page). */
export async function listFeaturedCombos(db: Executor, language: Language): Promise<ComboRow[]> {
  return selectCombos(db, language)
    .where(and(eq(combos.isAvailable, true), eq(combos.isFeatured, true)))
    .orderBy(asc(combos.sortOrder), asc(combos.id));
}

/** Active home banners in the shop's order. */
export async function listActiveBanners(db: Executor, language: Language) {
  return db
    .select({
      id: banners.id,
      title: bannerText.text<string | null>('title'),
      subtitle: bannerText.text<string | null>('subtitle'),
      ctaLabel: bannerText.text<string | null>('ctaLabel'),
      link: banners.link,
      image: banners.image,
    })
    .from(banners)
    .leftJoin(...bannerText.onLocal(banners.id, language))
    .leftJoin(...bannerText.onFallback(banners.id))
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

/**
 * Menu categories with their number of available items. Categories without any available item
 * are left out: the menu would only lead to an empty page.
 */
export async function listMenuCategories(db: Executor, language: Language) {
  const itemCount = sql<number>`count(${items.id})::int`;
  return db
    .select({
      id: itemCategories.id,
      name: categoryText.text<string | null>('name'),
      image: itemCategories.image,
      itemCount,
    })
    .from(itemCategories)
    .innerJoin(items, and(eq(items.categoryId, itemCategories.id), eq(items.isAvailable, true)))
    .leftJoin(...categoryText.onLocal(itemCategories.id, language))
    .leftJoin(...categoryText.onFallback(itemCategories.id))
    .groupBy(itemCategories.id, categoryText.local.name, categoryText.fallback.name)
    .orderBy(asc(itemCategories.sortOrder), asc(itemCategories.id));
}
