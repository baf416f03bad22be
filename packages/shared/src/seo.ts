import type { LocaleFormats } from './locale-formats';
import { LANGUAGES, type Language } from './languages';

/**
 * Issue 14 item 6: what search engines and link previews read of the public pages, in the
 * page's language. The server writes it into the HTML of each page (title, description,
 * canonical and alternate links, Open Graph); content pages take their own title.
 */
export const SEO_ROUTES = {
  home: '/',
  menu: '/menu',
  combos: '/food-combos',
  contact: '/contact-us',
} as const;

export type SeoRoute = keyof typeof SEO_ROUTES;

/**
 * Issue 14 item 3: the element of a server-rendered page that carries the answers it was drawn
 * from (written by the API's storefront-page.ts, read by the storefront's app/hydrate.ts).
 */
export const PAGE_DATA_ID = 'page-data';

/**
 * The JSON of that element: the answers (TanStack Query's dehydrated state) and how the page's
 * language writes numbers and money (locale-formats.ts), so hydrating starts no Intl formatter.
 */
export interface PageData<State = unknown> {
  state: State;
  formats: LocaleFormats;
}

/** The query parameter that names a page's language in its address (`/menu?lang=ae`). */
export const LANGUAGE_PARAM = 'lang';

export interface SeoText {
  title: string;
  description: string;
}

export const SEO_TEXTS: Record<Language, Record<SeoRoute, SeoText>> = {
  en: {
    home: {
      title: 'Sufra – fresh lunch combos delivered to your office',
      description:
        'Order fresh lunch combos and dishes online and get them delivered to your office or campus in Bahrain. Pay online, follow your order.',
    },
    menu: {
      title: 'Menu',
      description:
        'Mains, wraps and sandwiches, salads, soups, sides, desserts and drinks, cooked fresh every day. Browse by category and order online.',
    },
    combos: {
      title: 'Food combos',
      description:
        'Lunch combos you put together yourself: choose a main, a side and a drink at one price, delivered to your desk.',
    },
    contact: {
      title: 'Contact us',
      description: 'Questions about an order, delivery or a company subscription? Write to us.',
    },
  },
  fr: {
    home: {
      title: 'Sufra – des formules déjeuner fraîches livrées au bureau',
      description:
        'Commandez en ligne des formules et des plats frais, livrés à votre bureau ou sur votre campus à Bahreïn. Payez en ligne, suivez votre commande.',
    },
    menu: {
      title: 'Menu',
      description:
        'Plats, wraps et sandwichs, salades, soupes, accompagnements, desserts et boissons, préparés chaque jour. Parcourez par catégorie et commandez en ligne.',
    },
    combos: {
      title: 'Formules',
      description:
        'Des formules déjeuner à composer vous-même : un plat, un accompagnement et une boisson à prix unique, livrés à votre bureau.',
    },
    contact: {
      title: 'Contactez-nous',
      description:
        'Une question sur une commande, la livraison ou un abonnement d’entreprise ? Écrivez-nous.',
    },
  },
  de: {
    home: {
      title: 'Sufra – frische Mittagsmenüs ins Büro geliefert',
      description:
        'Bestellen Sie frische Mittagsmenüs und Gerichte online, geliefert in Ihr Büro oder auf Ihren Campus in Bahrain. Online bezahlen, Bestellung verfolgen.',
    },
    menu: {
      title: 'Speisekarte',
      description:
        'Hauptgerichte, Wraps und Sandwiches, Salate, Suppen, Beilagen, Desserts und Getränke, täglich frisch gekocht. Nach Kategorie stöbern und online bestellen.',
    },
    combos: {
      title: 'Menüs',
      description:
        'Mittagsmenüs zum Selbstzusammenstellen: Hauptgericht, Beilage und Getränk zu einem Preis, an Ihren Schreibtisch geliefert.',
    },
    contact: {
      title: 'Kontakt',
      description:
        'Fragen zu einer Bestellung, zur Lieferung oder zu einem Firmenabonnement? Schreiben Sie uns.',
    },
  },
  ae: {
    home: {
      title: 'سُفرة – وجبات غداء طازجة توصل إلى مكتبك',
      description:
        'اطلب وجبات الغداء والأطباق الطازجة عبر الإنترنت لتصلك إلى مكتبك أو جامعتك في البحرين. ادفع عبر الإنترنت وتابع طلبك.',
    },
    menu: {
      title: 'القائمة',
      description:
        'أطباق رئيسية ولفائف وساندويتشات وسلطات وشوربات وأطباق جانبية وحلويات ومشروبات، تُطهى طازجة كل يوم. تصفّح حسب الفئة واطلب عبر الإنترنت.',
    },
    combos: {
      title: 'وجبات الكومبو',
      description:
        'وجبات غداء تختار مكوناتها بنفسك: طبق رئيسي وطبق جانبي ومشروب بسعر واحد، توصل إلى مكتبك.',
    },
    contact: {
      title: 'اتصل بنا',
      description: 'لديك سؤال عن طلب أو التوصيل أو اشتراك الشركة؟ راسلنا.',
    },
  },
  ka: {
    home: {
      title: 'Sufra – ახალი სადილის კომბოები ოფისში მიტანით',
      description:
        'შეუკვეთეთ ახალი სადილის კომბოები და კერძები ონლაინ, მიტანით თქვენს ოფისში ან კამპუსში ბაჰრეინში. გადაიხადეთ ონლაინ და თვალი ადევნეთ შეკვეთას.',
    },
    menu: {
      title: 'მენიუ',
      description:
        'ძირითადი კერძები, რულეტები და სენდვიჩები, სალათები, წვნიანები, გარნირები, დესერტები და სასმელები, ყოველდღე ახლად მომზადებული.',
    },
    combos: {
      title: 'კომბოები',
      description:
        'სადილის კომბოები, რომლებსაც თავად აწყობთ: ძირითადი კერძი, გარნირი და სასმელი ერთ ფასად, მიტანით თქვენს მაგიდასთან.',
    },
    contact: {
      title: 'კონტაქტი',
      description: 'გაქვთ კითხვა შეკვეთის, მიტანის ან კომპანიის გამოწერის შესახებ? მოგვწერეთ.',
    },
  },
};

/** A public page's address in a language: English, the default, has no parameter. */
export function localizedPath(path: string, language: Language): string {
  return language === 'en' ? path : `${path}?${LANGUAGE_PARAM}=${language}`;
}

/** Every language's address of a public page, for `hreflang` links and the sitemap. */
export function alternatePaths(path: string): { language: Language; path: string }[] {
  return LANGUAGES.map((language) => ({ language, path: localizedPath(path, language) }));
}
