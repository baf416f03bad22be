import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { API_ROOT, PROFILE_IMAGE_MAX_BYTES } from '@storefront/shared';
import type { Database, DatabaseHandle } from './db/client';
import { createCatalogCache, type CatalogCache } from './platform/catalog-cache';
import type { Config } from './platform/config';
import { installErrorHandler, notFoundAnswer } from './platform/error-handler';
import { registerCompression } from './platform/compression';
import {
  loadStorefrontTemplate,
  registerSearchEngineFiles,
  sendStorefrontPage,
} from './modules/storefront/storefront-page';
import { registerWebApp } from './modules/storefront/web-app';
import { SCRIPTS_AFTER_PAINT_CSP } from './modules/storefront/scripts-after-paint';
import { identityPlugin } from './platform/identity';
import { createKitchenFeed, type KitchenFeed } from './modules/admin/kitchen/kitchen-feed';
import type { Jobs } from './platform/jobs';
import { installSecurityHeaders } from './platform/security-headers';
import { createImageStore, IMAGE_KEY, uploadsDir, type ImageStore } from './platform/image-store';
import { UPLOADS_PREFIX } from './platform/uploads';
import { apiRoot } from './paths';
import { apiRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    catalogCache: CatalogCache;
    jobs: Jobs;
    images: ImageStore;
    /** Milliseconds since the epoch: the shop's clock (opening hours), fixed by tests. */
    clock: () => number;
    /** Issue 15: wakes the kitchen board's streams in every process. */
    kitchenFeed: KitchenFeed;
    /** The open kitchen streams, ended before the server closes (they would hold it open). */
    kitchenStreams: Set<() => void>;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to a cache shared through `REDIS_URL` when set; tests pass their own. */
  catalogCache?: CatalogCache;
  /** The job queue (shop-jobs.ts), started on the same database; its owner stops it. */
  jobs: Jobs;
  /** The clock opening hours are read with; tests fix it. */
  now?: () => number;
}

/** Images shipped with the repository (DESIGN: no image URL points off the machine). */
export const assetsDir = path.join(apiRoot, 'assets');

/**
 * Where /images/ is served from: the built server (dist/server.js, `npm start`) serves the
 * build's copy, compressed beside each file; the sources (tests, `npm run dev`) the originals.
 */
function catalogImagesDir(): string {
  const dist = path.join(apiRoot, 'dist');
  const runsBuilt = fileURLToPath(import.meta.url).startsWith(dist + path.sep);
  const built = path.join(dist, 'images');
  return runsBuilt && existsSync(built) ? built : path.join(assetsDir, 'images');
}

/**
 * The application as a plugin (CONVENTIONS "entry and app apart"): tests build it with
 * `fastify().register(app, …)` and `inject`, server.ts adds listening and shutdown.
 */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  fastify.decorate('config', options.config);
  fastify.decorate('database', options.database);
  fastify.decorate('db', options.database.db);
  const catalogCache =
    options.catalogCache ??
    (await createCatalogCache({
      redisUrl: options.config.REDIS_URL,
      postgresUrl: options.config.DATABASE_URL,
      logger: fastify.log,
    }));
  if (!options.catalogCache) fastify.addHook('onClose', () => catalogCache.close());
  fastify.decorate('catalogCache', catalogCache);
  fastify.decorate('jobs', options.jobs);
  fastify.decorate('clock', options.now ?? Date.now);
  const kitchenFeed = await createKitchenFeed({
    redisUrl: options.config.REDIS_URL,
    postgresUrl: options.config.DATABASE_URL,
    logger: fastify.log,
  });
  fastify.decorate('kitchenFeed', kitchenFeed);
  fastify.decorate('kitchenStreams', new Set<() => void>());
  fastify.addHook('preClose', async () => {
    for (const close of [...fastify.kitchenStreams]) close();
  });
  fastify.addHook('onClose', () => kitchenFeed.close());
  const images = createImageStore(options.config);
  fastify.addHook('onClose', () => images.close());
  fastify.decorate('images', images);

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  installErrorHandler(fastify);
  registerCompression(fastify);

  const social = socialSources(options.config);
  installSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...social.img],
        styleSrc: ["'self'", "'unsafe-inline'", ...social.style],
        scriptSrc: ["'self'", SCRIPTS_AFTER_PAINT_CSP, ...social.script],
        connectSrc: ["'self'", ...social.connect],
        frameSrc: ["'self'", ...social.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The sandbox payment page's forms answer with a redirect to the storefront (DESIGN §6),
        // which may be served from another origin in development.
        formAction: ["'self'", new URL(options.config.PUBLIC_URL).origin],
        upgradeInsecureRequests: null,
      },
    },
  });

  // DESIGN §4: `Authorization: Bearer` → request.caller, for every route.
  await fastify.register(identityPlugin);
  // Profile pictures (issue 3): one file, at most the shared limit; the route checks content.
  await fastify.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  await fastify.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        description:
          'Calls of the storefront spec §7 under /api, in the envelope of DESIGN §3: ' +
          '{ responseCode, responseText, responseData }.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await fastify.register(swaggerUi, { routePrefix: `${API_ROOT}/docs` });

  await fastify.register(apiRoutes, { prefix: API_ROOT });

  await fastify.register(fastifyStatic, {
    root: catalogImagesDir(),
    prefix: '/images/',
    maxAge: '7d',
    decorateReply: false,
    // The build's copy has .br and .gz files beside each SVG (apps/api/build.mjs).
    preCompressed: true,
  });
  await serveUploads(fastify, images, options.config.DATA_DIR);
  const storefront = await registerStorefront(fastify, options.config.WEB_DIST_DIR);
  // Every page address answers index.html with its language and head (issue 14 items 3, 6).
  const storefrontTemplate = storefront
    ? await loadStorefrontTemplate(fastify, storefront)
    : undefined;
  if (storefront) {
    registerSearchEngineFiles(fastify);
    registerWebApp(fastify, storefront);
  }

  fastify.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith(`${API_ROOT}/`) &&
      !pathname.startsWith('/images/') &&
      !pathname.startsWith(UPLOADS_PREFIX) &&
      // A hashed asset that is gone (an old tab after a deploy) must 404, not get HTML.
      !/\.[a-z0-9]+$/i.test(pathname);
    if (storefrontTemplate && isPage) {
      return sendStorefrontPage(fastify, storefrontTemplate, request, reply);
    }
    return notFoundAnswer(request, reply);
  });
};

/**
 * Sources the social sign-in scripts need, only for configured providers (a shop without them
 * keeps the strict policy): Google Identity Services' documented CSP, Facebook's JS SDK.
 */
function socialSources(config: Config) {
  const google = config.GOOGLE_CLIENT_ID !== undefined;
  const facebook = config.FACEBOOK_APP_ID !== undefined;
  const list = (...entries: [boolean, string][]) =>
    entries.filter(([enabled]) => enabled).map(([, source]) => source);
  return {
    script: list(
      [google, 'https://accounts.google.com/gsi/client'],
      [facebook, 'https://connect.facebook.net'],
    ),
    style: list([google, 'https://accounts.google.com/gsi/style']),
    connect: list(
      [google, 'https://accounts.google.com/gsi/'],
      [facebook, 'https://graph.facebook.com'],
      [facebook, 'https://www.facebook.com'],
    ),
    frame: list(
      [google, 'https://accounts.google.com/gsi/'],
      [facebook, 'https://www.facebook.com'],
      [facebook, 'https://web.facebook.com'],
    ),
    img: list([facebook, 'https://www.facebook.com']),
  };
}

/**
 * Uploaded pictures, re-encoded before they are stored; each upload gets a new random name, so
 * a file never changes: cached for a year either way. From the disk, read-only with no listing;
 * from a bucket, through this route (one origin for the storefront's pictures and its CSP).
 */
async function serveUploads(fastify: FastifyInstance, images: ImageStore, dataDir: string) {
  const cacheForever = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
  if (images.kind === 'disk') {
    const root = uploadsDir(dataDir);
    await mkdir(root, { recursive: true });
    await fastify.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      setHeaders: (reply) => {
        cacheForever(reply);
      },
    });
    return;
  }
  fastify.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    const picture = IMAGE_KEY.test(key) ? await images.read(key) : undefined;
    if (!picture) return notFoundAnswer(request, reply);
    return cacheForever(reply).type('image/webp').send(picture);
  });
}

/** Serves the built storefront's files; returns its folder when there is one to serve. */
async function registerStorefront(fastify: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return undefined;
  await fastify.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed build assets never change; index.html must always be fresh.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (/^(index\.html|sw\.js)/.test(path.basename(filePath))) {
        // The service worker too: a new build's worker must reach browsers at once.
        reply.header('Cache-Control', 'no-cache');
      }
    },
  });
  return distDir;
}
