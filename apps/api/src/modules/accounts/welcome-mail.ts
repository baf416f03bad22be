import type { Language } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { Executor } from '../../db/client';
import { oneLine, type MailMessage } from '../../platform/mail';
import type { CallerUser } from '../../platform/identity';
import { findShopName } from '../orders/orders.repository';

/**
 * Issue 17 item 9: a new account's welcome, in its language, from the shop by name, with the
 * way to the menu. Queued in the transaction that creates the account: both or neither.
 */
export async function welcomeMail(
  db: Executor,
  user: Pick<CallerUser, 'email' | 'firstName'>,
  language: Language,
  publicUrl: string,
): Promise<MailMessage> {
  const shop = await findShopName(db, language);
  return {
    to: user.email,
    language,
    subject: translateMessage('welcome_mail_subject', language, { shop: oneLine(shop) }),
    text: translateMessage('welcome_mail_body', language, {
      name: oneLine(user.firstName),
      shop,
      link: `${publicUrl}/menu`,
    }),
  };
}
