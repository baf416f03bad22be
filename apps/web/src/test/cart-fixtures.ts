import type { Cart, CartLine, ComboItemsAnswer, SessionUser } from '@storefront/shared';

import { sessionUser } from './fixtures';

/** A plain item line (spec §3 cart line with the server's prices). */
export function itemLine(id: number, overrides: Partial<CartLine> = {}): CartLine {
  const quantity = overrides.quantity ?? 1;
  return {
    id,
    quantity,
    is_combo: 0,
    product: {
      id: 100 + id,
      item_name: `Dish ${id}`,
      price: 2.5,
      image: `/images/items/dish-${id}.svg`,
      is_veg: 1,
      min_qty: 1,
    },
    combo: null,
    selected_combo_items: [],
    picks: [],
    unit_price: 2.5,
    line_total: 2.5 * quantity,
    is_available: true,
    ...overrides,
  };
}

/** A combo line: Combo 1 with Lamb Machboos (+0.500) and Hummus, Fries. */
export function comboLine(id: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id,
    quantity: 1,
    is_combo: 1,
    product: null,
    combo: { id: 1, title: 'Combo 1', price: 3.5, image: '/images/combos/combo-1.svg' },
    selected_combo_items: [12, 21, 22],
    picks: [
      {
        combo_category_id: 1,
        category_title: 'Choose your main',
        item_id: 12,
        item_name: 'Lamb Machboos',
        price: 0.5,
      },
      {
        combo_category_id: 2,
        category_title: 'Choose your sides',
        item_id: 21,
        item_name: 'Hummus',
        price: 0,
      },
      {
        combo_category_id: 2,
        category_title: 'Choose your sides',
        item_id: 22,
        item_name: 'Fries',
        price: 0,
      },
    ],
    unit_price: 4,
    line_total: 4,
    is_available: true,
    ...overrides,
  };
}

/**
 * A cart with figures as the server would send them (the client never adds them up). Prices are
 * paid with VAT included (issue 17 item 3): 6.5 − 0.65 = 5.85 holds 0.532 VAT at 10 % and 5.318
 * net; the total adds the 1.000 delivery fee.
 */
export function makeCart(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  return {
    carts: lines,
    subtotal: 6.5,
    company_discount: 0.65,
    shipping_charge: 1,
    vat_exc_net: 5.318,
    vat_rate: 10,
    vat_amount: 0.532,
    grand_total: 6.85,
    currency: 'BHD',
    promo_code: null,
    promo_discount: 0,
    promo_notice: null,
    ...overrides,
  };
}

export const emptyCart: Cart = makeCart([], {
  subtotal: 0,
  company_discount: 0,
  shipping_charge: 0,
  vat_exc_net: 0,
  vat_amount: 0,
  grand_total: 0,
});

/** GET /combo-items/1: a main (qty 1) and sides (qty 2). */
export const comboItems: ComboItemsAnswer = {
  combo: { id: 1, title: 'Combo 1', price: 3.5, image: '/images/combos/combo-1.svg' },
  combo_items: [
    {
      id: 1,
      category_id: 1,
      category_name: 'Mains',
      title: 'Choose your main',
      qty: 1,
      max_qty: 1,
      extra_price: 0,
      items: [
        {
          id: 11,
          item_name: 'Chicken Machboos',
          price: 0,
          image: '/images/a.svg',
          is_veg: 0,
          allergens: [],
          tags: ['halal'],
        },
        {
          id: 12,
          item_name: 'Lamb Machboos',
          price: 0.5,
          image: '/images/b.svg',
          is_veg: 0,
          allergens: [],
          tags: ['halal'],
        },
      ],
    },
    {
      id: 2,
      category_id: 2,
      category_name: 'Sides',
      title: 'Choose your sides',
      qty: 2,
      max_qty: 2,
      extra_price: 0,
      items: [
        {
          id: 21,
          item_name: 'Hummus',
          price: 0,
          image: '/images/c.svg',
          is_veg: 1,
          allergens: ['sesame'],
          tags: ['vegetarian', 'vegan'],
        },
        {
          id: 22,
          item_name: 'Fries',
          price: 0,
          image: '/images/d.svg',
          is_veg: 1,
          allergens: [],
          tags: ['vegetarian'],
        },
        {
          id: 23,
          item_name: 'Halloumi Fries',
          price: 0.3,
          image: '/images/e.svg',
          is_veg: 1,
          allergens: [],
          tags: ['vegetarian'],
        },
      ],
    },
  ],
};

export const wholesaler: SessionUser = { ...sessionUser, id: 77, is_wholesale: 1 };
