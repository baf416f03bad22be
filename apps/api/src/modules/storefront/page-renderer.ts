import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Language, LocaleFormats } from '@storefront/shared';
import { sharedHtmlWindow } from '../../platform/sanitize-html';

/**
 * Issue 14 item 3: the storefront's own components render its public pages on the server. The
 * storefront build writes a module for that beside its browser files (apps/web dist-ssr,
 * src/app/entry-server.tsx); it asks this process's API routes for the page's answers in process
 * (`inject`: the same validation, cache and texts as a browser's call, no socket).
 */

/**
 * A page as the storefront rendered it: #root's markup, the answers it was rendered from and
 * how its language writes numbers (@storefront/shared locale-formats.ts).
 */
export interface RenderedPage {
  html: string;
  state: unknown;
  formats: LocaleFormats;
}

/** What the storefront's server module exports (apps/web/src/app/entry-server.tsx). */
interface StorefrontServerModule {
  renderPage(
    url: string,
    language: Language,
    renderer: {
      callApi: (url: string, init: RequestInit) => Promise<Response>;
      htmlWindow: object;
    },
  ): Promise<RenderedPage | null>;
  /** The pages it renders, by route pattern, with the source module of each (its build files). */
  SERVER_RENDERED_PAGES: Readonly<Record<string, string>>;
  /** Those it draws as an outline for a signed-in customer, whatever the address's query. */
  SIGNED_IN_PAGES: ReadonlySet<string>;
}

export interface PageRenderer {
  render: (pathname: string, language: Language) => Promise<RenderedPage | null>;
  /** The route patterns it renders, with the build manifest's key of the module drawing each. */
  pages: Readonly<Record<string, string>>;
  /** The patterns drawn as a signed-in page's outline, whatever the query. */
  signedInPages: ReadonlySet<string>;
}

/** The storefront build's server module: dist-ssr beside dist (none in a build without it). */
export function serverModuleOf(distDir: string): string {
  return path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
}

/**
 * Marks the in-process calls a page render makes: they are part of the page's request, which is
 * logged, so they are not logged again as requests of their own. A secret of this process, so
 * a caller from outside cannot hide its own requests from the log with it.
 */
const RENDER_CALL_HEADER = 'x-storefront-render';
const renderCallSecret = randomUUID();

/** Fastify's `disableRequestLogging`: true for a page render's own API calls. */
export function isPageRenderCall(request: { headers: IncomingHttpHeaders }): boolean {
  return request.headers[RENDER_CALL_HEADER] === renderCallSecret;
}

function headersOf(init: RequestInit): Record<string, string> {
  return {
    ...Object.fromEntries(new Headers(init.headers).entries()),
    [RENDER_CALL_HEADER]: renderCallSecret,
  };
}

/** The renderer of the build in `distDir`, or undefined where the build has no server module. */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageRenderer | undefined> {
  const file = serverModuleOf(distDir);
  if (!existsSync(file)) return undefined;
  const storefront = (await import(pathToFileURL(file).href)) as StorefrontServerModule;
  const callApi = async (url: string, init: RequestInit) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: headersOf(init),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
  return {
    render: (pathname, language) =>
      storefront.renderPage(pathname, language, { callApi, htmlWindow: sharedHtmlWindow() }),
    pages: storefront.SERVER_RENDERED_PAGES,
    signedInPages: storefront.SIGNED_IN_PAGES,
  };
}
