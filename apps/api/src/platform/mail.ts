import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
}

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
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
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
