import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderPaths, type ReorderAnswer } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { applyCartCount } from '../../cart/api/cart-count';
import { invalidateCart } from '../../cart/api/get-cart';

/**
 * POST /orders/{id}/reorder (issue 16 item 2): the order back in the cart at today's prices. The
 * header's count and the cached cart follow; the answer's text names what was left out.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => apiClient.post<ReorderAnswer>(orderPaths.reorder(orderId), {}),
    onSuccess: (answer) => {
      applyCartCount(answer.responseData?.cart_count);
      void invalidateCart(queryClient);
    },
  });
}
