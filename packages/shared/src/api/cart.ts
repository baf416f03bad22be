import { z } from 'zod';
import { optionalCookieIdSchema } from './accounts';
import { comboCategorySummarySchema } from './catalog';
import { dietaryMarksSchema } from '../dietary';
import { bitSchema, envelope, idSchema, languageSchema, optionalIdSchema } from './common';

/**
 * Spec §1: a guest's `cookie_id`, which finds its cart, is valid 30 days from when the browser
 * made it; a guest cart older than that can no longer be reached (the API deletes them daily).
 */
export const GUEST_ID_DAYS = 30;

/** Spec-sane bounds of a line's quantity (issue 4: whole numbers from 1 to a sane maximum). */
export const CART_MAX_QUANTITY = 999;

/** A number, or a numeric string as forms post it; anything else (arrays, booleans) is refused. */
export const quantitySchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ message: 'quantity_range' })
    .int('quantity_range')
    .min(1, 'quantity_range')
    .max(CART_MAX_QUANTITY, 'quantity_range'),
);

/**
 * Who the cart belongs to (spec §7: "user_id or cookie_id"). The server believes the bearer
 * token only; a user_id must match it (DESIGN §4). Without a token the cookie_id decides.
 */
export const cartOwnerFields = {
  language: languageSchema,
  user_id: optionalIdSchema,
  cookie_id: optionalCookieIdSchema,
};

const DIGITS = /^\d{1,10}$/;

/**
 * Spec §7 `combo_items`: comma-joined item ids ("12,15,31"); an array is accepted too. Anything
 * but digits between the commas leaves the value as sent, so it fails as one `combo_items` error
 * rather than one per part.
 */
export const comboItemsSchema = z.preprocess(
  (value) => {
    const parts: unknown[] | undefined = Array.isArray(value)
      ? (value as unknown[])
      : typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : undefined;
    if (!parts) return value;
    const ids = parts.map((part) =>
      typeof part === 'string' && DIGITS.test(part) ? Number(part) : part,
    );
    return ids.every((id) => typeof id === 'number') ? ids : value;
  },
  z
    .array(z.number().int('invalid_value').positive('invalid_value'), { message: 'invalid_value' })
    .min(1, 'invalid_value')
    .max(50, 'invalid_value'),
);

/** POST /cart-items: the cart count. */
export const cartCountRequestSchema = z.object(cartOwnerFields);
/** Spec §7: responseData is the cart count (the number of lines). */
export const cartCountResponseSchema = envelope(z.number().int());

/** POST /add-to-cart, item form (spec §7: product_id, quantity, language, user_id/cookie_id). */
export const addItemToCartRequestSchema = z.object({
  ...cartOwnerFields,
  product_id: idSchema,
  quantity: quantitySchema.default(1),
});
/** POST /add-to-cart, combo form (spec §7: combo_id, combo_items, language, user_id/cookie_id). */
export const addComboToCartRequestSchema = z.object({
  ...cartOwnerFields,
  combo_id: idSchema,
  combo_items: comboItemsSchema,
});
/**
 * Either form: a body with `combo_id` is the combo form, else the item form. One object told
 * apart by `combo_id` rather than a z.union: a union that fails both ways answers "invalid
 * input" for the whole body, where this names the bad field with its own message (a quantity of
 * 0 gets `quantity_range`). The output says which form it was (`form`).
 */
export const addToCartRequestSchema = z
  .object({
    ...cartOwnerFields,
    combo_id: optionalIdSchema,
    combo_items: comboItemsSchema.optional(),
    product_id: optionalIdSchema,
    quantity: quantitySchema.optional(),
  })
  .superRefine((body, context) => {
    const missing = body.combo_id === undefined ? 'product_id' : 'combo_items';
    if (body[missing] === undefined) {
      context.addIssue({ code: 'custom', path: [missing], message: 'invalid_value' });
    }
  })
  .transform(({ combo_id, combo_items, product_id, quantity, ...owner }) =>
    combo_id === undefined
      ? {
          ...owner,
          form: 'item' as const,
          product_id: product_id ?? 0,
          quantity: quantity ?? 1,
        }
      : { ...owner, form: 'combo' as const, combo_id, combo_items: combo_items ?? [] },
  );
export type AddToCartRequest =
  z.input<typeof addItemToCartRequestSchema> | z.input<typeof addComboToCartRequestSchema>;
export const addToCartResponseSchema = envelope(
  z.object({ cart_id: z.number(), line_id: z.number(), cart_count: z.number().int() }),
);

/** POST /update-cart (spec §7: cart_id is the line's id, quantity). */
export const updateCartRequestSchema = z.object({
  ...cartOwnerFields,
  cart_id: idSchema,
  quantity: quantitySchema,
});
/** POST /update-combo-cart (spec §7: cart_id, combo_id, combo_items). */
export const updateComboCartRequestSchema = z.object({
  ...cartOwnerFields,
  cart_id: idSchema,
  combo_id: idSchema,
  combo_items: comboItemsSchema,
});
/** GET /remove-cart-item/{id}: query language (+ cookie_id for a guest). */
export const removeCartItemQuerySchema = z.object(cartOwnerFields);

export const comboPickSchema = z.object({
  combo_category_id: z.number(),
  category_title: z.string(),
  item_id: z.number(),
  item_name: z.string(),
  /** What this pick adds to the combo's price: its per-combo price, plus the step's
   * `extra_price` when it is a pick beyond the step's `qty` (issue 17 item 4). */
  price: z.number(),
  /** A pick beyond the step's required `qty`, charged `extra_price` (issue 17 item 4). */
  is_extra: z.boolean().optional(),
});

/** An item as a cart line or a combo's choice shows it. */
const itemSummaryFields = {
  id: z.number(),
  item_name: z.string(),
  price: z.number(),
  image: z.string(),
  is_veg: bitSchema,
};
/** A combo as a cart line or its choices page shows it. */
const comboSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  price: z.number(),
  image: z.string(),
});

/** Spec §3 cart line, plus the prices the server computed (never the client). */
export const cartLineSchema = z.object({
  id: z.number(),
  quantity: z.number().int(),
  is_combo: bitSchema,
  product: z.object({ ...itemSummaryFields, min_qty: z.number().int() }).nullable(),
  combo: comboSummarySchema.nullable(),
  /** Spec §3: the ids of the picked items. */
  selected_combo_items: z.array(z.number()),
  picks: z.array(comboPickSchema),
  unit_price: z.number(),
  line_total: z.number(),
  /** False when the item or combo can no longer be ordered (it stays listed, checkout refuses). */
  is_available: z.boolean(),
  /**
   * Why a line cannot be ordered (null when it can): `off_menu`, the item or combo was taken off
   * the menu (remove it); `choose_again`, the combo is still offered but its choices no longer fit
   * it (an operator changed its steps or took a picked item off the menu): edit the choices.
   */
  unavailable_reason: z.enum(['off_menu', 'choose_again']).nullable().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * Spec §3 cart response, with DESIGN §5's figures in major units. Every price is the price paid,
 * VAT included (issue 17 item 3, decision 064): `subtotal` = Σ line totals; `company_discount`
 * comes off it; `vat_amount` is the VAT inside what remains and `vat_exc_net` the rest;
 * `grand_total` = vat_exc_net + vat_amount + shipping_charge.
 */
export const cartSchema = z.object({
  carts: z.array(cartLineSchema),
  subtotal: z.number(),
  company_discount: z.number(),
  shipping_charge: z.number(),
  vat_exc_net: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  grand_total: z.number(),
  currency: z.string(),
  /**
   * Decision 065: the promo code applied to the cart (null without one) and
   * what it takes off after `company_discount`. A code that no longer takes anything off (used
   * up, expired, switched off, below its minimum…) is taken off the cart by the read that finds
   * it so, and that one answer's `promo_notice` says which code and why, in the caller's
   * language (decision 093); otherwise null.
   */
  promo_code: z.string().nullable().default(null),
  promo_discount: z.number().default(0),
  promo_notice: z.string().nullable().default(null),
});
export type Cart = z.infer<typeof cartSchema>;
/** POST /cart: the caller's cart (DESIGN §3: the call the spec implies for the cart page). */
export const cartRequestSchema = z.object(cartOwnerFields);
export const cartResponseSchema = envelope(cartSchema);
export const cartChangeResponseSchema = envelope(
  z.object({ cart: cartSchema, cart_count: z.number().int() }),
);

/** A code as customers type it: any case and spaces around it (codes are stored upper-case). */
export const promoCodeTextSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({ message: 'promo_code_required' })
    .min(1, 'promo_code_required')
    .max(32, 'promo_unknown'),
);
/** POST /apply-promo-code (issue 16 item 3): promo_code, language, cookie_id for a guest. */
export const applyPromoCodeRequestSchema = z.object({
  ...cartOwnerFields,
  promo_code: promoCodeTextSchema,
});
/** POST /remove-promo-code: language, cookie_id for a guest. */
export const removePromoCodeRequestSchema = z.object(cartOwnerFields);

/** GET /combo-items/{comboId} (bearer): the combo and its categories with their items. */
export const comboItemsParamsSchema = z.object({ comboId: idSchema });
export const comboChoiceSchema = z.object(itemSummaryFields).extend(dietaryMarksSchema.shape);
/** A combo step (spec §3: `qty` is the picks it needs) with its items to choose from. */
export const comboCategoryWithItemsSchema = comboCategorySummarySchema.extend({
  /** Issue 17 item 4: the most picks the step takes (`qty` unless the shop allows extras). */
  max_qty: z.number().int(),
  /** Issue 17 item 4: what each pick beyond `qty` adds to the combo's price. */
  extra_price: z.number(),
  items: z.array(comboChoiceSchema),
});
export type ComboCategoryWithItems = z.infer<typeof comboCategoryWithItemsSchema>;
export const comboItemsResponseSchema = envelope(
  z.object({
    combo: comboSummarySchema,
    combo_items: z.array(comboCategoryWithItemsSchema),
  }),
);
export type ComboItemsAnswer = z.infer<typeof comboItemsResponseSchema>['responseData'];
