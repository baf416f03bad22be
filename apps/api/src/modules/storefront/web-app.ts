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
const BACKGROUND = '#FFF8F0';
const BRAND = '#E4572E';

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

export function registerWebApp(app: FastifyInstance, distDir: string) {
  const logoFile = path.join(distDir, 'favicon.svg');
  const icons = new Map<IconName, Promise<Buffer>>();

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
