import { LANGUAGE_NAMES, type Language } from '@storefront/shared';
import type { MailMessage } from '../../platform/mail';

/**
 * The mail telling the shop about a contact message. It is written in English, the shop's
 * working language; the customer's language is stated so the reply can be written in it.
 * Replies go straight to the customer (`Reply-To`).
 */
export function contactMail(message: {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
}): Omit<MailMessage, 'to'> {
  // A header must stay on one line: a line break in the subject could forge extra headers.
  const subject = message.subject.replace(/[\r\n]+/g, ' ');
  return {
    subject: `Contact form: ${subject}`,
    replyTo: message.email,
    // The shop's working language frames it; the customer's own text stays as written.
    language: 'en',
    text: [
      `Message #${message.id} from the contact form.`,
      '',
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Language: ${LANGUAGE_NAMES[message.language]} (${message.language})`,
      `Subject: ${subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}
