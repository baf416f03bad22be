import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@storefront/shared';

/**
 * Texts typed in the back office's five language tabs ↔ rows of a `*_translations` table
 * (decision 003). A language left empty falls back to English (DESIGN §7). The tables' text
 * columns are NOT NULL, so a language with only some fields typed is stored as a row whose
 * other fields are English copies; a language with none typed has no row. Reading back, a
 * field equal to its English text is answered as empty ("falls back"), which is what it means
 * to the reader either way; each save rewrites the copies from the English of that save.
 *
 * `fields` maps the API's snake_case names to the row's camelCase columns.
 */
type Texts<Api extends string> = { en: Record<Api, string> } & Partial<
  Record<Exclude<Language, 'en'>, Partial<Record<Api, string>> | undefined>
>;

export function textsToRows<Api extends string, Column extends string>(
  texts: Texts<Api>,
  fields: Record<Api, Column>,
): ({ language: Language } & Record<Column, string>)[] {
  const apiFields = Object.keys(fields) as Api[];
  const rows: ({ language: Language } & Record<Column, string>)[] = [];
  for (const language of LANGUAGES) {
    const given = language === DEFAULT_LANGUAGE ? texts.en : texts[language];
    const typed = apiFields.filter((field) => Boolean(given?.[field]?.trim()));
    if (language !== DEFAULT_LANGUAGE && typed.length === 0) continue;
    const row = { language } as { language: Language } & Record<Column, string>;
    for (const field of apiFields) {
      const own = given?.[field]?.trim();
      (row as Record<Column, string>)[fields[field]] = own ? own : texts.en[field].trim();
    }
    rows.push(row);
  }
  return rows;
}

export function rowsToTexts<Api extends string, Column extends string>(
  rows: readonly ({ language: string } & Record<Column, string>)[],
  fields: Record<Api, Column>,
): Texts<Api> {
  const apiFields = Object.keys(fields) as Api[];
  const english = rows.find((row) => row.language === DEFAULT_LANGUAGE);
  const en = Object.fromEntries(
    apiFields.map((field) => [field, english?.[fields[field]] ?? '']),
  ) as Record<Api, string>;
  const texts: Texts<Api> = { en };
  for (const row of rows) {
    const language = row.language as Exclude<Language, 'en'>;
    if (row.language === DEFAULT_LANGUAGE || !LANGUAGES.includes(language)) continue;
    const own: Partial<Record<Api, string>> = {};
    for (const field of apiFields) {
      const value = row[fields[field]];
      if (value && value !== en[field]) own[field] = value;
    }
    texts[language] = own;
  }
  return texts;
}
