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
  },
};
