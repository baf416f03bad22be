import { translateMessage } from '@storefront/shared/messages';
import type { Executor } from '../../../db/client';
import { oneLine, type MailMessage } from '../../../platform/mail';
import { orderDelivery } from '../../hours/delivery.service';
import { mailsAboutOrder } from '../../orders/order-mail';
import { fullName } from '../../orders/orders.repository';

/**
 * Issue 15 item 5 (a setting): "your order is on its way" when it leaves the kitchen, to the
 * person it is for and to the orderer when that is someone else, in the order's language, with
 * the promised time and the order page's address.
 */
export async function outForDeliveryMails(
  db: Executor,
  orderId: number,
  publicUrl: string,
  timeZone: string,
): Promise<MailMessage[]> {
  return mailsAboutOrder(db, orderId, ({ order, people, language }) => {
    const delivery = orderDelivery(order, language, timeZone);
    return people.map((person) => ({
      to: person.email,
      language,
      subject: translateMessage('kitchen_mail_subject', language, {
        reference: order.reference,
      }),
      text: translateMessage('kitchen_mail_body', language, {
        name: oneLine(fullName(person)),
        reference: order.reference,
        when: delivery
          ? translateMessage('kitchen_mail_when', language, { when: delivery.label })
          : '',
        link: `${publicUrl}/dashboard/orders/${order.id}`,
      }),
    }));
  });
}
