import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CURRENCY, type Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import {
  banners,
  comboCategories,
  combos,
  itemCategories,
  items,
  siteSettings,
} from '../../db/schema';
import { bannerText, categoryText, comboText, itemText, stepText } from '../../db/texts';

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

export interface ItemFilter {
  isSpecial?: boolean | undefined;
  categoryId?: number | undefined;
}

function itemConditions(filter: ItemFilter): SQL | undefined {
  return and(
    eq(items.isAvailable, true),
    filter.isSpecial === undefined ? undefined : eq(items.isSpecial, filter.isSpecial),
    filter.categoryId === undefined ? undefined : eq(items.categoryId, filter.categoryId),
  );
}

export interface ItemRow {
  id: number;
  name: string | null;
  description: string | null;
  priceMinor: number;
  image: string;
  isVeg: boolean;
  minQty: number;
  isSpecial: boolean;
  categoryId: number;
  categoryName: string | null;
}

async function selectItems(
  db: Executor,
  language: Language,
  filter: ItemFilter,
  window: { limit: number; offset: number },
): Promise<ItemRow[]> {
  return db
    .select({
      id: items.id,
      name: itemText.text<string | null>('name'),
      description: itemText.text<string | null>('description'),
      priceMinor: items.priceMinor,
      image: items.image,
      isVeg: items.isVeg,
      minQty: items.minQty,
      isSpecial: items.isSpecial,
      categoryId: items.categoryId,
      categoryName: categoryText.text<string | null>('name'),
    })
    .from(items)
    .leftJoin(...itemText.onLocal(items.id, language))
    .leftJoin(...itemText.onFallback(items.id))
    .leftJoin(...categoryText.onLocal(items.categoryId, language))
    .leftJoin(...categoryText.onFallback(items.categoryId))
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

export interface ComboRow {
  id: number;
  title: string | null;
  description: string | null;
  priceMinor: number;
  image: string;
}

function selectCombos(db: Executor, language: Language) {
  return db
    .select({
      id: combos.id,
      title: comboText.text<string | null>('title'),
      description: comboText.text<string | null>('description'),
      priceMinor: combos.priceMinor,
      image: combos.image,
    })
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
  const [totalRow] = await db
    .select({ total: count() })
    .from(combos)
    .where(eq(combos.isAvailable, true));
  const rows = await selectCombos(db, language)
    .where(eq(combos.isAvailable, true))
    .orderBy(asc(combos.sortOrder), asc(combos.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Available featured combos (home page). */
export async function listFeaturedCombos(db: Executor, language: Language): Promise<ComboRow[]> {
  return selectCombos(db, language)
    .where(and(eq(combos.isAvailable, true), eq(combos.isFeatured, true)))
    .orderBy(asc(combos.sortOrder), asc(combos.id));
}

export interface ComboStepRow {
  id: number;
  comboId: number;
  categoryId: number;
  categoryName: string | null;
  title: string | null;
  qty: number;
}

/**
 * The categories ("choose {qty} from …") of several combos in one query, so a page of combos
 * costs two queries rather than one per combo.
 */
export async function listComboSteps(
  db: Executor,
  language: Language,
  comboIds: number[],
): Promise<ComboStepRow[]> {
  if (comboIds.length === 0) return [];
  return db
    .select({
      id: comboCategories.id,
      comboId: comboCategories.comboId,
      categoryId: comboCategories.categoryId,
      categoryName: categoryText.text<string | null>('name'),
      title: stepText.text<string | null>('title'),
      qty: comboCategories.qty,
    })
    .from(comboCategories)
    .leftJoin(...stepText.onLocal(comboCategories.id, language))
    .leftJoin(...stepText.onFallback(comboCategories.id))
    .leftJoin(...categoryText.onLocal(comboCategories.categoryId, language))
    .leftJoin(...categoryText.onFallback(comboCategories.categoryId))
    .where(inArray(comboCategories.comboId, comboIds))
    .orderBy(asc(comboCategories.comboId), asc(comboCategories.sortOrder), asc(comboCategories.id));
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
