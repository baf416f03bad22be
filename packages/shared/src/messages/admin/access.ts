import type { DomainMessages } from './define';

const en = {
  admin_only: 'This area is for the shop’s operators.',
  saved: 'Saved.',
  deleted: 'Deleted.',
  in_use: 'This cannot be deleted while other records use it. Make it unavailable instead.',
  duplicate_value: 'This value is already used.',
  english_required: 'Please enter the English text; the other languages fall back to it.',
} as const;

/** Messages every back-office call can give (issue 7: access, saving, deleting). */
export const adminAccessMessages: DomainMessages<typeof en> = {
  en,
  fr: {
    admin_only: 'Cet espace est réservé aux gérants de la boutique.',
    saved: 'Enregistré.',
    deleted: 'Supprimé.',
    in_use:
      'Impossible de supprimer cet élément tant que d’autres l’utilisent. Rendez-le plutôt indisponible.',
    duplicate_value: 'Cette valeur est déjà utilisée.',
    english_required:
      'Veuillez saisir le texte en anglais ; les autres langues l’utilisent par défaut.',
  },
  de: {
    admin_only: 'Dieser Bereich ist für die Betreiber des Shops.',
    saved: 'Gespeichert.',
    deleted: 'Gelöscht.',
    in_use:
      'Dies kann nicht gelöscht werden, solange andere Einträge es verwenden. Machen Sie es stattdessen nicht verfügbar.',
    duplicate_value: 'Dieser Wert wird bereits verwendet.',
    english_required:
      'Bitte geben Sie den englischen Text ein; die anderen Sprachen greifen darauf zurück.',
  },
  ae: {
    admin_only: 'هذا القسم مخصص لمشغلي المتجر.',
    saved: 'تم الحفظ.',
    deleted: 'تم الحذف.',
    in_use: 'لا يمكن حذف هذا العنصر ما دامت سجلات أخرى تستخدمه. اجعله غير متاح بدلاً من ذلك.',
    duplicate_value: 'هذه القيمة مستخدمة بالفعل.',
    english_required: 'يرجى إدخال النص الإنجليزي؛ تعود اللغات الأخرى إليه عند غيابها.',
  },
  ka: {
    admin_only: 'ეს განყოფილება მაღაზიის ოპერატორებისთვისაა.',
    saved: 'შენახულია.',
    deleted: 'წაშლილია.',
    in_use:
      'ამის წაშლა შეუძლებელია, სანამ სხვა ჩანაწერები მას იყენებს. სანაცვლოდ გახადეთ მიუწვდომელი.',
    duplicate_value: 'ეს მნიშვნელობა უკვე გამოყენებულია.',
    english_required: 'გთხოვთ, შეიყვანოთ ინგლისური ტექსტი; სხვა ენები მას იყენებს ნაგულისხმევად.',
  },
};
