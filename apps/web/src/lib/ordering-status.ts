import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Language, type OrderingStatus } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import { apiClient } from './api-client';

/** How often an open page asks again: a window opens or closes while a customer browses. */
const REFRESH_MS = 60_000;

/**
 * GET /opening-hours (issue 15): whether the shop takes orders now and, when closed, the notice
 * in the shopper's language. Shared by the layout's notice and the checkout summary.
 */
export const orderingStatusQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['opening-hours', language],
    queryFn: async ({ signal }): Promise<OrderingStatus> =>
      (await apiClient.get<OrderingStatus>(apiPaths.openingHours, {}, { signal })).responseData,
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
  });

export function useOrderingStatus() {
  return useQuery(orderingStatusQueryOptions(useLanguage()));
}
