import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_IMAGE, SEO_TEXTS } from '@storefront/shared';
import { useTestApp } from './helpers/test-app';

/**
 * Issue 14 items 3 and 6: every page address answers the storefront's index.html with the
 * page's language, direction and head written in by the server, for search engines and link
 * previews that run no script; robots.txt and sitemap.xml list the public pages in the five
 * languages. The template here is a stand-in build with the markers apps/web/index.html has.
 */

const distDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-dist-'));
const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <!--seo-->
    <meta name="description" content="default" />
    <title>Sufra</title>
    <!--/seo-->
    <script type="module" src="/assets/index-abc12345.js"></script>
    <link rel="preload" href="/assets/plus-jakarta-sans-latin-wght-normal-abc12345.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The build's manifest as Vite writes it: each language's text chunks and what they import. */
const manifest: Record<string, { file: string; imports?: string[] }> = {
  '_admin-shared.js': { file: 'assets/admin-shared.js' },
};
for (const language of ['en', 'fr', 'de', 'ae', 'ka']) {
  manifest[`src/i18n/locales/${language}.ts`] = { file: `assets/${language}-texts.js` };
  manifest[`../../packages/shared/src/messages/${language}.ts`] = {
    file: `assets/${language}-messages.js`,
    imports: ['_admin-shared.js'],
  };
}

beforeAll(async () => {
  await writeFile(path.join(distDir, 'index.html'), template);
  // The storefront's logo, as the build copies it from apps/web/public.
  await copyFile(
    path.join(import.meta.dirname, '../../web/public/favicon.svg'),
    path.join(distDir, 'favicon.svg'),
  );
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

const PUBLIC_URL = 'https://shop.example.com';

interface StructuredData {
  '@context'?: string;
  '@type': string;
  name?: string;
  hasMenuItem?: {
    '@type': string;
    name: string;
    offers: { '@type': string; price: string; priceCurrency: string };
  }[];
  hasMenu?: string;
}

function structuredData(html: string): StructuredData[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as StructuredData,
  );
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('storefront pages for search engines and link previews', () => {
  const t = useTestApp('pglite', { env: { WEB_DIST_DIR: distDir, PUBLIC_URL } });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.current.app.inject({ method: 'GET', url, headers });

  it('writes the menu in Arabic, right to left, with its alternates and priced menu', async () => {
    const answer = await page('/menu?lang=ae');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(attr(html, /<title>([^<]*)<\/title>/)).toContain(SEO_TEXTS.ae.menu.title);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
      SEO_TEXTS.ae.menu.description,
    );
    expect(html).not.toContain('content="default"');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/menu?lang=ae`);
    const alternates = [
      ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
    ].map((match) => [match[1], match[2]]);
    expect(alternates).toEqual([
      ['en', `${PUBLIC_URL}/menu`],
      ['fr', `${PUBLIC_URL}/menu?lang=fr`],
      ['de', `${PUBLIC_URL}/menu?lang=de`],
      ['ar', `${PUBLIC_URL}/menu?lang=ae`],
      ['ka', `${PUBLIC_URL}/menu?lang=ka`],
      ['x-default', `${PUBLIC_URL}/menu`],
    ]);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(
      `${PUBLIC_URL}/menu?lang=ae`,
    );
    expect(attr(html, /<meta property="og:locale" content="([^"]*)"/)).toBe('ar');
    // The page's language's texts load with the first script; English's do not (no fallback).
    const preloaded = (attr(html, /<script data-entry="[^"]+" data-modules="([^"]*)">/) ?? '')
      .split(' ')
      .sort();
    expect(preloaded).toEqual([
      '/assets/admin-shared.js',
      '/assets/ae-messages.js',
      '/assets/ae-texts.js',
    ]);

    // Structured data as schema.org reads it: a Menu of MenuItems, each offered at a price in
    // the shop's currency, named in the page's language.
    const [menu] = structuredData(html);
    expect(menu).toMatchObject({ '@context': 'https://schema.org', '@type': 'Menu' });
    const items = menu?.hasMenuItem ?? [];
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item['@type']).toBe('MenuItem');
      expect(item.name).toMatch(/[\u0600-\u06ff]/);
      expect(item.offers['@type']).toBe('Offer');
      expect(item.offers.price).toMatch(/^\d+(\.\d{1,3})?$/);
      expect(item.offers.priceCurrency).toBe('BHD');
    }
    // The menu's first dish, as the API's menu answers it.
    const products = await t.current.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { language: 'ae', page: 1, limit: 1 },
    });
    const first = products.json<{
      responseData: { items: { data: { item_name: string; price: number }[] } };
    }>().responseData.items.data[0];
    expect(items[0]).toMatchObject({
      name: first?.item_name,
      offers: { price: String(first?.price) },
    });
  });

  it('gives link previews a PNG picture of the shop at the size Open Graph asks (issue 14 item 6)', async () => {
    const html = (await page('/?lang=ka')).body;
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
      `${PUBLIC_URL}/og-image.png`,
    );
    expect(attr(html, /<meta property="og:image:width" content="([^"]+)"/)).toBe('1200');
    expect(attr(html, /<meta property="og:image:height" content="([^"]+)"/)).toBe('630');
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    const image = await page('/og-image.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    // A PNG's width and height sit at bytes 16 and 20 of its IHDR chunk.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('takes the language from the cookie, else the browser, else English', async () => {
    const fromCookie = await page('/', {
      cookie: 'consent=1; language=fr',
      'accept-language': 'de',
    });
    expect(fromCookie.body).toContain('<html lang="fr" dir="ltr">');
    expect(attr(fromCookie.body, /<title>([^<]*)<\/title>/)).toBe(SEO_TEXTS.fr.home.title);

    const fromBrowser = await page('/', { 'accept-language': 'ka-GE,ka;q=0.9,en;q=0.5' });
    expect(fromBrowser.body).toContain('<html lang="ka" dir="ltr">');
    const [restaurant] = structuredData(fromBrowser.body);
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      url: `${PUBLIC_URL}/`,
      hasMenu: `${PUBLIC_URL}/menu?lang=ka`,
    });
    expect(restaurant?.name).toBeTruthy();

    // The hero's first picture (a desktop's largest paint) and the first combo's (a phone's)
    // are asked for at once.
    const leadImages = [
      ...fromBrowser.body.matchAll(
        /<link rel="preload" as="image" href="(\/images\/[^"]+)" fetchpriority="high" \/>/g,
      ),
    ].map((match) => match[1]);
    expect(leadImages).toEqual([
      expect.stringMatching(/^\/images\/banners\//),
      expect.stringMatching(/^\/images\/combos\//),
    ]);

    const fallback = await page('/', { 'accept-language': 'ja' });
    expect(fallback.body).toContain('<html lang="en" dir="ltr">');

    // The Latin face is preloaded, once, for a Latin language; an Arabic page does without it.
    const latinFont = /plus-jakarta-sans-latin[^"]*\.woff2" as="font"/g;
    expect(fallback.body.match(latinFont)).toHaveLength(1);
    expect((await page('/?lang=ae')).body).not.toMatch(latinFont);
  });

  it('asks for the scripts after the first paint, through the one inline script the CSP runs', async () => {
    const answer = await page('/about');
    const html = answer.body;
    // No script of the build is asked for before the page is painted: only the loader names them.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = /<script data-entry="([^"]+)" data-modules="[^"]*">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(loader?.[1]).toBe('/assets/index-abc12345.js');
    // The browser runs an inline script only when the policy names its hash.
    const hash = createHash('sha256')
      .update(loader?.[2] ?? '')
      .digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(
      String(answer.headers['content-security-policy']),
    )?.[1];
    expect(scriptSources?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSources).not.toContain('unsafe-inline');
    // The about page's picture is its first screen's largest paint.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${ABOUT_IMAGE}" fetchpriority="high" />`,
    );
  });

  it('titles a content page with its own title and describes it with its text', async () => {
    const html = (await page('/about?lang=de')).body;
    const title = attr(html, /<title>([^<]*)<\/title>/) ?? '';
    expect(title.length).toBeGreaterThan(3);
    expect(title).not.toBe('Sufra');
    const description = attr(html, /<meta name="description" content="([^"]*)"/) ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/[<>]/);
  });

  it('gives private pages the shell in the visitor’s direction, with no head of their own', async () => {
    const html = (await page('/cart', { 'accept-language': 'ar-BH' })).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>Sufra</title>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('lists the public pages in five languages in sitemap.xml, named by robots.txt', async () => {
    const robots = await page('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /api/');

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const address of ['/', '/menu', '/food-combos', '/about', '/terms']) {
      expect(locations).toContain(`${PUBLIC_URL}${address}`);
      expect(locations).toContain(`${PUBLIC_URL}${address}?lang=ae`);
    }
    expect(locations.length % 5).toBe(0);
    expect(sitemap.body.match(/<xhtml:link /g)?.length).toBe(locations.length * 5);
  });
});
