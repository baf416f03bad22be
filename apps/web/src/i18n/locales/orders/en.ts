import type { TextsOf } from '../texts-of';
/**
 * Texts of checkout (the summary modal), the order status page and the dashboard's orders in
 * English. They load with those chunks (i18n/orders-texts.ts), not with the first page. The
 * spec's own checkout texts (spec §8) are shared with the server (`processing_payment`,
 * `checkout_failed`, `no_orders`, `order_not_found`).
 */
export const ordersEn = {
  checkout: {
    title: 'Order summary',
    details: 'Your order’s details',
    ordering_for: 'Ordering for',
    myself: 'Myself',
    ordering_for_hint: 'Your company’s subscription lets you order for a colleague.',
    name: 'Name',
    email: 'Email',
    items: 'Items',
    quantity: 'Qty: {{count}}',
    billing: 'Billing details',
    pay_now: 'Pay now',
    pay_note: 'You pay on the secure payment page and come back here afterwards.',
    delivery: 'Delivery time',
    asap: 'As soon as possible (about {{time}})',
    places_left: '{{count}} places left',
    delivery_hint: 'Orders for a time close at its cut-off ({{time}}).',
    note: 'Note for the kitchen (optional)',
    note_hint: 'Allergies, floor, desk: up to 300 characters.',
  },
  /**
   * Issue 17 item 3: prices are paid with VAT included, so the subtotal says so and the VAT row
   * is what it contains (subtotal − discount = net + VAT), not an addition.
   */
  bill: {
    subtotal: 'Subtotal (incl. VAT)',
    discount: 'Company discount',
    promo: 'Promo code ({{code}})',
    net: 'Net (excluding VAT)',
    vat: 'VAT ({{rate}}) included',
    /** An order placed before prices were shown VAT included (decision 064). */
    subtotal_before_vat: 'Subtotal',
    vat_added: 'VAT ({{rate}})',
    shipping: 'Shipping fee',
    total: 'Total',
    refunded: 'Refunded to you',
  },
  order_status: {
    Pending: 'Pending',
    Processing: 'Processing',
    Completed: 'Completed',
    Cancelled: 'Cancelled',
  },
  order_page: {
    title: 'Your order',
    reference: 'Order reference',
    status: 'Status',
    text_pending: 'Waiting for the payment confirmation…',
    text_slow:
      'The confirmation is taking longer than usual. You will find the order in My orders as soon as it arrives.',
    text_processing: 'We have received your payment and are preparing your order.',
    text_completed: 'Your order has been delivered. Enjoy your meal!',
    text_cancelled: 'Your payment was cancelled. Your cart is still here.',
    back_to_cart: 'Back to cart',
    my_orders: 'My orders',
    menu: 'Back to the menu',
    check_again: 'Check again',
  },
  orders: {
    title: 'My orders',
    payment_not_completed: 'Payment not completed',
    pay_order: 'Pay now for order {{reference}}',
    reorder: 'Order again',
    reorder_label: 'Order {{reference}} again',
    /** Issue 16 item 5: a paid order's tax invoice (GET /orders/{id}/invoice). */
    invoice: 'Invoice {{number}}',
    invoice_download: 'Download invoice (PDF)',
    credit_note: 'Credit note {{number}}',
    credit_note_download: 'Download credit note (PDF)',
    refund_pending: '{{amount}} is on its way back to you',
    refund_done: '{{amount}} was refunded to you',
    refund_timing: 'Depending on your bank, it can take 5 to 10 days to show on your statement.',
    intro: 'Your orders, newest first.',
    caption: 'Your orders',
    col_order: 'Order',
    col_product: 'Products',
    col_date: 'Date',
    col_status: 'Status',
    col_total: 'Total',
    view: 'View order {{reference}}',
    back: 'Back to my orders',
    details_title: 'Order {{reference}}',
    date: 'Date',
    ordered_by: 'Ordered by',
    ordered_for: 'Ordered for',
    combo_items: 'Combo items',
    other_products: 'Other products',
    totals: 'Totals',
    quantity: 'Qty: {{count}}',
    unit_price: 'Unit price',
    history: 'Status history',
    your_choices: 'Your choices',
    delivery: 'Delivery',
    delivery_asap: 'As soon as possible, around {{time}}',
    tracking: 'Order progress',
    step_paid: 'Paid',
    step_accepted: 'Accepted',
    step_preparing: 'Preparing',
    step_out_for_delivery: 'Out for delivery',
    step_delivered: 'Delivered',
    note: 'Note for the kitchen',
  },
};

/** The shape every locale's order texts must have. */
export type OrdersTexts = TextsOf<typeof ordersEn>;
