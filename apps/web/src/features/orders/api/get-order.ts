import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPaths, type Language, type OrderDetails } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';

/** GET /orders/{id} (bearer): one of the customer's orders (404 for anyone else's). */
export async function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetails> {
  return (await apiClient.get<OrderDetails>(orderPaths.order(id), {}, { signal })).responseData;
}

export const orderQueryOptions = (userId: number, id: number, language: Language) =>
  queryOptions({
    queryKey: ['orders', userId, 'details', { id, language }],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    // "No details found" (404) is an answer, not a hiccup: never asked again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });

export function useOrder(
  id: number,
  options: { refetchInterval?: (order: OrderDetails | undefined) => number | false } = {},
) {
  const { user } = useSession();
  const { refetchInterval } = options;
  return useQuery({
    ...orderQueryOptions(user?.id ?? 0, id, useLanguage()),
    enabled: id > 0,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}
