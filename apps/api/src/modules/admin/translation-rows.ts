import { LANGUAGES, type Language } from '@storefront/shared';

/**
 * Texts an operator types in the back office's five language tabs (DESIGN §7) ↔ the rows of a
 * record's `*_translations` table: the menu's categories, items and combos, and the places.
 */

type OtherLanguage = Exclude<Language, 'en'>;
export type Texts<F extends string> = { en: Record<F, string> } & Partial<
  Record<OtherLanguage, Partial<Record<F, string>> | undefined>
>;

/**
 * The rows to store for texts typed in five languages (DESIGN §7): English always; another
 * language only when one of its fields is filled, its empty fields filled with English (the
 * storefront's `coalesce(local, english)` would otherwise show an empty text).
 */
export function translationRows<F extends string>(
  texts: Texts<F>,
  fields: readonly F[],
): ({ language: Language } & Record<F, string>)[] {
  const rows: ({ language: Language } & Record<F, string>)[] = [];
  for (const language of LANGUAGES) {
    const given = language === 'en' ? texts.en : texts[language];
    if (!given) continue;
    const filled = fields.some((field) => (given[field] ?? '').trim() !== '');
    if (!filled) continue;
    const row = { language } as { language: Language } & Record<F, string>;
    for (const field of fields) {
      const value = (given[field] ?? '').trim();
      (row as Record<F, string>)[field] = value === '' ? texts.en[field] : value;
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Stored rows back into the form's shape: a language's field is answered only when it differs
 * from English (a field equal to English follows English when English is edited later).
 */
export function textsOf<F extends string>(
  rows: readonly ({ language: string } & Record<F, string>)[],
  fields: readonly F[],
): Texts<F> {
  const english = rows.find((row) => row.language === 'en');
  const en = Object.fromEntries(fields.map((field) => [field, english?.[field] ?? ''])) as Record<
    F,
    string
  >;
  const texts: Texts<F> = { en };
  for (const row of rows) {
    if (row.language === 'en' || !(LANGUAGES as readonly string[]).includes(row.language)) continue;
    const own: Partial<Record<F, string>> = {};
    for (const field of fields) if (row[field] !== en[field]) own[field] = row[field];
    if (Object.keys(own).length > 0) texts[row.language as OtherLanguage] = own;
  }
  return texts;
}
