import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@storefront/shared';
import { openDatabase, type DatabaseHandle } from '../client';
import * as schema from '../schema';
import { ABOUT_IMAGE_URL } from './content';
import { seedDemoShop, seedDemoShopIfEmpty } from './index';

const imagesDir = fileURLToPath(new URL('../../../assets/images/', import.meta.url));

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  const started = performance.now();
  await seedDemoShop(handle.db);
  // First start of an empty shop stays quick (about 0.2 s alone; batch inserts, not one per
  // row). The bound leaves room for a loaded test machine running every file at once.
  expect(performance.now() - started).toBeLessThan(5000);
});

afterAll(async () => {
  await handle.close();
});

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('demo shop seed', () => {
  it('fills the catalog with a varied menu', async () => {
    const items = await handle.db.select().from(schema.items);
    expect(items.length).toBeGreaterThanOrEqual(36);
    expect(items.some((item) => item.isVeg)).toBe(true);
    expect(items.some((item) => !item.isVeg)).toBe(true);
    expect(items.some((item) => item.minQty > 1)).toBe(true);
    expect(items.filter((item) => item.isSpecial).length).toBeGreaterThanOrEqual(8);
    expect(await rowCount(schema.itemCategories)).toBeGreaterThanOrEqual(6);
  });

  it('builds combos whose steps offer items of their own category', async () => {
    const combos = await handle.db.select().from(schema.combos);
    expect(combos.length).toBeGreaterThanOrEqual(5);
    expect(combos.filter((combo) => combo.isFeatured).length).toBeGreaterThanOrEqual(1);

    const steps = await handle.db.select().from(schema.comboCategories);
    const offers = await handle.db
      .select({
        comboCategoryId: schema.comboCategoryItems.comboCategoryId,
        itemCategoryId: schema.items.categoryId,
      })
      .from(schema.comboCategoryItems)
      .innerJoin(schema.items, eq(schema.items.id, schema.comboCategoryItems.itemId));

    for (const combo of combos) {
      const own = steps.filter((step) => step.comboId === combo.id);
      expect(own.length, `combo ${combo.id}`).toBeGreaterThanOrEqual(2);
      expect(own.length, `combo ${combo.id}`).toBeLessThanOrEqual(4);
      for (const step of own) {
        const choices = offers.filter((offer) => offer.comboCategoryId === step.id);
        expect(choices.length, `combo step ${step.id}`).toBeGreaterThanOrEqual(2);
        expect(choices.length).toBeGreaterThanOrEqual(step.qty);
        for (const choice of choices) expect(choice.itemCategoryId).toBe(step.categoryId);
      }
    }
  });

  it('translates every customer-facing row into all five languages', async () => {
    const pairs: [string, PgTable, PgColumn, PgTable, PgColumn][] = [
      [
        'categories',
        schema.itemCategories,
        schema.itemCategories.id,
        schema.itemCategoryTranslations,
        schema.itemCategoryTranslations.categoryId,
      ],
      [
        'items',
        schema.items,
        schema.items.id,
        schema.itemTranslations,
        schema.itemTranslations.itemId,
      ],
      [
        'combos',
        schema.combos,
        schema.combos.id,
        schema.comboTranslations,
        schema.comboTranslations.comboId,
      ],
      [
        'combo steps',
        schema.comboCategories,
        schema.comboCategories.id,
        schema.comboCategoryTranslations,
        schema.comboCategoryTranslations.comboCategoryId,
      ],
      [
        'countries',
        schema.countries,
        schema.countries.id,
        schema.countryTranslations,
        schema.countryTranslations.countryId,
      ],
      [
        'cities',
        schema.cities,
        schema.cities.id,
        schema.cityTranslations,
        schema.cityTranslations.cityId,
      ],
      [
        'buildings',
        schema.buildings,
        schema.buildings.id,
        schema.buildingTranslations,
        schema.buildingTranslations.buildingId,
      ],
      [
        'companies',
        schema.companies,
        schema.companies.id,
        schema.companyTranslations,
        schema.companyTranslations.companyId,
      ],
      [
        'universities',
        schema.universities,
        schema.universities.id,
        schema.universityTranslations,
        schema.universityTranslations.universityId,
      ],
      [
        'pages',
        schema.pages,
        schema.pages.id,
        schema.pageTranslations,
        schema.pageTranslations.pageId,
      ],
      [
        'banners',
        schema.banners,
        schema.banners.id,
        schema.bannerTranslations,
        schema.bannerTranslations.bannerId,
      ],
      [
        'site settings',
        schema.siteSettings,
        schema.siteSettings.id,
        schema.siteSettingTranslations,
        schema.siteSettingTranslations.settingsId,
      ],
    ];
    for (const [label, parent, parentId, translations, foreignKey] of pairs) {
      const parents = await rowCount(parent);
      expect(parents, label).toBeGreaterThan(0);
      const rows = await handle.db
        .select({ id: parentId, languages: sql<string[]>`array_agg(language order by language)` })
        .from(translations)
        .innerJoin(parent, eq(parentId, foreignKey))
        .groupBy(parentId);
      expect(rows.length, label).toBe(parents);
      for (const row of rows)
        expect([...row.languages].sort(), `${label} ${String(row.id)}`).toEqual(
          [...LANGUAGES].sort(),
        );
    }
    const blank = await handle.db
      .select({ n: count() })
      .from(schema.itemTranslations)
      .where(
        sql`trim(${schema.itemTranslations.name}) = '' or trim(${schema.itemTranslations.description}) = ''`,
      );
    expect(blank[0]?.n).toBe(0);
  });

  it('lists three countries whose cities have buildings, companies and universities', async () => {
    const countries = await handle.db.select().from(schema.countries);
    expect(countries.map((country) => country.isoCode).sort()).toEqual(['AE', 'BH', 'GE']);
    const cities = await handle.db.select().from(schema.cities);
    const buildings = await handle.db.select().from(schema.buildings);
    const companies = await handle.db.select().from(schema.companies);
    const universities = await handle.db.select().from(schema.universities);
    for (const country of countries) {
      expect(cities.filter((city) => city.countryId === country.id).length).toBeGreaterThanOrEqual(
        2,
      );
    }
    for (const city of cities) {
      const cityBuildings = buildings.filter((building) => building.cityId === city.id);
      expect(cityBuildings.length, `city ${city.id}`).toBeGreaterThanOrEqual(2);
      for (const building of cityBuildings) {
        expect(companies.filter((c) => c.buildingId === building.id).length).toBeGreaterThanOrEqual(
          2,
        );
      }
      expect(companies.some((c) => c.cityId === city.id && c.buildingId === null)).toBe(true);
      expect(universities.some((u) => u.cityId === city.id)).toBe(true);
    }
    // Seeded e-mails pass the shop's own rule (spec §5 TLD list).
    for (const company of companies) expect(company.email).toMatch(/\.(com|net|org|io|tech|co)$/);
  });

  it('has the content pages the storefront asks for by id', async () => {
    const pages = await handle.db.select().from(schema.pages);
    const bySlug = new Map(pages.map((page) => [page.id, page.slug]));
    expect(bySlug.get(1)).toBe('about');
    expect(bySlug.get(3)).toBe('privacy');
    expect(bySlug.get(4)).toBe('terms');
    const translations = await handle.db.select().from(schema.pageTranslations);
    for (const id of [1, 3, 4]) {
      const own = translations.filter((t) => t.pageId === id);
      expect(own).toHaveLength(LANGUAGES.length);
      for (const t of own) {
        expect(t.pageContent).toContain('<h2>');
        // Internal links only.
        expect(t.pageContent).not.toMatch(/href="(?!\/)/);
      }
    }
    const [settings] = await handle.db.select().from(schema.siteSettings);
    expect(settings).toMatchObject({ currencyCode: 'BHD', vatRateBasisPoints: 1000 });
  });

  it('points every image at a file shipped under assets/images', async () => {
    const paths = [
      ...(await handle.db
        .select({ image: schema.itemCategories.image })
        .from(schema.itemCategories)),
      ...(await handle.db.select({ image: schema.items.image }).from(schema.items)),
      ...(await handle.db.select({ image: schema.combos.image }).from(schema.combos)),
      ...(await handle.db.select({ image: schema.banners.image }).from(schema.banners)),
      { image: ABOUT_IMAGE_URL },
    ].map((row) => row.image);
    for (const image of paths) {
      expect(image).toMatch(/^\/images\/[a-z]+\/[a-z0-9-]+\.svg$/);
      expect(existsSync(imagesDir + image.slice('/images/'.length)), image).toBe(true);
    }
  });

  it('seeds only once and leaves sequences ready for new rows', async () => {
    expect(await seedDemoShopIfEmpty(handle.db)).toBe(false);
    const before = await rowCount(schema.items);
    const [category] = await handle.db.select().from(schema.itemCategories).limit(1);
    const [inserted] = await handle.db
      .insert(schema.items)
      .values({ categoryId: category!.id, priceMinor: 1000, image: '/images/items/hummus.svg' })
      .returning({ id: schema.items.id });
    expect(inserted!.id).toBe(before + 1);
    const [page] = await handle.db
      .insert(schema.pages)
      .values({ slug: 'careers' })
      .returning({ id: schema.pages.id });
    expect(page!.id).toBe(5);
  });
});
