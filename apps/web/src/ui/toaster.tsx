import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useHydrated } from '../lib/hydration';
import { toastsWanted } from './toast';

/**
 * The toasts' container, in a chunk of its own with react-toastify (not in the first load,
 * whose size the bundle-budget test keeps). It loads once the page needs it (toastsWanted): a toast shown before it arrives
 * waits in react-toastify's queue and appears with it.
 */
const ToastContainer = lazy(() => import('./toast-container'));

/** The shopper's first touch, click or key: what most toasts answer comes right after. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
/** The server draws no toasts. */
const noToastsYet = () => false;

export function Toaster() {
  // Drawn by the browser only: a lazy part met while hydrating the server's HTML (decision 072)
  // comes back late, after a dialog may have hidden the page around it from screen readers.
  const hydrated = useHydrated();
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, noToastsYet);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => toastsWanted.set(true);
    const listening = { capture: true, passive: true, once: true } as const;
    for (const type of FIRST_INPUT) window.addEventListener(type, want, listening);
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, want, listening);
    };
  }, [wanted]);
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
