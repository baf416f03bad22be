import { type Language } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { MailMessage } from '../../platform/mail';

/** The forgot-password mail (DESIGN §4), in the customer's own language. */
export function resetMail(options: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  return {
    to: options.to,
    language: options.language,
    subject: translateMessage('reset_mail_subject', options.language),
    text: translateMessage('reset_mail_body', options.language, {
      // A header-safe, single-line name: it comes from the customer.
      name: options.name.replace(/[\r\n]+/g, ' '),
      link: options.link,
    }),
  };
}
