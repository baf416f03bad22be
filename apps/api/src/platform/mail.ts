import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@storefront/shared';

/** A text typed by someone (a name, a note) kept on one line of a plain-text mail. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The reader's language: the mail's HTML part is laid out for it (issue 17 item 9). */
  language?: Language;
  /** Issue 16 item 5: attach this order's tax invoice, drawn when the mail goes. */
  invoiceOrderId?: number;
}

/** A file a mail carries, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A mail's sender: an address line, or a name and an address (nodemailer quotes the name). */
export type MailSender = string | { name: string; address: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * DESIGN §2: with `SMTP_URL` mails go through SMTP; without it each mail is written as an `.eml`
 * file under `DATA_DIR/outbox/` and logged, so a demo shop or a test can read what was sent.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** The sender, or how to find it when each mail goes (the shop's current name). */
  from: MailSender | (() => Promise<MailSender>);
  /** The HTML part of a mail that has none (the shop's frame around its text), if any. */
  layout?: (message: MailMessage) => Promise<string | undefined>;
  /** The files a mail carries (a mail job holds only what names them). */
  attachments?: (message: MailMessage) => Promise<MailAttachment[]>;
  logger: FastifyBaseLogger;
}): Mailer {
  const { from, layout, attachments } = options;
  const sender = async () => (typeof from === 'function' ? from() : from);
  /** What nodemailer sends: the sender, the text, the HTML part; `language` is ours alone. */
  const envelope = async (message: MailMessage) => {
    const html = layout ? await layout(message) : message.html;
    const files = attachments ? await attachments(message) : [];
    const { language: _language, invoiceOrderId: _invoiceOrderId, ...parts } = message;
    return {
      from: await sender(),
      ...parts,
      ...(html ? { html } : {}),
      ...(files.length > 0 ? { attachments: files } : {}),
    };
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(await envelope(message));
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail(await envelope(message));
      await mkdir(options.outboxDir, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeRecipient}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
    },
  };
}
