import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/hydration';

/**
 * The toasts' container, in a chunk of its own with react-toastify (issue 14 item 5: not in the
 * first load). It loads once the page has rendered; a toast shown before it arrives waits in
 * react-toastify's queue and appears with it.
 */
const ToastContainer = lazy(() => import('./toast-container'));

export function Toaster() {
  // Drawn by the browser only: a lazy part met while hydrating the server's HTML (decision 072)
  // comes back late, after a dialog may have hidden the page around it from screen readers.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
