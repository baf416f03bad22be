import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PAGE_DATA_ID, addLocaleFormats, type Language, type PageData } from '@storefront/shared';
import { isLazyPage, type LazyPage } from '../lib/routing/lazy-page';

/** The lazy pages inside a route element (a page may sit inside a guard). */
export function lazyPagesIn(node: ReactNode): LazyPage[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = isLazyPage(node.type) ? [node.type] : [];
  return [...own, ...lazyPagesIn(node.props.children)];
}

/** Fetches the chunks of the pages `matches` draw, so they render at once, never suspended. */
export function preloadPagesOf(matches: { route: RouteObject }[]): Promise<unknown> {
  return Promise.all(
    matches.flatMap((match) => lazyPagesIn(match.route.element)).map((page) => page.preload()),
  );
}

/**
 * A public page's HTML comes rendered by the server (app/entry-server.tsx,
 * apps/api storefront-page.ts) with the answers it was drawn from. Readies its hydration: the
 * server's answers go into the query cache, its formats of numbers and money are the ones used
 * (no Intl formatter starts while hydrating, @storefront/shared locale-formats.ts), and the
 * chunks of the matched pages are fetched, so the first render is the server's. False where the
 * page came without content, is another page's (offline) or in another language than the
 * browser's, or a chunk failed: the browser then draws the page itself.
 */
export async function prepareHydration(
  queryClient: QueryClient,
  routes: RouteObject[],
  language: Language,
): Promise<boolean> {
  const data = document.getElementById(PAGE_DATA_ID);
  // The service worker answers a dropped connection with the last page seen, maybe another one.
  const samePage = data?.dataset.path === window.location.pathname;
  if (!data || !samePage || data.dataset.language !== language) return false;
  try {
    const { state, formats } = JSON.parse(data.textContent ?? '') as PageData<DehydratedState>;
    hydrate(queryClient, state);
    addLocaleFormats(language, formats);
    await preloadPagesOf(matchRoutes(routes, window.location) ?? []);
    return true;
  } catch (error) {
    console.warn('[app] the server-rendered page is drawn again', error);
    queryClient.clear();
    return false;
  }
}
