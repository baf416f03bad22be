import { useCallback, useState } from 'react';

/** While a payment is unconfirmed its page asks again this often, for this long. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_FOR_MS = 60_000;

interface PolledQuery<T> {
  data: T | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A page the payment provider sends the customer back to: it asks again every 2 s while
 * `isPending` (stable, defined outside the component) says the payment is unconfirmed, for a
 * minute from the page's opening or from the customer's "Check again".
 */
export function usePaymentPolling<T>(isPending: (data: T | undefined) => boolean) {
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  /** The query's refetchInterval. */
  const keepPolling = useCallback(
    (data: T | undefined) =>
      isPending(data) && Date.now() - pollingSince < PAYMENT_POLL_FOR_MS ? PAYMENT_POLL_MS : false,
    [isPending, pollingSince],
  );
  /** The minute is over and the payment still unconfirmed: the page offers to check again. */
  const isSlow = (query: PolledQuery<T>) =>
    isPending(query.data) && !query.isFetching && keepPolling(query.data) === false;
  const checkAgain = (query: PolledQuery<T>) => {
    setPollingSince(Date.now());
    void query.refetch();
  };
  return { keepPolling, isSlow, checkAgain };
}
