import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGES,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
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

/** Content pages that have an address of their own (spec §2). */
const CONTENT_PAGES: Record<string, number> = { '/about': 1, '/privacy-policy': 3, '/terms': 4 };
const MENU_ITEMS_IN_DATA = 50;

interface Head {
  title: string;
  description: string;
  /** The page's address without a language: canonical and alternates derive from it. */
  path: string;
  structuredData: unknown[];
  /** The shop's name in the page's language (Open Graph's site name). */
  siteName: string;
  /** The page's first picture, its largest paint on a phone: preloaded at high priority. */
  leadImage?: string | undefined;
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
    let leadImage: string | undefined;
    if (route === 'home') {
      leadImage = (await listActiveBanners(app.db, language))[0]?.image;
    } else if (route === 'combos') {
      leadImage = (await listCombos(app.db, language, { page: 1, limit: 1 })).rows[0]?.image;
    }
    if (route === 'menu') {
      const { rows } = await listItems(
        app.db,
        language,
        {},
        { page: 1, limit: MENU_ITEMS_IN_DATA },
      );
      leadImage = rows[0]?.image;
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
      leadImage,
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
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${baseUrl}${head.path}`)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[language]}" />`,
    `<meta property="og:image" content="${escapeHtml(`${baseUrl}${OPEN_GRAPH_IMAGE.path}`)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OPEN_GRAPH_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OPEN_GRAPH_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(head.siteName)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(head.leadImage?.startsWith('/')
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}" fetchpriority="high" />`,
        ]
      : []),
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

/** The storefront build's index.html, and each language's text chunks (read once). */
export interface StorefrontTemplate {
  html: string;
  /** The files of a language's texts (i18n/resources.ts chunks) and what they import. */
  languageFiles: Partial<Record<Language, string[]>>;
}

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * The chunks holding a language's texts (the storefront's and the server's messages) and what
 * they import, from the build's manifest: preloaded with the page, they arrive with the first
 * script instead of after it. Without a manifest nothing is preloaded.
 */
function languageChunks(distDir: string): Partial<Record<Language, string[]>> {
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestEntry>;
  } catch {
    return {};
  }
  const filesOf = (key: string, seen = new Set<string>()): string[] => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return [];
    seen.add(key);
    return [entry.file, ...(entry.imports ?? []).flatMap((child) => filesOf(child, seen))];
  };
  const files: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    const keys = Object.keys(manifest).filter(
      (key) =>
        key.endsWith(`/i18n/locales/${language}.ts`) ||
        key.endsWith(`/shared/src/messages/${language}.ts`),
    );
    files[language] = keys.flatMap((key) => filesOf(key));
  }
  return files;
}

export function loadStorefrontTemplate(distDir: string): StorefrontTemplate {
  return {
    html: readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    languageFiles: languageChunks(distDir),
  };
}

/** The page's HTML: the template with its language, direction and head (when it has one). */
export async function renderStorefrontPage(
  app: FastifyInstance,
  template: StorefrontTemplate,
  pathname: string,
  language: Language,
): Promise<string> {
  const render = async () => {
    // The page's language and English, the fallback i18next loads beside it.
    const files = new Set(
      [language, 'en' as const].flatMap((each) => template.languageFiles[each] ?? []),
    );
    const preloads = [...files]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
      .join('');
    const html = template.html
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        `<html lang="${LANGUAGE_TAGS[language]}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">`,
      )
      .replace('</head>', `${preloads}</head>`)
      // Issue 14 item 7: the web app's name and tagline in the page's language.
      .replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest?lang=${language}"`);
    const head = await headOf(app, pathname, language);
    const start = html.indexOf(HEAD_START);
    const end = html.indexOf(HEAD_END);
    if (!head || start < 0 || end < start) return html;
    return (
      html.slice(0, start) + renderHead(app, head, language) + html.slice(end + HEAD_END.length)
    );
  };
  // Only the fixed public addresses are kept (a known set per language); any other address is
  // rendered when asked, so made-up addresses cannot fill the cache.
  const isFixed =
    Object.values(SEO_ROUTES).some((route) => route === pathname) || pathname in CONTENT_PAGES;
  return isFixed ? app.catalogCache.get(`page-html:${language}:${pathname}`, render) : render();
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
  const html = await renderStorefrontPage(app, template, pathname, language);
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
