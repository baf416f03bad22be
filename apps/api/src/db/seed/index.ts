import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as schema from '../schema';
import { buildSeedRows } from './rows';

/** The tables the demo shop fills, parents before children. */
export const seededTables = [
  schema.siteSettings,
  schema.siteSettingTranslations,
  schema.itemCategories,
  schema.itemCategoryTranslations,
  schema.items,
  schema.itemTranslations,
  schema.combos,
  schema.comboTranslations,
  schema.comboCategories,
  schema.comboCategoryTranslations,
  schema.comboCategoryItems,
  schema.countries,
  schema.countryTranslations,
  schema.cities,
  schema.cityTranslations,
  schema.buildings,
  schema.buildingTranslations,
  schema.companies,
  schema.companyTranslations,
  schema.subscriptionPlans,
  schema.universities,
  schema.universityTranslations,
  schema.pages,
  schema.pageTranslations,
  schema.banners,
  schema.bannerTranslations,
] as const;

/** Tables with a serial id that the seed fills with explicit ids: their sequences need moving. */
const serialTables = [
  schema.itemCategories,
  schema.items,
  schema.combos,
  schema.comboCategories,
  schema.countries,
  schema.cities,
  schema.buildings,
  schema.companies,
  schema.universities,
  schema.pages,
  schema.banners,
].map((table) => getTableName(table));

/** Fills an empty database with the demo shop; answers whether it did. */
export async function seedDemoShopIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.siteSettings);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemoShop(db);
  return true;
}

/**
 * Inserts the Sufra demo shop: one transaction, one batch insert per table, explicit ids (pages
 * 1 about, 2 delivery, 3 privacy, 4 terms: spec §7 asks for /pages/3 and /pages/4), then moves
 * every serial sequence past the highest id so later inserts get fresh ids.
 */
export async function seedDemoShop(db: Database): Promise<void> {
  const rows = buildSeedRows();
  await db.transaction(async (tx) => {
    await tx.insert(schema.siteSettings).values(rows.siteSettings);
    await tx.insert(schema.siteSettingTranslations).values(rows.siteSettingTranslations);

    await tx.insert(schema.itemCategories).values(rows.itemCategories);
    await tx.insert(schema.itemCategoryTranslations).values(rows.itemCategoryTranslations);
    await tx.insert(schema.items).values(rows.items);
    await tx.insert(schema.itemTranslations).values(rows.itemTranslations);
    await tx.insert(schema.combos).values(rows.combos);
    await tx.insert(schema.comboTranslations).values(rows.comboTranslations);
    await tx.insert(schema.comboCategories).values(rows.comboCategories);
    await tx.insert(schema.comboCategoryTranslations).values(rows.comboCategoryTranslations);
    await tx.insert(schema.comboCategoryItems).values(rows.comboCategoryItems);

    await tx.insert(schema.countries).values(rows.countries);
    await tx.insert(schema.countryTranslations).values(rows.countryTranslations);
    await tx.insert(schema.cities).values(rows.cities);
    await tx.insert(schema.cityTranslations).values(rows.cityTranslations);
    await tx.insert(schema.buildings).values(rows.buildings);
    await tx.insert(schema.buildingTranslations).values(rows.buildingTranslations);
    await tx.insert(schema.companies).values(rows.companies);
    await tx.insert(schema.companyTranslations).values(rows.companyTranslations);
    await tx.insert(schema.subscriptionPlans).values(rows.subscriptionPlans);
    await tx.insert(schema.universities).values(rows.universities);
    await tx.insert(schema.universityTranslations).values(rows.universityTranslations);

    await tx.insert(schema.pages).values(rows.pages);
    await tx.insert(schema.pageTranslations).values(rows.pageTranslations);
    await tx.insert(schema.banners).values(rows.banners);
    await tx.insert(schema.bannerTranslations).values(rows.bannerTranslations);

    // One statement for all sequences: next id = highest id + 1 (1 for an empty table).
    const resets = serialTables.map(
      (table) =>
        `setval(pg_get_serial_sequence('${table}', 'id'), ` +
        `(select coalesce(max(id), 0) + 1 from "${table}"), false)`,
    );
    await tx.execute(sql.raw(`select ${resets.join(', ')}`));
  });
}

/**
 * Empties every table the demo shop fills (and, by CASCADE, whatever refers to them: carts,
 * orders, users of seeded companies) and restarts their ids. Callers guard it (cli.ts).
 */
export async function truncateDemoShop(db: Database): Promise<void> {
  const names = seededTables.map((table) => `"${getTableName(table)}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

export { buildSeedRows } from './rows';
