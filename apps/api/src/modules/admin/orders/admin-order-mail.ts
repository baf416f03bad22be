import { formatMoney, toMajor, type AdminOrderTarget, type MessageKey } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { Executor } from '../../../db/client';
import { oneLine, type MailMessage } from '../../../platform/mail';
import { mailsAboutOrder } from '../../orders/order-mail';
import { fullName } from '../../orders/orders.repository';

export interface StatusChange {
  to: AdminOrderTarget;
  /** What the operator wrote for the customer; absent or empty adds nothing. */
  note?: string | undefined;
  /** For a cancelled paid order: the amount paid, which the shop refunds. */
  refundMinor?: number | undefined;
}

/**
 * Issue 7: every status change an operator makes is mailed to the customer, and to the colleague
 * ordered for when that is someone else, in the order's language (like the confirmation, issue 5):
 * the reference, the new status, for a cancelled order whether money goes back (DESIGN §6 "refund
 * noted": the payer is told the amount, the colleague that nothing was charged to them), the
 * operator's note, and the link to the order in the dashboard.
 */
export async function statusChangeMails(
  db: Executor,
  orderId: number,
  change: StatusChange,
  publicUrl: string,
): Promise<MailMessage[]> {
  return mailsAboutOrder(db, orderId, (mailing) => {
    const { order, orderer, recipient, forSomeoneElse, people, language } = mailing;
    const t = (key: MessageKey, values: Record<string, string | number> = {}) =>
      translateMessage(key, language, values);

    const note = oneLine(change.note ?? '').trim();
    const mailTo = (person: (typeof people)[number]): MailMessage => {
      // Issue 17 item 11: the colleague an order was placed for is told who placed it, and that
      // nothing was charged to them; the refund sentence is the payer's.
      const isColleague = forSomeoneElse && person.id === recipient.id;
      const paragraphs = [
        t('admin_order_mail_greeting', { name: oneLine(fullName(person)) }),
        isColleague
          ? t(`admin_order_mail_for_you_${change.to}`, {
              reference: order.reference,
              name: oneLine(fullName(orderer)),
            })
          : t(`admin_order_mail_${change.to}`, {
              reference: order.reference,
              ordered_for: forSomeoneElse
                ? t('order_mail_for', { name: oneLine(fullName(recipient)) })
                : '',
            }),
        t('admin_order_mail_status', { status: t(`admin_order_status_${change.to}`) }),
      ];
      if (change.to === 'Cancelled' && isColleague) {
        paragraphs.push(t('admin_order_mail_not_charged_to_you'));
      } else if (change.to === 'Cancelled') {
        paragraphs.push(
          change.refundMinor !== undefined && change.refundMinor > 0
            ? t('admin_order_mail_refund', {
                amount: formatMoney(
                  toMajor(change.refundMinor, order.currency),
                  language,
                  order.currency,
                ),
              })
            : t('admin_order_mail_not_charged'),
        );
      }
      if (note) paragraphs.push(t('admin_order_mail_note', { note }));
      paragraphs.push(
        t('admin_order_mail_link', { link: `${publicUrl}/dashboard/orders/${order.id}` }),
      );
      return {
        to: person.email,
        language,
        subject: t(`admin_order_mail_subject_${change.to}`, { reference: order.reference }),
        text: paragraphs.join('\n\n'),
      };
    };
    return people.map(mailTo);
  });
}
