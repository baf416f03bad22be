import type { DomainMessages } from './define';

/** Issue 7 back office, places: server messages owned by that module. */
const en = {
  admin_iso_code_invalid: 'Please enter the two-letter ISO country code (for example BH).',
  admin_city_unknown: 'This city does not exist.',
  admin_company_unknown: 'This company does not exist.',
  admin_place_moved_in_use:
    'Records already use this place, so it cannot move elsewhere. Add a new one instead.',
  admin_subscription_not_running: 'Only a subscription that has not ended yet can be ended.',
  admin_subscription_ended: 'The subscription has ended.',
} as const;

export const adminPlacesMessages: DomainMessages<typeof en> = {
  en,
  fr: {
    admin_iso_code_invalid: 'Veuillez saisir le code ISO du pays en deux lettres (par exemple BH).',
    admin_city_unknown: 'Cette ville n’existe pas.',
    admin_company_unknown: 'Cette entreprise n’existe pas.',
    admin_place_moved_in_use:
      'Des enregistrements utilisent déjà ce lieu : il ne peut pas être déplacé. Créez-en plutôt un nouveau.',
    admin_subscription_not_running:
      'Seul un abonnement qui n’est pas encore terminé peut être arrêté.',
    admin_subscription_ended: 'L’abonnement est terminé.',
  },
  de: {
    admin_iso_code_invalid:
      'Bitte geben Sie den zweistelligen ISO-Ländercode ein (zum Beispiel BH).',
    admin_city_unknown: 'Diese Stadt gibt es nicht.',
    admin_company_unknown: 'Dieses Unternehmen gibt es nicht.',
    admin_place_moved_in_use:
      'Andere Einträge verwenden diesen Ort bereits, daher kann er nicht verlegt werden. Legen Sie stattdessen einen neuen an.',
    admin_subscription_not_running:
      'Nur ein Abonnement, das noch nicht abgelaufen ist, kann beendet werden.',
    admin_subscription_ended: 'Das Abonnement wurde beendet.',
  },
  ae: {
    admin_iso_code_invalid: 'يرجى إدخال رمز ISO للدولة المكوّن من حرفين (مثل BH).',
    admin_city_unknown: 'هذه المدينة غير موجودة.',
    admin_company_unknown: 'هذه الشركة غير موجودة.',
    admin_place_moved_in_use:
      'تستخدم سجلات أخرى هذا المكان بالفعل، لذا لا يمكن نقله. أضف مكانًا جديدًا بدلاً من ذلك.',
    admin_subscription_not_running: 'لا يمكن إنهاء إلا اشتراك لم ينتهِ بعد.',
    admin_subscription_ended: 'تم إنهاء الاشتراك.',
  },
  ka: {
    admin_iso_code_invalid: 'გთხოვთ, შეიყვანოთ ქვეყნის ორასოიანი ISO კოდი (მაგალითად BH).',
    admin_city_unknown: 'ეს ქალაქი არ არსებობს.',
    admin_company_unknown: 'ეს კომპანია არ არსებობს.',
    admin_place_moved_in_use:
      'ამ ადგილს უკვე იყენებენ სხვა ჩანაწერები, ამიტომ მისი გადატანა შეუძლებელია. სანაცვლოდ დაამატეთ ახალი.',
    admin_subscription_not_running:
      'დასრულება შეიძლება მხოლოდ იმ გამოწერის, რომელიც ჯერ არ დასრულებულა.',
    admin_subscription_ended: 'გამოწერა დასრულდა.',
  },
};
