import {
  ALLERGENS,
  LANGUAGES,
  STORED_DIETARY_TAGS,
  inListOrder,
  type Language,
} from '@storefront/shared';
import type * as schema from '../schema';
import {
  banners,
  categories,
  combos,
  countries,
  dietary,
  imageUrl,
  items,
  openingHours,
  pages,
  settings,
  siteAddress,
  siteName,
  tagline,
  type Text,
} from './content';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/**
 * A record's translation rows, one per language: the record's key (e.g. `{ itemId: 3 }`), the
 * language and each of `texts` in that language.
 */
function rowPerLanguage<Key extends object, Field extends string>(
  key: Key,
  texts: Record<Field, Text>,
): (Key & { language: Language } & Record<Field, string>)[] {
  const fields = Object.keys(texts) as Field[];
  return LANGUAGES.map((language) => {
    const inLanguage = Object.fromEntries(fields.map((field) => [field, texts[field][language]]));
    return { ...key, language, ...(inLanguage as Record<Field, string>) };
  });
}

/**
 * Every row of the demo shop, with explicit ids so rows can refer to each other without a round
 * trip per insert. Pure and deterministic: the same rows on every run.
 */
export function buildSeedRows() {
  const siteSettings: Insert<typeof schema.siteSettings>[] = [{ id: 1, ...settings }];
  const siteSettingTranslations: Insert<typeof schema.siteSettingTranslations>[] = rowPerLanguage(
    { settingsId: 1 },
    { siteName, tagline, siteAddress, openingHours },
  );

  // ---------------------------------------------------------------- catalog
  const categoryIds = new Map<string, number>();
  const itemCategories: Insert<typeof schema.itemCategories>[] = [];
  const itemCategoryTranslations: Insert<typeof schema.itemCategoryTranslations>[] = [];
  categories.forEach((category, index) => {
    const id = index + 1;
    categoryIds.set(category.slug, id);
    itemCategories.push({
      id,
      slug: category.slug,
      image: imageUrl('categories', category.slug),
      sortOrder: (index + 1) * 10,
    });
    itemCategoryTranslations.push(...rowPerLanguage({ categoryId: id }, { name: category.name }));
  });

  const categoryId = (slug: string): number => {
    const id = categoryIds.get(slug);
    if (id === undefined) throw new Error(`seed: unknown category "${slug}"`);
    return id;
  };

  const itemIds = new Map<string, { id: number; category: string }>();
  const itemRows: Insert<typeof schema.items>[] = [];
  const itemTranslations: Insert<typeof schema.itemTranslations>[] = [];
  items.forEach((item, index) => {
    const id = index + 1;
    if (itemIds.has(item.slug)) throw new Error(`seed: duplicate item "${item.slug}"`);
    itemIds.set(item.slug, { id, category: item.category });
    itemRows.push({
      id,
      categoryId: categoryId(item.category),
      priceMinor: item.priceMinor,
      image: imageUrl('items', item.slug),
      isVeg: item.isVeg,
      dietaryTags: inListOrder(STORED_DIETARY_TAGS, dietary[item.slug]?.tags ?? []),
      allergens: inListOrder(ALLERGENS, dietary[item.slug]?.allergens ?? []),
      minQty: item.minQty ?? 1,
      isSpecial: item.isSpecial ?? false,
      isAvailable: true,
      sortOrder: (index + 1) * 10,
    });
    itemTranslations.push(
      ...rowPerLanguage({ itemId: id }, { name: item.name, description: item.description }),
    );
  });

  const comboRows: Insert<typeof schema.combos>[] = [];
  const comboTranslations: Insert<typeof schema.comboTranslations>[] = [];
  const comboCategories: Insert<typeof schema.comboCategories>[] = [];
  const comboCategoryTranslations: Insert<typeof schema.comboCategoryTranslations>[] = [];
  const comboCategoryItems: Insert<typeof schema.comboCategoryItems>[] = [];
  combos.forEach((combo, index) => {
    const id = index + 1;
    comboRows.push({
      id,
      priceMinor: combo.priceMinor,
      image: imageUrl('combos', combo.slug),
      isFeatured: combo.isFeatured ?? false,
      isAvailable: true,
      sortOrder: (index + 1) * 10,
    });
    comboTranslations.push(
      ...rowPerLanguage({ comboId: id }, { title: combo.title, description: combo.description }),
    );
    combo.steps.forEach((step, stepIndex) => {
      const stepId = comboCategories.length + 1;
      comboCategories.push({
        id: stepId,
        comboId: id,
        categoryId: categoryId(step.category),
        qty: step.qty,
        maxQty: step.maxQty ?? step.qty,
        extraPriceMinor: step.extraPriceMinor ?? 0,
        sortOrder: (stepIndex + 1) * 10,
      });
      comboCategoryTranslations.push(
        ...rowPerLanguage({ comboCategoryId: stepId }, { title: step.title }),
      );
      step.choices.forEach((choice, choiceIndex) => {
        const item = itemIds.get(choice.item);
        // DESIGN §5: a combo category offers only items of its own category.
        if (!item || item.category !== step.category) {
          throw new Error(`seed: combo "${combo.slug}" offers "${choice.item}" outside its step`);
        }
        comboCategoryItems.push({
          comboCategoryId: stepId,
          itemId: item.id,
          priceMinor: choice.priceMinor ?? 0,
          sortOrder: (choiceIndex + 1) * 10,
        });
      });
    });
  });

  // ---------------------------------------------------------------- places
  const countryRows: Insert<typeof schema.countries>[] = [];
  const countryTranslations: Insert<typeof schema.countryTranslations>[] = [];
  const cityRows: Insert<typeof schema.cities>[] = [];
  const cityTranslations: Insert<typeof schema.cityTranslations>[] = [];
  const buildingRows: Insert<typeof schema.buildings>[] = [];
  const buildingTranslations: Insert<typeof schema.buildingTranslations>[] = [];
  const companyRows: Insert<typeof schema.companies>[] = [];
  const companyTranslations: Insert<typeof schema.companyTranslations>[] = [];
  const universityRows: Insert<typeof schema.universities>[] = [];
  const universityTranslations: Insert<typeof schema.universityTranslations>[] = [];

  const addCompany = (
    company: (typeof countries)[number]['cities'][number]['companies'][number],
    cityId: number,
    buildingId: number | null,
    sortOrder: number,
  ) => {
    const id = companyRows.length + 1;
    companyRows.push({
      id,
      cityId,
      buildingId,
      email: company.email,
      phone: company.phone,
      sortOrder,
    });
    companyTranslations.push(
      ...rowPerLanguage({ companyId: id }, { name: company.name, address: company.address }),
    );
  };

  countries.forEach((country, countryIndex) => {
    const countryId = countryIndex + 1;
    countryRows.push({ id: countryId, isoCode: country.isoCode, sortOrder: countryIndex + 1 });
    countryTranslations.push(...rowPerLanguage({ countryId }, { name: country.name }));
    country.cities.forEach((city, cityIndex) => {
      const cityId = cityRows.length + 1;
      cityRows.push({ id: cityId, countryId, sortOrder: cityIndex + 1 });
      cityTranslations.push(...rowPerLanguage({ cityId }, { name: city.name }));
      let companyOrder = 0;
      city.buildings.forEach((building, buildingIndex) => {
        const buildingId = buildingRows.length + 1;
        buildingRows.push({ id: buildingId, cityId, sortOrder: buildingIndex + 1 });
        buildingTranslations.push(...rowPerLanguage({ buildingId }, { name: building.name }));
        for (const company of building.companies)
          addCompany(company, cityId, buildingId, ++companyOrder);
      });
      for (const company of city.companies) addCompany(company, cityId, null, ++companyOrder);
      city.universities.forEach((university, universityIndex) => {
        const universityId = universityRows.length + 1;
        universityRows.push({ id: universityId, cityId, sortOrder: universityIndex + 1 });
        universityTranslations.push(...rowPerLanguage({ universityId }, { name: university }));
      });
    });
  });

  // ---------------------------------------------------------------- content
  const pageRows: Insert<typeof schema.pages>[] = pages.map((page) => ({
    id: page.id,
    slug: page.slug,
    isPublished: true,
  }));
  const pageTranslations: Insert<typeof schema.pageTranslations>[] = pages.flatMap((page) =>
    rowPerLanguage({ pageId: page.id }, { metaTitle: page.metaTitle, pageContent: page.content }),
  );

  const bannerRows: Insert<typeof schema.banners>[] = banners.map((banner, index) => ({
    id: index + 1,
    image: imageUrl('banners', banner.slug),
    link: banner.link,
    sortOrder: (index + 1) * 10,
    isActive: true,
  }));
  const bannerTranslations: Insert<typeof schema.bannerTranslations>[] = banners.flatMap(
    (banner, index) =>
      rowPerLanguage(
        { bannerId: index + 1 },
        { title: banner.title, subtitle: banner.subtitle, ctaLabel: banner.ctaLabel },
      ),
  );

  return {
    siteSettings,
    siteSettingTranslations,
    itemCategories,
    itemCategoryTranslations,
    items: itemRows,
    itemTranslations,
    combos: comboRows,
    comboTranslations,
    comboCategories,
    comboCategoryTranslations,
    comboCategoryItems,
    countries: countryRows,
    countryTranslations,
    cities: cityRows,
    cityTranslations,
    buildings: buildingRows,
    buildingTranslations,
    companies: companyRows,
    companyTranslations,
    subscriptionPlans: demoSubscriptionPlans(companyRows.length),
    universities: universityRows,
    universityTranslations,
    pages: pageRows,
    pageTranslations,
    banners: bannerRows,
    bannerTranslations,
  };
}

export type SeedRows = ReturnType<typeof buildSeedRows>;

/**
 * Demo subscription plans (issue 6, DESIGN §5): every company offers a monthly plan; most add a
 * quarterly one and every other company a yearly one, so the details page shows 1 to 3 plans.
 * Prices in fils (BHD minor unit); ids come from the serial sequence.
 */
function demoSubscriptionPlans(companyCount: number): Insert<typeof schema.subscriptionPlans>[] {
  const plans: Insert<typeof schema.subscriptionPlans>[] = [];
  for (let companyId = 1; companyId <= companyCount; companyId++) {
    plans.push({
      companyId,
      priceMinor: 25_000,
      durationDays: 30,
      noOfEmployee: 25,
      discountBasisPoints: 1000,
      sortOrder: 1,
    });
    if (companyId % 3 !== 0) {
      plans.push({
        companyId,
        priceMinor: 60_000,
        durationDays: 90,
        noOfEmployee: 50,
        discountBasisPoints: 1500,
        sortOrder: 2,
      });
    }
    if (companyId % 2 === 0) {
      plans.push({
        companyId,
        priceMinor: 200_000,
        durationDays: 365,
        noOfEmployee: 100,
        discountBasisPoints: 2000,
        sortOrder: 3,
      });
    }
  }
  return plans;
}
