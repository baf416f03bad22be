import { useQuery } from '@tanstack/react-query';
import { orderPaths, type OrderSummary } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import type { OrdersPage } from './get-orders';

/** How many of the newest orders are searched for a reference (the one just paid is first). */
const SEARCHED_ORDERS = 20;

/**
 * The payment provider sends the customer back with the order's reference (DESIGN §6), and
 * GET /orders/{id} takes the numeric id: the newest orders (GET /orders, newest first) give the
 * id of the one just paid. `null` when it is not among them.
 */
export async function findOrderByReference(
  reference: string,
  signal?: AbortSignal,
): Promise<OrderSummary | null> {
  const answer = await apiClient.get<{ orders: OrdersPage }>(
    orderPaths.orders,
    { page: 1, limit: SEARCHED_ORDERS },
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
