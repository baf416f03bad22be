import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ABOUT_IMAGE,
  LANGUAGES,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  PAGE_DATA_ID,
  type PageData,
  PAGE_IDS,
  SEO_ROUTES,
  SEO_TEXTS,
  isLanguage,
  isRightToLeft,
  localizedPath,
  type Language,
  type SeoRoute,
} from '@storefront/shared';
import { markShared } from '../../platform/compression';
import { shownPrice } from '../catalog/catalog.mappers';
import { listActiveBanners, listCombos, listItems } from '../catalog/catalog.repository';
import { findPublishedPage } from '../content/content.repository';
import { findSiteSettings, listMorePages } from '../site/site.repository';
import { OPEN_GRAPH_IMAGE } from './web-app';
import { escapeHtml } from '../../platform/escape-html';
import { loadPageRenderer, type PageRenderer, type RenderedPage } from './page-renderer';
import { scriptsAfterPaint, takeScripts } from './scripts-after-paint';

/**
 * Issue 14 items 3 and 6: the storefront's index.html, sent for every page address, carries
 * what a search engine or a link preview reads before any script runs, in the page's language:
 * `<html lang dir>` (no flash of the wrong direction), title, description, canonical and
 * `hreflang` alternates, Open Graph, and structured data (the restaurant and its menu with
 * prices). A page's language comes from `?lang=`, then the `language` cookie the storefront
 * keeps, then the browser's Accept-Language. Rendered heads are kept in the catalog cache, so
 * they follow every catalog or content change like the API's answers.
 */

const HEAD_START = '<!--seo-->';
const HEAD_END = '<!--/seo-->';
/** index.html's preload of the Latin font (apps/web/vite.config.ts): each page names its own. */
const LATIN_FONT_PRELOAD =
  /<link rel="preload" href="\/([^"]*latin[^"]*\.woff2)" as="font"[^>]*>\s*/;

/** Content pages that have an address of their own (spec §2). */
const CONTENT_PAGES: Record<string, number> = {
  '/about': PAGE_IDS.about,
  '/privacy-policy': PAGE_IDS.privacy,
  '/terms': PAGE_IDS.terms,
};
const MENU_ITEMS_IN_DATA = 50;

interface Head {
  title: string;
  description: string;
  /** The page's address without a language: canonical and alternates derive from it. */
  path: string;
  structuredData: unknown[];
  /** The shop's name in the page's language (Open Graph's site name). */
  siteName: string;
  /** The pictures of the page's first screen, its largest paint: preloaded at high priority. */
  leadImages: string[];
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function acceptedLanguage(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split('-')[0] ?? '';
    const language = base === 'ar' ? 'ae' : base;
    if (isLanguage(language)) return language;
  }
  return undefined;
}

function cookieLanguage(header: string | undefined): Language | undefined {
  const match = /(?:^|;\s*)language=([^;]+)/.exec(header ?? '');
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isLanguage(value) ? value : undefined;
}

/** The language a page address is shown in (see the module comment). */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[LANGUAGE_PARAM];
  if (isLanguage(fromQuery)) return fromQuery;
  return (
    cookieLanguage(request.headers.cookie) ??
    acceptedLanguage(request.headers['accept-language']) ??
    'en'
  );
}

/** Plain text of a page's HTML, for its description. */
function summary(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

async function headOf(
  app: FastifyInstance,
  pathname: string,
  language: Language,
): Promise<Head | undefined> {
  const route = (Object.keys(SEO_ROUTES) as SeoRoute[]).find(
    (name) => SEO_ROUTES[name] === pathname,
  );
  const pageId =
    CONTENT_PAGES[pathname] ?? Number(/^\/pages\/(\d{1,9})$/.exec(pathname)?.[1] ?? NaN);
  const isContentPage = Number.isInteger(pageId) && pageId > 0;
  // The cart, account and back-office pages get the shell only (no database read).
  if (!route && !isContentPage) return undefined;
  const settings = await findSiteSettings(app.db, language);
  const shopName = settings?.siteName || 'Sufra';
  const baseUrl = app.config.PUBLIC_URL;
  const restaurant = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: shopName,
    url: `${baseUrl}/`,
    ...(settings?.siteAddress ? { address: settings.siteAddress } : {}),
    ...(settings?.sitePhoneNumber ? { telephone: settings.sitePhoneNumber } : {}),
    ...(settings?.siteEmail ? { email: settings.siteEmail } : {}),
    servesCuisine: 'Middle Eastern',
    hasMenu: `${baseUrl}${localizedPath('/menu', language)}`,
    inLanguage: LANGUAGE_TAGS[language],
  };

  if (route) {
    const texts = SEO_TEXTS[language][route];
    const title = route === 'home' ? texts.title : `${texts.title} | ${shopName}`;
    const structuredData: unknown[] = route === 'home' ? [restaurant] : [];
    const leadImages: (string | null | undefined)[] = [];
    if (route === 'home') {
      // The banner is the desktop's largest paint, the first combo under it the phone's.
      leadImages.push((await listActiveBanners(app.db, language))[0]?.image);
    }
    if (route === 'home' || route === 'combos') {
      leadImages.push((await listCombos(app.db, language, { page: 1, limit: 1 })).rows[0]?.image);
    }
    if (route === 'menu') {
      const { rows } = await listItems(
        app.db,
        language,
        {},
        { page: 1, limit: MENU_ITEMS_IN_DATA },
      );
      leadImages.push(rows[0]?.image);
      structuredData.push({
        '@context': 'https://schema.org',
        '@type': 'Menu',
        name: texts.title,
        inLanguage: LANGUAGE_TAGS[language],
        hasMenuItem: rows.map((row) => ({
          '@type': 'MenuItem',
          name: row.name ?? '',
          description: row.description ?? '',
          ...(row.image ? { image: new URL(row.image, `${baseUrl}/`).toString() } : {}),
          offers: {
            '@type': 'Offer',
            price: String(shownPrice(row.priceMinor, row)),
            priceCurrency: row.currency,
          },
        })),
      });
    }
    return {
      title,
      description: texts.description,
      path: pathname,
      structuredData,
      leadImages: leadImages.filter((image): image is string => !!image?.startsWith('/')),
      siteName: shopName,
    };
  }
  if (isContentPage) {
    const page = await findPublishedPage(app.db, pageId, language);
    if (!page) return undefined;
    const title = page.metaTitle ?? shopName;
    return {
      title: title.includes(shopName) ? title : `${title} | ${shopName}`,
      description: summary(page.pageContent ?? ''),
      path: pathname,
      structuredData: [],
      leadImages: pageId === PAGE_IDS.about ? [ABOUT_IMAGE] : [],
      siteName: shopName,
    };
  }
  return undefined;
}

function renderHead(app: FastifyInstance, head: Head, language: Language) {
  const baseUrl = app.config.PUBLIC_URL;
  const url = `${baseUrl}${localizedPath(head.path, language)}`;
  const alternates = LANGUAGES.map(
    (other) =>
      `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${escapeHtml(`${baseUrl}${localizedPath(head.path, other)}`)}" />`,
  );
  // What a link to the page shows where it is shared (Open Graph).
  const openGraph: (readonly [property: string, content: string | number])[] = [
    ['type', 'website'],
    ['site_name', head.siteName],
    ['title', head.title],
    ['description', head.description],
    ['url', url],
    ['locale', LANGUAGE_TAGS[language]],
    ['image', `${baseUrl}${OPEN_GRAPH_IMAGE.path}`],
    ['image:type', 'image/png'],
    ['image:width', OPEN_GRAPH_IMAGE.width],
    ['image:height', OPEN_GRAPH_IMAGE.height],
    ['image:alt', head.siteName],
  ];
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${baseUrl}${head.path}`)}" />`,
    ...openGraph.map(
      ([property, content]) =>
        `<meta property="og:${property}" content="${escapeHtml(String(content))}" />`,
    ),
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...head.leadImages.map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`,
    ),
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

/** A build file's scripts and styles, with everything it imports. */
interface BuildFiles {
  scripts: string[];
  styles: string[];
}

/** The storefront build's index.html, and the files of each language and page (read once). */
export interface StorefrontTemplate {
  /** index.html without its script tags: each page asks for its scripts after its first paint. */
  html: string;
  /** The build's entry script, and the modules index.html preloads with it. */
  entry?: string | undefined;
  modules: string[];
  /** The files of a language's texts (i18n/resources.ts chunks) and what they import. */
  languageFiles: Partial<Record<Language, string[]>>;
  /** The web font of a language whose script is not Latin. */
  languageFonts: Partial<Record<Language, string>>;
  /** The Latin web font, every other language's. */
  latinFont?: string | undefined;
  /** The files of each page the server module renders, by route pattern (none without one). */
  pageFiles: Partial<Record<string, BuildFiles>>;
  /** The patterns of the signed-in pages, drawn as an outline whatever the query. */
  signedInPages: ReadonlySet<string>;
  /** Renders a page's content; absent in a build without its server module. */
  renderPage?: PageRenderer['render'] | undefined;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The build's manifest (dist/.vite/manifest.json); empty when the build has none. */
function readManifest(distDir: string): Record<string, ManifestEntry> {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestEntry
    >;
  } catch {
    return {};
  }
}

function buildFilesOf(manifest: Record<string, ManifestEntry>, keys: string[]): BuildFiles {
  const files: BuildFiles = { scripts: [], styles: [] };
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    files.scripts.push(entry.file);
    for (const child of entry.imports ?? []) visit(child);
    // After what it imports, as Vite loads them in the browser: a page's own rules come later
    // in the cascade than the shared ones they refine (the cart's promo row over ui/form.css).
    for (const style of entry.css ?? [])
      if (!files.styles.includes(style)) files.styles.push(style);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The chunks holding a language's texts (the storefront's and the server's messages) and what
 * they import: preloaded with the page, they arrive with the first script instead of after it.
 */
function languageChunks(
  manifest: Record<string, ManifestEntry>,
): Partial<Record<Language, string[]>> {
  const files: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    const keys = Object.keys(manifest).filter(
      (key) =>
        key.endsWith(`/i18n/locales/${language}.ts`) ||
        key.endsWith(`/shared/src/messages/${language}.ts`),
    );
    files[language] = buildFilesOf(manifest, keys).scripts;
  }
  return files;
}

/** Each server-rendered page's files, less those index.html already names. */
function pageChunks(
  manifest: Record<string, ManifestEntry>,
  pages: Readonly<Record<string, string>>,
): Partial<Record<string, BuildFiles>> {
  // The build's entry (index.html, whose files the page names already).
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const shared = buildFilesOf(manifest, entry);
  const files: Partial<Record<string, BuildFiles>> = {};
  for (const [pathname, key] of Object.entries(pages)) {
    if (!manifest[key]) continue;
    const page = buildFilesOf(manifest, [key]);
    files[pathname] = {
      scripts: page.scripts.filter((file) => !shared.scripts.includes(file)),
      styles: page.styles.filter((file) => !shared.styles.includes(file)),
    };
  }
  return files;
}

/** The build's font files of the scripts that are not Latin (apps/web/src/styles/fonts.css). */
const SCRIPT_FONTS: Partial<Record<Language, RegExp>> = {
  ae: /^noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/,
  ka: /^noto-sans-georgian-georgian-wght-normal-[\w-]+\.woff2$/,
};

function languageFontFiles(distDir: string): Partial<Record<Language, string>> {
  let files: string[];
  try {
    files = readdirSync(path.join(distDir, 'assets'));
  } catch {
    return {};
  }
  const fonts: Partial<Record<Language, string>> = {};
  for (const [language, pattern] of Object.entries(SCRIPT_FONTS) as [Language, RegExp][]) {
    const file = files.find((name) => pattern.test(name));
    if (file) fonts[language] = `assets/${file}`;
  }
  return fonts;
}

export async function loadStorefrontTemplate(
  app: FastifyInstance,
  distDir: string,
): Promise<StorefrontTemplate> {
  const manifest = readManifest(distDir);
  const renderer = await loadPageRenderer(app, distDir);
  const {
    html: withFont,
    entry,
    modules,
  } = takeScripts(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  return {
    html: withFont.replace(LATIN_FONT_PRELOAD, ''),
    latinFont: LATIN_FONT_PRELOAD.exec(withFont)?.[1],
    entry,
    modules,
    languageFiles: languageChunks(manifest),
    languageFonts: languageFontFiles(distDir),
    pageFiles: pageChunks(manifest, renderer?.pages ?? {}),
    signedInPages: renderer?.signedInPages ?? new Set(),
    renderPage: renderer?.render,
  };
}

/**
 * The route pattern of the server-rendered page at `pathname`: the address itself, or a pattern
 * whose `:name` segments stand for its segments (`/order-status/:reference`).
 */
function renderedPattern(template: StorefrontTemplate, pathname: string): string | undefined {
  if (Object.hasOwn(template.pageFiles, pathname)) return pathname;
  const segments = pathname.split('/');
  return Object.keys(template.pageFiles).find((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) =>
        part.startsWith(':') ? segments[index] !== '' : part === segments[index],
      )
    );
  });
}

/**
 * The page's content rendered by the storefront, its answers for the browser to hydrate with,
 * its stylesheets in the head and its scripts; the shell alone when it cannot be rendered (a
 * failed call: the browser then renders the page itself, as without a server module).
 */
async function withContent(
  app: FastifyInstance,
  template: StorefrontTemplate,
  html: string,
  pathname: string,
  language: Language,
): Promise<{ html: string; scripts: string[] }> {
  const pattern = renderedPattern(template, pathname);
  const files = pattern === undefined ? undefined : template.pageFiles[pattern];
  if (!template.renderPage || !files) return { html, scripts: [] };
  let page: RenderedPage | null;
  try {
    page = await template.renderPage(pathname, language);
  } catch (error) {
    app.log.warn({ err: error, pathname }, 'storefront page not rendered on the server');
    return { html, scripts: [] };
  }
  if (!page) return { html, scripts: [] };
  const styles = files.styles
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
  // The answers ride as data, not as a script (the shop's CSP runs no inline script but the
  // loader of scripts-after-paint.ts).
  const pageData: PageData = { state: page.state, formats: page.formats };
  const data = `<script type="application/json" id="${PAGE_DATA_ID}" data-language="${language}" data-path="${escapeHtml(pathname)}">${jsonForScript(pageData)}</script>`;
  return {
    html: html
      .replace('</head>', `${styles}</head>`)
      .replace(`<div id="root"></div>`, `<div id="root">${page.html}</div>${data}`),
    scripts: files.scripts,
  };
}

/**
 * The page's HTML: the template with its language, direction and head (when it has one), and
 * with `content`, what the page shows (the server module's SERVER_RENDERED_PAGES).
 */
export async function renderStorefrontPage(
  app: FastifyInstance,
  template: StorefrontTemplate,
  pathname: string,
  language: Language,
  { content }: { content: boolean },
): Promise<string> {
  const render = async () => {
    // The page's language's texts: every shop language has them all (no English beside it).
    const textFiles = template.languageFiles[language] ?? [];
    // Issue 14 item 4: the page's script's font arrives with its first text, not after it. An
    // Arabic or Georgian page preloads its own face only: its few Latin characters take the tuned
    // fallback (decision 080), and on a slow link its first paint shares the bandwidth with none.
    const font = Object.hasOwn(SCRIPT_FONTS, language)
      ? template.languageFonts[language]
      : template.latinFont;
    const fontPreload = font
      ? `<link rel="preload" href="/${escapeHtml(font)}" as="font" type="font/woff2" crossorigin>`
      : '';
    const html = template.html
      .replace('</head>', `${fontPreload}</head>`)
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        `<html lang="${LANGUAGE_TAGS[language]}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">`,
      )
      // Issue 14 item 7: the web app's name and tagline in the page's language.
      .replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest?lang=${language}"`);
    const head = await headOf(app, pathname, language);
    const start = html.indexOf(HEAD_START);
    const end = html.indexOf(HEAD_END);
    const withHead =
      !head || start < 0 || end < start
        ? html
        : html.slice(0, start) +
          renderHead(app, head, language) +
          html.slice(end + HEAD_END.length);
    const page = content
      ? await withContent(app, template, withHead, pathname, language)
      : { html: withHead, scripts: [] };
    if (!template.entry) return page.html;
    const scripts = scriptsAfterPaint(template.entry, [
      ...template.modules,
      ...textFiles,
      ...page.scripts,
    ]);
    return page.html.replace('</body>', `${scripts}</body>`);
  };
  // Only the fixed public addresses are kept (a known set per language); any other address is
  // rendered when asked, so made-up addresses cannot fill the cache.
  const isFixed =
    Object.hasOwn(template.pageFiles, pathname) ||
    Object.values(SEO_ROUTES).some((route) => route === pathname) ||
    pathname in CONTENT_PAGES;
  const key = `page-html:${language}:${pathname}:${content ? 'content' : 'shell'}`;
  return isFixed ? app.catalogCache.get(key, render) : render();
}

/**
 * Whether an address shows what the server renders: its query names nothing but the language
 * (`/menu?page=2` or a category is drawn by the browser, from its own calls).
 */
function showsRenderedContent(
  template: StorefrontTemplate,
  request: FastifyRequest,
  pathname: string,
): boolean {
  const pattern = renderedPattern(template, pathname);
  if (pattern !== undefined && template.signedInPages.has(pattern)) return true;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.keys(query).every((name) => name === LANGUAGE_PARAM);
}

/** Sends a storefront page (never cached by the browser: it names the current build's files). */
export async function sendStorefrontPage(
  app: FastifyInstance,
  template: StorefrontTemplate,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  const language = pageLanguage(request);
  const html = await renderStorefrontPage(app, template, pathname, language, {
    content: showsRenderedContent(template, request, pathname),
  });
  markShared(reply);
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Language, Cookie')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The public addresses a search engine should know: fixed pages and published content pages. */
async function publicPaths(app: FastifyInstance): Promise<string[]> {
  const more = await listMorePages(app.db, 'en');
  return [
    ...Object.values(SEO_ROUTES),
    ...Object.keys(CONTENT_PAGES),
    ...more.map((page) => `/pages/${page.id}`),
  ];
}

/** `robots.txt` and `sitemap.xml` (issue 14 item 6), for the storefront's public pages. */
export function registerSearchEngineFiles(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      // The back office, a customer's own pages and the API: nothing for an index there. The
      // cart stays crawlable: a crawler meets an empty cart, and a page blocked here cannot
      // even say it should not be indexed.
      ...['/api/', '/admin', '/dashboard', '/reset-password/'].map(
        (prefix) => `Disallow: ${prefix}`,
      ),
      '',
      `Sitemap: ${app.config.PUBLIC_URL}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = await app.catalogCache.get('sitemap.xml', async () => {
      const baseUrl = app.config.PUBLIC_URL;
      const urls = (await publicPaths(app)).flatMap((pagePath) =>
        LANGUAGES.map((language) => {
          const links = LANGUAGES.map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${escapeHtml(`${baseUrl}${localizedPath(pagePath, other)}`)}"/>`,
          );
          return [
            '  <url>',
            `    <loc>${escapeHtml(`${baseUrl}${localizedPath(pagePath, language)}`)}</loc>`,
            ...links,
            '  </url>',
          ].join('\n');
        }),
      );
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    });
    markShared(reply);
    return reply.type('application/xml; charset=utf-8').send(body);
  });
}
