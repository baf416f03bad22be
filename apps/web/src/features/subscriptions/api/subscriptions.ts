import { useMutation, useQuery } from '@tanstack/react-query';
import {
  subscriptionPaths,
  type SubscriptionDetails,
  type SubscriptionPurchase,
} from '@storefront/shared';
import { apiClient } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';
import { useSession } from '../../../lib/session/session';

/** POST /company-subscription-details (spec §7, public): the company and its plans. */
export function useSubscriptionDetails(companyId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['subscription-details', companyId, language],
    queryFn: async ({ signal }) =>
      (
        await apiClient.post<SubscriptionDetails>(
          subscriptionPaths.details,
          { company_id: companyId },
          { signal },
        )
      ).responseData,
    enabled: companyId > 0,
    retry: false,
  });
}

export interface PurchaseInput {
  companyId: number;
  subscriptionId: number;
  txnId: string;
}

/** POST /purchase-subscription (spec §7, bearer): multipart company_id, subscription_id, txn_id. */
export async function purchaseSubscription(input: PurchaseInput) {
  const form = new FormData();
  form.set('company_id', String(input.companyId));
  form.set('subscription_id', String(input.subscriptionId));
  form.set('txn_id', input.txnId);
  const answer = await apiClient.postForm<{ paymentLink: string }>(
    subscriptionPaths.purchase,
    form,
  );
  return answer.responseData;
}

export function usePurchaseSubscription() {
  return useMutation({ mutationFn: purchaseSubscription });
}

/** GET /subscription-purchases/:txnId (bearer, the buyer): what /thankyou shows. */
export function useSubscriptionPurchase(
  txnId: string,
  refetchInterval: (purchase: SubscriptionPurchase | undefined) => number | false,
) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['subscription-purchase', user?.id ?? 0, txnId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<SubscriptionPurchase>(
          subscriptionPaths.purchaseStatus(encodeURIComponent(txnId)),
          {},
          { signal },
        )
      ).responseData,
    enabled: txnId !== '',
    refetchInterval: (query) => refetchInterval(query.state.data),
  });
}

/** One txn_id per company and page visit (spec §7), kept so a double click or reload reuses it. */
const TXN_KEY_PREFIX = 'subscription-txn-';

export function txnIdFor(companyId: number, subscriptionId: number): string {
  const key = `${TXN_KEY_PREFIX}${companyId}-${subscriptionId}`;
  try {
    const stored = sessionStorage.getItem(key);
    if (stored && /^[A-Za-z0-9-]{16,128}$/.test(stored)) return stored;
    const made = crypto.randomUUID();
    sessionStorage.setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** After a cancelled payment the next Pay now is a new purchase with a new txn_id. */
export function forgetTxnIds(companyId: number): void {
  try {
    for (let index = sessionStorage.length - 1; index >= 0; index--) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(`${TXN_KEY_PREFIX}${companyId}-`)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing kept, nothing to forget.
  }
}
