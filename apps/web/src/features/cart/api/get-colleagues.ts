import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPaths, type Colleague } from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';

export interface ColleaguesData {
  can_order_for_others: boolean;
  colleagues: Colleague[];
}

/** GET /colleagues (bearer): whom the customer may order for (spec §1, DESIGN §6). */
export async function getColleagues(signal?: AbortSignal): Promise<ColleaguesData> {
  return (await apiClient.get<ColleaguesData>(orderPaths.colleagues, {}, { signal })).responseData;
}

export const colleaguesQueryOptions = (userId: number) =>
  queryOptions({
    // Per user, and removed on logout (USER_QUERY_ROOTS).
    queryKey: ['colleagues', userId],
    queryFn: ({ signal }) => getColleagues(signal),
    staleTime: 60_000,
  });

export function useColleagues(userId: number) {
  return useQuery(colleaguesQueryOptions(userId));
}
