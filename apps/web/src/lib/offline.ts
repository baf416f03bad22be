import { createStore } from './external-store';
import { useBrowserState } from './hydration';

/**
 * Issue 14 item 7: whether the menu on screen came from the service worker's copy (the network
 * failed; public/sw.js marks such answers `X-Offline-Copy: 1`, and a kept page #root's
 * `data-offline-copy`). The next answer from the server clears it.
 */
const showingOfflineCopy = createStore(
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.offlineCopy === '1',
);

export function noteAnswerSource(response: Response): void {
  showingOfflineCopy.set(response.headers.get('X-Offline-Copy') === '1');
}

export function useShowingOfflineCopy(): boolean {
  return useBrowserState(showingOfflineCopy.subscribe, showingOfflineCopy.get, false);
}

/**
 * Registers the service worker of production builds (not under the dev server, whose files are
 * not hashed), and hands it the build files this page loaded before it took control, so the
 * next visit without a network can still start.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const { active } = await navigator.serviceWorker.ready;
      const urls = new Set<string>(
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"], link[rel="stylesheet"], link[rel="preload"]',
      )) {
        urls.add('src' in element ? element.src : element.href);
      }
      active?.postMessage({ type: 'keep-files', urls: [...urls] });
    } catch (error) {
      // Without it the shop works as before, only not offline.
      console.warn('[sw] not registered', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
