// First: it configures zod before any shared schema is built (as main.tsx does).
import './zod-config';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { localeFormats, type Language, type LocaleFormats } from '@storefront/shared';
import { i18n, i18nReady } from '../i18n';
import { setApiTransport, type ApiTransport } from '../lib/api-client';
import { lendHtmlWindow } from '../lib/sanitize';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { preloadPagesOf } from './hydrate';
import { PUBLIC_QUERY_ROOTS } from './server-pages';

// The API reads which pages to render from this module (apps/api page-renderer.ts).
export { SERVER_RENDERED_PAGES, SIGNED_IN_PAGES } from './server-pages';

/**
 * A public page rendered on the server, for an anonymous visitor in the page's language, with
 * the answers it was rendered from (the browser hydrates both: app/main.tsx).
 * The API process calls this (apps/api storefront-page.ts) and keeps the result with its
 * catalog cache, so a page is rendered once per catalog change and language.
 */

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The shop's public answers the page was rendered from (TanStack Query's dehydrated cache). */
  state: DehydratedState;
  /** How the page's language writes numbers, money and lists: the browser hydrates with them. */
  formats: LocaleFormats;
}

/** Rendering again after each round of answers; a page asks for what it needs in at most these. */
const MAX_PASSES = 4;

const isPublic = (query: Query) =>
  typeof query.queryKey[0] === 'string' && PUBLIC_QUERY_ROOTS.has(query.queryKey[0]);

/** What the server lends the storefront's code to render with. */
export interface ServerRenderer {
  /** The API's routes, called in process (the page's answers, as the browser would get them). */
  callApi: ApiTransport;
  /** A DOM window (jsdom) to clean and read rich content with. */
  htmlWindow: Window & typeof globalThis;
}

/** The language and the API transport are the module's own: one page is rendered at a time. */
let queue: Promise<unknown> = Promise.resolve();

/** The page at `url` (path and query) in `language`; null where the browser should render it. */
export function renderPage(
  url: string,
  language: Language,
  renderer: ServerRenderer,
): Promise<RenderedPage | null> {
  const next = queue.then(() => render(url, language, renderer));
  queue = next.catch(() => undefined);
  return next;
}

async function render(
  url: string,
  language: Language,
  { callApi, htmlWindow }: ServerRenderer,
): Promise<RenderedPage | null> {
  await i18nReady;
  await i18n.changeLanguage(language);
  setApiTransport(callApi);
  lendHtmlWindow(htmlWindow);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://storefront.local')));
  // A redirect (a guard) or an error: the browser renders that page itself.
  if (context instanceof Response || context.errors) return null;
  // The page's chunks are read before rendering, as the browser fetches them before hydrating
  // (app/hydrate.ts): a page drawn at once, not a suspended one waiting for its code.
  await preloadPagesOf(context.matches);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const page = () => (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* No inline hydration script: the shop's CSP allows none, and no route has loaders. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  try {
    for (let pass = 1; ; pass++) {
      const html = await renderToHtml(page());
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => isPublic(query) && query.state.status === 'pending');
      if (asked.length === 0) {
        const failed = queryClient
          .getQueryCache()
          .getAll()
          .some((query) => isPublic(query) && query.state.status === 'error');
        // A page showing an error is not worth sending: the browser asks again itself.
        if (failed) return null;
        return {
          html,
          state: dehydrate(queryClient, {
            shouldDehydrateQuery: (query) => isPublic(query) && query.state.status === 'success',
          }),
          // With every currency the page was drawn in.
          formats: localeFormats(language),
        };
      }
      if (pass === MAX_PASSES) return null;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
  } finally {
    queryClient.clear();
  }
}

/**
 * The markup of a page once every part has its code (React's static prerender, decision 094).
 * One piece, however large: a boundary sent apart would need React's inline script to put it in
 * place, and the shop's CSP allows no inline script.
 */
async function renderToHtml(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
