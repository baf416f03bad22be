import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FIELD_LIMITS, contactRequestSchema } from '@storefront/shared';
import { Field, FormField, SubmitButton, describedBy, useSubmitForm } from '../../../ui/form';
import { notify } from '../../../ui/toast';
import { useSendContact } from '../api/send-contact';

type ContactInput = z.input<typeof contactRequestSchema>;
const FIELD_NAMES = ['name', 'email', 'subject', 'message'] as const;

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** Spec §2/§5 contact form: the shared schema validates it, the server answers in a toast. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContact();
  const { form, field, ids, formProps, busy } = useSubmitForm({
    schema: contactRequestSchema,
    defaults: EMPTY,
    fields: FIELD_NAMES,
    offlineText: t('server_error'),
    submit: async (message) => {
      notify.success(await send.mutateAsync(message));
      form.reset(EMPTY);
    },
  });
  const message = form.getFieldState('message', form.formState).error;

  return (
    <form className="contact-form" {...formProps}>
      <div className="contact-form__row">
        <FormField {...field('name')} label={t('contact.name')} kind="name" autoComplete="name" />
        <FormField {...field('email')} label={t('contact.email')} kind="email" />
      </div>
      <FormField
        {...field('subject')}
        label={t('contact.subject')}
        maxLength={FIELD_LIMITS.subject}
      />
      <Field id={ids.message} label={t('contact.message')} error={message}>
        <textarea
          rows={6}
          maxLength={FIELD_LIMITS.message}
          {...form.register('message')}
          {...describedBy(ids.message, message)}
        />
      </Field>
      <SubmitButton busy={busy} label={t('contact.submit')} busyLabel={t('contact.sending')} />
    </form>
  );
}
