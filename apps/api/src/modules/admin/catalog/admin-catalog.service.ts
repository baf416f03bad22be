import {
  ALLERGENS,
  STORED_DIETARY_TAGS,
  inListOrder,
  toMajor,
  toMinor,
  type AdminCategoryDetail,
  type AdminCategoryRow,
  type AdminComboDetail,
  type AdminComboRow,
  type AdminItemDetail,
  type AdminItemRow,
  type Allergen,
  type StoredDietaryTag,
  type FieldError,
  type Language,
  type MessageKey,
  type adminCategoryWriteSchema,
  type adminComboWriteSchema,
  type adminItemWriteSchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../../platform/errors';
import { isUniqueViolation } from '../../accounts/accounts.repository';
import { findCurrency } from '../../catalog/catalog.repository';
import { textsOf, translationRows } from '../translation-rows';
import {
  categoryTranslations,
  categoryUsage,
  comboStepIds,
  comboSteps,
  comboTranslationRows,
  deleteCategory,
  deleteCombo,
  deleteItem,
  deleteSteps,
  existingCategoryIds,
  findCategory,
  findCombo,
  findItem,
  insertCategory,
  insertCombo,
  insertItem,
  itemCategoriesOf,
  itemComboCount,
  itemTranslationRows,
  lockCombo,
  replaceCategoryTranslations,
  replaceComboTranslations,
  replaceItemTranslations,
  saveStep,
  slugTaken,
  stepItemRows,
  stepTranslationRows,
  updateCategory,
  updateCombo,
  updateItem,
  type AdminComboRow as ComboDbRow,
  type AdminItemRow as ItemDbRow,
  type CategoryRow,
} from './admin-catalog.repository';

/**
 * Back-office catalog logic (issue 7 item 3): the checks that need the database (a category
 * exists, a combo step offers only its category's items and enough of them), translations in
 * and out, money in minor units (DESIGN §5). Routes invalidate the catalog cache after each
 * write that this module commits (decision 009).
 */

/** A 422 naming fields whose answer text may carry values (`step_too_few_items` and its qty). */
class CatalogValidationError extends AppError {
  constructor(errors: FieldError[], key: MessageKey, values: Record<string, string | number> = {}) {
    super(422, key, errors, values);
  }
}

/** Collects field problems; throws them together (the form shows each beside its field). */
class Problems {
  private readonly list: { field: string; key: MessageKey; values: Record<string, number> }[] = [];
  constructor(private readonly language: Language) {}
  add(field: string, key: MessageKey, values: Record<string, number> = {}) {
    if (!this.list.some((problem) => problem.field === field)) {
      this.list.push({ field, key, values });
    }
  }
  throwIfAny() {
    const [first] = this.list;
    if (!first) return;
    const errors = this.list.map((problem) => ({
      field: problem.field,
      message: translateMessage(problem.key, this.language, problem.values),
    }));
    // As the zod errors do (decision 005): one field names its own text, several the general one.
    if (this.list.length === 1) throw new CatalogValidationError(errors, first.key, first.values);
    throw new CatalogValidationError(errors, 'fill_required');
  }
}

const iso = (date: Date) => date.toISOString();

// ---------------------------------------------------------------- categories

type CategoryWrite = z.output<typeof adminCategoryWriteSchema>;

function toCategoryRow(row: CategoryRow): AdminCategoryRow {
  return {
    id: row.id,
    name: row.name ?? '',
    image: row.image,
    sort_order: row.sortOrder,
    item_count: row.itemCount,
    step_count: row.stepCount,
  };
}
export { toCategoryRow };

export async function categoryDetail(
  db: Executor,
  language: Language,
  id: number,
): Promise<AdminCategoryDetail> {
  const row = await findCategory(db, language, id);
  if (!row) throw new NotFoundError();
  const texts = textsOf(await categoryTranslations(db, id), ['name']);
  return { ...toCategoryRow(row), translations: texts };
}

/** A URL-safe slug from the English name (kept when the name changes later). */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'category';
}

export async function createCategory(db: Database, body: CategoryWrite): Promise<number> {
  const base = slugify(body.translations.en.name);
  try {
    return await db.transaction(async (tx) => {
      let slug = base;
      for (let n = 2; await slugTaken(tx, slug); n++) slug = `${base}-${n}`;
      const id = await insertCategory(tx, { slug, sortOrder: body.sort_order });
      await replaceCategoryTranslations(tx, id, translationRows(body.translations, ['name']));
      return id;
    });
  } catch (error) {
    // Two categories of one name saved at once: the slug's unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError('duplicate_value');
    throw error;
  }
}

export async function editCategory(db: Database, id: number, body: CategoryWrite): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await updateCategory(tx, id, { sortOrder: body.sort_order }))) throw new NotFoundError();
    await replaceCategoryTranslations(tx, id, translationRows(body.translations, ['name']));
  });
}

/** Refused (409 in_use) while items or combo steps use the category. Answers its old image. */
export async function removeCategory(db: Database, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const usage = await categoryUsage(tx, id);
    if (!usage) throw new NotFoundError();
    if (usage.itemCount > 0 || usage.stepCount > 0) throw new ConflictError('in_use');
    return (await deleteCategory(tx, id)) ?? '';
  });
}

// ---------------------------------------------------------------- items

type ItemWrite = z.output<typeof adminItemWriteSchema>;
const ITEM_FIELDS = ['name', 'description'] as const;

export function toItemRow(row: ItemDbRow, currency: string): AdminItemRow {
  return {
    id: row.id,
    name: row.name ?? '',
    category_id: row.categoryId,
    category_name: row.categoryName ?? '',
    price: toMajor(row.priceMinor, currency),
    image: row.image,
    is_veg: row.isVeg,
    dietary_tags: inListOrder(STORED_DIETARY_TAGS, row.dietaryTags as StoredDietaryTag[]),
    allergens: inListOrder(ALLERGENS, row.allergens as Allergen[]),
    is_special: row.isSpecial,
    is_available: row.isAvailable,
    min_qty: row.minQty,
    sort_order: row.sortOrder,
    created_at: iso(row.createdAt),
  };
}

export async function itemDetail(
  db: Executor,
  language: Language,
  id: number,
): Promise<AdminItemDetail> {
  const row = await findItem(db, language, id);
  if (!row) throw new NotFoundError();
  const [currency, rows, comboCount] = await Promise.all([
    findCurrency(db),
    itemTranslationRows(db, id),
    itemComboCount(db, id),
  ]);
  return {
    ...toItemRow(row, currency),
    translations: textsOf(rows, ITEM_FIELDS),
    updated_at: iso(row.updatedAt),
    combo_count: comboCount,
  };
}

async function itemValues(db: Executor, language: Language, body: ItemWrite) {
  const problems = new Problems(language);
  if ((await existingCategoryIds(db, [body.category_id])).size === 0) {
    problems.add('category_id', 'category_not_found');
  }
  problems.throwIfAny();
  const currency = await findCurrency(db);
  return {
    categoryId: body.category_id,
    priceMinor: toMinor(body.price, currency),
    isVeg: body.is_veg,
    dietaryTags: body.dietary_tags,
    allergens: body.allergens,
    minQty: body.min_qty,
    isSpecial: body.is_special,
    isAvailable: body.is_available,
    sortOrder: body.sort_order,
  };
}

export async function createItem(db: Database, body: ItemWrite): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertItem(tx, await itemValues(tx, body.language, body));
    await replaceItemTranslations(tx, id, translationRows(body.translations, ITEM_FIELDS));
    return id;
  });
}

export async function editItem(db: Database, id: number, body: ItemWrite): Promise<void> {
  await db.transaction(async (tx) => {
    const values = await itemValues(tx, body.language, body);
    if (!(await updateItem(tx, id, values))) throw new NotFoundError();
    await replaceItemTranslations(tx, id, translationRows(body.translations, ITEM_FIELDS));
  });
}

/**
 * Deletes an item unless a combo offers it (409 `item_in_combos`: the cascade would silently
 * change the combo). Orders keep their snapshot (order_lines.item_id becomes null); cart lines
 * of it go with it. Answers the item's old image.
 */
export async function removeItem(db: Database, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    if ((await itemComboCount(tx, id)) > 0) throw new ConflictError('item_in_combos');
    const image = await deleteItem(tx, id);
    if (image === undefined) throw new NotFoundError();
    return image;
  });
}

// ---------------------------------------------------------------- combos

type ComboWrite = z.output<typeof adminComboWriteSchema>;
const COMBO_FIELDS = ['title', 'description'] as const;

export function toComboRow(row: ComboDbRow, currency: string): AdminComboRow {
  return {
    id: row.id,
    title: row.title ?? '',
    price: toMajor(row.priceMinor, currency),
    image: row.image,
    is_featured: row.isFeatured,
    is_available: row.isAvailable,
    step_count: row.stepCount,
    sort_order: row.sortOrder,
    created_at: iso(row.createdAt),
  };
}

export async function comboDetail(
  db: Executor,
  language: Language,
  id: number,
): Promise<AdminComboDetail> {
  const row = await findCombo(db, language, id);
  if (!row) throw new NotFoundError();
  const [currency, texts, steps] = await Promise.all([
    findCurrency(db),
    comboTranslationRows(db, id),
    comboSteps(db, language, id),
  ]);
  const stepIds = steps.map((step) => step.id);
  const [titles, offered] = await Promise.all([
    stepTranslationRows(db, stepIds),
    stepItemRows(db, language, stepIds),
  ]);
  return {
    ...toComboRow(row, currency),
    translations: textsOf(texts, COMBO_FIELDS),
    updated_at: iso(row.updatedAt),
    steps: steps.map((step) => ({
      id: step.id,
      category_id: step.categoryId,
      category_name: step.categoryName ?? '',
      qty: step.qty,
      max_qty: step.maxQty,
      extra_price: toMajor(step.extraPriceMinor, currency),
      translations: textsOf(
        titles.filter((title) => title.stepId === step.id),
        ['title'] as const,
      ),
      items: offered
        .filter((item) => item.stepId === step.id)
        .map((item) => ({
          item_id: item.itemId,
          item_name: item.itemName ?? '',
          price: toMajor(item.priceMinor, currency),
          is_available: item.isAvailable,
        })),
    })),
  };
}

/**
 * DESIGN §5's combo rule seen from the operator's side: a step offers only items of its own
 * category, each once, and at least `qty` of them (else no customer could complete it). A
 * step id must be one of this combo's steps. Every problem is named by its field.
 */
async function checkSteps(
  db: Executor,
  language: Language,
  comboId: number | undefined,
  steps: ComboWrite['steps'],
): Promise<void> {
  const problems = new Problems(language);
  const categories = await existingCategoryIds(db, [
    ...new Set(steps.map((step) => step.category_id)),
  ]);
  const itemCategory = await itemCategoriesOf(db, [
    ...new Set(steps.flatMap((step) => step.items.map((item) => item.item_id))),
  ]);
  const ownSteps = new Set(comboId === undefined ? [] : await comboStepIds(db, comboId));
  const seenSteps = new Set<number>();
  steps.forEach((step, s) => {
    if (step.id !== undefined) {
      if (!ownSteps.has(step.id)) problems.add(`steps.${s}.id`, 'step_not_in_combo');
      else if (seenSteps.has(step.id)) problems.add(`steps.${s}.id`, 'duplicate_value');
      seenSteps.add(step.id);
    }
    if (!categories.has(step.category_id)) {
      problems.add(`steps.${s}.category_id`, 'category_not_found');
      return;
    }
    const seenItems = new Set<number>();
    step.items.forEach((item, i) => {
      const field = `steps.${s}.items.${i}.item_id`;
      if (itemCategory.get(item.item_id) !== step.category_id) {
        problems.add(field, 'item_not_in_category');
      } else if (seenItems.has(item.item_id)) problems.add(field, 'duplicate_value');
      seenItems.add(item.item_id);
    });
    if (step.items.length < step.qty) {
      problems.add(`steps.${s}.items`, 'step_too_few_items', { qty: step.qty });
    }
  });
  problems.throwIfAny();
}

async function writeSteps(
  tx: Executor,
  comboId: number,
  steps: ComboWrite['steps'],
  currency: string,
): Promise<void> {
  const kept = new Set(steps.flatMap((step) => (step.id === undefined ? [] : [step.id])));
  const removed = (await comboStepIds(tx, comboId)).filter((id) => !kept.has(id));
  await deleteSteps(tx, removed);
  for (const [index, step] of steps.entries()) {
    await saveStep(tx, comboId, step.id, {
      categoryId: step.category_id,
      qty: step.qty,
      // Issue 17 item 4: left empty, a step takes exactly its qty.
      maxQty: step.max_qty ?? step.qty,
      extraPriceMinor: toMinor(step.extra_price, currency),
      sortOrder: index,
      titles: translationRows(step.translations, ['title'] as const),
      items: step.items.map((item) => ({
        itemId: item.item_id,
        priceMinor: toMinor(item.price, currency),
      })),
    });
  }
}

function comboValues(body: ComboWrite, currency: string) {
  return {
    priceMinor: toMinor(body.price, currency),
    isFeatured: body.is_featured,
    isAvailable: body.is_available,
    sortOrder: body.sort_order,
  };
}

export async function createCombo(db: Database, body: ComboWrite): Promise<number> {
  return db.transaction(async (tx) => {
    await checkSteps(tx, body.language, undefined, body.steps);
    const currency = await findCurrency(tx);
    const id = await insertCombo(tx, comboValues(body, currency));
    await replaceComboTranslations(tx, id, translationRows(body.translations, COMBO_FIELDS));
    await writeSteps(tx, id, body.steps, currency);
    return id;
  });
}

/**
 * Saves a combo and its steps. Steps sent with their id are kept (the picks customers made in
 * them stay); the others are removed (their cart lines are flagged, see deleteSteps). A pick
 * the step no longer offers, a raised qty or a new step make a cart line unorderable until it
 * is edited, never silently repriced (cart.mappers priceLines).
 */
export async function editCombo(db: Database, id: number, body: ComboWrite): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockCombo(tx, id))) throw new NotFoundError();
    await checkSteps(tx, body.language, id, body.steps);
    const currency = await findCurrency(tx);
    await updateCombo(tx, id, comboValues(body, currency));
    await replaceComboTranslations(tx, id, translationRows(body.translations, COMBO_FIELDS));
    await writeSteps(tx, id, body.steps, currency);
  });
}

/**
 * Deletes a combo: orders keep their snapshot (order_lines.combo_id becomes null); cart lines
 * of it go with it. Answers the combo's old image.
 */
export async function removeCombo(db: Database, id: number): Promise<string> {
  const image = await deleteCombo(db, id);
  if (image === undefined) throw new NotFoundError();
  return image;
}
