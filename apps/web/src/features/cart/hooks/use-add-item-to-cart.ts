import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/shared';
import { ApiError } from '../../../lib/api-client';
import { getSessionUser } from '../../../lib/session/session';
import { notify } from '../../../ui/toast';
import { useAddToCart } from '../api/add-to-cart';
import { quantityToAdd } from './item-quantity';

/**
 * Add to cart on menu, home and search cards (spec §4, §7, §8): the wholesaler quantity rule,
 * then the server's text as a success toast (itemadded when it sends none), or its failure text
 * (itemfail when it could not be reached). The header count follows (api/add-to-cart.ts).
 */
export function useAddItemToCart() {
  const { t } = useTranslation();
  const mutation = useAddToCart();
  const { mutate } = mutation;

  const addItem = useCallback(
    (item: Item) => {
      mutate(
        { product_id: item.id, quantity: quantityToAdd(item, getSessionUser()) },
        {
          onSuccess: (answer) => notify.success(answer.responseText || t('itemadded')),
          onError: (error) =>
            notify.error(
              error instanceof ApiError && error.status !== 0 && error.responseText
                ? error.responseText
                : t('itemfail'),
            ),
        },
      );
    },
    [mutate, t],
  );

  return { addItem, isAdding: mutation.isPending };
}
