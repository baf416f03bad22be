import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client';
import { useAdminQuery, useInvalidateAdmin } from '../../shell/admin-queries';

/**
 * A record saved as a whole (settings, opening hours, delivery slots) at `path`, and `schema`, the
 * shared check of what its form sends. `useRecord` is its GET; `useSave` its PUT, which answers
 * the stored record and the server's text. `storefrontKey`: the storefront's own cached query of
 * it, dropped after a save so the shop in this tab follows at once.
 */
export function wholeRecord<Data, Input extends Record<string, unknown>>(
  resource: string,
  path: string,
  schema: z.ZodType<Input>,
  storefrontKey?: string,
) {
  return {
    schema,
    useRecord: () => useAdminQuery<Data>(resource, path),
    useSave: () => useSaveWholeRecord<Data, Input>(resource, path, storefrontKey),
  };
}

export type WholeRecord<Data, Input extends Record<string, unknown>> = ReturnType<
  typeof wholeRecord<Data, Input>
>;

function useSaveWholeRecord<Data, Input extends Record<string, unknown>>(
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
