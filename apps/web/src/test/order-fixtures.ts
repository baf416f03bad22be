import type { OrderDetails, OrderStatus, OrderSummary } from '@storefront/shared';

const sara = { id: 42, name: 'Sara Al Amin', email: 'sara@example.com' };

/** A promised delivery slot (issue 15), as the server writes it. */
export const DELIVERY = {
  asap: false,
  from: '2026-11-22T09:00:00.000Z',
  until: '2026-11-22T09:30:00.000Z',
  label: 'Sunday, November 22, 12:00–12:30',
};

/** An order in the list (spec §3), as GET /orders answers it. */
export function orderSummary(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    reference: `ORD-${id}`,
    product_name: 'Combo 1, Dish 1',
    date: '2026-11-20T12:30:00.000Z',
    status: 'Processing',
    order_total: 9.1,
    total_amount: 9.1,
    shipping_charge: 1,
    currency: 'BHD',
    ordered_for: sara,
    payment_url: null,
    delivery: null,
    ...overrides,
  };
}

/** GET /orders/{id}: one combo line with picks and one plain item line. */
export function orderDetails(
  id: number,
  status: OrderStatus = 'Processing',
  overrides: Partial<OrderDetails> = {},
): OrderDetails {
  return {
    id,
    reference: `ORD-${id}`,
    date: '2026-11-20T12:30:00.000Z',
    status,
    currency: 'BHD',
    ordered_by: sara,
    ordered_for: sara,
    combo_items: [
      {
        id: 1,
        name: 'Combo 1',
        image: '/images/combos/combo-1.svg',
        is_combo: 1,
        unit_price: 4,
        quantity: 1,
        line_total: 4,
        picks: [
          { category_title: 'Choose your main', item_name: 'Lamb Machboos', price: 0.5 },
          { category_title: 'Choose your sides', item_name: 'Hummus', price: 0 },
        ],
      },
    ],
    other_products: [
      {
        id: 2,
        name: 'Dish 1',
        image: '/images/items/dish-1.svg',
        is_combo: 0,
        unit_price: 2.5,
        quantity: 2,
        line_total: 5,
        picks: [],
      },
    ],
    // Issue 17 item 3: 9 − 0.9 = 8.1 paid with VAT included: 7.364 net and 0.736 VAT at 10 %.
    subtotal: 9,
    company_discount: 0.9,
    invoice_number: null,
    credit_note_number: null,
    promo_code: null,
    promo_discount: 0,
    vat_exc_net: 7.364,
    vat_rate: 10,
    vat_amount: 0.736,
    vat_included: true,
    shipping_charge: 1,
    order_total: 9.1,
    total_amount: 9.1,
    refunded: 0,
    refund_pending: 0,
    history: [{ status: 'Pending', date: '2026-11-20T12:30:00.000Z', step: null }],
    delivery: DELIVERY,
    note: '',
    step: null,
    ...overrides,
  };
}

export function ordersPage(data: OrderSummary[], page = 1, lastPage = 1) {
  return {
    orders: { data, current_page: page, last_page: lastPage, per_page: 10, total: data.length },
  };
}
