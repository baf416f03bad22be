import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@storefront/shared';
import { Field, describedBy } from '../../../ui/form';
import { LocalizedFields, languageInputProps } from './localized-fields';

/** One translated text of a record: `name`, `description`, `title`. */
export interface TextFieldSpec {
  key: string;
  label: string;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
}

type Nested = Partial<Record<Language, Record<string, FieldError | undefined> | undefined>>;

function errorsAt(errors: unknown, path: string): Nested | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as Nested | undefined;
}

/**
 * A record's texts in the five languages (DESIGN §7), one tab each: English required, the others
 * falling back to English when left empty. `group` is the form's field holding
 * `{ en: {...}, fr: {...}, … }` (`translations`, `names`, or `steps.0.translations`); field ids
 * start with `idPrefix` (by default the group's path).
 */
export function TextsFields<Values extends FieldValues>({
  form,
  group,
  legend,
  idPrefix,
  fields,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  group: string;
  legend: string;
  idPrefix?: string;
  fields: TextFieldSpec[];
}) {
  const { t } = useTranslation();
  const errors = errorsAt(form.formState.errors, group);
  const invalid = LANGUAGES.filter((language) =>
    fields.some((field) => errors?.[language]?.[field.key]),
  );
  return (
    <LocalizedFields legend={legend} invalidLanguages={invalid}>
      {(language) =>
        fields.map((field) => {
          const id = `${idPrefix ?? group.replaceAll('.', '-')}-${language}-${field.key}`;
          const error = errors?.[language]?.[field.key];
          const required = field.required === true && language === 'en';
          const props = {
            maxLength: field.maxLength,
            ...languageInputProps(language),
            ...form.register(`${group}.${language}.${field.key}` as Path<Values>),
            ...describedBy(id, error),
            ...(required ? { 'aria-required': true as const } : {}),
          };
          return (
            <Field
              key={field.key}
              id={id}
              label={required ? `${field.label} (${t('admin.form.required')})` : field.label}
              error={error}
            >
              {field.multiline ? (
                <textarea rows={3} {...props} />
              ) : (
                <input type="text" {...props} />
              )}
            </Field>
          );
        })
      }
    </LocalizedFields>
  );
}

/** Every language's texts, blank: a new record's starting values. */
export function blankTexts<Key extends string>(keys: readonly Key[]) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(keys.map((key) => [key, ''])) as Record<Key, string>,
    ]),
  ) as Record<Language, Record<Key, string>>;
}

/**
 * Stored texts into every language's fields. The server answers another language's field only
 * where it differs from English, so an empty field here keeps following English.
 */
export function filledTexts<Key extends string>(
  keys: readonly Key[],
  stored: Partial<Record<Language, Partial<Record<Key, string>> | undefined>>,
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
