/**
 * Issue 15 item 3, the kitchen board: paid orders still to deliver, grouped by delivery time and
 * place, kept live by Server-Sent Events. Operators move an order through the kitchen's steps;
 * the spec's statuses stay (Processing until delivered, then Completed).
 */
import { z } from 'zod';
import { envelope, idSchema, languageSchema } from '../common';
import { orderDeliverySchema } from '../hours';

export const KITCHEN_STEPS = ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const;
export type KitchenStep = (typeof KITCHEN_STEPS)[number];

/** The step after `step` (an order not yet accepted is at null), or null after delivery. */
export function nextKitchenStep(step: KitchenStep | null): KitchenStep | null {
  const index = step === null ? -1 : KITCHEN_STEPS.indexOf(step);
  return KITCHEN_STEPS[index + 1] ?? null;
}

export const kitchenCardSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.string(),
  step: z.enum(KITCHEN_STEPS).nullable(),
  paid_at: z.string().nullable(),
  delivery: orderDeliverySchema,
  /** The recipient's building or university, in the reader's language; '' when unknown. */
  place: z.string(),
  customer: z.string(),
  note: z.string(),
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), picks: z.array(z.string()) }),
  ),
});
export type KitchenCard = z.infer<typeof kitchenCardSchema>;

/** GET adminPaths.kitchen: the board now, and the event id its stream resumes after. */
export const kitchenBoardSchema = z.object({
  last_event_id: z.number().int(),
  orders: z.array(kitchenCardSchema),
  /** Issue 17 item 11: since when new orders are paused; null while they are taken. */
  orders_paused_at: z.string().nullable(),
});
export type KitchenBoard = z.infer<typeof kitchenBoardSchema>;
export const kitchenBoardResponseSchema = envelope(kitchenBoardSchema);

/**
 * One event of GET adminPaths.ordersStream (`event: order`, `id:` its number): the order as the
 * board shows it now; `status` Completed or Cancelled takes it off the board.
 */
export const kitchenEventSchema = z.object({ order: kitchenCardSchema });
export type KitchenEvent = z.infer<typeof kitchenEventSchema>;

export const kitchenStreamQuerySchema = z.object({
  language: languageSchema,
  /** Resume after this event (as the Last-Event-ID header, for clients that cannot set it). */
  last_event_id: z.coerce.number().int().min(0).optional(),
});

export const kitchenStepParamsSchema = z.object({ id: idSchema });
/** POST adminPaths.orderStep: the next step only (accepted, preparing, out for delivery, delivered). */
export const kitchenStepRequestSchema = z.object({
  language: languageSchema,
  step: z.enum(KITCHEN_STEPS, { message: 'invalid_value' }),
});
export const kitchenStepResponseSchema = envelope(kitchenCardSchema);

/**
 * PUT adminPaths.ordersPaused (issue 17 item 11): `paused` true stops new checkouts at once (the
 * storefront says so in the customer's language, checkout answers 409); false takes them again.
 */
export const ordersPausedRequestSchema = z.object({
  language: languageSchema,
  paused: z.boolean({ message: 'invalid_value' }),
});
export const ordersPausedResponseSchema = envelope(
  z.object({ orders_paused_at: z.string().nullable() }),
);
