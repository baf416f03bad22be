import type { toast as Toast, ToastOptions } from 'react-toastify/unstyled';
import { createStore } from '../lib/external-store';

/**
 * Whether the page needs its toasts' container (toaster.tsx): from the first toast asked for,
 * or from the shopper's first touch or key (what most toasts answer), so that it is there when
 * they come. Not before: its chunk and stylesheet, loaded while a phone starts the page, made
 * the browser style the whole page again in one of its longest tasks (issue 14 item 1).
 */
export const toastsWanted = createStore(false);

/**
 * react-toastify is loaded on first use, beside the container (toaster.tsx), so it stays out of
 * the first load (issue 14 item 5). Toasts keep the order in which they were asked for; one
 * asked for before the container has come waits in react-toastify's queue and appears with it.
 */
let library: Promise<{ toast: typeof Toast }> | undefined;
const withToasts = (use: (toast: typeof Toast) => void) => {
  toastsWanted.set(true);
  library ??= import('react-toastify/unstyled');
  void library.then(({ toast }) => use(toast));
};

/** Spec §9: the same toast within 500 ms is shown once. */
export const TOAST_DEBOUNCE_MS = 500;

const lastShownAt = new Map<string, number>();

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: string, options?: ToastOptions): void {
  const now = Date.now();
  const last = lastShownAt.get(message);
  if (last !== undefined && now - last < TOAST_DEBOUNCE_MS) return;
  lastShownAt.set(message, now);
  // Forget old entries so the map stays small on a long visit.
  for (const [text, shownAt] of lastShownAt) {
    if (now - shownAt >= TOAST_DEBOUNCE_MS) lastShownAt.delete(text);
  }
  withToasts((toast) => toast[kind](message, options));
}

/** Forget which toasts were shown (each test starts as a fresh page). */
export function forgetShownToasts(): void {
  lastShownAt.clear();
}

/** The one way features show toasts (spec §9 options live on the container in toaster.tsx). */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  dismissAll: () => withToasts((toast) => toast.dismiss()),
};
