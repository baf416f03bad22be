import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { app } from './app';
import { startShopJobs } from './shop-jobs';
import { openDatabase, refreshPlannerStatistics } from './db/client';
import { seedDemoShopIfEmpty } from './db/seed';
import { DEMO_ADMIN, ensureDemoAdmin } from './modules/admin/operators';
import { invoiceAttachments } from './modules/invoices/invoice.service';
import { checkServerConfig, ConfigError, loadConfig } from './platform/config';
import { repositoryRoot } from './paths';
import { clientErrorHandler } from './platform/error-handler';
import { installGracefulShutdown } from './platform/graceful-shutdown';
import { createMailer } from './platform/mail';
import { shopMailLayout } from './modules/content/mail-layout';
import { shopMailSender } from './modules/content/mail-sender';
import { isPageRenderCall } from './modules/storefront/page-renderer';

const defaultWebDist = path.join(repositoryRoot, 'apps/web/dist');

async function main() {
  const config = loadConfig();
  checkServerConfig(config);
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    // Explicit timeouts (CONVENTIONS "entry and app apart"): a slow client cannot hold a socket.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    logController: new LogController({ disableRequestLogging: isPageRenderCall }),
    clientErrorHandler,
  });

  installGracefulShutdown(fastify);

  const database = await openDatabase({
    url: config.DATABASE_URL,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    thread: 'worker',
    onConnectionError: (error) =>
      fastify.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  });
  await database.migrate();
  // DESIGN §2: an empty embedded database is filled with the demo shop on first start.
  if (database.kind === 'pglite' && (await seedDemoShopIfEmpty(database.db))) {
    fastify.log.info('embedded database was empty: demo shop seeded');
    // Issue 7: the embedded demo shop comes with an operator (README "Back office"), unless
    // someone already made one with admin:create before this first start.
    if (await ensureDemoAdmin(database.db)) {
      fastify.log.info(`demo back office: ${DEMO_ADMIN.email} (password in the README)`);
    }
  }
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum, so it never gathers planner statistics by itself: without them
    // a search on a large catalog skips its trigram index. PostgreSQL's autovacuum does this.
    // Then every hour, by the job queue (platform/jobs.ts).
    await refreshPlannerStatistics(database);
  }

  const jobs = await startShopJobs({
    database,
    log: fastify.log,
    settings: { mailRetries: { retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS } },
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      from: shopMailSender(database.db, config.PUBLIC_URL, config.MAIL_FROM),
      layout: shopMailLayout(database.db, config.PUBLIC_URL),
      attachments: invoiceAttachments(database.db),
      logger: fastify.log,
    }),
  });
  // On close (graceful-shutdown.ts, after the requests in flight): running jobs end, then the
  // database closes under nothing.
  fastify.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  const webDist = config.WEB_DIST_DIR ?? (existsSync(defaultWebDist) ? defaultWebDist : undefined);
  await fastify.register(app, { config: { ...config, WEB_DIST_DIR: webDist }, database, jobs });

  await fastify.listen({ port: config.PORT, host: config.HOST });
  if (!webDist) fastify.log.warn('storefront not built: serving the API only (npm run build)');
}

/** TRUST_PROXY: the proxies' addresses; unset trusts no forwarded header. */
function trustProxySetting(value: string | undefined): false | string[] {
  return value ? value.split(',').map((entry) => entry.trim()) : false;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
