import type { DomainMessages } from './define';

/**
 * Issue 16 item 6, payments that need an operator and refunds (decision 067): the back office's
 * answers and checks, and the mail a customer gets when money goes back.
 */
const en = {
  payment_problem_note_required: 'Say how the payment was dealt with.',
  payment_problem_resolved: 'Marked as dealt with.',
  payment_problem_already_resolved: 'This payment problem was already dealt with.',
  refund_reason_required: 'Give the reason for the refund.',
  refund_amount_invalid: 'Enter an amount greater than zero.',
  refund_exceeds: 'At most {{amount}} of this payment can still be refunded.',
  refund_nothing_taken: 'This payment took no money, so there is nothing to refund.',
  refund_request_reused: 'This refund form was already sent for another payment or amount.',
  refund_failed: 'The payment provider did not make the refund: {{reason}}',
  refund_unconfirmed:
    'The payment provider did not answer. Send the form again: the refund is made only once.',
  refund_made: 'Refund made.',
  refund_pending: 'Refund sent; the payment provider confirms it shortly.',
  refund_mail_subject: 'Refund for your order {{reference}}',
  refund_mail_body: 'We have refunded {{amount}} of your payment for the order {{reference}}.',
  refund_mail_reason: 'Reason: {{reason}}',
  refund_mail_cancelled: 'The order is cancelled.',
  refund_mail_timing: 'Depending on your bank, it can take 5 to 10 days to show on your statement.',
  refund_reason_cancelled: 'The order was cancelled.',
  order_cancelled_refunded: 'Order cancelled and {{amount}} refunded.',
  order_cancelled_refund_pending:
    'Order cancelled; the refund of {{amount}} is sent and the payment provider confirms it shortly.',
  order_cancelled_refund_failed:
    'Order cancelled, but the payment provider did not make the refund of {{amount}}: {{reason}}. It waits under “Payments that need you”.',
  order_cancelled_refund_unconfirmed:
    'Order cancelled, but the payment provider did not answer about the refund of {{amount}}. It waits under “Payments that need you”: try it again there.',
  credit_note_title: 'Credit note',
  credit_note_number: 'Credit note no.',
  credit_note_date: 'Date',
  credit_note_invoice: 'Cancels invoice',
  credit_note_footer: 'This credit note cancels the invoice named above: the order was cancelled.',
  credit_note_not_ready:
    'This order has no credit note: only a paid order that was cancelled has one.',
  credit_note_amount: 'Amount credited',
} as const;

export const adminPaymentsMessages: DomainMessages<typeof en> = {
  en,
  fr: {
    payment_problem_note_required: 'Indiquez comment le paiement a été traité.',
    payment_problem_resolved: 'Marqué comme traité.',
    payment_problem_already_resolved: 'Ce problème de paiement a déjà été traité.',
    refund_reason_required: 'Indiquez le motif du remboursement.',
    refund_amount_invalid: 'Saisissez un montant supérieur à zéro.',
    refund_exceeds: 'Il reste au plus {{amount}} à rembourser sur ce paiement.',
    refund_nothing_taken: 'Ce paiement n’a rien encaissé : il n’y a rien à rembourser.',
    refund_request_reused:
      'Ce formulaire de remboursement a déjà été envoyé pour un autre paiement ou montant.',
    refund_failed: 'Le prestataire de paiement n’a pas effectué le remboursement : {{reason}}',
    refund_unconfirmed:
      'Le prestataire de paiement n’a pas répondu. Renvoyez le formulaire : le remboursement n’est effectué qu’une fois.',
    refund_made: 'Remboursement effectué.',
    refund_pending: 'Remboursement envoyé ; le prestataire de paiement le confirme sous peu.',
    refund_mail_subject: 'Remboursement de votre commande {{reference}}',
    refund_mail_body:
      'Nous vous avons remboursé {{amount}} de votre paiement pour la commande {{reference}}.',
    refund_mail_reason: 'Motif : {{reason}}',
    refund_mail_cancelled: 'La commande est annulée.',
    refund_mail_timing:
      'Selon votre banque, il peut falloir 5 à 10 jours pour qu’il apparaisse sur votre relevé.',
    refund_reason_cancelled: 'La commande a été annulée.',
    order_cancelled_refunded: 'Commande annulée et {{amount}} remboursés.',
    order_cancelled_refund_pending:
      'Commande annulée ; le remboursement de {{amount}} est envoyé et le prestataire de paiement le confirme sous peu.',
    order_cancelled_refund_failed:
      'Commande annulée, mais le prestataire de paiement n’a pas effectué le remboursement de {{amount}} : {{reason}}. Il attend dans « Paiements à traiter ».',
    order_cancelled_refund_unconfirmed:
      'Commande annulée, mais le prestataire de paiement n’a pas répondu pour le remboursement de {{amount}}. Il attend dans « Paiements à traiter » : réessayez-le là.',
    credit_note_title: 'Avoir',
    credit_note_number: 'Avoir n°',
    credit_note_date: 'Date',
    credit_note_invoice: 'Annule la facture',
    credit_note_footer:
      'Cet avoir annule la facture indiquée ci-dessus : la commande a été annulée.',
    credit_note_not_ready:
      'Cette commande n’a pas d’avoir : seule une commande payée puis annulée en a un.',
    credit_note_amount: 'Montant crédité',
  },
  de: {
    payment_problem_note_required: 'Geben Sie an, wie die Zahlung erledigt wurde.',
    payment_problem_resolved: 'Als erledigt markiert.',
    payment_problem_already_resolved: 'Dieses Zahlungsproblem wurde bereits erledigt.',
    refund_reason_required: 'Geben Sie den Grund der Erstattung an.',
    refund_amount_invalid: 'Geben Sie einen Betrag größer als null ein.',
    refund_exceeds: 'Von dieser Zahlung können höchstens noch {{amount}} erstattet werden.',
    refund_nothing_taken: 'Diese Zahlung hat nichts eingezogen; es gibt nichts zu erstatten.',
    refund_request_reused:
      'Dieses Erstattungsformular wurde bereits für eine andere Zahlung oder einen anderen Betrag gesendet.',
    refund_failed: 'Der Zahlungsanbieter hat die Erstattung nicht ausgeführt: {{reason}}',
    refund_unconfirmed:
      'Der Zahlungsanbieter hat nicht geantwortet. Senden Sie das Formular erneut: Die Erstattung erfolgt nur einmal.',
    refund_made: 'Erstattung ausgeführt.',
    refund_pending: 'Erstattung gesendet; der Zahlungsanbieter bestätigt sie in Kürze.',
    refund_mail_subject: 'Erstattung für Ihre Bestellung {{reference}}',
    refund_mail_body:
      'Wir haben Ihnen {{amount}} Ihrer Zahlung für die Bestellung {{reference}} erstattet.',
    refund_mail_reason: 'Grund: {{reason}}',
    refund_mail_cancelled: 'Die Bestellung ist storniert.',
    refund_mail_timing:
      'Je nach Bank kann es 5 bis 10 Tage dauern, bis die Gutschrift auf Ihrem Kontoauszug erscheint.',
    refund_reason_cancelled: 'Die Bestellung wurde storniert.',
    order_cancelled_refunded: 'Bestellung storniert und {{amount}} erstattet.',
    order_cancelled_refund_pending:
      'Bestellung storniert; die Erstattung von {{amount}} ist gesendet und der Zahlungsanbieter bestätigt sie in Kürze.',
    order_cancelled_refund_failed:
      'Bestellung storniert, aber der Zahlungsanbieter hat die Erstattung von {{amount}} nicht ausgeführt: {{reason}}. Sie wartet unter „Zu bearbeitende Zahlungen“.',
    order_cancelled_refund_unconfirmed:
      'Bestellung storniert, aber der Zahlungsanbieter hat zur Erstattung von {{amount}} nicht geantwortet. Sie wartet unter „Zu bearbeitende Zahlungen“: Versuchen Sie sie dort erneut.',
    credit_note_title: 'Gutschrift',
    credit_note_number: 'Gutschrift Nr.',
    credit_note_date: 'Datum',
    credit_note_invoice: 'Storniert Rechnung',
    credit_note_footer:
      'Diese Gutschrift storniert die oben genannte Rechnung: Die Bestellung wurde storniert.',
    credit_note_not_ready:
      'Diese Bestellung hat keine Gutschrift: Nur eine bezahlte und dann stornierte Bestellung hat eine.',
    credit_note_amount: 'Gutgeschriebener Betrag',
  },
  ae: {
    payment_problem_note_required: 'اذكر كيف تمت معالجة الدفعة.',
    payment_problem_resolved: 'تم وضع علامة "تمت المعالجة".',
    payment_problem_already_resolved: 'تمت معالجة مشكلة الدفع هذه من قبل.',
    refund_reason_required: 'اذكر سبب الاسترداد.',
    refund_amount_invalid: 'أدخل مبلغًا أكبر من صفر.',
    refund_exceeds: 'يمكن استرداد {{amount}} كحد أقصى من هذه الدفعة.',
    refund_nothing_taken: 'لم تُحصّل هذه الدفعة أي مبلغ، فلا يوجد ما يُسترد.',
    refund_request_reused: 'أُرسل نموذج الاسترداد هذا من قبل لدفعة أو مبلغ آخر.',
    refund_failed: 'لم ينفذ مزود الدفع الاسترداد: {{reason}}',
    refund_unconfirmed: 'لم يرد مزود الدفع. أرسل النموذج مرة أخرى: يتم الاسترداد مرة واحدة فقط.',
    refund_made: 'تم الاسترداد.',
    refund_pending: 'أُرسل طلب الاسترداد؛ سيؤكده مزود الدفع قريبًا.',
    refund_mail_subject: 'استرداد مبلغ طلبك {{reference}}',
    refund_mail_body: 'لقد أعدنا إليك {{amount}} من دفعتك للطلب {{reference}}.',
    refund_mail_reason: 'السبب: {{reason}}',
    refund_mail_cancelled: 'الطلب ملغى.',
    refund_mail_timing: 'قد يستغرق ظهور المبلغ في كشف حسابك من 5 إلى 10 أيام حسب مصرفك.',
    refund_reason_cancelled: 'تم إلغاء الطلب.',
    order_cancelled_refunded: 'تم إلغاء الطلب واسترداد {{amount}}.',
    order_cancelled_refund_pending:
      'تم إلغاء الطلب؛ أُرسل استرداد {{amount}} وسيؤكده مزود الدفع قريبًا.',
    order_cancelled_refund_failed:
      'تم إلغاء الطلب، لكن مزود الدفع لم ينفذ استرداد {{amount}}: {{reason}}. ينتظر في «مدفوعات تحتاج إلى تدخلك».',
    order_cancelled_refund_unconfirmed:
      'تم إلغاء الطلب، لكن مزود الدفع لم يرد بشأن استرداد {{amount}}. ينتظر في «مدفوعات تحتاج إلى تدخلك»: أعد المحاولة من هناك.',
    credit_note_title: 'إشعار دائن',
    credit_note_number: 'رقم الإشعار الدائن',
    credit_note_date: 'التاريخ',
    credit_note_invoice: 'يلغي الفاتورة',
    credit_note_footer: 'يلغي هذا الإشعار الدائن الفاتورة المذكورة أعلاه: تم إلغاء الطلب.',
    credit_note_not_ready: 'لا يوجد إشعار دائن لهذا الطلب: يصدر فقط لطلب مدفوع ثم ملغى.',
    credit_note_amount: 'المبلغ الدائن',
  },
  ka: {
    payment_problem_note_required: 'მიუთითეთ, როგორ მოგვარდა გადახდა.',
    payment_problem_resolved: 'მონიშნულია როგორც მოგვარებული.',
    payment_problem_already_resolved: 'გადახდის ეს პრობლემა უკვე მოგვარებულია.',
    refund_reason_required: 'მიუთითეთ თანხის დაბრუნების მიზეზი.',
    refund_amount_invalid: 'შეიყვანეთ ნულზე მეტი თანხა.',
    refund_exceeds: 'ამ გადახდიდან კიდევ მაქსიმუმ {{amount}} შეიძლება დაბრუნდეს.',
    refund_nothing_taken: 'ამ გადახდას თანხა არ ჩამოუჭრია, დასაბრუნებელი არაფერია.',
    refund_request_reused: 'დაბრუნების ეს ფორმა უკვე გაიგზავნა სხვა გადახდაზე ან თანხაზე.',
    refund_failed: 'გადახდის პროვაიდერმა თანხა არ დააბრუნა: {{reason}}',
    refund_unconfirmed:
      'გადახდის პროვაიდერმა არ უპასუხა. ხელახლა გაგზავნეთ ფორმა: თანხა მხოლოდ ერთხელ დაბრუნდება.',
    refund_made: 'თანხა დაბრუნდა.',
    refund_pending: 'დაბრუნება გაიგზავნა; გადახდის პროვაიდერი მალე დაადასტურებს.',
    refund_mail_subject: 'თანხის დაბრუნება თქვენი შეკვეთისთვის {{reference}}',
    refund_mail_body: 'შეკვეთის {{reference}} გადახდიდან დაგიბრუნეთ {{amount}}.',
    refund_mail_reason: 'მიზეზი: {{reason}}',
    refund_mail_cancelled: 'შეკვეთა გაუქმებულია.',
    refund_mail_timing: 'ბანკის მიხედვით, ამონაწერში ასახვას შეიძლება 5-დან 10 დღემდე დასჭირდეს.',
    refund_reason_cancelled: 'შეკვეთა გაუქმდა.',
    order_cancelled_refunded: 'შეკვეთა გაუქმდა და {{amount}} დაბრუნდა.',
    order_cancelled_refund_pending:
      'შეკვეთა გაუქმდა; {{amount}}-ის დაბრუნება გაგზავნილია და გადახდის პროვაიდერი მალე დაადასტურებს.',
    order_cancelled_refund_failed:
      'შეკვეთა გაუქმდა, მაგრამ გადახდის პროვაიდერმა {{amount}} არ დააბრუნა: {{reason}}. ის ელოდება განყოფილებაში „გადახდები, რომლებიც ყურადღებას საჭიროებს“.',
    order_cancelled_refund_unconfirmed:
      'შეკვეთა გაუქმდა, მაგრამ გადახდის პროვაიდერმა {{amount}}-ის დაბრუნებაზე არ უპასუხა. ის ელოდება განყოფილებაში „გადახდები, რომლებიც ყურადღებას საჭიროებს“: სცადეთ იქიდან ხელახლა.',
    credit_note_title: 'საკრედიტო ნოტა',
    credit_note_number: 'საკრედიტო ნოტის №',
    credit_note_date: 'თარიღი',
    credit_note_invoice: 'აუქმებს ინვოისს',
    credit_note_footer: 'ეს საკრედიტო ნოტა აუქმებს ზემოთ დასახელებულ ინვოისს: შეკვეთა გაუქმდა.',
    credit_note_not_ready:
      'ამ შეკვეთას საკრედიტო ნოტა არ აქვს: მას მხოლოდ გადახდილი და შემდეგ გაუქმებული შეკვეთა იღებს.',
    credit_note_amount: 'დაკრედიტებული თანხა',
  },
};
