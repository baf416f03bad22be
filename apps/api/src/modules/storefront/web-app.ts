import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { LANGUAGE_TAGS, isRightToLeft, toLanguage } from '@storefront/shared';
import { findSiteSettings } from '../site/site.repository';

/**
 * Issue 14 item 7: the storefront as an installable web app. The manifest carries the shop's
 * own name and tagline (site settings, in the page's language) and its icons are drawn from the
 * storefront's logo (favicon.svg) at the sizes installers ask for; the service worker itself is a
 * static file of the build (apps/web/public/sw.js).
 */

/** The storefront's colours (apps/web/src/styles/tokens.css): cream page, saffron-red brand. */
export const BRAND_COLOURS = { background: '#FFF8F0', brand: '#E4572E' } as const;
const BACKGROUND = BRAND_COLOURS.background;
const BRAND = BRAND_COLOURS.brand;

export const WEB_APP_ICONS = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
type IconName = keyof typeof WEB_APP_ICONS;

function isIconName(name: string): name is IconName {
  return Object.hasOwn(WEB_APP_ICONS, name);
}

/** PNG icons from the logo: plain, or maskable (the logo inside the 80 % safe zone on colour). */
async function drawIcon(logo: Buffer, name: IconName): Promise<Buffer> {
  const { size, maskable } = WEB_APP_ICONS[name];
  if (!maskable) {
    return sharp(logo, { density: (72 * size) / 40 })
      .resize(size, size)
      .png()
      .toBuffer();
  }
  const inner = Math.round(size * 0.7);
  const mark = await sharp(logo, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toBuffer();
}

/**
 * Issue 14 item 6: link previews (chat apps, social sites) show a picture, and the shop's own
 * pictures are SVG, which they do not read: a PNG of the logo on the shop's colours, at the size
 * Open Graph readers ask for. The head of every page names it (storefront-page.ts).
 */
export const OPEN_GRAPH_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

async function drawOpenGraphImage(logo: Buffer): Promise<Buffer> {
  const { width, height } = OPEN_GRAPH_IMAGE;
  const markSize = 360;
  const mark = await sharp(logo, { density: (72 * markSize) / 40 })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  // The storefront's banner background: cream, a saffron glow, a touch of green.
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>` +
      `<circle cx="${width - 120}" cy="70" r="300" fill="#F4A259" fill-opacity="0.5"/>` +
      `<circle cx="60" cy="${height}" r="260" fill="#1F6F50" fill-opacity="0.16"/>` +
      `</svg>`,
  );
  return sharp(page)
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toBuffer();
}

export function registerWebApp(app: FastifyInstance, distDir: string) {
  const logoFile = path.join(distDir, 'favicon.svg');
  const icons = new Map<IconName, Promise<Buffer>>();
  let openGraphImage: Promise<Buffer> | undefined;

  app.get(OPEN_GRAPH_IMAGE.path, { schema: { hide: true } }, async (_request, reply) => {
    if (!existsSync(logoFile)) return reply.callNotFound();
    openGraphImage ??= drawOpenGraphImage(readFileSync(logoFile));
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await openGraphImage);
  });

  app.get<{ Querystring: { lang?: string } }>(
    '/manifest.webmanifest',
    { schema: { hide: true } },
    async (request, reply) => {
      const language = toLanguage(request.query.lang);
      const body = await app.catalogCache.get(`manifest:${language}`, async () => {
        const settings = await findSiteSettings(app.db, language);
        const name = settings?.siteName || 'Storefront';
        return JSON.stringify({
          name,
          short_name: name.length <= 12 ? name : name.slice(0, 12),
          description: settings?.tagline ?? '',
          lang: LANGUAGE_TAGS[language],
          dir: isRightToLeft(language) ? 'rtl' : 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: BACKGROUND,
          theme_color: BACKGROUND,
          icons: Object.entries(WEB_APP_ICONS).map(([file, icon]) => ({
            src: `/icons/${file}`,
            sizes: `${icon.size}x${icon.size}`,
            type: 'image/png',
            purpose: icon.maskable ? 'maskable' : 'any',
          })),
        });
      });
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(body);
    },
  );

  app.get<{ Params: { name: string } }>(
    '/icons/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!isIconName(name) || !existsSync(logoFile)) return reply.callNotFound();
      let icon = icons.get(name);
      if (!icon) {
        icon = drawIcon(readFileSync(logoFile), name);
        icons.set(name, icon);
      }
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send(await icon);
    },
  );
}
