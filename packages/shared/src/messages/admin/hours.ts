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
  },
};
