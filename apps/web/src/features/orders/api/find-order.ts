import { useQuery } from '@tanstack/react-query';
import { orderPaths, type OrderSummary } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import type { OrdersPage } from './get-orders';

/**
 * The payment provider sends the customer back with the order's reference (DESIGN §6), and
 * GET /orders/{id} takes the numeric id: GET /orders?reference= answers that order alone (also
 * one the list leaves out as never paid, decision 047). `null` when the caller has none.
 */
export async function findOrderByReference(
  reference: string,
  signal?: AbortSignal,
): Promise<OrderSummary | null> {
  const answer = await apiClient.get<{ orders: OrdersPage }>(
    orderPaths.orders,
    { page: 1, limit: 1, reference },
    { signal },
  );
  return answer.responseData.orders.data.find((order) => order.reference === reference) ?? null;
}

export function useOrderByReference(reference: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['orders', user?.id ?? 0, 'reference', reference],
    queryFn: ({ signal }) => findOrderByReference(reference, signal),
    // The reference never moves to another order.
    staleTime: Infinity,
  });
}
