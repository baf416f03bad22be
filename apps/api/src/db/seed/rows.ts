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

/** One row per language built from one or more translated texts. */
function perLanguage<R>(build: (language: Language) => R): R[] {
  return LANGUAGES.map(build);
}

function pick(text: Text, language: Language): string {
  return text[language];
}

/**
 * Every row of the demo shop, with explicit ids so rows can refer to each other without a round
 * trip per insert. Pure and deterministic: the same rows on every run.
 */
export function buildSeedRows() {
  const siteSettings: Insert<typeof schema.siteSettings>[] = [{ id: 1, ...settings }];
  const siteSettingTranslations: Insert<typeof schema.siteSettingTranslations>[] = perLanguage(
    (language) => ({
      settingsId: 1,
      language,
      siteName: pick(siteName, language),
      tagline: pick(tagline, language),
      siteAddress: pick(siteAddress, language),
      openingHours: pick(openingHours, language),
    }),
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
    itemCategoryTranslations.push(
      ...perLanguage((language) => ({
        categoryId: id,
        language,
        name: pick(category.name, language),
      })),
    );
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
      ...perLanguage((language) => ({
        itemId: id,
        language,
        name: pick(item.name, language),
        description: pick(item.description, language),
      })),
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
      ...perLanguage((language) => ({
        comboId: id,
        language,
        title: pick(combo.title, language),
        description: pick(combo.description, language),
      })),
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
        ...perLanguage((language) => ({
          comboCategoryId: stepId,
          language,
          title: pick(step.title, language),
        })),
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
      ...perLanguage((language) => ({
        companyId: id,
        language,
        name: pick(company.name, language),
        address: pick(company.address, language),
      })),
    );
  };

  countries.forEach((country, countryIndex) => {
    const countryId = countryIndex + 1;
    countryRows.push({ id: countryId, isoCode: country.isoCode, sortOrder: countryIndex + 1 });
    countryTranslations.push(
      ...perLanguage((language) => ({ countryId, language, name: pick(country.name, language) })),
    );
    country.cities.forEach((city, cityIndex) => {
      const cityId = cityRows.length + 1;
      cityRows.push({ id: cityId, countryId, sortOrder: cityIndex + 1 });
      cityTranslations.push(
        ...perLanguage((language) => ({ cityId, language, name: pick(city.name, language) })),
      );
      let companyOrder = 0;
      city.buildings.forEach((building, buildingIndex) => {
        const buildingId = buildingRows.length + 1;
        buildingRows.push({ id: buildingId, cityId, sortOrder: buildingIndex + 1 });
        buildingTranslations.push(
          ...perLanguage((language) => ({
            buildingId,
            language,
            name: pick(building.name, language),
          })),
        );
        for (const company of building.companies)
          addCompany(company, cityId, buildingId, ++companyOrder);
      });
      for (const company of city.companies) addCompany(company, cityId, null, ++companyOrder);
      city.universities.forEach((university, universityIndex) => {
        const universityId = universityRows.length + 1;
        universityRows.push({ id: universityId, cityId, sortOrder: universityIndex + 1 });
        universityTranslations.push(
          ...perLanguage((language) => ({
            universityId,
            language,
            name: pick(university, language),
          })),
        );
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
    perLanguage((language) => ({
      pageId: page.id,
      language,
      metaTitle: pick(page.metaTitle, language),
      pageContent: pick(page.content, language),
    })),
  );

  const bannerRows: Insert<typeof schema.banners>[] = [];
  const bannerTranslations: Insert<typeof schema.bannerTranslations>[] = [];
  banners.forEach((banner, index) => {
    const id = index + 1;
    bannerRows.push({
      id,
      image: imageUrl('banners', banner.slug),
      link: banner.link,
      sortOrder: (index + 1) * 10,
      isActive: true,
    });
    bannerTranslations.push(
      ...perLanguage((language) => ({
        bannerId: id,
        language,
        title: pick(banner.title, language),
        subtitle: pick(banner.subtitle, language),
        ctaLabel: pick(banner.ctaLabel, language),
      })),
    );
  });

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
