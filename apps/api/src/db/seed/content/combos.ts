import type { ComboSeed, ComboStepSeed, Text } from './types';

/** Step titles shared by several combos. */
const chooseMain: Text = {
  en: 'Choose your main',
  fr: 'Choisissez votre plat',
  de: 'Wählen Sie Ihr Hauptgericht',
  ae: 'اختر طبقك الرئيسي',
  ka: 'აირჩიეთ ძირითადი კერძი',
};
const chooseTwoMains: Text = {
  en: 'Choose 2 mains',
  fr: 'Choisissez 2 plats',
  de: 'Wählen Sie 2 Hauptgerichte',
  ae: 'اختر طبقين رئيسيين',
  ka: 'აირჩიეთ 2 ძირითადი კერძი',
};
const chooseGrill: Text = {
  en: 'Choose your grill',
  fr: 'Choisissez votre grillade',
  de: 'Wählen Sie Ihr Grillgericht',
  ae: 'اختر مشاويك',
  ka: 'აირჩიეთ გრილის კერძი',
};
const pickSide: Text = {
  en: 'Pick a side',
  fr: 'Choisissez un accompagnement',
  de: 'Wählen Sie eine Beilage',
  ae: 'اختر طبقًا جانبيًا',
  ka: 'აირჩიეთ გარნირი',
};
const pickTwoSides: Text = {
  en: 'Pick 2 sides',
  fr: 'Choisissez 2 accompagnements',
  de: 'Wählen Sie 2 Beilagen',
  ae: 'اختر طبقين جانبيين',
  ka: 'აირჩიეთ 2 გარნირი',
};
const chooseDrink: Text = {
  en: 'Choose your drink',
  fr: 'Choisissez votre boisson',
  de: 'Wählen Sie Ihr Getränk',
  ae: 'اختر مشروبك',
  ka: 'აირჩიეთ სასმელი',
};
const chooseSalad: Text = {
  en: 'Choose your salad',
  fr: 'Choisissez votre salade',
  de: 'Wählen Sie Ihren Salat',
  ae: 'اختر سلطتك',
  ka: 'აირჩიეთ სალათი',
};
const chooseSoup: Text = {
  en: 'Choose your soup',
  fr: 'Choisissez votre soupe',
  de: 'Wählen Sie Ihre Suppe',
  ae: 'اختر الشوربة',
  ka: 'აირჩიეთ წვნიანი',
};
const chooseDessert: Text = {
  en: 'Choose a dessert',
  fr: 'Choisissez un dessert',
  de: 'Wählen Sie ein Dessert',
  ae: 'اختر حلوى',
  ka: 'აირჩიეთ დესერტი',
};
const chooseTwoDesserts: Text = {
  en: 'Choose 2 desserts',
  fr: 'Choisissez 2 desserts',
  de: 'Wählen Sie 2 Desserts',
  ae: 'اختر نوعين من الحلوى',
  ka: 'აირჩიეთ 2 დესერტი',
};
const chooseWrap: Text = {
  en: 'Choose your wrap or sandwich',
  fr: 'Choisissez votre wrap ou sandwich',
  de: 'Wählen Sie Ihren Wrap oder Ihr Sandwich',
  ae: 'اختر اللفافة أو الساندويتش',
  ka: 'აირჩიეთ რულეტი ან სენდვიჩი',
};
const chooseBurger: Text = {
  en: 'Choose your burger or sandwich',
  fr: 'Choisissez votre burger ou sandwich',
  de: 'Wählen Sie Ihren Burger oder Ihr Sandwich',
  ae: 'اختر البرغر أو الساندويتش',
  ka: 'აირჩიეთ ბურგერი ან სენდვიჩი',
};

/** A step's pick: an item's slug, or the slug and the pick's surcharge in fils. */
type Choice = string | readonly [item: string, priceMinor: number];

/** A combo step: choose `qty` (up to `extras.maxQty`) of the listed items of `category`. */
function step(
  category: string,
  qty: number,
  title: Text,
  choices: readonly Choice[],
  extras?: Pick<ComboStepSeed, 'maxQty' | 'extraPriceMinor'>,
): ComboStepSeed {
  return {
    category,
    qty,
    ...extras,
    title,
    choices: choices.map((choice) =>
      typeof choice === 'string' ? { item: choice } : { item: choice[0], priceMinor: choice[1] },
    ),
  };
}

/**
 * Combos: a base price plus each pick's surcharge (DESIGN §5). Every choice belongs to the step's
 * category, which the seed test checks.
 */
export const combos: readonly ComboSeed[] = [
  {
    slug: 'office-lunch-box',
    priceMinor: 2500,
    isFeatured: true,
    emoji: ['curry-rice', 'french-fries', 'teacup-without-handle'],
    title: {
      en: 'Office Lunch Box',
      fr: 'Lunch box du bureau',
      de: 'Büro-Lunchbox',
      ae: 'علبة غداء المكتب',
      ka: 'საოფისე სადილის ყუთი',
    },
    description: {
      en: 'A hearty main, a side and a drink: everything you need between two meetings.',
      fr: 'Un plat copieux, un accompagnement et une boisson : tout ce qu’il faut entre deux réunions.',
      de: 'Ein herzhaftes Hauptgericht, eine Beilage und ein Getränk: alles, was Sie zwischen zwei Meetings brauchen.',
      ae: 'طبق رئيسي مشبع وطبق جانبي ومشروب: كل ما تحتاجه بين اجتماعين.',
      ka: 'ნოყიერი ძირითადი კერძი, გარნირი და სასმელი: ყველაფერი, რაც ორ შეხვედრას შორის გჭირდებათ.',
    },
    steps: [
      step('mains', 1, chooseMain, [
        'chicken-machboos',
        'grilled-half-chicken',
        'vegetable-biryani',
        'spaghetti-bolognese',
        'falafel-plate',
        ['lamb-machboos', 500],
      ]),
      step('sides', 1, pickSide, ['hummus', 'moutabal', 'french-fries', ['halloumi-fries', 300]]),
      step('drinks', 1, chooseDrink, [
        'karak-tea',
        'laban',
        'mineral-water',
        ['mint-lemonade', 200],
        ['fresh-orange-juice', 300],
      ]),
    ],
  },
  {
    slug: 'vegetarian-feast',
    priceMinor: 2900,
    isFeatured: true,
    emoji: ['falafel', 'green-salad', 'eggplant', 'honey-pot'],
    title: {
      en: 'Vegetarian Feast',
      fr: 'Festin végétarien',
      de: 'Vegetarisches Festmahl',
      ae: 'وليمة نباتية',
      ka: 'ვეგეტარიანული სუფრა',
    },
    description: {
      en: 'A generous meat-free spread: a main, two mezze, a fresh salad and something sweet.',
      fr: 'Un généreux repas sans viande : un plat, deux mezzés, une salade fraîche et une douceur.',
      de: 'Ein großzügiges fleischloses Menü: Hauptgericht, zwei Mezze, frischer Salat und etwas Süßes.',
      ae: 'مائدة سخية خالية من اللحوم: طبق رئيسي ومقبلتان وسلطة طازجة وحلوى.',
      ka: 'უხვი უხორცო სუფრა: ძირითადი კერძი, ორი მეზე, ახალი სალათი და რაღაც ტკბილი.',
    },
    steps: [
      step('mains', 1, chooseMain, [
        'falafel-plate',
        'vegetable-biryani',
        'shakshuka',
        'penne-arrabbiata',
      ]),
      step('sides', 2, pickTwoSides, [
        'hummus',
        'moutabal',
        'french-fries',
        ['halloumi-fries', 300],
      ]),
      step('salads', 1, chooseSalad, ['fattoush', 'tabbouleh', ['halloumi-salad', 400]]),
      step('desserts', 1, chooseDessert, ['luqaimat', 'umm-ali', 'fruit-salad', ['kunafa', 300]]),
    ],
  },
  {
    slug: 'student-saver',
    priceMinor: 1500,
    emoji: ['stuffed-flatbread', 'glass-of-milk'],
    title: {
      en: 'Student Saver',
      fr: 'Formule étudiant',
      de: 'Studenten-Spar-Menü',
      ae: 'وجبة الطالب الاقتصادية',
      ka: 'სტუდენტური ეკონომ-მენიუ',
    },
    description: {
      en: 'A filling wrap and a drink at a price that fits a student budget.',
      fr: 'Un wrap copieux et une boisson à un prix adapté au budget étudiant.',
      de: 'Ein sättigender Wrap und ein Getränk zu einem studentenfreundlichen Preis.',
      ae: 'لفافة مشبعة ومشروب بسعر يناسب ميزانية الطالب.',
      ka: 'ნოყიერი რულეტი და სასმელი სტუდენტის ბიუჯეტზე მორგებულ ფასად.',
    },
    steps: [
      step('wraps-sandwiches', 1, chooseWrap, [
        'chicken-shawarma-wrap',
        'falafel-wrap',
        'cheese-manakish',
        ['halloumi-sandwich', 200],
        ['beef-shawarma-wrap', 200],
      ]),
      step('drinks', 1, chooseDrink, [
        'karak-tea',
        'laban',
        'mineral-water',
        ['mint-lemonade', 300],
      ]),
    ],
  },
  {
    slug: 'grill-combo',
    priceMinor: 3900,
    isFeatured: true,
    emoji: ['cut-of-meat', 'poultry-leg', 'french-fries', 'cup-with-straw'],
    title: {
      en: 'Grill Combo',
      fr: 'Formule grillades',
      de: 'Grill-Kombi',
      ae: 'كومبو المشاوي',
      ka: 'გრილის კომბო',
    },
    description: {
      en: 'Straight from the charcoal grill, with two sides and a cold drink.',
      fr: 'Tout droit du grill au charbon, avec deux accompagnements et une boisson fraîche.',
      de: 'Direkt vom Holzkohlegrill, mit zwei Beilagen und einem kalten Getränk.',
      ae: 'مباشرة من شواية الفحم، مع طبقين جانبيين ومشروب بارد.',
      ka: 'პირდაპირ ნახშირის გრილიდან, ორი გარნირითა და ცივი სასმელით.',
    },
    steps: [
      step('mains', 1, chooseGrill, [
        'grilled-half-chicken',
        ['mixed-grill', 600],
        ['grilled-salmon', 800],
      ]),
      // A third side for the hungry, BHD 0.500 (issue 17 item 4).
      step(
        'sides',
        2,
        pickTwoSides,
        ['hummus', 'moutabal', 'french-fries', ['spicy-chicken-wings', 500]],
        { maxQty: 3, extraPriceMinor: 500 },
      ),
      step('drinks', 1, chooseDrink, [
        'laban',
        'mint-lemonade',
        'fresh-orange-juice',
        ['mango-smoothie', 200],
      ]),
    ],
  },
  {
    slug: 'healthy-bowl-combo',
    priceMinor: 2700,
    emoji: ['avocado', 'bowl-with-spoon', 'tropical-drink'],
    title: {
      en: 'Healthy Bowl Combo',
      fr: 'Formule bol santé',
      de: 'Gesunde Bowl-Kombi',
      ae: 'كومبو الوعاء الصحي',
      ka: 'ჯანსაღი ბოულის კომბო',
    },
    description: {
      en: 'A light but satisfying lunch: a fresh salad bowl, a warming soup and a healthy drink.',
      fr: 'Un déjeuner léger mais rassasiant : un bol de salade, une soupe réconfortante et une boisson saine.',
      de: 'Ein leichtes, aber sättigendes Mittagessen: Salat-Bowl, wärmende Suppe und ein gesundes Getränk.',
      ae: 'غداء خفيف ومشبع: وعاء سلطة طازجة وشوربة دافئة ومشروب صحي.',
      ka: 'მსუბუქი, მაგრამ ნოყიერი სადილი: ახალი სალათის ბოული, თბილი წვნიანი და ჯანსაღი სასმელი.',
    },
    steps: [
      step('salads', 1, chooseSalad, [
        'quinoa-avocado-bowl',
        'chicken-caesar-salad',
        'halloumi-salad',
        'fattoush',
        'tabbouleh',
      ]),
      step('soups', 1, chooseSoup, ['lentil-soup', 'tomato-basil-soup', 'chicken-vermicelli-soup']),
      step('drinks', 1, chooseDrink, [
        'mineral-water',
        'laban',
        ['fresh-orange-juice', 200],
        ['mango-smoothie', 200],
      ]),
    ],
  },
  {
    slug: 'family-sharing-tray',
    priceMinor: 9500,
    emoji: ['shallow-pan-of-food', 'curry-rice', 'green-salad', 'pie'],
    title: {
      en: 'Family Sharing Tray',
      fr: 'Plateau à partager en famille',
      de: 'Familien-Platte zum Teilen',
      ae: 'صينية العائلة للمشاركة',
      ka: 'საოჯახო ლანგარი',
    },
    description: {
      en: 'Feeds four to five: two mains, two sides, a big salad and two desserts to share.',
      fr: 'Pour quatre à cinq personnes : deux plats, deux accompagnements, une grande salade et deux desserts à partager.',
      de: 'Für vier bis fünf Personen: zwei Hauptgerichte, zwei Beilagen, ein großer Salat und zwei Desserts zum Teilen.',
      ae: 'تكفي من أربعة إلى خمسة أشخاص: طبقان رئيسيان وطبقان جانبيان وسلطة كبيرة ونوعان من الحلوى للمشاركة.',
      ka: 'ოთხიდან ხუთ ადამიანამდე: ორი ძირითადი კერძი, ორი გარნირი, დიდი სალათი და ორი დესერტი გასაზიარებლად.',
    },
    steps: [
      step('mains', 2, chooseTwoMains, [
        'chicken-machboos',
        'grilled-half-chicken',
        'vegetable-biryani',
        ['shrimp-machboos', 600],
        ['lamb-machboos', 800],
        ['mixed-grill', 800],
      ]),
      step('sides', 2, pickTwoSides, [
        'hummus',
        'moutabal',
        'french-fries',
        'halloumi-fries',
        ['spicy-chicken-wings', 400],
      ]),
      step('salads', 1, chooseSalad, ['fattoush', 'tabbouleh', 'chicken-caesar-salad']),
      step('desserts', 2, chooseTwoDesserts, [
        'luqaimat',
        'kunafa',
        'umm-ali',
        'fruit-salad',
        'strawberry-cheesecake',
      ]),
    ],
  },
  {
    slug: 'burger-meal',
    priceMinor: 2400,
    emoji: ['hamburger', 'french-fries', 'cup-with-straw'],
    title: {
      en: 'Burger Meal',
      fr: 'Menu burger',
      de: 'Burger-Menü',
      ae: 'وجبة البرغر',
      ka: 'ბურგერის მენიუ',
    },
    description: {
      en: 'Your favourite burger with a side and a cold drink.',
      fr: 'Votre burger préféré avec un accompagnement et une boisson fraîche.',
      de: 'Ihr Lieblingsburger mit Beilage und kaltem Getränk.',
      ae: 'البرغر المفضل لديك مع طبق جانبي ومشروب بارد.',
      ka: 'თქვენი საყვარელი ბურგერი გარნირითა და ცივი სასმელით.',
    },
    steps: [
      step('wraps-sandwiches', 1, chooseBurger, [
        'classic-beef-burger',
        'crispy-chicken-burger',
        'halloumi-sandwich',
      ]),
      step('sides', 1, pickSide, [
        'french-fries',
        ['halloumi-fries', 300],
        ['spicy-chicken-wings', 500],
      ]),
      step('drinks', 1, chooseDrink, [
        'mint-lemonade',
        'fresh-orange-juice',
        'laban',
        ['iced-spanish-latte', 200],
      ]),
    ],
  },
];
