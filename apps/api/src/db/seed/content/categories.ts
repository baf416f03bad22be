import type { CategorySeed } from './types';

/** Menu categories, in display order; combos pick from them too. */
export const categories: readonly CategorySeed[] = [
  {
    slug: 'mains',
    hue: 22,
    art: { emoji: 'curry-rice', accents: ['poultry-leg'] },
    name: {
      en: 'Mains',
      fr: 'Plats principaux',
      de: 'Hauptgerichte',
      ae: 'الأطباق الرئيسية',
      ka: 'ძირითადი კერძები',
    },
  },
  {
    slug: 'wraps-sandwiches',
    hue: 38,
    art: { emoji: 'stuffed-flatbread', accents: ['hamburger'] },
    name: {
      en: 'Wraps & Sandwiches',
      fr: 'Wraps et sandwichs',
      de: 'Wraps & Sandwiches',
      ae: 'اللفائف والساندويتشات',
      ka: 'რულეტები და სენდვიჩები',
    },
  },
  {
    slug: 'salads',
    hue: 95,
    art: { emoji: 'green-salad', accents: ['avocado'] },
    name: {
      en: 'Salads',
      fr: 'Salades',
      de: 'Salate',
      ae: 'السلطات',
      ka: 'სალათები',
    },
  },
  {
    slug: 'soups',
    hue: 8,
    art: { emoji: 'bowl-with-spoon', accents: ['lemon'] },
    name: {
      en: 'Soups',
      fr: 'Soupes',
      de: 'Suppen',
      ae: 'الشوربات',
      ka: 'წვნიანები',
    },
  },
  {
    slug: 'sides',
    hue: 50,
    art: { emoji: 'french-fries', accents: ['falafel'] },
    name: {
      en: 'Sides & Mezze',
      fr: 'Accompagnements et mezzés',
      de: 'Beilagen & Mezze',
      ae: 'المقبلات والأطباق الجانبية',
      ka: 'გარნირები და მეზე',
    },
  },
  {
    slug: 'desserts',
    hue: 335,
    art: { emoji: 'shortcake', accents: ['honey-pot'] },
    name: {
      en: 'Desserts',
      fr: 'Desserts',
      de: 'Desserts',
      ae: 'الحلويات',
      ka: 'დესერტები',
    },
  },
  {
    slug: 'drinks',
    hue: 190,
    art: { emoji: 'tropical-drink', accents: ['teacup-without-handle'] },
    name: {
      en: 'Drinks',
      fr: 'Boissons',
      de: 'Getränke',
      ae: 'المشروبات',
      ka: 'სასმელები',
    },
  },
];
