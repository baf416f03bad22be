import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { deleteUnreachableGuestCarts } from './modules/cart/cart.repository';
import { expireAllStaleOrders } from './modules/orders/checkout.service';
import { startJobs, type Jobs, type JobsOptions } from './platform/jobs';
import type { Mailer } from './platform/mail';

/**
 * The shop's background work on its database (decision 042): mails, the sweep of expired
 * payment sessions and the daily deletion of guest carts no browser can reach. server.ts starts
 * it before the app and stops it before the database closes; tests do the same with shorter
 * retry delays.
 */
export function startShopJobs(options: {
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
  settings?: Pick<JobsOptions, 'mailRetries' | 'pollingIntervalSeconds'>;
}): Promise<Jobs> {
  return startJobs({
    database: options.database,
    mailer: options.mailer,
    log: options.log,
    expirePaymentSessions: () => expireAllStaleOrders(options.database.db),
    deleteUnreachableGuestCarts: () => deleteUnreachableGuestCarts(options.database.db),
    ...options.settings,
  });
}
