import { z } from 'zod';
import { companyRefFields, envelope, idSchema, languageSchema } from './common';

/**
 * Company subscriptions (spec §2 subscription details and thank-you, §3, §7; DESIGN §5, §6).
 * Prices are major units of the shop's currency, like the cart's; durations are days.
 */

/** POST /company-subscription-details (public). */
export const subscriptionDetailsRequestSchema = z.object({
  company_id: idSchema,
  language: languageSchema,
});
export type SubscriptionDetailsRequest = z.input<typeof subscriptionDetailsRequestSchema>;

/** A plan as the storefront offers it; the details flatten the first plan's. */
const planFields = {
  subscription_id: z.number(),
  no_of_employee: z.number(),
  price: z.number(),
  /** Days. */
  duration: z.number(),
};

export const subscriptionPlanSchema = z.object({ ...planFields, discount_percent: z.number() });
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** Spec §3 subscription details, with every active plan; the first plan's fields flattened. */
export const subscriptionDetailsSchema = z.object({
  ...companyRefFields,
  company_email: z.string(),
  company_address: z.string(),
  currency: z.string(),
  ...planFields,
  plans: z.array(subscriptionPlanSchema),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;
export const subscriptionDetailsResponseSchema = envelope(subscriptionDetailsSchema);

/** The client's idempotency key for one purchase (spec §7 txn_id, DESIGN §6). */
export const txnIdSchema = z
  .string({ message: 'invalid_subscription' })
  .regex(/^[A-Za-z0-9-]{16,128}$/, 'invalid_subscription');

/** POST /purchase-subscription (bearer; multipart per spec §7, JSON accepted too). */
export const purchaseSubscriptionRequestSchema = z.object({
  company_id: idSchema,
  subscription_id: idSchema,
  txn_id: txnIdSchema,
  language: languageSchema,
});
export type PurchaseSubscriptionRequest = z.input<typeof purchaseSubscriptionRequestSchema>;
/** Spec §7: the answer carries `responseMessage` beside the envelope's `responseText`. */
export const purchaseSubscriptionResponseSchema = envelope(
  z.object({ paymentLink: z.string(), txn_id: z.string() }),
).extend({ responseMessage: z.string() });

export const SUBSCRIPTION_PURCHASE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type SubscriptionPurchaseStatus = (typeof SUBSCRIPTION_PURCHASE_STATUSES)[number];

/** GET /subscription-purchases/:txnId (bearer, only the buyer): what /thankyou shows. */
export const subscriptionPurchaseSchema = z.object({
  txn_id: z.string(),
  status: z.enum(SUBSCRIPTION_PURCHASE_STATUSES),
  ...companyRefFields,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type SubscriptionPurchase = z.infer<typeof subscriptionPurchaseSchema>;
export const subscriptionPurchaseResponseSchema = envelope(subscriptionPurchaseSchema);
export const subscriptionPurchaseParamsSchema = z.object({ txnId: txnIdSchema });
