import { formatMoney, toLanguage, toMajor } from '@storefront/shared';
import { translateMessage, type MessageKey } from '@storefront/shared/messages';
import type { Executor } from '../../db/client';
import { oneLine, type MailMessage } from '../../platform/mail';
import { orderDelivery } from '../hours/delivery.service';
import {
  findDeliveryPlace,
  findOrder,
  findPerson,
  fullName,
  listLinesOf,
  listPicksOf,
  type OrderRow,
} from './orders.repository';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * An order and the people its mails go to, in the order's language: the orderer, and the
 * colleague it was placed for when that is someone else. Undefined when the order (or a person)
 * is missing. One statement at a time: `db` is often a transaction, a single connection (pg
 * warns of, and its next major refuses, queries queued concurrently on one client).
 */
async function orderMailing(db: Executor, orderId: number) {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  const orderer = await findPerson(db, order.userId);
  const recipient = await findPerson(db, order.orderedForUserId);
  if (!orderer || !recipient) return undefined;
  const forSomeoneElse = recipient.id !== orderer.id;
  return {
    order,
    orderer,
    recipient,
    forSomeoneElse,
    people: forSomeoneElse ? [orderer, recipient] : [orderer],
    language: toLanguage(order.language),
  };
}

type OrderMailing = NonNullable<Awaited<ReturnType<typeof orderMailing>>>;

/** Mails about an order, written from its mailing; none when the order or a person is missing. */
export async function mailsAboutOrder(
  db: Executor,
  orderId: number,
  write: (mailing: OrderMailing) => MailMessage[] | Promise<MailMessage[]>,
): Promise<MailMessage[]> {
  const mailing = await orderMailing(db, orderId);
  return mailing ? write(mailing) : [];
}

/**
 * The order's figures as label and amount, in the order's words: the confirmation mail's and the
 * tax invoice's (`net`: with the net row). An order placed before prices were shown VAT included
 * (decision 064) says its VAT was added to a net subtotal.
 */
export function orderTotalRows(
  order: OrderRow,
  t: Translate,
  money: (minor: number) => string,
  options: { net: boolean },
): [label: string, amount: string][] {
  const rate = order.vatRateBasisPoints / 100;
  return [
    [
      t(order.vatIncluded ? 'order_mail_subtotal' : 'invoice_subtotal_net'),
      money(order.subtotalMinor),
    ],
    ...(order.discountMinor > 0
      ? [[t('order_mail_discount'), `-${money(order.discountMinor)}`] as [string, string]]
      : []),
    ...(order.promoDiscountMinor > 0
      ? [
          [
            t('order_mail_promo', { code: order.promoCode }),
            `-${money(order.promoDiscountMinor)}`,
          ] as [string, string],
        ]
      : []),
    ...(options.net ? [[t('invoice_net'), money(order.vatExcNetMinor)] as [string, string]] : []),
    [
      t(order.vatIncluded ? 'order_mail_vat' : 'invoice_vat_added', { rate }),
      money(order.vatMinor),
    ],
    [t('order_mail_shipping'), money(order.shippingMinor)],
    [t('order_mail_total'), money(order.totalMinor)],
  ];
}

/**
 * The order confirmation (issue 5): to the customer, and to the colleague ordered for when that
 * is someone else, in the order's language: reference, promised delivery, lines with picks,
 * totals.
 */
export async function orderConfirmationMails(
  db: Executor,
  orderId: number,
  publicUrl: string,
  timeZone: string,
): Promise<MailMessage[]> {
  return mailsAboutOrder(db, orderId, async (mailing) => {
    const { order, recipient, forSomeoneElse, people, language } = mailing;
    const lines = await listLinesOf(db, [order.id]);
    const picks = await listPicksOf(
      db,
      lines.map((line) => line.id),
    );
    const money = (minor: number) =>
      formatMoney(toMajor(minor, order.currency), language, order.currency);
    const t: Translate = (key, values = {}) => translateMessage(key, language, values);

    const lineText = lines
      .map((line) => {
        const head = `${line.quantity} × ${oneLine(line.name)} — ${money(line.lineTotalMinor)}`;
        const chosen = picks
          .filter((pick) => pick.orderLineId === line.id)
          .map((pick) => `    · ${oneLine(pick.categoryTitle)}: ${oneLine(pick.itemName)}`);
        return [head, ...chosen].join('\n');
      })
      .join('\n');
    // Issue 15: the promised delivery leads the lines.
    const delivery = orderDelivery(order, language, timeZone);
    // Issue 17 item 9: and where it goes (the recipient's building or university).
    const place = await findDeliveryPlace(db, recipient.id, language);
    const deliveryLines = [
      ...(delivery
        ? [
            t(delivery.asap ? 'order_mail_delivery_asap' : 'order_mail_delivery', {
              when: delivery.label,
            }),
          ]
        : []),
      ...(place ? [t('order_mail_place', { place: oneLine(place) })] : []),
    ];
    const deliveryText = deliveryLines.length > 0 ? `${deliveryLines.join('\n')}\n\n` : '';
    const totals = orderTotalRows(order, t, money, { net: false })
      .map(([label, amount]) => `${label}: ${amount}`)
      .join('\n');

    const mailTo = (person: (typeof people)[number]): MailMessage => ({
      to: person.email,
      language,
      // Issue 16 item 5: the tax invoice goes with the confirmation.
      ...(order.invoiceNumber === null ? {} : { invoiceOrderId: order.id }),
      subject: t('order_mail_subject', { reference: order.reference }),
      text: t('order_mail_body', {
        name: oneLine(fullName(person)),
        reference: order.reference,
        ordered_for: forSomeoneElse
          ? t('order_mail_for', { name: oneLine(fullName(recipient)) })
          : '',
        lines:
          deliveryText +
          lineText +
          (order.kitchenNote
            ? `\n\n${t('order_mail_note', { note: oneLine(order.kitchenNote) })}`
            : ''),
        totals,
        link: `${publicUrl}/order-status/${order.reference}`,
      }),
    });
    return people.map(mailTo);
  });
}
