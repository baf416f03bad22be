import type { Executor } from '../../db/client';
import type { MailSender } from '../../platform/mail';
import { findShopName } from '../orders/orders.repository';

/**
 * Issue 17 item 9: the shop's mails come from the shop, by name (its English name in the
 * settings, read when each mail goes so a rename applies at once) at no-reply@ its public host,
 * unless MAIL_FROM says otherwise.
 */
export function shopMailSender(
  db: Executor,
  publicUrl: string,
  configured?: string,
): MailSender | (() => Promise<MailSender>) {
  if (configured) return configured;
  const address = `no-reply@${new URL(publicUrl).hostname}`;
  return async () => ({ name: await findShopName(db, 'en'), address });
}
