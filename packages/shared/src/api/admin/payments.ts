import { z } from 'zod';
import { envelope, idSchema, languageSchema, requiredText } from '../common';
import { ORDER_STATUSES } from '../orders';
import { adminListQuerySchema, adminMoneySchema, adminPageSchema } from './common';

/**
 * Back office, payments that need an operator (issue 16 item 6, decision 067): notifications the
 * shop refused (an amount that differs from the order's, a payment for a cancelled order or
 * subscription purchase) and refunds, full or partial, made through the payment provider.
 */

/** `pending` until the provider confirms, `succeeded`, or `failed` (the money did not go back). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What went wrong with a refused notification. */
export const PAYMENT_PROBLEM_KINDS = ['amount_mismatch', 'paid_after_cancel', 'other'] as const;
export type PaymentProblemKind = (typeof PAYMENT_PROBLEM_KINDS)[number];

/** What a payment's money came to: taken by the provider, given back, still refundable. */
export const paymentMoneySchema = z.object({
  /** Minor-unit amounts shown in major units (DESIGN §5), in `currency`. */
  captured: z.number(),
  refunded: z.number(),
  refundable: z.number(),
  currency: z.string(),
});

/** A payment's id, its status and its money, as a problem or a refund shows it. */
const paymentStateSchema = paymentMoneySchema.extend({ id: z.number(), status: z.string() });

export const adminRefundSchema = z.object({
  id: z.number(),
  payment_id: z.number(),
  /** The order refunded, or null for a company subscription purchase. */
  order_id: z.number().nullable(),
  /** The order's reference or the purchase's transaction id. */
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  provider: z.string(),
  /** The provider's id of the refund (Stripe `re_…`), null until it answered. */
  provider_refund_id: z.string().nullable(),
  /** Why the provider refused it, '' otherwise. */
  failure: z.string(),
  /** The operator who made it. */
  by: z.string().nullable(),
  at: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminPaymentProblemSchema = z.object({
  /** The refused notification's id (payment_events). */
  id: z.number(),
  kind: z.enum(PAYMENT_PROBLEM_KINDS),
  received_at: z.string(),
  provider: z.string(),
  session_id: z.string().nullable(),
  /** What the notification said was paid, null when it did not say. */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** What the shop recorded, for the log and the operator. */
  detail: z.string(),
  /** The payment it concerns and its money, null for an unknown session. */
  payment: paymentStateSchema.nullable(),
  order: z
    .object({ id: z.number(), reference: z.string(), status: z.enum(ORDER_STATUSES) })
    .nullable(),
  /** A company subscription purchase's transaction id, when the payment was one. */
  purchase_reference: z.string().nullable(),
  /** Set once an operator dealt with it (a full refund does so too). */
  resolved: z.object({ at: z.string(), by: z.string().nullable(), note: z.string() }).nullable(),
});
export type AdminPaymentProblem = z.infer<typeof adminPaymentProblemSchema>;

/** GET /admin/payment-problems: `state` open (default), resolved or all; newest first. */
export const adminPaymentProblemsQuerySchema = adminListQuerySchema(['received_at', 'id'], {
  sort: 'received_at',
  direction: 'desc',
}).extend({
  state: z.enum(['open', 'resolved', 'all'], { message: 'invalid_value' }).default('open'),
});
export type AdminPaymentProblemsQuery = z.input<typeof adminPaymentProblemsQuerySchema>;
export const adminPaymentProblemsResponseSchema = envelope(
  adminPageSchema(adminPaymentProblemSchema),
);

/** POST /admin/payment-problems/{id}/resolve: dealt with another way; the note says how. */
export const adminResolvePaymentProblemRequestSchema = z.object({
  language: languageSchema,
  note: requiredText('payment_problem_note_required', 300),
});
export type AdminResolvePaymentProblemRequest = z.input<
  typeof adminResolvePaymentProblemRequestSchema
>;
export const adminPaymentProblemResponseSchema = envelope(adminPaymentProblemSchema);

/** GET /admin/refunds: every refund, newest first. */
export const adminRefundsQuerySchema = adminListQuerySchema(['created_at', 'id'], {
  sort: 'created_at',
  direction: 'desc',
});
export type AdminRefundsQuery = z.input<typeof adminRefundsQuerySchema>;
export const adminRefundsResponseSchema = envelope(adminPageSchema(adminRefundSchema));

/** A refund form's key, made once per form (a UUID in the back office). */
export const refundRequestIdSchema = z
  .string({ message: 'invalid_value' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_value');

/**
 * POST /admin/payments/{id}/refunds: give back `amount` (major units, at most what is still
 * refundable) of a payment, for `reason`. `request_id` is made once per refund form: sending it
 * again (a double click, a retry after a timeout) answers the same refund and moves no money twice.
 */
export const adminRefundRequestSchema = z.object({
  language: languageSchema,
  amount: adminMoneySchema.refine((value) => value > 0, 'refund_amount_invalid'),
  reason: requiredText('refund_reason_required', 300),
  request_id: refundRequestIdSchema,
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;
export const adminRefundResultSchema = z.object({
  refund: adminRefundSchema,
  payment: paymentStateSchema,
});
export const adminRefundResponseSchema = envelope(adminRefundResultSchema);

export const adminPaymentParamsSchema = z.object({ id: idSchema });
