import { ensureGuestId } from '../../../lib/guest-id';
import { getSessionUser, getToken } from '../../../lib/session/session';

/** Who a cart call is for (spec §7 "user_id or cookie_id"). */
export interface CartOwner {
  user_id?: number;
  cookie_id?: string;
}

/**
 * Spec §7: every cart call names its owner. Logged in: `user_id` (the API client adds the bearer
 * token, which is what the server believes, DESIGN §4; while a stored token's user is still being
 * restored the token alone says who it is). A guest: `cookie_id`, created and stored for 30 days
 * on first cart use when missing ("guest id generated and stored if missing").
 */
export function cartOwner(): CartOwner {
  if (getToken()) {
    const user = getSessionUser();
    return user ? { user_id: user.id } : {};
  }
  return { cookie_id: ensureGuestId() };
}

/**
 * A key naming whose cart is cached: a user's, or a guest's by guest id. Logging in or out
 * changes it, so one shopper never sees another's cached cart. A new guest's id is created here
 * (as cartOwner would on the first call), so the key does not change under the first answer and
 * the cart is not asked for twice.
 */
export function cartOwnerKey(): string {
  if (getToken()) {
    const user = getSessionUser();
    return user ? `user:${user.id}` : 'user';
  }
  return `guest:${ensureGuestId()}`;
}
