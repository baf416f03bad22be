import type { Language } from '@storefront/shared';

/** A customer-facing text in every language of spec §1 (DESIGN §7: no missing translation). */
export type Text = Record<Language, string>;

/**
 * How the image generator draws a picture: a main Fluent Emoji and optional smaller accents
 * (names are keys of @iconify-json/fluent-emoji). The seed stores `/images/<kind>/<slug>.svg`.
 */
export interface Art {
  emoji: string;
  accents?: readonly string[];
}

export interface CategorySeed {
  slug: string;
  name: Text;
  /** Background hue (degrees) of this category's pictures, so a category reads as one family. */
  hue: number;
  art: Art;
}

export interface ItemSeed {
  /** Stable key: combos refer to items by it; also the image file name. */
  slug: string;
  category: string;
  priceMinor: number;
  isVeg: boolean;
  minQty?: number;
  isSpecial?: boolean;
  name: Text;
  description: Text;
  art: Art;
}

export interface ComboChoiceSeed {
  item: string;
  /** Surcharge of this pick inside the combo, in fils (mostly 0). */
  priceMinor?: number;
}

export interface ComboStepSeed {
  category: string;
  qty: number;
  /** Issue 17 item 4: the most picks (default `qty`); each beyond `qty` costs `extraPriceMinor`. */
  maxQty?: number;
  extraPriceMinor?: number;
  title: Text;
  choices: readonly ComboChoiceSeed[];
}

export interface ComboSeed {
  slug: string;
  priceMinor: number;
  isFeatured?: boolean;
  title: Text;
  description: Text;
  steps: readonly ComboStepSeed[];
  /** The tray picture: 2 to 4 emoji. */
  emoji: readonly string[];
}

export interface BannerSeed {
  slug: string;
  link: string;
  title: Text;
  subtitle: Text;
  ctaLabel: Text;
  emoji: readonly string[];
}

export interface PageSeed {
  id: number;
  slug: string;
  metaTitle: Text;
  content: Text;
}

export interface CompanySeed {
  name: Text;
  address: Text;
  email: string;
  phone: string;
}

export interface BuildingSeed {
  name: Text;
  companies: readonly CompanySeed[];
}

export interface CitySeed {
  name: Text;
  buildings: readonly BuildingSeed[];
  /** Companies with no listed building (spec §4: companies load by city, then by building). */
  companies: readonly CompanySeed[];
  universities: readonly Text[];
}

export interface CountrySeed {
  isoCode: string;
  name: Text;
  cities: readonly CitySeed[];
}
