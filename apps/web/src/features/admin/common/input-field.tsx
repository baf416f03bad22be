import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import { Field, describedBy } from '../../../ui/form';

/** The text keys `key` whose texts have a `key_hint` beside them: a field's label and its hint. */
type HintedKeys<Texts, Prefix extends string = ''> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? `${Key}_hint` extends keyof Texts
      ? `${Prefix}${Key}`
      : never
    : HintedKeys<Texts[Key], `${Prefix}${Key}.`>;
}[keyof Texts & string];

export type HintedTextKey = HintedKeys<CustomTypeOptions['resources']['translation']>;

/**
 * A field's label and hint: written out, or `text`, one text key whose text is the label and
 * whose `<key>_hint` is the hint.
 */
export type FieldTexts =
  | { label: string; hint?: string; text?: never }
  | { text: HintedTextKey; label?: never; hint?: never };

/** What names a back-office form's field and ties it to its form. */
export type FormFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  id: string;
} & FieldTexts;

/** The label and hint `FieldTexts` give. */
function useFieldTexts({ label, hint, text }: FieldTexts): { label: string; hint?: string } {
  const { t } = useTranslation();
  return text === undefined ? { label, hint } : { label: t(text), hint: t(`${text}_hint`) };
}

/** Input types whose values read left to right in every language, Arabic pages included. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'number', 'date', 'time']);

/**
 * A back-office form's control registered with the form: `field`, its `Field`'s label, hint and
 * error; `control`, the control's props: the caller's own attributes, then the registration,
 * then the ids of its hint and error (WCAG 3.3.1).
 */
function useRegisteredField<Values extends FieldValues, Attributes extends object>({
  form,
  name,
  id,
  label,
  hint,
  text,
  ...attributes
}: FormFieldProps<Values> & Attributes) {
  const texts = useFieldTexts({ label, hint, text } as FieldTexts);
  // Number inputs' values are `unknown` before the schema coerces them; their errors are plain.
  const error = form.getFieldState(name, form.formState).error as FieldError | undefined;
  return {
    field: { id, error, ...texts },
    control: {
      ...attributes,
      ...form.register(name),
      ...describedBy(id, error, texts.hint !== undefined),
    },
  };
}

/**
 * A labelled `<input>` of a back-office form, registered with it. The rest goes to the input
 * (`type`, `maxLength`, `aria-required`, …); an e-mail, phone, number, date or time input is left
 * to right unless `dir` says otherwise. `keep` filters every keystroke first (a phone number's
 * digits and spaces).
 */
export function InputField<Values extends FieldValues>({
  keep,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'> &
  FormFieldProps<Values> & {
    keep?: (text: string) => string;
  }) {
  const { field, control } = useRegisteredField(props);
  return (
    <Field {...field}>
      <input
        dir={props.type !== undefined && LEFT_TO_RIGHT_TYPES.has(props.type) ? 'ltr' : undefined}
        {...control}
        {...(keep
          ? {
              onChange: (event) => {
                event.target.value = keep(event.target.value);
                void control.onChange(event);
              },
            }
          : {})}
      />
    </Field>
  );
}

/** A labelled `<textarea>` of a back-office form (a reason, a note): like `InputField`. */
export function TextareaField<Values extends FieldValues>(
  props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id'> &
    FormFieldProps<Values>,
) {
  const { field, control } = useRegisteredField(props);
  return (
    <Field {...field}>
      <textarea rows={3} {...control} />
    </Field>
  );
}

/**
 * A labelled `<select>` of a back-office form, registered with it: one option per value, shown as
 * `optionLabel` says (the value itself unless given). The rest goes to the select.
 */
export function SelectField<Values extends FieldValues, Option extends string>({
  options,
  optionLabel = (option) => option,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id'> &
  FormFieldProps<Values> & {
    options: readonly Option[];
    optionLabel?: (option: Option) => string;
  }) {
  const { field, control } = useRegisteredField(props);
  return (
    <Field {...field}>
      <select {...control}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A ticked-or-not choice of a back-office form in an `admin-form__checks` row, registered with
 * it (`CheckField` in ui/form for one with its own hint). The rest goes to the input (`value`
 * for one of a list, `aria-describedby` for a shared hint).
 */
export function CheckboxField<Values extends FieldValues>({
  form,
  name,
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'type'> &
  Pick<FormFieldProps<Values>, 'form' | 'name'> & { label: string }) {
  return (
    <label className="admin-form__check">
      <input type="checkbox" {...input} {...form.register(name)} />
      {label}
    </label>
  );
}
