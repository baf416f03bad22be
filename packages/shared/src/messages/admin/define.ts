import type { Language } from '../../languages';

/**
 * A back-office domain's server messages in the five languages (DESIGN §7). English decides the
 * keys; every other language must give a text for each, checked by the compiler.
 */
export type DomainMessages<English extends Record<string, string>> = { en: English } & Record<
  Exclude<Language, 'en'>,
  Record<keyof English, string>
>;
