import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, describedBy } from '../../../ui/form';

/**
 * A labelled `<input>` of a back-office form, registered with it: its hint and error tied to it
 * (WCAG 3.3.1). The rest goes to the input (`type`, `dir`, `maxLength`, `aria-required`, …);
 * `keep` filters every keystroke first (a phone number's digits and spaces).
 */
export function InputField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  keep,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'> & {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  id: string;
  label: string;
  hint?: string;
  keep?: (text: string) => string;
}) {
  // Number inputs' values are `unknown` before the schema coerces them; their errors are plain.
  const error = form.getFieldState(name, form.formState).error as FieldError | undefined;
  const registered = form.register(name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
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
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id'> & {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  id: string;
  label: string;
  hint?: string;
}) {
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
