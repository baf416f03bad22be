import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPaths, type Language, type OrderDetails } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useEventStream } from '../../../lib/event-stream';
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

/**
 * One of the customer's orders, kept live: while it is Pending or Processing the order's event
 * stream tells of each payment and kitchen step, and each event reads the order again. The
 * order page after paying and the dashboard's order page both follow an order this way.
 */
export function useLiveOrder(
  id: number,
  options: { refetchInterval?: (order: OrderDetails | undefined) => number | false } = {},
) {
  const order = useOrder(id, options);
  const status = order.data?.status;
  const following = id > 0 && (status === 'Processing' || status === 'Pending');
  useEventStream(following ? orderPaths.orderStream(id) : null, undefined, () => {
    void order.refetch();
  });
  return order;
}
