import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FIELD_LIMITS, contactRequestSchema } from '@storefront/shared';
import { ApiError } from '../../../lib/api-client';
import {
  EmailInput,
  Field,
  NameInput,
  SubmitButton,
  useFieldIds,
  useSchemaForm,
} from '../../../ui/form';
import { notify } from '../../../ui/toast';
import { useSendContact } from '../api/send-contact';

type ContactInput = z.input<typeof contactRequestSchema>;
type ContactOutput = z.output<typeof contactRequestSchema>;
type FieldName = 'name' | 'email' | 'subject' | 'message';
const FIELD_NAMES: readonly FieldName[] = ['name', 'email', 'subject', 'message'];

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** Spec §2/§5 contact form: the shared schema validates it, the server answers in a toast. */
export function ContactForm() {
  const { t } = useTranslation();
  const ids = useFieldIds(FIELD_NAMES);
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<ContactInput, ContactOutput>(contactRequestSchema, EMPTY);

  const describe = (name: FieldName) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[name]}-error` }
      : { 'aria-invalid': false as const };

  const nameField = register('name');

  const onSubmit = handleSubmit(async ({ name, email, subject, message }) => {
    try {
      const text = await send.mutateAsync({ name, email, subject, message });
      notify.success(text);
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const fieldError of error.fieldErrors) {
          const field = FIELD_NAMES.find((name) => name === fieldError.field);
          if (field) setError(field, { type: 'server', message: fieldError.message });
        }
        notify.error(error.displayMessage);
      } else {
        notify.error(t('server_error'));
      }
    }
  });

  const busy = isSubmitting || send.isPending;

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="contact-form__row">
        <Field id={ids.name} label={t('contact.name')} error={errors.name}>
          <NameInput id={ids.name} autoComplete="name" {...nameField} {...describe('name')} />
        </Field>
        <Field id={ids.email} label={t('contact.email')} error={errors.email}>
          <EmailInput id={ids.email} {...register('email')} {...describe('email')} />
        </Field>
      </div>
      <Field id={ids.subject} label={t('contact.subject')} error={errors.subject}>
        <input
          id={ids.subject}
          type="text"
          maxLength={FIELD_LIMITS.subject}
          {...register('subject')}
          {...describe('subject')}
        />
      </Field>
      <Field id={ids.message} label={t('contact.message')} error={errors.message}>
        <textarea
          id={ids.message}
          rows={6}
          maxLength={FIELD_LIMITS.message}
          {...register('message')}
          {...describe('message')}
        />
      </Field>
      <SubmitButton busy={busy} label={t('contact.submit')} busyLabel={t('contact.sending')} />
    </form>
  );
}
