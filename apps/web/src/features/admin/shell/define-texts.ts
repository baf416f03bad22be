import type { Language } from '@storefront/shared';
import { registerTexts } from '../../../i18n';
// The server's back-office texts (field errors of the shared schemas) join with the first part's.
import '../../../i18n/back-office-messages';

/** The same shape as `T` with every text a string: what each translation must give. */
export type TextsLike<T> = { [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]> };

/** A back-office part's texts: English decides the keys, the other four must give each one. */
export type AdminTexts<English> = { en: English } & Record<
  Exclude<Language, 'en'>,
  TextsLike<English>
>;

/**
 * Adds a back-office part's texts to i18next. They travel with the admin chunk, so customers
 * never download them (issue 7); admin-app.tsx registers every part's texts when it loads.
 */
export function registerAdminTexts<English extends object>(texts: AdminTexts<English>): void {
  registerTexts(texts);
}
