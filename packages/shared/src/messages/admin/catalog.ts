import type { DomainMessages } from './define';

/** Issue 7 back office, catalog: server messages owned by that module. */
const en = {
  category_not_found: 'This category does not exist.',
  min_qty_range: 'Enter a whole number from 1 to 999.',
  step_qty_range: 'Enter a whole number from 1 to 20.',
  combo_needs_steps: 'A combo needs at least one step to choose from.',
  item_not_in_category: 'This item does not belong to the step’s category.',
  step_too_few_items: 'This step must offer at least {{qty}} item(s).',
  step_max_below_qty: 'Allow at least as many items as the customer must choose.',
  step_not_in_combo: 'This step does not belong to this combo.',
  item_in_combos:
    'This item is offered in a combo. Remove it from the combo first, or make it unavailable instead.',
  dietary_vegan_not_vegetarian: 'A vegan dish is vegetarian too: tick Vegetarian.',
  dietary_vegan_conflict: 'A vegan dish cannot contain milk, eggs, fish, crustaceans or molluscs.',
  dietary_vegetarian_conflict: 'A vegetarian dish cannot contain fish, crustaceans or molluscs.',
  dietary_gluten_free_conflict: 'A gluten-free dish cannot contain gluten.',
} as const;

export const adminCatalogMessages: DomainMessages<typeof en> = {
  en,
  fr: {
    category_not_found: 'Cette catégorie n’existe pas.',
    min_qty_range: 'Saisissez un nombre entier de 1 à 999.',
    step_qty_range: 'Saisissez un nombre entier de 1 à 20.',
    combo_needs_steps: 'Un menu a besoin d’au moins une étape de choix.',
    item_not_in_category: 'Cet article n’appartient pas à la catégorie de l’étape.',
    step_too_few_items: 'Cette étape doit proposer au moins {{qty}} article(s).',
    step_max_below_qty: 'Autorisez au moins autant d’articles que le client doit en choisir.',
    step_not_in_combo: 'Cette étape n’appartient pas à ce menu.',
    item_in_combos:
      'Cet article est proposé dans un menu. Retirez-le d’abord du menu, ou rendez-le plutôt indisponible.',
    dietary_vegan_not_vegetarian: 'Un plat végan est aussi végétarien : cochez Végétarien.',
    dietary_vegan_conflict:
      'Un plat végan ne peut contenir ni lait, ni œufs, ni poisson, ni crustacés, ni mollusques.',
    dietary_vegetarian_conflict:
      'Un plat végétarien ne peut contenir ni poisson, ni crustacés, ni mollusques.',
    dietary_gluten_free_conflict: 'Un plat sans gluten ne peut pas contenir de gluten.',
  },
  de: {
    category_not_found: 'Diese Kategorie existiert nicht.',
    min_qty_range: 'Geben Sie eine ganze Zahl von 1 bis 999 ein.',
    step_qty_range: 'Geben Sie eine ganze Zahl von 1 bis 20 ein.',
    combo_needs_steps: 'Ein Menü braucht mindestens einen Auswahlschritt.',
    item_not_in_category: 'Dieser Artikel gehört nicht zur Kategorie des Schritts.',
    step_too_few_items: 'Dieser Schritt muss mindestens {{qty}} Artikel anbieten.',
    step_max_below_qty: 'Erlauben Sie mindestens so viele Artikel, wie der Kunde wählen muss.',
    step_not_in_combo: 'Dieser Schritt gehört nicht zu diesem Menü.',
    item_in_combos:
      'Dieser Artikel wird in einem Menü angeboten. Entfernen Sie ihn zuerst aus dem Menü oder machen Sie ihn stattdessen nicht verfügbar.',
    dietary_vegan_not_vegetarian:
      'Ein veganes Gericht ist auch vegetarisch: Kreuzen Sie Vegetarisch an.',
    dietary_vegan_conflict:
      'Ein veganes Gericht darf weder Milch, Eier, Fisch, Krebstiere noch Weichtiere enthalten.',
    dietary_vegetarian_conflict:
      'Ein vegetarisches Gericht darf weder Fisch, Krebstiere noch Weichtiere enthalten.',
    dietary_gluten_free_conflict: 'Ein glutenfreies Gericht darf kein Gluten enthalten.',
  },
  ae: {
    category_not_found: 'هذه الفئة غير موجودة.',
    min_qty_range: 'أدخل عددًا صحيحًا من 1 إلى 999.',
    step_qty_range: 'أدخل عددًا صحيحًا من 1 إلى 20.',
    combo_needs_steps: 'تحتاج الوجبة المجمّعة إلى خطوة اختيار واحدة على الأقل.',
    item_not_in_category: 'هذا الصنف لا ينتمي إلى فئة هذه الخطوة.',
    step_too_few_items: 'يجب أن تعرض هذه الخطوة {{qty}} صنفًا على الأقل.',
    step_max_below_qty: 'اسمح بعدد من الأصناف لا يقل عمّا يجب على العميل اختياره.',
    step_not_in_combo: 'هذه الخطوة لا تنتمي إلى هذه الوجبة المجمّعة.',
    item_in_combos:
      'هذا الصنف معروض ضمن وجبة مجمّعة. أزله من الوجبة أولًا، أو اجعله غير متاح بدلًا من ذلك.',
    dietary_vegan_not_vegetarian: 'الطبق النباتي الصرف نباتي أيضًا: حدّد «نباتي».',
    dietary_vegan_conflict:
      'لا يمكن أن يحتوي الطبق النباتي الصرف على الحليب أو البيض أو السمك أو القشريات أو الرخويات.',
    dietary_vegetarian_conflict:
      'لا يمكن أن يحتوي الطبق النباتي على السمك أو القشريات أو الرخويات.',
    dietary_gluten_free_conflict: 'لا يمكن أن يحتوي الطبق الخالي من الغلوتين على الغلوتين.',
  },
  ka: {
    category_not_found: 'ეს კატეგორია არ არსებობს.',
    min_qty_range: 'შეიყვანეთ მთელი რიცხვი 1-დან 999-მდე.',
    step_qty_range: 'შეიყვანეთ მთელი რიცხვი 1-დან 20-მდე.',
    combo_needs_steps: 'კომბოს სჭირდება არჩევის ერთი ნაბიჯი მაინც.',
    item_not_in_category: 'ეს პროდუქტი არ ეკუთვნის ნაბიჯის კატეგორიას.',
    step_too_few_items: 'ამ ნაბიჯმა უნდა შესთავაზოს მინიმუმ {{qty}} პროდუქტი.',
    step_max_below_qty: 'დაუშვით მინიმუმ იმდენი პროდუქტი, რამდენიც მომხმარებელმა უნდა აირჩიოს.',
    step_not_in_combo: 'ეს ნაბიჯი ამ კომბოს არ ეკუთვნის.',
    item_in_combos:
      'ეს პროდუქტი კომბოშია შეთავაზებული. ჯერ კომბოდან ამოიღეთ, ან სანაცვლოდ გახადეთ მიუწვდომელი.',
    dietary_vegan_not_vegetarian: 'ვეგანური კერძი ვეგეტარიანულიცაა: მონიშნეთ „ვეგეტარიანული“.',
    dietary_vegan_conflict:
      'ვეგანური კერძი არ შეიძლება შეიცავდეს რძეს, კვერცხს, თევზს, კიბოსნაირებს ან მოლუსკებს.',
    dietary_vegetarian_conflict:
      'ვეგეტარიანული კერძი არ შეიძლება შეიცავდეს თევზს, კიბოსნაირებს ან მოლუსკებს.',
    dietary_gluten_free_conflict: 'უგლუტენო კერძი არ შეიძლება შეიცავდეს გლუტენს.',
  },
};
