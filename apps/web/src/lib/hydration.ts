import { useSyncExternalStore } from 'react';

/**
 * Public pages arrive as HTML rendered on the server for an anonymous visitor
 * (app/entry-server.tsx), and the browser hydrates that HTML with React's `hydrateRoot`
 * (app/main.tsx, decision 094). Hydration must draw exactly what the server drew: whatever this
 * browser keeps for itself (the session in local storage, the screen's width, the consent) is
 * read with `useBrowserState`, whose server value React uses while hydrating and whose browser
 * value it draws right after, in a render of its own.
 */

/**
 * Resolves in a task of its own, so the browser may paint and answer input between two pieces
 * of start-up work: `scheduler.yield()` where the browser has it, else a message to itself
 * (a zero timeout may wait 4 ms or more).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/** Whether this runs on the server (no window): the server value is the only one there is. */
export const isServer = typeof window === 'undefined';

/**
 * An element's inner HTML that keeps the server's while hydrating: React leaves the children of
 * an element with `dangerouslySetInnerHTML` as they are when hydrating (warning of a difference
 * only in development, silenced with `suppressHydrationWarning`), and writes the real HTML at the
 * next render.
 */
export const KEEP_SERVER_HTML = { __html: '' };

/**
 * `useSyncExternalStore` for state kept by the browser: `serverValue` on the server and while
 * React hydrates the server's HTML (its server snapshot), the browser's own from the render
 * after. React draws that second render itself, only where the two values differ.
 */
export function useBrowserState<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(
    subscribe,
    isServer ? () => serverValue : getSnapshot,
    () => serverValue,
  );
}

/** For browser state that does not change while the page is open (a cookie read once). */
export const noChanges = () => () => undefined;
const inBrowser = () => true;

/**
 * Whether this render is the browser's own (false on the server and while hydrating): parts that
 * only the browser draws, like the toasts' lazy container, wait for it.
 */
export function useHydrated(): boolean {
  return useBrowserState(noChanges, inBrowser, false);
}
