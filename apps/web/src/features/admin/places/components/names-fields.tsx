import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@storefront/shared';
import { Field, describedBy } from '../../../../ui/form';
import { LocalizedFields, languageInputProps } from '../../shell/localized-fields';

/** A translated text field of a form: `names.<language>.name` or `texts.<language>.address`. */
export interface TextFieldSpec {
  key: string;
  label: string;
  maxLength: number;
  required?: boolean;
}

type Nested = Partial<Record<Language, Record<string, FieldError | undefined> | undefined>>;

/**
 * The five language tabs of a place's name (and a company's address): English required, the
 * others falling back to it (DESIGN §7). `group` is the form's field (`names` or `texts`).
 */
export function NamesFields<Values extends FieldValues>({
  form,
  group,
  legend,
  fields,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  group: 'names' | 'texts';
  legend: string;
  fields: TextFieldSpec[];
}) {
  const { t } = useTranslation();
  const errors = (form.formState.errors as Record<string, unknown>)[group] as Nested | undefined;
  const invalid = LANGUAGES.filter((language) =>
    fields.some((field) => errors?.[language]?.[field.key]),
  );
  return (
    <LocalizedFields legend={legend} invalidLanguages={invalid}>
      {(language) =>
        fields.map((field) => {
          const id = `${group}-${language}-${field.key}`;
          const error = errors?.[language]?.[field.key];
          const required = field.required && language === 'en';
          return (
            <Field
              key={field.key}
              id={id}
              label={required ? `${field.label} (${t('admin.form.required')})` : field.label}
              error={error}
            >
              <input
                type="text"
                maxLength={field.maxLength}
                {...languageInputProps(language)}
                {...form.register(`${group}.${language}.${field.key}` as Path<Values>)}
                {...describedBy(id, error)}
                {...(required ? { 'aria-required': true } : {})}
              />
            </Field>
          );
        })
      }
    </LocalizedFields>
  );
}

/** Every language's texts, blank: the form's starting values (absent languages fall back). */
export function blankTexts<Keys extends string>(keys: readonly Keys[]) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(keys.map((key) => [key, ''])) as Record<Keys, string>,
    ]),
  ) as Record<Language, Record<Keys, string>>;
}

/** Stored texts (English always, others where a row exists) filled into every language. */
export function filledTexts<Keys extends string>(
  keys: readonly Keys[],
  stored: Partial<Record<Language, Partial<Record<Keys, string>>>>,
) {
  const blank = blankTexts(keys);
  for (const language of LANGUAGES) {
    for (const key of keys) blank[language][key] = stored[language]?.[key] ?? '';
  }
  return blank;
}
