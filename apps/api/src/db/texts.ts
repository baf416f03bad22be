import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '@storefront/shared';
import {
  bannerTranslations,
  buildingTranslations,
  cityTranslations,
  comboCategoryTranslations,
  comboTranslations,
  companyTranslations,
  countryTranslations,
  itemCategoryTranslations,
  itemTranslations,
  pageTranslations,
  siteSettingTranslations,
  universityTranslations,
} from './schema';
import { translated } from './translations';

/**
 * Every translated table of the shop, once (issue 12 item 1, decision 044): each is joined twice
 * in a query, the caller's language (`<name>_local`) and English (`<name>_fallback`). A new
 * translated table gets its line here and nowhere else.
 */
export const itemText = translated(itemTranslations, 'itemId', 'item');
export const categoryText = translated(itemCategoryTranslations, 'categoryId', 'category');
export const comboText = translated(comboTranslations, 'comboId', 'combo');
export const stepText = translated(comboCategoryTranslations, 'comboCategoryId', 'step');
export const bannerText = translated(bannerTranslations, 'bannerId', 'banner');
export const pageText = translated(pageTranslations, 'pageId', 'page');
export const settingsText = translated(siteSettingTranslations, 'settingsId', 'settings');
export const countryText = translated(countryTranslations, 'countryId', 'country');
export const cityText = translated(cityTranslations, 'cityId', 'city');
export const buildingText = translated(buildingTranslations, 'buildingId', 'building');
export const universityText = translated(universityTranslations, 'universityId', 'university');
export const companyText = translated(companyTranslations, 'companyId', 'company');

/**
 * Where a person takes deliveries (spec §4: an office worker's building, a student's
 * university), in `language` with the English fallback; null when they have neither.
 */
export function deliveryPlaceOf(
  person: { buildingId: AnyColumn; universityId: AnyColumn },
  language: Language,
): SQL<string | null> {
  return sql<
    string | null
  >`coalesce(${buildingText.textOf('name', person.buildingId, language)}, ${universityText.textOf('name', person.universityId, language)})`;
}
