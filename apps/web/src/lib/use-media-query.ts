import { useCallback } from 'react';
import { useBrowserState } from './hydration';

/**
 * Whether a CSS media query matches now (false where matchMedia does not exist, e.g. jsdom);
 * `serverValue` on the server and while its HTML is hydrated (lib/hydration.ts).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserState(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    serverValue,
  );
}
