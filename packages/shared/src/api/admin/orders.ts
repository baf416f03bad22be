import { z } from 'zod';
import { orderDeliverySchema } from '../hours';
import {
  blankableSchema,
  envelope,
  idSchema,
  languageSchema,
  personSchema,
  wholeNumberSchema,
} from '../common';
import { ORDER_STATUSES, orderLineSchema, orderTaxFields } from '../orders';
import {
  adminListQuerySchema,
  adminMoneySchema,
  adminPageSchema,
  yesNoFilterSchema,
} from './common';
import { KITCHEN_STEPS } from './kitchen';
import { adminRefundSchema, refundRequestIdSchema } from './payments';

/**
 * Issue 7 back office, orders: the zod schema of every call's payload, query and answer, shared by
 * the API routes and the admin pages (CONVENTIONS "one schema per call").
 */

/** Columns the orders table sorts on (issue 7 "tables sort and page on the server"). */
export const ADMIN_ORDER_SORTS = [
  'created_at',
  'id',
  'reference',
  'status',
  'total',
  'customer',
] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** What an operator may change an order to (DESIGN §6: Completed by admin, Cancelled by admin). */
export const ADMIN_ORDER_TARGETS = ['Completed', 'Cancelled'] as const;
export type AdminOrderTarget = (typeof ADMIN_ORDER_TARGETS)[number];

/** Who made a status change (order_status_history.actor). */
export const ORDER_ACTORS = ['customer', 'provider', 'system', 'admin'] as const;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export const isoDaySchema = z
  .string({ message: 'invalid_value' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_value')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'invalid_value');

/** Minutes behind UTC of the operator's browser (`Date#getTimezoneOffset()`: UTC+3 is -180). */
export const tzOffsetSchema = blankableSchema(wholeNumberSchema(-14 * 60, 14 * 60));

/**
 * GET /admin/orders. `from`/`to` are whole days, both included, in the operator's time zone:
 * `tz_offset` is the browser's `Date#getTimezoneOffset()` (minutes, UTC+3 is -180), so "today"
 * means the operator's today; absent, days are UTC. `customer` is a customer id or a part of a
 * name or e-mail (of the orderer or the person ordered for); `q` an order id or reference.
 */
export const adminOrdersQuerySchema = adminListQuerySchema(ADMIN_ORDER_SORTS, {
  sort: 'created_at',
  direction: 'desc',
})
  .extend({
    status: blankableSchema(z.enum(ORDER_STATUSES, { message: 'invalid_value' })),
    from: blankableSchema(isoDaySchema),
    to: blankableSchema(isoDaySchema),
    tz_offset: tzOffsetSchema,
    customer: blankableSchema(z.string().trim().max(100, 'too_long:100')),
    /** 1: only cancelled orders that still owe their customer a refund. */
    refund_due: yesNoFilterSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'admin_orders_date_range',
  });
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** A row of the orders table. `ordered_for` is null when the customer ordered for themselves. */
/**
 * Issue 17 item 11: where an order goes: the recipient's building (or university) and company,
 * in the operator's language (English fallback); '' and null when the account has none.
 * Floor and desk are in the customer's note.
 */
export const deliverToSchema = z.object({ place: z.string(), company: z.string().nullable() });

export const adminOrderRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer: personSchema,
  ordered_for: personSchema.nullable(),
  lines: z.number().int(),
  total: z.number(),
  currency: z.string(),
  deliver_to: deliverToSchema,
  /** The customer's note to the kitchen and rider, '' when none. */
  note: z.string(),
  /** Cancelled, yet its payment went through: the money must go back (issue 17 item 11). */
  refund_due: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersResponseSchema = envelope(adminPageSchema(adminOrderRowSchema));

export const adminOrderParamsSchema = z.object({ id: idSchema });

const contactSchema = personSchema.extend({
  phone: z.string(),
  /** The company's name in the operator's language (English fallback), null without one. */
  company: z.string().nullable(),
});

/** The customer's order line, its combo mark a boolean for the back office. */
const adminOrderLineSchema = orderLineSchema.extend({ is_combo: z.boolean() });

const adminPaymentSchema = z.object({
  id: z.number(),
  provider: z.string(),
  /** `open`, `paid`, `failed`, `cancelled`, `expired`. */
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  session_id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Issue 16 item 6: what the provider took, what went back, what can still go back. */
  captured: z.number().default(0),
  refunded: z.number().default(0),
  refundable: z.number().default(0),
});

const adminHistoryEntrySchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(ORDER_ACTORS),
  /** The person who made it (the admin, or the customer at checkout), when one is known. */
  actor_name: z.string().nullable(),
  note: z.string(),
  /**
   * A kitchen step (issue 15 item 3), recorded without a status change; an entry whose status
   * stays the same without a step is a note (a refund, issue 16 item 6).
   */
  step: z.enum(KITCHEN_STEPS).nullable(),
  at: z.string(),
});

/** GET /admin/orders/{id}: everything an operator needs to handle an order. */
export const adminOrderDetailsSchema = z.object({
  id: z.number(),
  reference: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  language: z.string(),
  currency: z.string(),
  customer: contactSchema,
  ordered_for: contactSchema.nullable(),
  lines: z.array(adminOrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  ...orderTaxFields,
  shipping: z.number(),
  total: z.number(),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  payments: z.array(adminPaymentSchema),
  deliver_to: deliverToSchema,
  /** Cancelled, yet a payment of it went through: the money must go back (issue 17 item 11). */
  refund_due: z.boolean(),
  /** Issue 16 item 6: the refunds made of its payments, newest first. */
  refunds: z.array(adminRefundSchema).default([]),
  /** Issue 15: the promised delivery (null for orders placed without delivery times). */
  delivery: orderDeliverySchema,
  /** Issue 15: the customer's note to the kitchen, empty when none. */
  note: z.string(),
  history: z.array(adminHistoryEntrySchema),
  /** What an operator may change it to now, by the rules transitionOrder enforces. */
  allowed_transitions: z.array(z.enum(ADMIN_ORDER_TARGETS)),
});
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;
export const adminOrderDetailsResponseSchema = envelope(adminOrderDetailsSchema);

/**
 * POST /admin/orders/{id}/status. The note goes into the history and, when given, into the mail
 * to the customer; cancelling a paid (Processing) order records "refund noted" before it and
 * refunds the payment through its provider in the same step (docs/decisions.md 092):
 * `refund_amount` (major units; default everything still refundable, 0 to refund later),
 * `refund_reason` (default the note, else "the order was cancelled") and `request_id`, made once
 * per dialog: sending it again answers the same cancellation and moves no money twice.
 */
export const adminOrderStatusRequestSchema = z.object({
  language: languageSchema,
  status: z.enum(ADMIN_ORDER_TARGETS, { message: 'invalid_value' }),
  note: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ message: 'invalid_value' }).trim().max(300, 'too_long:300').optional(),
  ),
  refund_amount: blankableSchema(adminMoneySchema),
  refund_reason: blankableSchema(
    z.string({ message: 'invalid_value' }).trim().max(300, 'too_long:300'),
  ),
  request_id: blankableSchema(refundRequestIdSchema),
});
export type AdminOrderStatusRequest = z.input<typeof adminOrderStatusRequestSchema>;
export const adminOrderStatusResponseSchema = envelope(adminOrderDetailsSchema);

/** GET /admin/overview: the counts on the back office's start page. */
export const adminOverviewSchema = z.object({
  /** Orders made today (UTC day unless `tz_offset` is given), per status. */
  today: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Paid orders waiting for an operator to complete them. */
  processing: z.number().int(),
  unhandled_messages: z.number().int(),
  unavailable_items: z.number().int(),
  /** Issue 16 item 6: refused payment notifications no operator has dealt with yet. */
  payment_problems: z.number().int().default(0),
  /**
   * Cancelled orders whose money was taken and not all given back yet, less those whose late
   * payment is already one of `payment_problems`.
   */
  refunds_due: z.number().int().default(0),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewQuerySchema = z.object({
  language: languageSchema,
  tz_offset: tzOffsetSchema,
});
export const adminOverviewResponseSchema = envelope(adminOverviewSchema);
