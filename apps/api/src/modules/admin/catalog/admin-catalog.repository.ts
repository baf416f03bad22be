import { and, asc, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Allergen, Language, SortDirection, StoredDietaryTag } from '@storefront/shared';
import type { Executor } from '../../../db/client';
import { insertReturningId, lockedRow } from '../../../db/records';
import { ordered } from '../../../db/ordering';
import { pageOf } from '../../../db/paging';
import {
  cartLinePicks,
  comboCategories,
  comboCategoryItems,
  comboCategoryTranslations,
  comboTranslations,
  combos,
  itemCategories,
  itemCategoryTranslations,
  itemTranslations,
  items,
} from '../../../db/schema';
import { replaceTranslations } from '../../../db/translations';
import { containsPattern } from '../../../db/like';
import { categoryText, comboText, itemText } from '../../../db/texts';
import { withItemTexts } from '../../catalog/catalog.repository';

/**
 * Back-office catalog storage (issue 7): the operator's lists with every item, combo and category
 * (available or not), and the writes. Translations are written whole per record: the service
 * decides which language rows exist (see TranslationRow).
 */

// The catalog's two-alias pattern (decision 003): the admin's language and English.

export interface ListWindow {
  page: number;
  limit: number;
  direction: SortDirection;
  q?: string | undefined;
}

/** "12" or "#12" also finds the record with that id. */
function idOf(q: string): number | undefined {
  const match = /^#?(\d{1,9})$/.exec(q.trim());
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * Issue 7's list search: `q` within the record's name in any language (`nameContains`, given the
 * LIKE pattern) or, as "12" or "#12", the record whose `id` it is; no condition without `q`.
 */
function nameOrId(
  q: string | undefined,
  id: AnyColumn,
  nameContains: (pattern: string) => SQL,
): SQL | undefined {
  if (!q) return undefined;
  const number = idOf(q);
  return or(nameContains(containsPattern(q)), number === undefined ? undefined : eq(id, number));
}

// ---------------------------------------------------------------- categories

const categoryName = categoryText.text<string | null>('name');
// Correlated subqueries name the outer table explicitly: drizzle leaves columns unqualified in a
// query of one table, where an inner `"id"` would bind to the subquery's own table.
const categoryItemCount = sql<number>`(select count(*)::int from items i where i.category_id = "item_categories"."id")`;
const categoryStepCount = sql<number>`(select count(*)::int from combo_categories s where s.category_id = "item_categories"."id")`;

export interface CategoryRow {
  id: number;
  name: string | null;
  image: string;
  sortOrder: number;
  itemCount: number;
  stepCount: number;
}

function categoryConditions(q: string | undefined): SQL | undefined {
  return nameOrId(
    q,
    itemCategories.id,
    (pattern) =>
      sql`exists (select 1 from ${itemCategoryTranslations} t where t.category_id = "item_categories"."id" and t.name ilike ${pattern})`,
  );
}

function selectCategories(db: Executor, language: Language) {
  return db
    .select({
      id: itemCategories.id,
      name: categoryName,
      image: itemCategories.image,
      sortOrder: itemCategories.sortOrder,
      itemCount: categoryItemCount,
      stepCount: categoryStepCount,
    })
    .from(itemCategories)
    .leftJoin(...categoryText.onLocal(itemCategories.id, language))
    .leftJoin(...categoryText.onFallback(itemCategories.id))
    .$dynamic();
}

export async function listCategories(
  db: Executor,
  language: Language,
  window: ListWindow & { sort: 'sort_order' | 'name' | 'items' },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = categoryConditions(window.q);
  const sortColumn =
    window.sort === 'name'
      ? sql`lower(${categoryName})`
      : window.sort === 'items'
        ? categoryItemCount
        : itemCategories.sortOrder;
  return pageOf(
    selectCategories(db, language)
      .where(where)
      .orderBy(ordered(sortColumn, window.direction), asc(itemCategories.id)),
    db.select({ total: count() }).from(itemCategories).where(where),
    window,
  );
}

export async function findCategory(
  db: Executor,
  language: Language,
  id: number,
): Promise<CategoryRow | undefined> {
  const [row] = await selectCategories(db, language).where(eq(itemCategories.id, id));
  return row;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: itemCategories.id })
    .from(itemCategories)
    .where(eq(itemCategories.id, id));
  return row !== undefined;
}

/** The categories among `ids` that exist. */
export async function existingCategoryIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: itemCategories.id })
    .from(itemCategories)
    .where(inArray(itemCategories.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function categoryTranslations(db: Executor, id: number) {
  return db
    .select({ language: itemCategoryTranslations.language, name: itemCategoryTranslations.name })
    .from(itemCategoryTranslations)
    .where(eq(itemCategoryTranslations.categoryId, id));
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: itemCategories.id })
    .from(itemCategories)
    .where(eq(itemCategories.slug, slug));
  return row !== undefined;
}

export async function insertCategory(
  db: Executor,
  values: { slug: string; sortOrder: number },
): Promise<number> {
  return insertReturningId(db, itemCategories, {
    slug: values.slug,
    sortOrder: values.sortOrder,
    image: '',
  });
}

/** Answers whether the category exists (and was updated). */
export async function updateCategory(
  db: Executor,
  id: number,
  values: { sortOrder: number },
): Promise<boolean> {
  const rows = await db
    .update(itemCategories)
    .set({ sortOrder: values.sortOrder })
    .where(eq(itemCategories.id, id))
    .returning({ id: itemCategories.id });
  return rows.length > 0;
}

export async function replaceCategoryTranslations(
  db: Executor,
  id: number,
  rows: { language: Language; name: string }[],
): Promise<void> {
  await replaceTranslations(db, itemCategoryTranslations, 'categoryId', id, rows);
}

/** Items and combo steps using the category (a delete must wait until none do). */
export async function categoryUsage(db: Executor, id: number) {
  const [row] = await db
    .select({ itemCount: categoryItemCount, stepCount: categoryStepCount })
    .from(itemCategories)
    .where(eq(itemCategories.id, id));
  return row;
}

export async function deleteCategory(db: Executor, id: number): Promise<string | undefined> {
  return deleteWithImage(db, itemCategories, id);
}

export async function setCategoryImage(
  db: Executor,
  id: number,
  image: string,
): Promise<{ previous: string } | undefined> {
  return setImage(db, itemCategories, id, image);
}

// ---------------------------------------------------------------- items

const itemName = itemText.text<string | null>('name');

export interface ItemFilter {
  categoryId?: number | undefined;
  available?: boolean | undefined;
  special?: boolean | undefined;
  veg?: boolean | undefined;
}

export interface AdminItemRow {
  id: number;
  name: string | null;
  categoryId: number;
  categoryName: string | null;
  priceMinor: number;
  image: string;
  isVeg: boolean;
  dietaryTags: string[];
  allergens: string[];
  isSpecial: boolean;
  isAvailable: boolean;
  minQty: number;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

function itemConditions(filter: ItemFilter, q: string | undefined): SQL | undefined {
  return and(
    filter.categoryId === undefined ? undefined : eq(items.categoryId, filter.categoryId),
    filter.available === undefined ? undefined : eq(items.isAvailable, filter.available),
    filter.special === undefined ? undefined : eq(items.isSpecial, filter.special),
    filter.veg === undefined ? undefined : eq(items.isVeg, filter.veg),
    nameOrId(
      q,
      items.id,
      (pattern) =>
        sql`exists (select 1 from ${itemTranslations} t where t.item_id = "items"."id" and t.name ilike ${pattern})`,
    ),
  );
}

function selectItems(db: Executor, language: Language) {
  const query = db
    .select({
      id: items.id,
      name: itemName,
      categoryId: items.categoryId,
      categoryName,
      priceMinor: items.priceMinor,
      image: items.image,
      isVeg: items.isVeg,
      dietaryTags: items.dietaryTags,
      allergens: items.allergens,
      isSpecial: items.isSpecial,
      isAvailable: items.isAvailable,
      minQty: items.minQty,
      sortOrder: items.sortOrder,
      createdAt: items.createdAt,
      updatedAt: items.updatedAt,
    })
    .from(items)
    .$dynamic();
  return withItemTexts(query, language);
}

export type ItemSort = 'name' | 'price' | 'category' | 'created_at' | 'available' | 'position';

export async function listItems(
  db: Executor,
  language: Language,
  filter: ItemFilter,
  window: ListWindow & { sort: ItemSort },
): Promise<{ rows: AdminItemRow[]; total: number }> {
  const where = itemConditions(filter, window.q);
  const sortColumn = {
    name: sql`lower(${itemName})`,
    price: items.priceMinor,
    category: sql`lower(${categoryName})`,
    created_at: items.createdAt,
    available: items.isAvailable,
    position: items.sortOrder,
  }[window.sort];
  return pageOf(
    selectItems(db, language)
      .where(where)
      .orderBy(ordered(sortColumn, window.direction), desc(items.id)),
    db.select({ total: count() }).from(items).where(where),
    window,
  );
}

export async function findItem(
  db: Executor,
  language: Language,
  id: number,
): Promise<AdminItemRow | undefined> {
  const [row] = await selectItems(db, language).where(eq(items.id, id));
  return row;
}

export async function itemTranslationRows(db: Executor, id: number) {
  return itemText.rowsFor(db, id, ['name', 'description']);
}

/** How many combos offer the item in one of their steps. */
export async function itemComboCount(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ combos: sql<number>`count(distinct ${comboCategories.comboId})::int` })
    .from(comboCategoryItems)
    .innerJoin(comboCategories, eq(comboCategories.id, comboCategoryItems.comboCategoryId))
    .where(eq(comboCategoryItems.itemId, id));
  return row?.combos ?? 0;
}

export interface ItemValues {
  categoryId: number;
  priceMinor: number;
  isVeg: boolean;
  dietaryTags: StoredDietaryTag[];
  allergens: Allergen[];
  minQty: number;
  isSpecial: boolean;
  isAvailable: boolean;
  /** Undefined: last on the menu when created, unchanged when updated. */
  sortOrder: number | undefined;
}

export async function insertItem(db: Executor, values: ItemValues): Promise<number> {
  return insertReturningId(db, items, newMenuValues(items, values));
}

export async function updateItem(db: Executor, id: number, values: ItemValues): Promise<boolean> {
  const rows = await db
    .update(items)
    .set(editedMenuValues(values))
    .where(eq(items.id, id))
    .returning({ id: items.id });
  return rows.length > 0;
}

export async function replaceItemTranslations(
  db: Executor,
  id: number,
  rows: { language: Language; name: string; description: string }[],
): Promise<void> {
  await replaceTranslations(db, itemTranslations, 'itemId', id, rows);
}

export async function deleteItem(db: Executor, id: number): Promise<string | undefined> {
  return deleteWithImage(db, items, id);
}

export async function setItemImage(db: Executor, id: number, image: string) {
  return setImage(db, items, id, image);
}

/** Items among `ids` with their category (to check what a combo step offers). */
export async function itemCategoriesOf(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, categoryId: items.categoryId })
    .from(items)
    .where(inArray(items.id, ids));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

// ---------------------------------------------------------------- combos

const comboTitle = comboText.text<string | null>('title');
const comboStepCount = sql<number>`(select count(*)::int from combo_categories s where s.combo_id = "combos"."id")`;

export interface ComboFilter {
  available?: boolean | undefined;
  featured?: boolean | undefined;
}

export interface AdminComboRow {
  id: number;
  title: string | null;
  priceMinor: number;
  image: string;
  isFeatured: boolean;
  isAvailable: boolean;
  stepCount: number;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

function comboConditions(filter: ComboFilter, q: string | undefined): SQL | undefined {
  return and(
    filter.available === undefined ? undefined : eq(combos.isAvailable, filter.available),
    filter.featured === undefined ? undefined : eq(combos.isFeatured, filter.featured),
    nameOrId(
      q,
      combos.id,
      (pattern) =>
        sql`exists (select 1 from ${comboTranslations} t where t.combo_id = "combos"."id" and t.title ilike ${pattern})`,
    ),
  );
}

function selectCombos(db: Executor, language: Language) {
  return db
    .select({
      id: combos.id,
      title: comboTitle,
      priceMinor: combos.priceMinor,
      image: combos.image,
      isFeatured: combos.isFeatured,
      isAvailable: combos.isAvailable,
      stepCount: comboStepCount,
      sortOrder: combos.sortOrder,
      createdAt: combos.createdAt,
      updatedAt: combos.updatedAt,
    })
    .from(combos)
    .leftJoin(...comboText.onLocal(combos.id, language))
    .leftJoin(...comboText.onFallback(combos.id))
    .$dynamic();
}

export type ComboSort = 'title' | 'price' | 'created_at' | 'available' | 'featured' | 'position';

export async function listCombos(
  db: Executor,
  language: Language,
  filter: ComboFilter,
  window: ListWindow & { sort: ComboSort },
): Promise<{ rows: AdminComboRow[]; total: number }> {
  const where = comboConditions(filter, window.q);
  const sortColumn = {
    title: sql`lower(${comboTitle})`,
    price: combos.priceMinor,
    created_at: combos.createdAt,
    available: combos.isAvailable,
    featured: combos.isFeatured,
    position: combos.sortOrder,
  }[window.sort];
  return pageOf(
    selectCombos(db, language)
      .where(where)
      .orderBy(ordered(sortColumn, window.direction), desc(combos.id)),
    db.select({ total: count() }).from(combos).where(where),
    window,
  );
}

export async function findCombo(
  db: Executor,
  language: Language,
  id: number,
): Promise<AdminComboRow | undefined> {
  const [row] = await selectCombos(db, language).where(eq(combos.id, id));
  return row;
}

export async function comboTranslationRows(db: Executor, id: number) {
  return comboText.rowsFor(db, id, ['title', 'description']);
}

/** A combo's steps in order, with their category's name in the admin's language. */
export async function comboSteps(db: Executor, language: Language, comboId: number) {
  return db
    .select({
      id: comboCategories.id,
      categoryId: comboCategories.categoryId,
      categoryName,
      qty: comboCategories.qty,
      maxQty: comboCategories.maxQty,
      extraPriceMinor: comboCategories.extraPriceMinor,
    })
    .from(comboCategories)
    .leftJoin(...categoryText.onLocal(comboCategories.categoryId, language))
    .leftJoin(...categoryText.onFallback(comboCategories.categoryId))
    .where(eq(comboCategories.comboId, comboId))
    .orderBy(asc(comboCategories.sortOrder), asc(comboCategories.id));
}

export async function stepTranslationRows(db: Executor, stepIds: number[]) {
  if (stepIds.length === 0) return [];
  return db
    .select({
      stepId: comboCategoryTranslations.comboCategoryId,
      language: comboCategoryTranslations.language,
      title: comboCategoryTranslations.title,
    })
    .from(comboCategoryTranslations)
    .where(inArray(comboCategoryTranslations.comboCategoryId, stepIds));
}

/** The items each step offers with their per-combo price, in the step's order. */
export async function stepItemRows(db: Executor, language: Language, stepIds: number[]) {
  if (stepIds.length === 0) return [];
  return db
    .select({
      stepId: comboCategoryItems.comboCategoryId,
      itemId: comboCategoryItems.itemId,
      itemName,
      priceMinor: comboCategoryItems.priceMinor,
      isAvailable: items.isAvailable,
    })
    .from(comboCategoryItems)
    .innerJoin(items, eq(items.id, comboCategoryItems.itemId))
    .leftJoin(...itemText.onLocal(items.id, language))
    .leftJoin(...itemText.onFallback(items.id))
    .where(inArray(comboCategoryItems.comboCategoryId, stepIds))
    .orderBy(asc(comboCategoryItems.sortOrder), asc(comboCategoryItems.itemId));
}

export interface ComboValues {
  priceMinor: number;
  isFeatured: boolean;
  isAvailable: boolean;
  /** Undefined: last in the list when created, unchanged when updated. */
  sortOrder: number | undefined;
}

export async function insertCombo(db: Executor, values: ComboValues): Promise<number> {
  return insertReturningId(db, combos, newMenuValues(combos, values));
}

export async function updateCombo(db: Executor, id: number, values: ComboValues) {
  const rows = await db
    .update(combos)
    .set(editedMenuValues(values))
    .where(eq(combos.id, id))
    .returning({ id: combos.id });
  return rows.length > 0;
}

/** Locks the combo row: two operators saving one combo's steps at once apply one after the other. */
export async function lockCombo(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: combos.id })
    .from(combos)
    .where(eq(combos.id, id))
    .for('update');
  return rows.length > 0;
}

export async function replaceComboTranslations(
  db: Executor,
  id: number,
  rows: { language: Language; title: string; description: string }[],
): Promise<void> {
  await replaceTranslations(db, comboTranslations, 'comboId', id, rows);
}

export async function comboStepIds(db: Executor, comboId: number): Promise<number[]> {
  const rows = await db
    .select({ id: comboCategories.id })
    .from(comboCategories)
    .where(eq(comboCategories.comboId, comboId));
  return rows.map((row) => row.id);
}

export interface StepValues {
  categoryId: number;
  qty: number;
  maxQty: number;
  extraPriceMinor: number;
  sortOrder: number;
  titles: { language: Language; title: string }[];
  items: { itemId: number; priceMinor: number }[];
}

/** Writes a step (new when `id` is undefined) with its titles and offered items. */
export async function saveStep(
  db: Executor,
  comboId: number,
  id: number | undefined,
  step: StepValues,
): Promise<number> {
  const values = {
    categoryId: step.categoryId,
    qty: step.qty,
    maxQty: step.maxQty,
    extraPriceMinor: step.extraPriceMinor,
    sortOrder: step.sortOrder,
  };
  let stepId = id;
  if (stepId === undefined) {
    stepId = await insertReturningId(db, comboCategories, { comboId, ...values });
  } else {
    await db.update(comboCategories).set(values).where(eq(comboCategories.id, stepId));
    await db
      .delete(comboCategoryTranslations)
      .where(eq(comboCategoryTranslations.comboCategoryId, stepId));
    await db.delete(comboCategoryItems).where(eq(comboCategoryItems.comboCategoryId, stepId));
  }
  const savedId = stepId;
  await db
    .insert(comboCategoryTranslations)
    .values(step.titles.map((title) => ({ comboCategoryId: savedId, ...title })));
  if (step.items.length > 0) {
    await db.insert(comboCategoryItems).values(
      step.items.map((item, index) => ({
        comboCategoryId: savedId,
        itemId: item.itemId,
        priceMinor: item.priceMinor,
        sortOrder: index,
      })),
    );
  }
  return savedId;
}

/**
 * Removes steps of a combo. Cart lines that picked in them lose *all* their picks first: a
 * cascade would silently drop just those picks (and their price) and leave a cheaper line that
 * looks complete; with no picks the line is flagged unavailable until the customer chooses again
 * (decision: "a combo's edited steps never silently reprice a cart").
 */
export async function deleteSteps(db: Executor, stepIds: number[]): Promise<void> {
  if (stepIds.length === 0) return;
  const touched = db
    .select({ id: cartLinePicks.cartLineId })
    .from(cartLinePicks)
    .where(inArray(cartLinePicks.comboCategoryId, stepIds));
  await db.delete(cartLinePicks).where(inArray(cartLinePicks.cartLineId, touched));
  await db.delete(comboCategories).where(inArray(comboCategories.id, stepIds));
}

export async function deleteCombo(db: Executor, id: number): Promise<string | undefined> {
  return deleteWithImage(db, combos, id);
}

export async function setComboImage(db: Executor, id: number, image: string) {
  return setImage(db, combos, id, image);
}

// ---------------------------------------------------------------- menu records

/**
 * A new item's or combo's columns: without a sort order it goes last on the menu; it has no
 * picture until one is uploaded (the storefront draws a placeholder for '').
 */
function newMenuValues<Values extends { sortOrder: number | undefined }>(
  table: typeof items | typeof combos,
  values: Values,
) {
  return {
    ...values,
    sortOrder: values.sortOrder ?? sql`(select coalesce(max(sort_order), 0) + 10 from ${table})`,
    image: '',
  };
}

/** An edit's columns: without a sort order the record keeps its place. */
function editedMenuValues<Values extends { sortOrder: number | undefined }>(values: Values) {
  const { sortOrder, ...rest } = values;
  return { ...rest, ...(sortOrder === undefined ? {} : { sortOrder }), updatedAt: sql`now()` };
}

// ---------------------------------------------------------------- images

type ImageTable = typeof items | typeof combos | typeof itemCategories;

/** Deletes a record; answers its picture (to delete once the transaction commits). */
async function deleteWithImage(
  db: Executor,
  table: ImageTable,
  id: number,
): Promise<string | undefined> {
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ image: table.image });
  return row?.image;
}

/** Sets a record's image; answers the previous one, or undefined when the record is missing. */
async function setImage(
  db: Executor,
  table: ImageTable,
  id: number,
  image: string,
): Promise<{ previous: string } | undefined> {
  const current = await lockedRow(db, table, eq(table.id, id));
  if (!current) return undefined;
  await db.update(table).set({ image }).where(eq(table.id, id));
  return { previous: current.image };
}
