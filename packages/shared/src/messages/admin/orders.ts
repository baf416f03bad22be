import type { DomainMessages } from './define';

/**
 * Issue 7 back office, orders: server messages owned by that module. The mail texts are put
 * together paragraph by paragraph (modules/admin/orders/admin-order-mail.ts); status names
 * match the storefront's (apps/web/src/i18n/locales/orders).
 */
const en = {
  admin_orders_date_range: 'The end date must not be before the start date.',
  admin_order_status_Completed: 'Completed',
  admin_order_status_Cancelled: 'Cancelled',
  admin_order_mail_subject_Completed: 'Your order {{reference}} is completed',
  admin_order_mail_subject_Cancelled: 'Your order {{reference}} was cancelled',
  admin_order_mail_greeting: 'Hello {{name}},',
  admin_order_mail_Completed:
    'Your order {{reference}}{{ordered_for}} is completed. Enjoy your meal!',
  admin_order_mail_Cancelled: 'Your order {{reference}}{{ordered_for}} was cancelled by the shop.',
  admin_order_mail_status: 'New status: {{status}}',
  admin_order_mail_not_charged: 'No payment was taken for this order.',
  admin_order_mail_refund:
    'You paid {{amount}} for this order; that amount will be refunded to you.',
  admin_order_mail_note: 'Note from the shop: {{note}}',
  admin_order_mail_link: 'You can see the order in your dashboard: {{link}}',
  admin_order_mail_for_you_Completed:
    'The order {{reference}} that {{name}} placed for you is completed. Enjoy your meal!',
  admin_order_mail_for_you_Cancelled:
    'The order {{reference}} that {{name}} placed for you was cancelled by the shop.',
  admin_order_mail_not_charged_to_you: 'Nothing was charged to you.',
} as const;

export const adminOrdersMessages: DomainMessages<typeof en> = {
  en,
  fr: {
    admin_orders_date_range: 'La date de fin ne peut pas précéder la date de début.',
    admin_order_status_Completed: 'Terminée',
    admin_order_status_Cancelled: 'Annulée',
    admin_order_mail_subject_Completed: 'Votre commande {{reference}} est terminée',
    admin_order_mail_subject_Cancelled: 'Votre commande {{reference}} a été annulée',
    admin_order_mail_greeting: 'Bonjour {{name}},',
    admin_order_mail_Completed:
      'Votre commande {{reference}}{{ordered_for}} est terminée. Bon appétit !',
    admin_order_mail_Cancelled:
      'Votre commande {{reference}}{{ordered_for}} a été annulée par la boutique.',
    admin_order_mail_status: 'Nouveau statut : {{status}}',
    admin_order_mail_not_charged: 'Aucun paiement n’a été prélevé pour cette commande.',
    admin_order_mail_refund:
      'Vous avez payé {{amount}} pour cette commande ; ce montant vous sera remboursé.',
    admin_order_mail_note: 'Note de la boutique : {{note}}',
    admin_order_mail_link:
      'Vous pouvez consulter la commande dans votre tableau de bord : {{link}}',
    admin_order_mail_for_you_Completed:
      'La commande {{reference}} que {{name}} a passée pour vous est terminée. Bon appétit !',
    admin_order_mail_for_you_Cancelled:
      'La commande {{reference}} que {{name}} a passée pour vous a été annulée par la boutique.',
    admin_order_mail_not_charged_to_you: 'Rien ne vous a été facturé.',
  },
  de: {
    admin_orders_date_range: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
    admin_order_status_Completed: 'Abgeschlossen',
    admin_order_status_Cancelled: 'Storniert',
    admin_order_mail_subject_Completed: 'Ihre Bestellung {{reference}} ist abgeschlossen',
    admin_order_mail_subject_Cancelled: 'Ihre Bestellung {{reference}} wurde storniert',
    admin_order_mail_greeting: 'Hallo {{name}},',
    admin_order_mail_Completed:
      'Ihre Bestellung {{reference}}{{ordered_for}} ist abgeschlossen. Guten Appetit!',
    admin_order_mail_Cancelled:
      'Ihre Bestellung {{reference}}{{ordered_for}} wurde vom Shop storniert.',
    admin_order_mail_status: 'Neuer Status: {{status}}',
    admin_order_mail_not_charged: 'Für diese Bestellung wurde keine Zahlung eingezogen.',
    admin_order_mail_refund:
      'Sie haben {{amount}} für diese Bestellung bezahlt; dieser Betrag wird Ihnen erstattet.',
    admin_order_mail_note: 'Hinweis des Shops: {{note}}',
    admin_order_mail_link: 'Sie finden die Bestellung in Ihrem Dashboard: {{link}}',
    admin_order_mail_for_you_Completed:
      'Die Bestellung {{reference}}, die {{name}} für Sie aufgegeben hat, ist abgeschlossen. Guten Appetit!',
    admin_order_mail_for_you_Cancelled:
      'Die Bestellung {{reference}}, die {{name}} für Sie aufgegeben hat, wurde vom Shop storniert.',
    admin_order_mail_not_charged_to_you: 'Ihnen wurde nichts berechnet.',
  },
  ae: {
    admin_orders_date_range: 'لا يجوز أن يسبق تاريخ النهاية تاريخ البداية.',
    admin_order_status_Completed: 'مكتمل',
    admin_order_status_Cancelled: 'ملغى',
    admin_order_mail_subject_Completed: 'اكتمل طلبك {{reference}}',
    admin_order_mail_subject_Cancelled: 'تم إلغاء طلبك {{reference}}',
    admin_order_mail_greeting: 'مرحباً {{name}}،',
    admin_order_mail_Completed: 'اكتمل طلبك {{reference}}{{ordered_for}}. بالهناء والشفاء!',
    admin_order_mail_Cancelled: 'ألغى المتجر طلبك {{reference}}{{ordered_for}}.',
    admin_order_mail_status: 'الحالة الجديدة: {{status}}',
    admin_order_mail_not_charged: 'لم يتم تحصيل أي مبلغ مقابل هذا الطلب.',
    admin_order_mail_refund: 'لقد دفعت {{amount}} مقابل هذا الطلب، وسيُعاد إليك هذا المبلغ.',
    admin_order_mail_note: 'ملاحظة من المتجر: {{note}}',
    admin_order_mail_link: 'يمكنك الاطلاع على الطلب في لوحة التحكم الخاصة بك: {{link}}',
    admin_order_mail_for_you_Completed:
      'اكتمل الطلب {{reference}} الذي قدّمه {{name}} من أجلك. بالهناء والشفاء!',
    admin_order_mail_for_you_Cancelled:
      'ألغى المتجر الطلب {{reference}} الذي قدّمه {{name}} من أجلك.',
    admin_order_mail_not_charged_to_you: 'لم يُحتسب عليك أي مبلغ.',
  },
  ka: {
    admin_orders_date_range: 'დასრულების თარიღი არ შეიძლება იყოს დაწყების თარიღზე ადრე.',
    admin_order_status_Completed: 'დასრულებული',
    admin_order_status_Cancelled: 'გაუქმებული',
    admin_order_mail_subject_Completed: 'თქვენი შეკვეთა {{reference}} დასრულებულია',
    admin_order_mail_subject_Cancelled: 'თქვენი შეკვეთა {{reference}} გაუქმდა',
    admin_order_mail_greeting: 'გამარჯობა, {{name}},',
    admin_order_mail_Completed:
      'თქვენი შეკვეთა {{reference}}{{ordered_for}} დასრულებულია. გემრიელად მიირთვით!',
    admin_order_mail_Cancelled: 'მაღაზიამ გააუქმა თქვენი შეკვეთა {{reference}}{{ordered_for}}.',
    admin_order_mail_status: 'ახალი სტატუსი: {{status}}',
    admin_order_mail_not_charged: 'ამ შეკვეთისთვის თანხა არ ჩამოგეჭრათ.',
    admin_order_mail_refund: 'ამ შეკვეთისთვის გადაიხადეთ {{amount}}; ეს თანხა დაგიბრუნდებათ.',
    admin_order_mail_note: 'შენიშვნა მაღაზიისგან: {{note}}',
    admin_order_mail_link: 'შეკვეთის ნახვა შეგიძლიათ თქვენს პანელში: {{link}}',
    admin_order_mail_for_you_Completed:
      '{{name}}-ის მიერ თქვენთვის გაფორმებული შეკვეთა {{reference}} დასრულებულია. გემრიელად მიირთვით!',
    admin_order_mail_for_you_Cancelled:
      '{{name}}-ის მიერ თქვენთვის გაფორმებული შეკვეთა {{reference}} მაღაზიამ გააუქმა.',
    admin_order_mail_not_charged_to_you: 'თქვენ არაფერი ჩამოგეჭრათ.',
  },
};
