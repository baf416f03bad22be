// First: it configures zod before any shared schema is built.
import './zod-config';
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { applyDocumentLanguage, currentLanguage, i18nReady } from '../i18n';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { registerServiceWorker } from '../lib/offline';

applyDocumentLanguage(currentLanguage());

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint is in the visitor's language: its texts (a chunk of their own) are awaited.
await i18nReady;
createRoot(container, {
  // Errors an error boundary handles (a page chunk that failed) are shown to the shopper with
  // a Retry button; log them as warnings, not as uncaught errors.
  onCaughtError: (error) => console.warn('[app] handled error', error),
}).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
registerServiceWorker();
