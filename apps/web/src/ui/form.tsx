import { zodResolver } from '@hookform/resolvers/zod';
import {
  forwardRef,
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  FIELD_LIMITS,
  keepNameCharacters,
  keepPhoneCharacters,
  PHONE_INPUT_MAX_LENGTH,
} from '@storefront/shared';
import { translateFieldError } from '../i18n/field-error';
import { ApiError } from '../lib/api-client';
import { EyeIcon, EyeOffIcon } from './icons';
import { notify } from './toast';
import './form.css';

/**
 * A form checked by its call's shared schema (CONVENTIONS "one schema per call"): the inputs hold
 * text (`Values`), the schema turns them into the call's payload (`Output`) with the messages the
 * server gives. Every form of the shop and the back office starts here.
 */
export function useSchemaForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  defaultValues: Values,
) {
  return useForm<Values, unknown, Output>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
}

/** Unique element ids for a form's fields (`ids.email`), stable across renders. */
export function useFieldIds<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const id = useId();
  return Object.fromEntries(names.map((name) => [name, `${id}-${name}`])) as Record<Name, string>;
}

/** Errors set from a server answer carry its text already translated (DESIGN §3). */
export const SERVER_ERROR = 'server';

/**
 * After a failed call: puts the server's field errors (already in the caller's language) under
 * the form's own fields and answers the error when the server answered, undefined when it could
 * not be reached (the caller shows its own "try again" text then).
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): ApiError | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (field) setError(field, { type: SERVER_ERROR, message: fieldError.message });
  }
  return error;
}

/** A form's submit button: disabled and announced busy while the call runs, its label saying so. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  block = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Full width (the sign-in, register and password forms). */
  block?: boolean;
}) {
  return (
    <button
      type="submit"
      className={`button button--primary${block ? ' button--block' : ''}`}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The text of a field error: a shared message key (`validemail`, `too_long:100`) or a server text.
 * Given the field's label, the generic "This value is not valid." names the field (issue 17
 * item 11: an error read out of context, or in a summary, still says what to fix).
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, field?: string): string => {
    if (!error) return '';
    const text =
      error.type === SERVER_ERROR ? (error.message ?? '') : translateFieldError(t, error.message);
    return field && text === t('invalid_value') ? t('invalid_value_named', { field }) : text;
  };
}

/** aria attributes tying a control to its error and hint (WCAG 3.3.1, 1.3.1). */
export function describedBy(id: string, error: FieldError | undefined, hint?: boolean) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? (true as const) : (false as const),
    ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}

export function FieldErrorText({
  id,
  error,
  label,
}: {
  id: string;
  error: FieldError | undefined;
  /** The field's label, named by a generic error. */
  label?: string;
}) {
  const text = useFieldErrorText();
  if (!error) return null;
  return (
    <p className="field__error" id={`${id}-error`}>
      {text(error, label)}
    </p>
  );
}

/** A labelled control with an optional hint and its error underneath. */
export function Field({
  id,
  label,
  error,
  hint,
  aside,
  className,
  children,
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  hint?: string;
  /** Something on the label's line, at the inline end (a "Forgot password?" switch). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      {aside ? (
        <div className="field__label-row">
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          {aside}
        </div>
      ) : (
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={id} error={error} label={label} />
    </div>
  );
}

/**
 * A password input with a show/hide button ("Show password" / "Hide password") and the shared
 * length limit.
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        maxLength={FIELD_LIMITS.password}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="off"
        {...props}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={visible ? t('auth.hide_password') : t('auth.show_password')}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
      </button>
    </div>
  );
});

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

interface InputPreset extends InputHTMLAttributes<HTMLInputElement> {
  /** Rewrites each new value, dropping the keystrokes the field does not allow. */
  keep?: (value: string) => string;
}

/**
 * Each kind of text input as every form asks for it (issue 12: one place): its keyboard, its
 * direction and the shared length limit.
 */
const TEXT_INPUTS = {
  text: { type: 'text' },
  // Left to right in Arabic too.
  email: {
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: FIELD_LIMITS.email,
    dir: 'ltr',
  },
  // Letters, spaces, hyphens and apostrophes only (decision 046).
  name: { type: 'text', maxLength: FIELD_LIMITS.name, keep: keepNameCharacters },
  // A mobile number: spec §5, digits and spaces only, at most 15 digits; left to right.
  phone: {
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: PHONE_INPUT_MAX_LENGTH,
    dir: 'ltr',
    keep: keepPhoneCharacters,
  },
} satisfies Record<string, InputPreset>;

/** A text input of one of `TEXT_INPUTS`' kinds; the rest of the props go to the input. */
const TextInput = forwardRef<HTMLInputElement, TextInputProps & { kind: keyof typeof TEXT_INPUTS }>(
  function TextInput({ kind, onChange, ...props }, ref) {
    const { keep, ...preset }: InputPreset = TEXT_INPUTS[kind];
    return (
      <input
        ref={ref}
        {...preset}
        {...props}
        onChange={
          keep
            ? (event) => {
                event.target.value = keep(event.target.value);
                onChange?.(event);
              }
            : onChange
        }
      />
    );
  },
);

/**
 * A checkbox inside its label (`.check`), with a hint under the label that describes it. `id`
 * names the label's and hint's elements (`<id>-label`, `<id>-hint`); `nameByLabel` names the
 * checkbox by its label alone, the hint being its description only. The rest goes to the input.
 */
export const CheckField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
    id: string;
    label: ReactNode;
    hint?: ReactNode;
    nameByLabel?: boolean;
  }
>(function CheckField({ id, label, hint, nameByLabel = false, ...input }, ref) {
  return (
    <label className="check">
      <input
        ref={ref}
        type="checkbox"
        {...input}
        {...(nameByLabel ? { 'aria-labelledby': `${id}-label` } : {})}
        {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}
      />
      <span className="check__text">
        <span className="check__label" {...(nameByLabel ? { id: `${id}-label` } : {})}>
          {label}
        </span>
        {hint ? (
          <span className="fine-print" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
});

type FormFieldProps<Values extends FieldValues> = Omit<TextInputProps, 'form' | 'name' | 'id'> & {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  id: string;
  label: string;
  hint?: string;
  aside?: ReactNode;
  kind?: keyof typeof TEXT_INPUTS | 'password';
};

/**
 * A labelled input registered with a react-hook-form: its label, hint, error and aria wiring in
 * one place (issue 12 item 3). `kind` picks the input (`email`, `password`, `name`, `phone`);
 * the rest goes to the input (`autoComplete`, `maxLength`).
 */
export function FormField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  aside,
  kind = 'text',
  ...input
}: FormFieldProps<Values>) {
  const error = form.getFieldState(name, form.formState).error;
  const wiring = {
    ...input,
    ...form.register(name),
    ...describedBy(id, error, hint !== undefined),
  };
  return (
    <Field id={id} label={label} error={error} hint={hint} aside={aside}>
      {kind === 'password' ? <PasswordInput {...wiring} /> : <TextInput kind={kind} {...wiring} />}
    </Field>
  );
}

/** A mobile number, with spec §5's rule for it as its hint (register, profile). */
export function PhoneField<Values extends FieldValues>(
  props: Omit<FormFieldProps<Values>, 'kind' | 'hint'>,
) {
  const { t } = useTranslation();
  return <FormField {...props} kind="phone" hint={t('register.phone_hint')} />;
}

/** A new password, with the password rules as its hint (register, reset password). */
export function NewPasswordField<Values extends FieldValues>(
  props: Omit<FormFieldProps<Values>, 'kind' | 'hint' | 'autoComplete'>,
) {
  const { t } = useTranslation();
  return (
    <FormField
      {...props}
      kind="password"
      autoComplete="new-password"
      hint={t('auth.password_hint')}
    />
  );
}

/**
 * After a failed submit: the server's field errors under their fields and its text in a toast;
 * `offlineText` when the shop could not be reached. Answers the server's error, if it answered.
 */
export function reportSubmitError<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  offlineText: string,
): ApiError | undefined {
  const answered = showServerErrors(error, fields, setError);
  notify.error(answered ? answered.displayMessage : offlineText);
  return answered;
}

/**
 * A form from its schema to its submit (issue 12 item 3): the fields' ids, `field(name)` for a
 * `FormField`'s wiring, `formProps` for the `<form>` element, and `busy` while `submit` runs. A
 * failed `submit` goes to `onError` when given, else to `reportSubmitError` with `offlineText`
 * (by default the shop's "could not reach the server" text).
 */
export function useSubmitForm<Values extends FieldValues, Output, Name extends Path<Values>>({
  schema,
  defaults,
  fields,
  offlineText,
  submit,
  onError,
}: {
  schema: z.ZodType<Output>;
  defaults: Values;
  fields: readonly Name[];
  offlineText?: string;
  submit: (values: Output) => Promise<unknown>;
  onError?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<Values, Output>(schema, defaults);
  const ids = useFieldIds(fields);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      if (onError) onError(error);
      else
        reportSubmitError(error, fields, form.setError, offlineText ?? t('common.network_error'));
    }
  });
  return {
    form,
    ids,
    field: (name: Name) => ({ form, name, id: ids[name] }),
    formProps: { noValidate: true, onSubmit: (event: FormEvent) => void onSubmit(event) },
    busy: form.formState.isSubmitting,
  };
}

export interface ListOption {
  id: number;
  label: string;
}

/**
 * A select over a list that depends on another choice (spec §4 cascade): disabled with
 * `blockedText` until its parent is chosen, "Loading…" while the list comes, `emptyText` when it
 * is empty, else the placeholder then the options. `value` keeps the shown choice in step with
 * the form even when the options arrive after the value (profile edit).
 */
type ListSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  options: ListOption[] | undefined;
  placeholder: string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  blocked?: boolean;
  blockedText?: string;
  /** Always given: the select is controlled by the form's watched value. */
  value: string;
};

export const ListSelect = forwardRef<HTMLSelectElement, ListSelectProps>(function ListSelect(
  { options, placeholder, loading, loadingText, emptyText, blocked, blockedText, ...props },
  ref,
) {
  let status: string | null = null;
  if (blocked) status = blockedText ?? placeholder;
  else if (loading) status = loadingText;
  else if (!options || options.length === 0) status = emptyText;
  if (status !== null) {
    return (
      <select ref={ref} {...props} value="" disabled>
        <option value="">{status}</option>
      </select>
    );
  }
  return (
    <select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      {options?.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </select>
  );
});

/**
 * A step of the country → city → place cascade (spec §4), the one way register, profile and
 * checkout forms show it: "Loading…" while its list comes; until what it depends on is chosen,
 * blocked with what to choose first. `needs.country` / `needs.city`: whether those are chosen
 * (absent: the step depends on nothing, the country itself).
 */
export const PlaceSelect = forwardRef<
  HTMLSelectElement,
  Omit<ListSelectProps, 'loadingText' | 'blocked' | 'blockedText'> & {
    needs?: { country: boolean; city?: boolean };
  }
>(function PlaceSelect({ needs, ...props }, ref) {
  const { t } = useTranslation();
  const noCountry = needs !== undefined && !needs.country;
  const noCity = needs?.city === false;
  return (
    <ListSelect
      ref={ref}
      loadingText={t('places.loading')}
      blocked={noCountry || noCity}
      blockedText={noCountry ? t('select_country_first') : t('places.select_city_first')}
      {...props}
    />
  );
});
