import { and, eq } from 'drizzle-orm';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { insertReturningId } from '../../db/records';
import { contactMessages, pages, siteSettings } from '../../db/schema';
import { pageText } from '../../db/texts';

/** A published content page in the caller's language (English fallback); undefined if none. */
export async function findPublishedPage(db: Executor, pageId: number, language: Language) {
  const [row] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      updatedAt: pages.updatedAt,
      metaTitle: pageText.text<string | null>('metaTitle'),
      pageContent: pageText.text<string | null>('pageContent'),
    })
    .from(pages)
    .leftJoin(...pageText.onLocal(pages.id, language))
    .leftJoin(...pageText.onFallback(pages.id))
    .where(and(eq(pages.id, pageId), eq(pages.isPublished, true)));
  return row;
}

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
}

export async function insertContactMessage(
  db: Executor,
  message: NewContactMessage,
): Promise<number> {
  return insertReturningId(db, contactMessages, message);
}

/** The shop's public e-mail (site settings), the fallback recipient of contact mails. */
export async function findSiteEmail(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ siteEmail: siteSettings.siteEmail })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.siteEmail;
}
