import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartPaths, type ComboItemsAnswer, type Language } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 GET /combo-items/{comboId} (bearer token): the combo and its categories' items. */
export async function getComboItems(
  comboId: number,
  signal?: AbortSignal,
): Promise<ComboItemsAnswer> {
  const answer = await apiClient.get<ComboItemsAnswer>(
    cartPaths.comboItems(comboId),
    {},
    { signal },
  );
  return answer.responseData;
}

export const comboItemsQueryOptions = (comboId: number, language: Language) =>
  queryOptions({
    queryKey: ['combo-items', { comboId, language }],
    queryFn: ({ signal }) => getComboItems(comboId, signal),
  });

export function useComboItems(comboId: number, enabled = true) {
  return useQuery({ ...comboItemsQueryOptions(comboId, useLanguage()), enabled });
}
