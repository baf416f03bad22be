import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@storefront/shared';
import { AppError } from '../../platform/errors';
import { assertCallerMatches } from '../../platform/identity';
import type { CartOwner } from './cart.repository';

/** A cart rule the request broke (422), with the values its message names. */
export class CartRuleError extends AppError {
  constructor(messageKey: MessageKey, values: Record<string, string | number> = {}) {
    super(422, messageKey, [], values);
  }
}

/** Who a cart call acts for, and whether the wholesaler rule applies (spec §4). */
export interface CartCaller {
  owner: CartOwner;
  isWholesale: boolean;
}

/**
 * DESIGN §4, the one owner rule of every cart call: a caller with a valid bearer token owns the
 * user's cart (a `user_id` in the payload must be that caller: 403 otherwise, 401 without a
 * token); without a token the guest's `cookie_id` owns its cart. Undefined when neither came.
 */
export function findCartCaller(
  request: FastifyRequest,
  fields: { user_id?: number | undefined; cookie_id?: string | undefined },
): CartCaller | undefined {
  assertCallerMatches(request, fields.user_id);
  if (request.caller) {
    return {
      owner: { userId: request.caller.user.id },
      isWholesale: request.caller.user.isWholesale,
    };
  }
  if (fields.cookie_id) return { owner: { cookieId: fields.cookie_id }, isWholesale: false };
  return undefined;
}

/** As findCartCaller, for calls that need a cart: neither token nor guest id is a 422. */
export function requireCartCaller(
  request: FastifyRequest,
  fields: { user_id?: number | undefined; cookie_id?: string | undefined },
): CartCaller {
  const caller = findCartCaller(request, fields);
  if (!caller) throw new CartRuleError('cart_owner_required');
  return caller;
}
