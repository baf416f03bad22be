import { LANGUAGES, type Language } from '../../languages';
import { adminAccessMessages } from './access';
import { adminCatalogMessages } from './catalog';
import { adminContentMessages } from './content';
import { adminOrdersMessages } from './orders';
import { adminPaymentsMessages } from './payments';
import { adminPlacesMessages } from './places';

/**
 * The domains only the back office and the server show. The storefront's first load leaves them
 * out (issue 14 item 5); the back office adds them when its chunk loads.
 */
const BACK_OFFICE_DOMAINS = [
  adminAccessMessages,
  adminOrdersMessages,
  adminCatalogMessages,
  adminPlacesMessages,
  adminContentMessages,
  adminPaymentsMessages,
];

/** The keys of some domains' English texts (a union of domains gives all their keys). */
type KeysOf<Domain> = Domain extends { en: infer English } ? keyof English : never;

export type BackOfficeMessageKey = KeysOf<(typeof BACK_OFFICE_DOMAINS)[number]>;

/** The back office's own server texts in each language: what its chunk adds to i18next. */
export const BACK_OFFICE_MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.assign({}, ...BACK_OFFICE_DOMAINS.map((domain) => domain[language])),
  ]),
) as Record<Language, Record<BackOfficeMessageKey, string>>;

/** A language's storefront texts with the back office's added: the server's whole catalog. */
export function withBackOfficeMessages<Storefront extends object>(
  language: Language,
  storefront: Storefront,
): Storefront & Record<BackOfficeMessageKey, string> {
  return { ...BACK_OFFICE_MESSAGES[language], ...storefront };
}
