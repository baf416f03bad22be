import type { ComboSeed, Text } from './types';

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
      {
        category: 'mains',
        qty: 1,
        title: chooseMain,
        choices: [
          { item: 'chicken-machboos' },
          { item: 'grilled-half-chicken' },
          { item: 'vegetable-biryani' },
          { item: 'spaghetti-bolognese' },
          { item: 'falafel-plate' },
          { item: 'lamb-machboos', priceMinor: 500 },
        ],
      },
      {
        category: 'sides',
        qty: 1,
        title: pickSide,
        choices: [
          { item: 'hummus' },
          { item: 'moutabal' },
          { item: 'french-fries' },
          { item: 'halloumi-fries', priceMinor: 300 },
        ],
      },
      {
        category: 'drinks',
        qty: 1,
        title: chooseDrink,
        choices: [
          { item: 'karak-tea' },
          { item: 'laban' },
          { item: 'mineral-water' },
          { item: 'mint-lemonade', priceMinor: 200 },
          { item: 'fresh-orange-juice', priceMinor: 300 },
        ],
      },
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
      {
        category: 'mains',
        qty: 1,
        title: chooseMain,
        choices: [
          { item: 'falafel-plate' },
          { item: 'vegetable-biryani' },
          { item: 'shakshuka' },
          { item: 'penne-arrabbiata' },
        ],
      },
      {
        category: 'sides',
        qty: 2,
        title: pickTwoSides,
        choices: [
          { item: 'hummus' },
          { item: 'moutabal' },
          { item: 'french-fries' },
          { item: 'halloumi-fries', priceMinor: 300 },
        ],
      },
      {
        category: 'salads',
        qty: 1,
        title: chooseSalad,
        choices: [
          { item: 'fattoush' },
          { item: 'tabbouleh' },
          { item: 'halloumi-salad', priceMinor: 400 },
        ],
      },
      {
        category: 'desserts',
        qty: 1,
        title: chooseDessert,
        choices: [
          { item: 'luqaimat' },
          { item: 'umm-ali' },
          { item: 'fruit-salad' },
          { item: 'kunafa', priceMinor: 300 },
        ],
      },
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
      {
        category: 'wraps-sandwiches',
        qty: 1,
        title: chooseWrap,
        choices: [
          { item: 'chicken-shawarma-wrap' },
          { item: 'falafel-wrap' },
          { item: 'cheese-manakish' },
          { item: 'halloumi-sandwich', priceMinor: 200 },
          { item: 'beef-shawarma-wrap', priceMinor: 200 },
        ],
      },
      {
        category: 'drinks',
        qty: 1,
        title: chooseDrink,
        choices: [
          { item: 'karak-tea' },
          { item: 'laban' },
          { item: 'mineral-water' },
          { item: 'mint-lemonade', priceMinor: 300 },
        ],
      },
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
      {
        category: 'mains',
        qty: 1,
        title: chooseGrill,
        choices: [
          { item: 'grilled-half-chicken' },
          { item: 'mixed-grill', priceMinor: 600 },
          { item: 'grilled-salmon', priceMinor: 800 },
        ],
      },
      {
        category: 'sides',
        qty: 2,
        // A third side for the hungry, BHD 0.500 (issue 17 item 4).
        maxQty: 3,
        extraPriceMinor: 500,
        title: pickTwoSides,
        choices: [
          { item: 'hummus' },
          { item: 'moutabal' },
          { item: 'french-fries' },
          { item: 'spicy-chicken-wings', priceMinor: 500 },
        ],
      },
      {
        category: 'drinks',
        qty: 1,
        title: chooseDrink,
        choices: [
          { item: 'laban' },
          { item: 'mint-lemonade' },
          { item: 'fresh-orange-juice' },
          { item: 'mango-smoothie', priceMinor: 200 },
        ],
      },
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
      {
        category: 'salads',
        qty: 1,
        title: chooseSalad,
        choices: [
          { item: 'quinoa-avocado-bowl' },
          { item: 'chicken-caesar-salad' },
          { item: 'halloumi-salad' },
          { item: 'fattoush' },
          { item: 'tabbouleh' },
        ],
      },
      {
        category: 'soups',
        qty: 1,
        title: chooseSoup,
        choices: [
          { item: 'lentil-soup' },
          { item: 'tomato-basil-soup' },
          { item: 'chicken-vermicelli-soup' },
        ],
      },
      {
        category: 'drinks',
        qty: 1,
        title: chooseDrink,
        choices: [
          { item: 'mineral-water' },
          { item: 'laban' },
          { item: 'fresh-orange-juice', priceMinor: 200 },
          { item: 'mango-smoothie', priceMinor: 200 },
        ],
      },
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
      {
        category: 'mains',
        qty: 2,
        title: chooseTwoMains,
        choices: [
          { item: 'chicken-machboos' },
          { item: 'grilled-half-chicken' },
          { item: 'vegetable-biryani' },
          { item: 'shrimp-machboos', priceMinor: 600 },
          { item: 'lamb-machboos', priceMinor: 800 },
          { item: 'mixed-grill', priceMinor: 800 },
        ],
      },
      {
        category: 'sides',
        qty: 2,
        title: pickTwoSides,
        choices: [
          { item: 'hummus' },
          { item: 'moutabal' },
          { item: 'french-fries' },
          { item: 'halloumi-fries' },
          { item: 'spicy-chicken-wings', priceMinor: 400 },
        ],
      },
      {
        category: 'salads',
        qty: 1,
        title: chooseSalad,
        choices: [{ item: 'fattoush' }, { item: 'tabbouleh' }, { item: 'chicken-caesar-salad' }],
      },
      {
        category: 'desserts',
        qty: 2,
        title: chooseTwoDesserts,
        choices: [
          { item: 'luqaimat' },
          { item: 'kunafa' },
          { item: 'umm-ali' },
          { item: 'fruit-salad' },
          { item: 'strawberry-cheesecake' },
        ],
      },
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
      {
        category: 'wraps-sandwiches',
        qty: 1,
        title: chooseBurger,
        choices: [
          { item: 'classic-beef-burger' },
          { item: 'crispy-chicken-burger' },
          { item: 'halloumi-sandwich' },
        ],
      },
      {
        category: 'sides',
        qty: 1,
        title: pickSide,
        choices: [
          { item: 'french-fries' },
          { item: 'halloumi-fries', priceMinor: 300 },
          { item: 'spicy-chicken-wings', priceMinor: 500 },
        ],
      },
      {
        category: 'drinks',
        qty: 1,
        title: chooseDrink,
        choices: [
          { item: 'mint-lemonade' },
          { item: 'fresh-orange-juice' },
          { item: 'laban' },
          { item: 'iced-spanish-latte', priceMinor: 200 },
        ],
      },
    ],
  },
];
