import { z } from 'zod';
import {
  blankAsAbsent,
  blankableSchema,
  envelope,
  flagSchema,
  idSchema,
  wholeNumberSchema,
} from '../common';
import {
  adminCreatedSchema,
  adminListQuerySchema,
  adminMoneySchema,
  adminPageSchema,
  adminPercentSchema,
} from './common';
import { isoDaySchema } from './orders';

/**
 * Back office, promo codes (issue 16 item 3, decision 065): a code takes a percentage or a fixed
 * amount off the lines it covers, from a minimum order, within its days, up to its limits.
 */

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** How codes are stored and matched: letters, digits, `-` and `_`, upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const PROMO_SORTS = ['code', 'ends_on', 'uses', 'id'] as const;
export const adminPromoCodesQuerySchema = adminListQuerySchema(PROMO_SORTS, {
  sort: 'id',
  direction: 'desc',
}).extend({
  active: z.enum(['all', 'active', 'inactive'], { message: 'invalid_value' }).default('all'),
});
export type AdminPromoCodesQuery = z.input<typeof adminPromoCodesQuerySchema>;

export const adminPromoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent off (kind `percent`), else null. */
  percent_off: z.number().nullable(),
  /** Major units of `currency` off (kind `amount`), else null. */
  amount_off: z.number().nullable(),
  min_order: z.number(),
  currency: z.string(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  total_limit: z.number().nullable(),
  per_customer_limit: z.number().nullable(),
  first_order_only: z.boolean(),
  item_ids: z.array(z.number()),
  combo_ids: z.array(z.number()),
  is_active: z.boolean(),
  /** Orders that carry the code and are not Cancelled: a code with any cannot be deleted. */
  uses: z.number(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodesResponseSchema = envelope(adminPageSchema(adminPromoCodeSchema));
export const adminPromoCodeCreatedResponseSchema = envelope(adminCreatedSchema);

const optionalLimit = blankableSchema(wholeNumberSchema(1, 1_000_000));
const optionalDay = blankableSchema(isoDaySchema);
const idList = z.array(idSchema, { message: 'invalid_value' }).max(500, 'invalid_value');

/** POST /admin/promo-codes and PUT /admin/promo-codes/{id} (a full edit). */
export const adminPromoCodeRequestSchema = z
  .object({
    code: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string({ message: 'promo_code_format' }).regex(PROMO_CODE_PATTERN, 'promo_code_format'),
    ),
    kind: z.enum(PROMO_KINDS, { message: 'invalid_value' }),
    percent_off: blankableSchema(adminPercentSchema),
    amount_off: blankableSchema(adminMoneySchema),
    min_order: z.preprocess(blankAsAbsent, adminMoneySchema.default(0)),
    starts_on: optionalDay,
    ends_on: optionalDay,
    total_limit: optionalLimit,
    per_customer_limit: optionalLimit,
    first_order_only: flagSchema.default(false),
    item_ids: idList.default([]),
    combo_ids: idList.default([]),
    is_active: flagSchema.default(true),
  })
  .superRefine((body, context) => {
    const value = body.kind === 'percent' ? body.percent_off : body.amount_off;
    if (value === undefined || value <= 0) {
      const field = body.kind === 'percent' ? 'percent_off' : 'amount_off';
      context.addIssue({ code: 'custom', path: [field], message: 'promo_value_required' });
    }
    if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) {
      context.addIssue({ code: 'custom', path: ['ends_on'], message: 'hours_closure_dates' });
    }
  });
export type AdminPromoCodeRequest = z.input<typeof adminPromoCodeRequestSchema>;
