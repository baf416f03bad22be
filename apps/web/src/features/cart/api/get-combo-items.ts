import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartPaths, type ComboCategoryWithItems, type Language } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { apiClient } from '../../../lib/api-client';

export interface ComboItemsData {
  combo: { id: number; title: string; price: number; image: string };
  combo_items: ComboCategoryWithItems[];
}

/** Spec §7 GET /combo-items/{comboId} (bearer token): the combo and its categories' items. */
export async function getComboItems(
  comboId: number,
  signal?: AbortSignal,
): Promise<ComboItemsData> {
  const answer = await apiClient.get<ComboItemsData>(cartPaths.comboItems(comboId), {}, { signal });
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
