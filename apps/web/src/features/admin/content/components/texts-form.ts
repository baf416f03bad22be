import type { FieldError } from 'react-hook-form';
import { LANGUAGES, type Language } from '@storefront/shared';

/** Every language's texts, blank: a form's starting values (absent languages fall back). */
export function blankTexts<Keys extends string>(keys: readonly Keys[]) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(keys.map((key) => [key, ''])) as Record<Keys, string>,
    ]),
  ) as Record<Language, Record<Keys, string>>;
}

/** Stored texts (English always, others where given) filled into every language's fields. */
export function filledTexts<Keys extends string>(
  keys: readonly Keys[],
  stored: Partial<Record<Language, Partial<Record<Keys, string>>>>,
) {
  const texts = blankTexts(keys);
  for (const language of LANGUAGES) {
    for (const key of keys) texts[language][key] = stored[language]?.[key] ?? '';
  }
  return texts;
}

export type TextErrors = Partial<
  Record<Language, Partial<Record<string, FieldError | undefined>> | undefined>
>;

/** The languages whose tab holds an error, so LocalizedFields can mark them. */
export function languagesWithErrors(errors: TextErrors | undefined): Language[] {
  return LANGUAGES.filter((language) =>
    Object.values(errors?.[language] ?? {}).some((error) => error !== undefined),
  );
}
