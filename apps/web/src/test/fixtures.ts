import type {
  AdminSettings,
  Combo,
  HomeData,
  Item,
  Paginated,
  Profile,
  SessionUser,
} from '@storefront/shared';
import type { SiteData, SocialConfig } from '../lib/site-info';

export function makeItem(id: number, overrides: Partial<Item> = {}): Item {
  return {
    id,
    item_name: `Dish ${id}`,
    description: `A tasty dish number ${id}.`,
    price: 2.5 + id / 10,
    image: `/images/items/dish-${id}.svg`,
    is_veg: id % 2 === 0 ? 1 : 0,
    min_qty: 1,
    category_id: 1,
    category_name: 'Mains',
    is_special: 0,
    allergens: id % 2 === 0 ? ['milk'] : ['gluten', 'sesame'],
    tags: id % 2 === 0 ? ['vegetarian'] : ['halal'],
    ...overrides,
  };
}

export function makeCombo(id: number): Combo {
  return {
    id,
    title: `Combo ${id}`,
    description: 'A main, a side and a drink.',
    price: 3.5,
    image: `/images/combos/combo-${id}.svg`,
    categories: [
      { id: 1, category_id: 1, category_name: 'Mains', title: 'Choose your main', qty: 1 },
      { id: 2, category_id: 2, category_name: 'Sides', title: 'Choose your sides', qty: 2 },
    ],
  };
}

export function page<T>(
  data: T[],
  current_page: number,
  last_page: number,
  per_page = 12,
): Paginated<T> {
  return { data, current_page, last_page, per_page, total: last_page * per_page };
}

export const homeData: HomeData = {
  banners: [
    {
      id: 1,
      title: 'Lunch, sorted',
      subtitle: 'Fresh combos every day',
      cta_label: 'See combos',
      link: '/food-combos',
      image: '/images/banners/one.svg',
    },
  ],
  featured_combos: [makeCombo(1)],
  special_items: [makeItem(1, { is_special: 1 })],
  categories: [
    { id: 1, name: 'Mains', image: '/images/categories/mains.svg', item_count: 14 },
    { id: 2, name: 'Salads', image: '/images/categories/salads.svg', item_count: 6 },
  ],
};

export const sessionUser: SessionUser = {
  id: 42,
  name: 'Sara Al Amin',
  email: 'sara@example.com',
  is_wholesale: 0,
  user_type: 1,
  role: 'customer',
  profile_image: null,
};

export const profile: Profile = {
  id: 42,
  first_name: 'Sara',
  last_name: 'Al Amin',
  name: 'Sara Al Amin',
  email: 'sara@example.com',
  mobile_number: '36001122',
  country_id: 1,
  country_name: 'Bahrain',
  city_id: 11,
  city_name: 'Manama',
  company_id: 101,
  company_name: 'Gulf Trading',
  user_type: 1,
  is_wholesale: 0,
  role: 'customer',
  profile_image: null,
};

/** The demo places: Bahrain (Manama, Riffa), UAE (no cities in the stub), Georgia. */
export const countries = [
  { id: 1, country_name: 'Bahrain' },
  { id: 2, country_name: 'United Arab Emirates' },
  { id: 3, country_name: 'Georgia' },
];
export const citiesOf: Record<string, Array<{ id: number; city_name: string }>> = {
  '1': [
    { id: 11, city_name: 'Manama' },
    { id: 12, city_name: 'Riffa' },
  ],
  '2': [],
  '3': [{ id: 31, city_name: 'Tbilisi' }],
};

export const siteInfo: SiteData & { social: SocialConfig } = {
  site_name: 'Sufra',
  tagline: 'Lunch, sorted.',
  site_address: 'Road 1, Manama',
  site_phone_number: '+973 1700 0000',
  site_email: 'hello@sufra.example',
  opening_hours: '08:00-16:00',
  currency_code: 'BHD',
  guests_customise_combos: false,
  pages: { about: 1, privacy: 3, terms: 4, more: [{ id: 5, title: 'Delivery & ordering' }] },
  social: { google_client_id: null, facebook_app_id: null },
};

/** GET /admin/settings as the demo shop answers it (prices entered with VAT, issue 17 item 3). */
export function makeAdminSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    site_email: 'hello@sufra-lunch.com',
    site_phone_number: '+973 1712 3456',
    currency_code: 'BHD',
    vat_rate: 10,
    shipping_charge: 0.5,
    guests_customise_combos: false,
    prices_include_vat: true,
    vat_number: '',
    updated_at: '2026-11-20T09:30:00.000Z',
    translations: {
      en: {
        site_name: 'Sufra',
        tagline: 'Fresh lunch',
        site_address: 'Building 1021, Seef',
        opening_hours: 'Sunday–Thursday',
      },
      ae: { site_name: 'سفرة' },
    },
    ...overrides,
  };
}
