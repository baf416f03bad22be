import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderPaths, type CheckoutAnswer } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateCart } from './get-cart';

/**
 * POST /checkout (spec §7, bearer): the server creates the order `Pending` from the cart it
 * holds and answers the payment link (DESIGN §6). `ordered_for_user_id` names a colleague
 * (spec §1 "for a selected user"); absent, the customer orders for themselves.
 */
export async function checkout({
  orderedForUserId,
  delivery,
  note,
}: {
  orderedForUserId?: number | undefined;
  /** Issue 15: `asap`, a slot id of GET /delivery-slots, or none for the earliest. */
  delivery?: string | undefined;
  /** Issue 15: the note to the kitchen. */
  note?: string | undefined;
}): Promise<CheckoutAnswer> {
  const body = {
    ...(orderedForUserId ? { ordered_for_user_id: orderedForUserId } : {}),
    ...(note?.trim() ? { note: note.trim() } : {}),
    ...(delivery === 'asap' ? { asap: 1 } : delivery ? { delivery_slot: delivery } : {}),
  };
  return (await apiClient.post<CheckoutAnswer>(orderPaths.checkout, body)).responseData;
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    // A refused checkout may mean the cart changed (an item gone, a price changed): show the
    // server's cart again. A successful one leaves the page, and the cart empties only once the
    // payment is confirmed; unless it took a stale promo code off the cart (decision
    // 093): the page stays and shows the cart's new figures.
    onError: () => invalidateCart(queryClient),
    onSuccess: (answer) => (answer.promo_notice ? invalidateCart(queryClient) : undefined),
  });
}
