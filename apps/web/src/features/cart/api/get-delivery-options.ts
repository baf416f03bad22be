import { useQuery } from '@tanstack/react-query';
import { apiPaths, type DeliveryOptions } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /delivery-slots (bearer, issue 15): the delivery times the recipient's building or
 * university can book now, ASAP first where offered. Places fill up: asked again each minute.
 */
export function useDeliveryOptions(userId: number, orderedForUserId: number | undefined) {
  const language = useLanguage();
  return useQuery({
    // Per user, and removed on logout with the other per-user queries.
    queryKey: ['delivery-options', userId, orderedForUserId ?? userId, language],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<DeliveryOptions>(
          apiPaths.deliverySlots,
          orderedForUserId ? { ordered_for_user_id: orderedForUserId } : {},
          { signal },
        )
      ).responseData,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
