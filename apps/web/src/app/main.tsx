// First: it configures zod before any shared schema is built.
import './zod-config';
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { applyDocumentLanguage, currentLanguage, i18nReady } from '../i18n';
import { nextTask } from '../lib/hydration';
import { prepareHydration } from './hydrate';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { registerServiceWorker } from '../lib/offline';

const queryClient = createQueryClient();
/**
 * Starts the storefront. A function, not top-level `await`s: a module that awaits at its top
 * level makes the bundler wrap every module of the first load to keep their order, and those
 * wrappers run at start-up, the phone's busiest moment (decision 075).
 */
async function start(container: HTMLElement) {
  // The first paint is in the visitor's language: its texts (a chunk of their own) are awaited.
  await i18nReady;
  // The server wrote <html lang dir> for the language it took from the address, the cookie or
  // Accept-Language; the browser's own choice (local storage first) may differ. Applied only now,
  // once known: before, it would flip a right-to-left page's direction and back.
  applyDocumentLanguage(currentLanguage());
  // Each step of the start below is a task of its own: chained by promises
  // that are already settled, they would all run in one task, the longest of a phone's start.
  await nextTask();
  // Made here, not as the module is evaluated: on a phone that first task is long enough.
  const router = createBrowserRouter(routes);
  await nextTask();
  let firstCommit!: () => void;
  const committed = new Promise<void>((resolve) => (firstCommit = resolve));
  const app = (
    <StrictMode>
      <OnFirstCommit done={firstCommit}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </OnFirstCommit>
    </StrictMode>
  );
  // Errors an error boundary handles (a page chunk that failed) are shown to the shopper with a
  // Retry button; log them as warnings, not as uncaught errors.
  const onCaughtError = (error: unknown) => console.warn('[app] handled error', error);
  const hydrating = await prepareHydration(queryClient, routes, currentLanguage());
  await nextTask();
  if (hydrating) {
    // The server's HTML of this page becomes the live page. As a transition, React hydrates it
    // in slices of a few milliseconds and answers the visitor between them (decision 094); a
    // click on a part not yet live is replayed once that part is.
    startTransition(() => {
      hydrateRoot(container, app, { onCaughtError });
    });
  } else {
    container.replaceChildren();
    createRoot(container, { onCaughtError }).render(app);
  }
  await committed;
  // The page answers clicks from here on (before, a server-rendered page is only drawn).
  container.dataset.app = 'ready';
  registerServiceWorker();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

/**
 * Tells when React has committed the app the first time: hydrated, or drawn by the browser. A
 * wrapper and not a sibling of the app, which would change the ids (`useId`) the server drew.
 */
function OnFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}
