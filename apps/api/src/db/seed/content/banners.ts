import type { BannerSeed } from './types';

/** The home page's hero carousel; links are storefront routes (spec §2). */
export const banners: readonly BannerSeed[] = [
  {
    slug: 'fresh-lunch',
    link: '/menu',
    emoji: ['curry-rice', 'stuffed-flatbread', 'green-salad', 'falafel', 'teacup-without-handle'],
    title: {
      en: 'Fresh lunch, delivered to your desk',
      fr: 'Un déjeuner frais, livré à votre bureau',
      de: 'Frisches Mittagessen, direkt an Ihren Schreibtisch',
      ae: 'غداء طازج يصل إلى مكتبك',
      ka: 'ახალი სადილი, პირდაპირ თქვენს მაგიდასთან',
    },
    subtitle: {
      en: 'Bahraini favourites and international classics, cooked every morning in our Seef kitchen.',
      fr: 'Spécialités bahreïnies et classiques du monde entier, cuisinés chaque matin dans notre cuisine de Seef.',
      de: 'Bahrainische Lieblingsgerichte und internationale Klassiker, jeden Morgen in unserer Küche in Seef gekocht.',
      ae: 'أطباق بحرينية محبوبة وأطباق عالمية كلاسيكية، تُطهى كل صباح في مطبخنا في السيف.',
      ka: 'ბაჰრეინული საყვარელი კერძები და საერთაშორისო კლასიკა, ყოველ დილით მომზადებული ჩვენს სეფის სამზარეულოში.',
    },
    ctaLabel: {
      en: 'Browse the menu',
      fr: 'Voir la carte',
      de: 'Zur Speisekarte',
      ae: 'تصفح القائمة',
      ka: 'მენიუს ნახვა',
    },
  },
  {
    slug: 'build-your-combo',
    link: '/food-combos',
    emoji: ['hamburger', 'french-fries', 'cup-with-straw', 'green-salad'],
    title: {
      en: 'Build your own combo',
      fr: 'Composez votre formule',
      de: 'Stellen Sie Ihr Menü selbst zusammen',
      ae: 'كوّن وجبتك المفضلة',
      ka: 'შექმენით საკუთარი კომბო',
    },
    subtitle: {
      en: 'Pick a main, your sides and a drink, and pay less than ordering them one by one.',
      fr: 'Choisissez un plat, vos accompagnements et une boisson, et payez moins qu’à l’unité.',
      de: 'Wählen Sie Hauptgericht, Beilagen und Getränk und zahlen Sie weniger als einzeln.',
      ae: 'اختر طبقك الرئيسي والأطباق الجانبية ومشروبك، وادفع أقل مما لو طلبتها منفردة.',
      ka: 'აირჩიეთ ძირითადი კერძი, გარნირები და სასმელი და გადაიხადეთ ნაკლები, ვიდრე ცალ-ცალკე შეკვეთისას.',
    },
    ctaLabel: {
      en: 'See the combos',
      fr: 'Voir les formules',
      de: 'Zu den Menüs',
      ae: 'شاهد الوجبات المركّبة',
      ka: 'კომბოების ნახვა',
    },
  },
  {
    slug: 'our-kitchen',
    link: '/about',
    emoji: ['shallow-pan-of-food', 'teapot', 'honey-pot', 'herb'],
    title: {
      en: 'Cooked in Bahrain, with care',
      fr: 'Cuisiné à Bahreïn, avec soin',
      de: 'Mit Sorgfalt in Bahrain gekocht',
      ae: 'مطبوخ في البحرين بكل عناية',
      ka: 'ბაჰრეინში, სიყვარულით მომზადებული',
    },
    subtitle: {
      en: 'Meet the team behind Sufra and see how we bring lunch to hundreds of offices on time.',
      fr: 'Découvrez l’équipe de Sufra et comment nous livrons des centaines de bureaux à l’heure.',
      de: 'Lernen Sie das Team hinter Sufra kennen und wie wir Hunderte Büros pünktlich beliefern.',
      ae: 'تعرّف على فريق سفرة وكيف نوصل الغداء إلى مئات المكاتب في موعده.',
      ka: 'გაიცანით სუფრის გუნდი და ნახეთ, როგორ მიგვაქვს სადილი ასობით ოფისში დროულად.',
    },
    ctaLabel: {
      en: 'Our story',
      fr: 'Notre histoire',
      de: 'Unsere Geschichte',
      ae: 'قصتنا',
      ka: 'ჩვენი ისტორია',
    },
  },
];
