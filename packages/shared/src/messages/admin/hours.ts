import type { DomainMessages } from './define';

/**
 * Issue 15 opening hours: the back office's checks of a schedule and the storefront's notices
 * when the shop is closed (`when` is the next opening, written in the caller's language).
 */
const en = {
  hours_time_invalid: 'Enter a time as hours and minutes, for example 11:30.',
  hours_time_zone: 'Choose a time zone from the list.',
  hours_window_order: 'The closing time must be after the opening time.',
  hours_window_overlap: 'This window overlaps another one on the same day.',
  hours_closure_dates: 'The last day must not be before the first day.',
  hours_saved: 'Opening hours saved.',
  shop_closed_opens: 'We are closed at the moment. Ordering opens {{when}}.',
  shop_closed_order_ahead:
    'We are closed at the moment. You can order now; we prepare your order when we open {{when}}.',
  shop_closed_no_opening: 'We are closed at the moment and are not taking orders.',
  orders_paused:
    'We are not taking new orders right now: the kitchen is catching up. Please try again in a little while.',
  orders_paused_saved: 'Orders are paused.',
  orders_resumed_saved: 'Orders are open again.',
  hours_slot_cutoff: 'The order cut-off must be at or before the start of delivery.',
  hours_slot_place: 'Choose a building or a university.',
  slots_saved: 'Delivery slots saved.',
  delivery_slot_unknown:
    'This delivery time is not available for your address. Please choose another.',
  delivery_slot_closed: 'Orders for this delivery time have closed. Please choose another.',
  delivery_slot_full: 'This delivery time has just been fully booked. Please choose another.',
  delivery_asap_unavailable:
    'Delivery as soon as possible is not available now. Please choose a delivery time.',
  delivery_none_left: 'No delivery time is left to book. Please try again later.',
  order_mail_delivery: 'Delivery: {{when}}',
  order_mail_delivery_asap: 'Delivery: as soon as possible, around {{when}}',
  order_mail_place: 'Delivered to: {{place}}',
  order_mail_note: 'Note for the kitchen: {{note}}',
  kitchen_step_saved: 'The order has moved to the next step.',
  kitchen_step_stale: 'This order is not at that step any more. The board shows where it is now.',
  kitchen_mail_subject: 'Your order {{reference}} is on its way',
  kitchen_mail_body:
    'Hello {{name}},\n\nYour order {{reference}} has left the kitchen and is on its way.{{when}}\n\nFollow it here: {{link}}',
  kitchen_mail_when: ' Expected: {{when}}.',
} as const;

export const adminHoursMessages: DomainMessages<typeof en> = {
  en,
  fr: {
    hours_time_invalid: 'Saisissez une heure en heures et minutes, par exemple 11:30.',
    hours_time_zone: 'Choisissez un fuseau horaire dans la liste.',
    hours_window_order: 'L’heure de fermeture doit être après l’heure d’ouverture.',
    hours_window_overlap: 'Ce créneau chevauche un autre créneau du même jour.',
    hours_closure_dates: 'Le dernier jour ne peut pas précéder le premier.',
    hours_saved: 'Horaires d’ouverture enregistrés.',
    shop_closed_opens: 'Nous sommes fermés pour le moment. Les commandes ouvrent {{when}}.',
    shop_closed_order_ahead:
      'Nous sommes fermés pour le moment. Vous pouvez commander dès maintenant ; nous préparerons votre commande à l’ouverture, {{when}}.',
    shop_closed_no_opening: 'Nous sommes fermés pour le moment et ne prenons pas de commandes.',
    orders_paused:
      'Nous ne prenons pas de nouvelles commandes pour le moment : la cuisine rattrape son retard. Réessayez dans un moment.',
    orders_paused_saved: 'Les commandes sont en pause.',
    orders_resumed_saved: 'Les commandes sont rouvertes.',
    hours_slot_cutoff: 'La limite de commande doit être au plus tard au début de la livraison.',
    hours_slot_place: 'Choisissez un immeuble ou une université.',
    slots_saved: 'Créneaux de livraison enregistrés.',
    delivery_slot_unknown:
      'Ce créneau de livraison n’est pas disponible pour votre adresse. Veuillez en choisir un autre.',
    delivery_slot_closed:
      'Les commandes pour ce créneau de livraison sont closes. Veuillez en choisir un autre.',
    delivery_slot_full:
      'Ce créneau de livraison vient d’être complet. Veuillez en choisir un autre.',
    delivery_asap_unavailable:
      'La livraison au plus vite n’est pas disponible maintenant. Veuillez choisir un créneau.',
    delivery_none_left:
      'Plus aucun créneau de livraison n’est disponible. Veuillez réessayer plus tard.',
    order_mail_delivery: 'Livraison : {{when}}',
    order_mail_delivery_asap: 'Livraison : au plus vite, vers {{when}}',
    order_mail_place: 'Livré à : {{place}}',
    order_mail_note: 'Note pour la cuisine : {{note}}',
    kitchen_step_saved: 'La commande est passée à l’étape suivante.',
    kitchen_step_stale:
      'Cette commande n’en est plus à cette étape. Le tableau montre où elle en est.',
    kitchen_mail_subject: 'Votre commande {{reference}} est en route',
    kitchen_mail_body:
      'Bonjour {{name}},\n\nVotre commande {{reference}} a quitté la cuisine et est en route.{{when}}\n\nSuivez-la ici : {{link}}',
    kitchen_mail_when: ' Prévue : {{when}}.',
  },
  de: {
    hours_time_invalid: 'Geben Sie eine Uhrzeit in Stunden und Minuten ein, zum Beispiel 11:30.',
    hours_time_zone: 'Wählen Sie eine Zeitzone aus der Liste.',
    hours_window_order: 'Die Schließzeit muss nach der Öffnungszeit liegen.',
    hours_window_overlap: 'Dieses Zeitfenster überschneidet sich mit einem anderen am selben Tag.',
    hours_closure_dates: 'Der letzte Tag darf nicht vor dem ersten liegen.',
    hours_saved: 'Öffnungszeiten gespeichert.',
    shop_closed_opens: 'Wir haben gerade geschlossen. Bestellungen sind wieder möglich: {{when}}.',
    shop_closed_order_ahead:
      'Wir haben gerade geschlossen. Sie können jetzt bestellen; wir bereiten Ihre Bestellung zu, sobald wir öffnen: {{when}}.',
    shop_closed_no_opening: 'Wir haben gerade geschlossen und nehmen keine Bestellungen an.',
    orders_paused:
      'Wir nehmen gerade keine neuen Bestellungen an: Die Küche holt auf. Bitte versuchen Sie es gleich noch einmal.',
    orders_paused_saved: 'Bestellungen sind pausiert.',
    orders_resumed_saved: 'Bestellungen sind wieder möglich.',
    hours_slot_cutoff: 'Der Bestellschluss muss spätestens zu Beginn der Lieferung liegen.',
    hours_slot_place: 'Wählen Sie ein Gebäude oder eine Universität.',
    slots_saved: 'Lieferzeiten gespeichert.',
    delivery_slot_unknown:
      'Diese Lieferzeit ist für Ihre Adresse nicht verfügbar. Bitte wählen Sie eine andere.',
    delivery_slot_closed: 'Für diese Lieferzeit ist Bestellschluss. Bitte wählen Sie eine andere.',
    delivery_slot_full: 'Diese Lieferzeit ist gerade ausgebucht. Bitte wählen Sie eine andere.',
    delivery_asap_unavailable:
      'Lieferung so schnell wie möglich ist gerade nicht verfügbar. Bitte wählen Sie eine Lieferzeit.',
    delivery_none_left: 'Es ist keine Lieferzeit mehr frei. Bitte versuchen Sie es später erneut.',
    order_mail_delivery: 'Lieferung: {{when}}',
    order_mail_delivery_asap: 'Lieferung: so schnell wie möglich, gegen {{when}}',
    order_mail_place: 'Geliefert an: {{place}}',
    order_mail_note: 'Hinweis für die Küche: {{note}}',
    kitchen_step_saved: 'Die Bestellung ist einen Schritt weiter.',
    kitchen_step_stale:
      'Diese Bestellung ist nicht mehr bei diesem Schritt. Die Tafel zeigt, wo sie jetzt ist.',
    kitchen_mail_subject: 'Ihre Bestellung {{reference}} ist unterwegs',
    kitchen_mail_body:
      'Hallo {{name}},\n\nIhre Bestellung {{reference}} hat die Küche verlassen und ist unterwegs.{{when}}\n\nHier verfolgen: {{link}}',
    kitchen_mail_when: ' Erwartet: {{when}}.',
  },
  ae: {
    hours_time_invalid: 'أدخل الوقت بالساعات والدقائق، مثل 11:30.',
    hours_time_zone: 'اختر منطقة زمنية من القائمة.',
    hours_window_order: 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.',
    hours_window_overlap: 'هذه الفترة تتداخل مع فترة أخرى في اليوم نفسه.',
    hours_closure_dates: 'يجب ألا يكون اليوم الأخير قبل اليوم الأول.',
    hours_saved: 'تم حفظ ساعات العمل.',
    shop_closed_opens: 'نحن مغلقون حاليًا. يبدأ استقبال الطلبات {{when}}.',
    shop_closed_order_ahead:
      'نحن مغلقون حاليًا. يمكنك الطلب الآن، وسنحضّر طلبك عند الافتتاح {{when}}.',
    shop_closed_no_opening: 'نحن مغلقون حاليًا ولا نستقبل طلبات.',
    orders_paused: 'لا نستقبل طلبات جديدة الآن: المطبخ يلحق بالطلبات. يُرجى المحاولة بعد قليل.',
    orders_paused_saved: 'تم إيقاف الطلبات مؤقتًا.',
    orders_resumed_saved: 'عادت الطلبات مفتوحة.',
    hours_slot_cutoff: 'يجب أن يكون آخر موعد للطلب عند بداية التوصيل أو قبلها.',
    hours_slot_place: 'اختر مبنى أو جامعة.',
    slots_saved: 'تم حفظ مواعيد التوصيل.',
    delivery_slot_unknown: 'موعد التوصيل هذا غير متاح لعنوانك. يرجى اختيار موعد آخر.',
    delivery_slot_closed: 'انتهى وقت الطلب لموعد التوصيل هذا. يرجى اختيار موعد آخر.',
    delivery_slot_full: 'اكتمل حجز موعد التوصيل هذا للتو. يرجى اختيار موعد آخر.',
    delivery_asap_unavailable: 'التوصيل بأسرع وقت غير متاح الآن. يرجى اختيار موعد للتوصيل.',
    delivery_none_left: 'لم يعد هناك موعد توصيل متاح للحجز. يرجى المحاولة لاحقًا.',
    order_mail_delivery: 'التوصيل: {{when}}',
    order_mail_delivery_asap: 'التوصيل: بأسرع وقت، نحو {{when}}',
    order_mail_place: 'التوصيل إلى: {{place}}',
    order_mail_note: 'ملاحظة للمطبخ: {{note}}',
    kitchen_step_saved: 'انتقل الطلب إلى الخطوة التالية.',
    kitchen_step_stale: 'لم يعد هذا الطلب في تلك الخطوة. تعرض اللوحة مكانه الآن.',
    kitchen_mail_subject: 'طلبك {{reference}} في الطريق',
    kitchen_mail_body:
      'مرحبًا {{name}}،\n\nغادر طلبك {{reference}} المطبخ وهو في الطريق إليك.{{when}}\n\nتابعه هنا: {{link}}',
    kitchen_mail_when: ' الموعد المتوقع: {{when}}.',
  },
  ka: {
    hours_time_invalid: 'შეიყვანეთ დრო საათებითა და წუთებით, მაგალითად 11:30.',
    hours_time_zone: 'აირჩიეთ სასაათო სარტყელი სიიდან.',
    hours_window_order: 'დახურვის დრო გახსნის დროის შემდეგ უნდა იყოს.',
    hours_window_overlap: 'ეს ინტერვალი იმავე დღის სხვა ინტერვალს ემთხვევა.',
    hours_closure_dates: 'ბოლო დღე პირველ დღეზე ადრე არ უნდა იყოს.',
    hours_saved: 'სამუშაო საათები შენახულია.',
    shop_closed_opens: 'ამჟამად დახურული ვართ. შეკვეთების მიღება დაიწყება: {{when}}.',
    shop_closed_order_ahead:
      'ამჟამად დახურული ვართ. შეგიძლიათ შეუკვეთოთ ახლავე; შეკვეთას გახსნისთანავე მოვამზადებთ: {{when}}.',
    shop_closed_no_opening: 'ამჟამად დახურული ვართ და შეკვეთებს არ ვიღებთ.',
    orders_paused: 'ახლა ახალ შეკვეთებს არ ვიღებთ: სამზარეულო ასწრებს. გთხოვთ, ცოტა ხანში სცადოთ.',
    orders_paused_saved: 'შეკვეთები შეჩერებულია.',
    orders_resumed_saved: 'შეკვეთები ისევ ღიაა.',
    hours_slot_cutoff: 'შეკვეთის ბოლო ვადა მიწოდების დაწყებამდე ან მის დროს უნდა იყოს.',
    hours_slot_place: 'აირჩიეთ შენობა ან უნივერსიტეტი.',
    slots_saved: 'მიწოდების დროები შენახულია.',
    delivery_slot_unknown:
      'მიწოდების ეს დრო თქვენი მისამართისთვის მიუწვდომელია. გთხოვთ, აირჩიოთ სხვა.',
    delivery_slot_closed:
      'მიწოდების ამ დროისთვის შეკვეთების მიღება დასრულდა. გთხოვთ, აირჩიოთ სხვა.',
    delivery_slot_full: 'მიწოდების ეს დრო ახლახან შეივსო. გთხოვთ, აირჩიოთ სხვა.',
    delivery_asap_unavailable:
      'რაც შეიძლება მალე მიწოდება ახლა მიუწვდომელია. გთხოვთ, აირჩიოთ მიწოდების დრო.',
    delivery_none_left: 'მიწოდების თავისუფალი დრო აღარ დარჩა. გთხოვთ, სცადოთ მოგვიანებით.',
    order_mail_delivery: 'მიწოდება: {{when}}',
    order_mail_delivery_asap: 'მიწოდება: რაც შეიძლება მალე, დაახლოებით {{when}}',
    order_mail_place: 'მიტანის ადგილი: {{place}}',
    order_mail_note: 'შენიშვნა სამზარეულოსთვის: {{note}}',
    kitchen_step_saved: 'შეკვეთა შემდეგ ეტაპზე გადავიდა.',
    kitchen_step_stale: 'ეს შეკვეთა ამ ეტაპზე აღარ არის. დაფა აჩვენებს, სად არის ახლა.',
    kitchen_mail_subject: 'თქვენი შეკვეთა {{reference}} გზაშია',
    kitchen_mail_body:
      'გამარჯობა {{name}},\n\nთქვენმა შეკვეთამ {{reference}} დატოვა სამზარეულო და გზაშია.{{when}}\n\nთვალი ადევნეთ აქ: {{link}}',
    kitchen_mail_when: ' მოსალოდნელია: {{when}}.',
  },
};
