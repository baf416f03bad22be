import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { useInvalidateAdmin } from '../../shell/admin-queries';

/**
 * PUT of a record saved as a whole (settings, opening hours, delivery slots): answers the stored
 * record and the server's text. `storefrontKey`: the storefront's own cached query of it, dropped
 * so the shop in this tab follows at once.
 */
export function useSaveWholeRecord<Data, Input extends Record<string, unknown>>(
  resource: string,
  path: string,
  storefrontKey?: string,
) {
  const invalidate = useInvalidateAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Input) => {
      const answer = await apiClient.put<Data>(path, { ...body });
      return { data: answer.responseData, text: answer.responseText };
    },
    onSuccess: () =>
      Promise.all([
        invalidate(resource),
        storefrontKey ? queryClient.invalidateQueries({ queryKey: [storefrontKey] }) : undefined,
      ]),
  });
}
