import type { Language } from '../../languages';
import { adminAccessMessages } from './access';
import { adminCatalogMessages } from './catalog';
import { adminContentMessages } from './content';
import { adminOrdersMessages } from './orders';
import { adminPaymentsMessages } from './payments';
import { adminPlacesMessages } from './places';
import type { DomainMessages } from './define';

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

function mergedIn(domains: readonly DomainMessages<Record<string, string>>[], language: Language) {
  return Object.assign({}, ...domains.map((domain) => domain[language])) as Record<string, string>;
}

/** A language's storefront texts with the back office's added: the server's whole catalog. */
export function withBackOfficeMessages<Storefront extends object>(
  language: Language,
  storefront: Storefront,
): Storefront & Record<BackOfficeMessageKey, string> {
  const backOffice: Record<BackOfficeMessageKey, string> = mergedIn(BACK_OFFICE_DOMAINS, language);
  return { ...backOffice, ...storefront };
}
