import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, describedBy } from '../../../ui/form';

/** What names a back-office form's field and ties it to its form. */
export interface FormFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  id: string;
  label: string;
  hint?: string;
}

/** Input types whose values read left to right in every language, Arabic pages included. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'number', 'date', 'time']);

/**
 * A labelled `<input>` of a back-office form, registered with it: its hint and error tied to it
 * (WCAG 3.3.1). The rest goes to the input (`type`, `maxLength`, `aria-required`, …); an e-mail,
 * phone, number, date or time input is left to right unless `dir` says otherwise. `keep` filters
 * every keystroke first (a phone number's digits and spaces).
 */
export function InputField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  keep,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'> &
  FormFieldProps<Values> & {
    keep?: (text: string) => string;
  }) {
  // Number inputs' values are `unknown` before the schema coerces them; their errors are plain.
  const error = form.getFieldState(name, form.formState).error as FieldError | undefined;
  const registered = form.register(name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        dir={input.type !== undefined && LEFT_TO_RIGHT_TYPES.has(input.type) ? 'ltr' : undefined}
        {...input}
        {...registered}
        {...(keep
          ? {
              onChange: (event) => {
                event.target.value = keep(event.target.value);
                void registered.onChange(event);
              },
            }
          : {})}
        {...describedBy(id, error, hint !== undefined)}
      />
    </Field>
  );
}

/** A labelled `<textarea>` of a back-office form (a reason, a note): like `InputField`. */
export function TextareaField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id'> &
  FormFieldProps<Values>) {
  const error = form.getFieldState(name, form.formState).error;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        rows={3}
        {...textarea}
        {...form.register(name)}
        {...describedBy(id, error, hint !== undefined)}
      />
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
  Pick<FormFieldProps<Values>, 'form' | 'name' | 'label'>) {
  return (
    <label className="admin-form__check">
      <input type="checkbox" {...input} {...form.register(name)} />
      {label}
    </label>
  );
}
