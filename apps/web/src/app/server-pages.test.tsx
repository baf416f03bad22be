import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { lazyPagesIn } from './hydrate';
import { routes } from './routes';
import { SERVER_RENDERED_PAGES } from './server-pages';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('the pages the server renders', () => {
  test.each(Object.entries(SERVER_RENDERED_PAGES))(
    '%s is the route drawn by %s',
    async (address, file) => {
      const pages = (matchRoutes(routes, address) ?? []).flatMap((match) =>
        lazyPagesIn(match.route.element),
      );
      // The address's own page is the last: a dashboard section sits inside the dashboard's frame.
      expect(pages.length).toBeGreaterThan(0);
      const module = (await import(/* @vite-ignore */ path.join(webRoot, file))) as {
        default: unknown;
      };
      expect(await pages.at(-1)?.preload()).toBe(module.default);
    },
  );
});
