import { z } from 'zod';
import { orderDeliverySchema } from './hours';
import { KITCHEN_STEPS } from './admin/kitchen';
import { FIELD_LIMITS } from '../validation';
import {
  bitSchema,
  envelope,
  idSchema,
  languageSchema,
  optionalIdSchema,
  pageQueryFields,
  paginated,
  personSchema,
} from './common';

/** DESIGN §6 order statuses (spec §4 names them). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * POST /checkout (spec §7: language, bearer). `ordered_for_user_id` picks a colleague of the same
 * company when that company has an active subscription (spec §1 "for a selected user");
 * absent means the customer orders for themselves.
 */
export const checkoutRequestSchema = z.object({
  language: languageSchema,
  ordered_for_user_id: optionalIdSchema,
  /** Issue 15: a slot id of GET /delivery-slots, or `asap: 1`; neither takes the earliest. */
  delivery_slot: z.string({ message: 'invalid_value' }).trim().max(40, 'invalid_value').optional(),
  asap: z
    .union([z.literal(1), z.literal('1'), z.literal(true)], { message: 'invalid_value' })
    .optional(),
  /** Issue 15 item 6: for the kitchen and the rider (allergy, floor, desk); plain text. */
  note: z
    .string({ message: 'invalid_value' })
    .trim()
    .max(FIELD_LIMITS.kitchenNote, `too_long:${FIELD_LIMITS.kitchenNote}`)
    .optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = envelope(
  z.object({
    paymentLink: z.string(),
    order_id: z.number(),
    reference: z.string(),
    /**
     * Decision 093: the cart's promo code no longer applied, so this checkout took it off and
     * priced the order without it; this says which code and why (in the caller's language), so
     * the customer sees the new total before paying. Null when nothing was taken off.
     */
    promo_notice: z.string().nullable().default(null),
  }),
);
export type CheckoutAnswer = z.infer<typeof checkoutResponseSchema>['responseData'];

/** GET /colleagues (bearer): whom the caller may order for (empty without an active subscription). */
export const colleagueSchema = personSchema;
export type Colleague = z.infer<typeof colleagueSchema>;
export const colleaguesResponseSchema = envelope(
  z.object({ can_order_for_others: z.boolean(), colleagues: z.array(colleagueSchema) }),
);

/** Spec §3 Order in the list (order id, product name, date, status, totals). */
export const orderSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  product_name: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  order_total: z.number(),
  total_amount: z.number(),
  shipping_charge: z.number(),
  currency: z.string(),
  ordered_for: personSchema,
  /**
   * Issue 17 item 7: the payment page of a Pending order the caller made, while its session is
   * open ("Payment not completed", Pay now); null otherwise.
   */
  payment_url: z.string().nullable(),
  /** Issue 15: the promised delivery, null for orders placed without delivery times. */
  delivery: orderDeliverySchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const ordersQuerySchema = z.object({
  language: languageSchema,
  page: pageQueryFields.page,
  limit: pageQueryFields.limit.default(10),
  /**
   * The order with this reference alone (where the payment provider sends the customer back),
   * also when the list would leave it out as never paid (issue 17, decision 047).
   */
  reference: z.string().trim().min(1).max(20).optional(),
});
export const ordersResponseSchema = envelope(z.object({ orders: paginated(orderSummarySchema) }));

export const orderLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  is_combo: bitSchema,
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
  picks: z.array(
    z.object({ category_title: z.string(), item_name: z.string(), price: z.number() }),
  ),
});

/** Spec §2 order details: order id, products, date, status, totals, combo items, other products. */
/** Issue 16 item 5: a tax invoice's number as printed ("INV-000042"). */
export function invoiceNumberText(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}

/** A credit note's number as printed ("CN-000007"): its own sequence (docs/decisions.md 092). */
export function creditNoteNumberText(number: number): string {
  return `CN-${String(number).padStart(6, '0')}`;
}

/**
 * What an order's answers (the customer's and the back office's) say of its promo code, tax
 * invoice and VAT.
 */
export const orderTaxFields = {
  /** Issue 16 item 3: the promo code the order used (null: none) and what it took off. */
  promo_code: z.string().nullable().default(null),
  promo_discount: z.number().default(0),
  /** Issue 16 item 5: the tax invoice's number once the order is paid (GET …/invoice), else null. */
  invoice_number: z.string().nullable().default(null),
  /** The credit note cancelling the invoice of an order cancelled after payment, else null. */
  credit_note_number: z.string().nullable().default(null),
  vat_exc_net: z.number(),
  /** Percent, as the cart shows it (DESIGN §5). */
  vat_rate: z.number(),
  vat_amount: z.number(),
  /**
   * Decision 064: the VAT is inside the lines' prices (net + VAT = subtotal − discount); false
   * for an order placed before prices were shown as paid, whose VAT was added on top.
   */
  vat_included: z.boolean(),
};

export const orderDetailsSchema = z.object({
  id: z.number(),
  reference: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  ordered_by: personSchema,
  ordered_for: personSchema,
  combo_items: z.array(orderLineSchema),
  other_products: z.array(orderLineSchema),
  subtotal: z.number(),
  company_discount: z.number(),
  ...orderTaxFields,
  shipping_charge: z.number(),
  /** Spec §3 order total / total amount: the amount paid (grand total). */
  order_total: z.number(),
  total_amount: z.number(),
  /** What the shop has given back of the amount paid (0: nothing); confirmed by the provider. */
  refunded: z.number().default(0),
  /**
   * What the shop owes back and has not given back yet: refunds on their way, and what a
   * cancelled order's payment took beyond them (0: nothing).
   */
  refund_pending: z.number().default(0),
  /**
   * The order's steps with their times: each change of status, and each kitchen step reached
   * (`step`, with the status Processing); null `step` for a change of status.
   */
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      date: z.string(),
      step: z.enum(KITCHEN_STEPS).nullable().default(null),
    }),
  ),
  /** Issue 15: the promised delivery, null for orders placed without delivery times. */
  delivery: orderDeliverySchema,
  /** Issue 15: the customer's note to the kitchen, empty when none. */
  note: z.string(),
  /** Issue 15: where the order is in the kitchen (accepted … delivered), null until accepted. */
  step: z.enum(KITCHEN_STEPS).nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
export const orderParamsSchema = z.object({ id: idSchema });
export const orderDetailsResponseSchema = envelope(orderDetailsSchema);

/**
 * POST orderPaths.reorder (issue 16 item 2, bearer; the order's customer or its recipient): its
 * lines and combo picks back in the caller's cart at today's prices. What can no longer be ordered
 * is left out and named in `skipped` (and in responseText); nothing orderable at all is a 422.
 */
export const reorderRequestSchema = z.object({ language: languageSchema });
export const reorderResponseSchema = envelope(
  z.object({
    /** Lines of the order now in the cart. */
    added: z.number().int(),
    /** The names of the order's lines that could not be added, as the order recorded them. */
    skipped: z.array(z.string()),
    cart_count: z.number().int(),
  }),
);
export type ReorderAnswer = z.infer<typeof reorderResponseSchema>['responseData'];

/** GET orderPaths.orderStream: `order` events carrying the order's status and step now. */
export const orderTrackingEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  step: z.enum(KITCHEN_STEPS).nullable(),
});
export type OrderTrackingEvent = z.infer<typeof orderTrackingEventSchema>;
export const orderStreamQuerySchema = z.object({
  language: languageSchema,
  last_event_id: z.coerce.number().int().min(0).optional(),
});
