import type { DomainMessages } from './define';

/** Issue 7 back office, content: server messages owned by that module (pages, settings, contact). */
const en = {
  admin_slug_invalid:
    'Use lower-case letters, digits and single hyphens only (for example "opening-offer").',
  admin_page_required:
    'The storefront links to this page (about, privacy, terms): it can be edited but not deleted or unpublished.',
  admin_currency_unsupported: 'The shop cannot price in this currency.',
  admin_currency_digits:
    'Prices are stored in the current currency’s smallest unit; choose a currency with the same number of decimals.',
  admin_amount_decimals: 'This amount has more decimals than the currency allows.',
  admin_message_handled: 'The message is marked as handled.',
  admin_message_unhandled: 'The message is marked as not handled.',
  admin_mail_retried: 'The mail is queued to be sent again.',
  admin_mail_not_failed: 'This mail is no longer waiting for a retry.',
} as const;

export const adminContentMessages: DomainMessages<typeof en> = {
  en,
  fr: {
    admin_slug_invalid:
      'Utilisez uniquement des minuscules, des chiffres et des tirets simples (par exemple « offre-ouverture »).',
    admin_page_required:
      'La boutique renvoie vers cette page (à propos, confidentialité, conditions) : elle peut être modifiée, mais ni supprimée ni dépubliée.',
    admin_currency_unsupported: 'La boutique ne peut pas afficher de prix dans cette devise.',
    admin_currency_digits:
      'Les prix sont enregistrés dans la plus petite unité de la devise actuelle ; choisissez une devise avec le même nombre de décimales.',
    admin_amount_decimals: 'Ce montant a plus de décimales que la devise n’en permet.',
    admin_message_handled: 'Le message est marqué comme traité.',
    admin_message_unhandled: 'Le message est marqué comme non traité.',
    admin_mail_retried: 'Le mail est de nouveau en file d’envoi.',
    admin_mail_not_failed: 'Ce mail n’attend plus de nouvel essai.',
  },
  de: {
    admin_slug_invalid:
      'Verwenden Sie nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (zum Beispiel „eroeffnungs-angebot“).',
    admin_page_required:
      'Der Shop verlinkt auf diese Seite (Über uns, Datenschutz, AGB): Sie kann bearbeitet, aber nicht gelöscht oder verborgen werden.',
    admin_currency_unsupported: 'Der Shop kann in dieser Währung keine Preise führen.',
    admin_currency_digits:
      'Preise werden in der kleinsten Einheit der aktuellen Währung gespeichert; wählen Sie eine Währung mit gleich vielen Nachkommastellen.',
    admin_amount_decimals: 'Dieser Betrag hat mehr Nachkommastellen, als die Währung erlaubt.',
    admin_message_handled: 'Die Nachricht ist als erledigt markiert.',
    admin_message_unhandled: 'Die Nachricht ist als nicht erledigt markiert.',
    admin_mail_retried: 'Die E-Mail wird erneut gesendet.',
    admin_mail_not_failed: 'Diese E-Mail wartet nicht mehr auf einen neuen Versuch.',
  },
  ae: {
    admin_slug_invalid:
      'استخدم الأحرف اللاتينية الصغيرة والأرقام وشرطات مفردة فقط (مثل "opening-offer").',
    admin_page_required:
      'يرتبط المتجر بهذه الصفحة (من نحن، الخصوصية، الشروط): يمكن تعديلها لكن لا يمكن حذفها أو إلغاء نشرها.',
    admin_currency_unsupported: 'لا يستطيع المتجر التسعير بهذه العملة.',
    admin_currency_digits:
      'تُخزَّن الأسعار بأصغر وحدة للعملة الحالية؛ اختر عملة لها العدد نفسه من المنازل العشرية.',
    admin_amount_decimals: 'يحتوي هذا المبلغ على منازل عشرية أكثر مما تسمح به العملة.',
    admin_message_handled: 'تم وضع علامة "تمت المعالجة" على الرسالة.',
    admin_message_unhandled: 'تم وضع علامة "لم تتم المعالجة" على الرسالة.',
    admin_mail_retried: 'تمت إعادة البريد إلى قائمة الإرسال.',
    admin_mail_not_failed: 'هذا البريد لم يعد بانتظار إعادة المحاولة.',
  },
  ka: {
    admin_slug_invalid:
      'გამოიყენეთ მხოლოდ ლათინური პატარა ასოები, ციფრები და ერთმაგი დეფისები (მაგალითად „opening-offer“).',
    admin_page_required:
      'მაღაზია ამ გვერდზე მიუთითებს (ჩვენ შესახებ, კონფიდენციალურობა, პირობები): მისი რედაქტირება შეიძლება, წაშლა ან გამოქვეყნების გაუქმება — არა.',
    admin_currency_unsupported: 'მაღაზია ამ ვალუტაში ფასებს ვერ აჩვენებს.',
    admin_currency_digits:
      'ფასები ინახება მიმდინარე ვალუტის უმცირეს ერთეულში; აირჩიეთ ვალუტა ათწილადი ნიშნების იგივე რაოდენობით.',
    admin_amount_decimals: 'ამ თანხას იმაზე მეტი ათწილადი ნიშანი აქვს, ვიდრე ვალუტა იძლევა.',
    admin_message_handled: 'შეტყობინება მონიშნულია დამუშავებულად.',
    admin_message_unhandled: 'შეტყობინება მონიშნულია დაუმუშავებლად.',
    admin_mail_retried: 'წერილი ხელახლა გასაგზავნად ჩადგა რიგში.',
    admin_mail_not_failed: 'ეს წერილი აღარ ელოდება ხელახალ მცდელობას.',
  },
};
