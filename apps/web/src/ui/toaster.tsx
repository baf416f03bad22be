import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated, whenIdle } from '../lib/hydration';

/**
 * The toasts' container, in a chunk of its own with react-toastify (issue 14 item 5: not in the
 * first load). It loads once the page has rendered; a toast shown before it arrives waits in
 * react-toastify's queue and appears with it.
 */
const ToastContainer = lazy(() => import('./toast-container'));

export function Toaster() {
  // Drawn by the browser only: a lazy part met while hydrating the server's HTML (decision 072)
  // comes back late, after a dialog may have hidden the page around it from screen readers.
  // And only once the browser is idle: loading it beside the first draw of the browser's own
  // state made that task one of the longest of a phone's start (issue 14 item 1).
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);
  useEffect(() => (hydrated ? whenIdle(() => setIdle(true)) : undefined), [hydrated]);
  if (!hydrated || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
