import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PAGE_IDS,
  contactResponseSchema,
  pageResponseSchema,
  type MessageKey,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { contactMessages, pageTranslations, pages, siteSettings } from '../src/db/schema';
import { postRawJson, waitForMail } from './helpers/accounts';
import {
  databaseKinds,
  errorFields,
  failBody,
  okBody,
  send,
  useTestApp,
  type TestApp,
} from './helpers/test-app';

const contact = {
  name: 'Amira Haddad',
  email: 'amira@example.com',
  subject: 'Catering for 40 people',
  message: 'Can you deliver lunch for our team on Thursday?',
  language: 'fr',
};

const postContact = (t: TestApp, payload: object) =>
  send(t.app, { method: 'POST', url: '/api/contact-us', payload });

async function storedMessages(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

/** The `.eml` files the outbox mailer wrote. */
async function outbox(t: TestApp) {
  let files: string[];
  try {
    files = await readdir(t.outboxDir);
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => ({
      file,
      text: await readFile(path.join(t.outboxDir, file), 'utf8'),
    })),
  );
}

describe.each(databaseKinds)('content on %s', (kind) => {
  describe('GET /api/pages/:id', () => {
    const t = useTestApp(kind);
    const get = (url: string) => send(t.current.app, { method: 'GET', url });

    const cases = Object.values(PAGE_IDS).flatMap((id) =>
      LANGUAGES.map((language) => [id, language] as const),
    );

    it.each(cases)('answers page %i in %s', async (id, language) => {
      const body = okBody(await get(`/api/pages/${id}?language=${language}`), pageResponseSchema);
      expect(body.responseText).toBe(translateMessage('ok', language));
      const [row] = await t.current.db
        .select({ metaTitle: pageTranslations.metaTitle, content: pageTranslations.pageContent })
        .from(pageTranslations)
        .where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.language, language)));
      expect(row, `page ${id} has a ${language} translation`).toBeDefined();
      expect(body.responseData).toMatchObject({
        id,
        meta_title: row?.metaTitle,
        page_content: row?.content,
      });
      expect(Number.isNaN(Date.parse(body.responseData.updated_at))).toBe(false);
    });

    it('answers 404 page_not_found for an unknown page', async () => {
      const body = failBody(await get('/api/pages/999?language=ae'), 404);
      expect(body.responseText).toBe(translateMessage('page_not_found', 'ae'));
    });

    it('answers 404 for an unpublished page', async () => {
      await t.current.db
        .update(pages)
        .set({ isPublished: false })
        .where(eq(pages.id, PAGE_IDS.terms));
      await t.current.catalogCache.invalidate();
      try {
        const body = failBody(await get(`/api/pages/${PAGE_IDS.terms}?language=de`), 404);
        expect(body.responseText).toBe(translateMessage('page_not_found', 'de'));
      } finally {
        await t.current.db
          .update(pages)
          .set({ isPublished: true })
          .where(eq(pages.id, PAGE_IDS.terms));
        await t.current.catalogCache.invalidate();
      }
    });

    it.each(['abc', '0', '-4', '99999999999'])('refuses page id %s with 422', async (id) => {
      const body = failBody(await get(`/api/pages/${id}?language=fr`), 422);
      expect(body.responseText).toBe(translateMessage('invalid_value', 'fr'));
    });
  });

  describe('POST /api/contact-us', () => {
    const t = useTestApp(kind, { env: { ADMIN_EMAIL: 'orders@lunchbox.example.com' } });

    it('stores the message, mails the shop and answers responseMessage', async () => {
      const before = await storedMessages(t.current);
      const body = okBody(await postContact(t.current, contact), contactResponseSchema);
      expect(body.responseText).toBe(translateMessage('contact_sent', 'fr'));
      expect(body.responseMessage).toBe(body.responseText);
      expect(await storedMessages(t.current)).toBe(before + 1);

      const [row] = await t.current.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, body.responseData.id));
      expect(row).toMatchObject({ ...contact, handledAt: null });

      // The mail is a job committed with the message (issue 11): it goes out just after.
      await waitForMail(t.current.outboxDir, 'orders@lunchbox.example.com');
      const mails = (await outbox(t.current)).filter((mail) => mail.text.includes(contact.subject));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.file).toContain('orders@lunchbox.example.com');
      expect(mail.text).toMatch(/^To: orders@lunchbox\.example\.com/m);
      expect(mail.text).toMatch(/^Reply-To: amira@example\.com/m);
      expect(mail.text).toContain(`Subject: Contact form: ${contact.subject}`);
      expect(mail.text).toContain(contact.name);
      // The body is quoted-printable: undo its soft line breaks before looking for the message.
      expect(mail.text.replace(/=\r?\n/g, '')).toContain(contact.message);
    });

    it('keeps a line break in the subject out of the mail headers', async () => {
      const answer = await postContact(t.current, {
        ...contact,
        subject: 'Hello\r\nBcc: victim@example.com',
      });
      okBody(answer, contactResponseSchema);
      for (const mail of await outbox(t.current)) expect(mail.text).not.toMatch(/^Bcc:/im);
    });

    it.each([
      ['a missing name', { ...contact, name: undefined }, 'fullnamerequired'],
      ['an empty subject', { ...contact, subject: '   ' }, 'error_subject_required'],
      ['a missing message', { ...contact, message: undefined }, 'messagerequired'],
      ['a missing e-mail', { ...contact, email: undefined }, 'emailrequird'],
      ['a malformed e-mail', { ...contact, email: 'amira@example' }, 'validemail'],
      ['an e-mail with an unknown TLD', { ...contact, email: 'amira@example.xyz' }, 'validemail'],
      ['a name with digits', { ...contact, name: 'R2D2' }, 'validname'],
      ['a name of 10,000 characters', { ...contact, name: 'a'.repeat(10_000) }, 'too_long', 100],
      ['a subject that is a number', { ...contact, subject: 42 }, 'error_subject_required'],
      [
        'a message of 10,000 characters',
        { ...contact, message: 'a'.repeat(10_000) },
        'too_long',
        5000,
      ],
    ] as [string, object, MessageKey, number?][])(
      'refuses %s with 422 and stores nothing',
      async (_label, payload, key, max) => {
        const before = await storedMessages(t.current);
        const body = failBody(await postContact(t.current, payload), 422);
        expect(errorFields(body)).toHaveLength(1);
        expect(body.responseText).toBe(translateMessage(key, 'fr', { max: max ?? '' }));
        expect(await storedMessages(t.current)).toBe(before);
      },
    );

    it('names every bad field and answers the general text when several are wrong', async () => {
      const body = failBody(await postContact(t.current, { language: 'ka' }), 422);
      expect(body.responseText).toBe(translateMessage('fill_required', 'ka'));
      expect(errorFields(body).sort()).toEqual(['email', 'message', 'name', 'subject']);
    });

    it('refuses invalid JSON with 400 and stores nothing', async () => {
      const before = await storedMessages(t.current);
      const answer = await postRawJson(
        t.current.app,
        '/api/contact-us?language=de',
        '{"name": "Amira", ',
      );
      expect(failBody(answer, 400).responseText).toBe(translateMessage('invalid_value', 'de'));
      expect(await storedMessages(t.current)).toBe(before);
    });
  });

  describe('POST /api/contact-us without ADMIN_EMAIL', () => {
    const t = useTestApp(kind);

    it('mails the site e-mail address', async () => {
      const [settings] = await t.current.db
        .select({ email: siteSettings.siteEmail })
        .from(siteSettings);
      const answer = await postContact(t.current, { ...contact, language: 'en' });
      okBody(answer, contactResponseSchema);
      await waitForMail(t.current.outboxDir, settings!.email);
      const mails = await outbox(t.current);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`To: ${settings!.email}`);
    });
  });

  describe('POST /api/contact-us when the mail fails', () => {
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    });
    const t = useTestApp(kind, {
      mailer: { send: () => Promise.reject(new Error('SMTP server unreachable')) },
      logStream: logs,
    });

    it('keeps the stored message, answers success, and its mail job logs the failure to retry', async () => {
      const before = await storedMessages(t.current);
      const answer = await postContact(t.current, { ...contact, language: 'ae' });
      const body = okBody(answer, contactResponseSchema);
      expect(body.responseMessage).toBe(translateMessage('contact_sent', 'ae'));
      expect(await storedMessages(t.current)).toBe(before + 1);
      const deadline = Date.now() + 10_000;
      const retrying = () =>
        lines.some((line) => {
          const entry = JSON.parse(line) as { level: number; msg: string; to?: string };
          return entry.level === 40 && entry.msg === 'mail not sent; will retry';
        });
      while (!retrying() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(retrying(), 'a "mail not sent; will retry" warning').toBe(true);
    });
  });
});
