import { lazy, Suspense } from 'react';

/**
 * The toasts' container, in a chunk of its own with react-toastify (issue 14 item 5: not in the
 * first load). It loads once the page has rendered; a toast shown before it arrives waits in
 * react-toastify's queue and appears with it.
 */
const ToastContainer = lazy(() => import('./toast-container'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
