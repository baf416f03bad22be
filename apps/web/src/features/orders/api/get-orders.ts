import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderPaths, type Language, type OrderSummary, type Paginated } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';

/** Spec §2 order list page size. */
export const ORDERS_PAGE_SIZE = 10;

export type OrdersPage = Paginated<OrderSummary>;

/** GET /orders?page&limit (bearer): the customer's orders, newest first. */
export async function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const answer = await apiClient.get<{ orders: OrdersPage }>(
    orderPaths.orders,
    { page, limit: ORDERS_PAGE_SIZE },
    { signal },
  );
  return answer.responseData.orders;
}

/** Under the `orders` root, which logout clears (lib/session/use-logout.ts). */
export const ordersQueryOptions = (userId: number, page: number, language: Language) =>
  queryOptions({
    queryKey: ['orders', userId, 'list', { page, language }],
    queryFn: ({ signal }) => getOrders(page, signal),
    // Statuses move on (payment confirmed, delivered): ask again when the list opens.
    staleTime: 0,
  });

export function useOrders(page: number) {
  const { user } = useSession();
  return useQuery({
    ...ordersQueryOptions(user?.id ?? 0, page, useLanguage()),
    placeholderData: keepPreviousData,
  });
}
