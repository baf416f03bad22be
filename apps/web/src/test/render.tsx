import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/routes';

/** Where a memory router starts: a path, or a location with navigation state. */
export type Entry = string | { pathname: string; search?: string; state?: unknown };

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders routes in a memory router with fresh providers (integration style, real i18n). */
export function renderRoutes(routes: RouteObject[], initialPath: Entry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path` (default /). */
export function renderAt(element: ReactElement, path = '/', pattern = '*') {
  return renderRoutes([{ path: pattern, element }], path);
}

/** The whole shop (layout, guards, lazy pages) at an entry, as main.tsx mounts it. */
export function renderApp(entry: Entry = '/') {
  return renderRoutes(appRoutes, entry);
}
