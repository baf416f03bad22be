import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { contactMessages, pageTranslations, pages, siteSettings } from '../../db/schema';
import { fallbackJoin, localized, translationJoin } from '../../db/translations';

const pageLocal = alias(pageTranslations, 'page_local');
const pageFallback = alias(pageTranslations, 'page_fallback');

/** A published content page in the caller's language (English fallback); undefined if none. */
export async function findPublishedPage(db: Executor, pageId: number, language: Language) {
  const [row] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      updatedAt: pages.updatedAt,
      metaTitle: localized<string | null>(pageLocal.metaTitle, pageFallback.metaTitle),
      pageContent: localized<string | null>(pageLocal.pageContent, pageFallback.pageContent),
    })
    .from(pages)
    .leftJoin(pageLocal, translationJoin(pageLocal.pageId, pageLocal.language, pages.id, language))
    .leftJoin(pageFallback, fallbackJoin(pageFallback.pageId, pageFallback.language, pages.id))
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
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}

/** The shop's public e-mail (site settings), the fallback recipient of contact mails. */
export async function findSiteEmail(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ siteEmail: siteSettings.siteEmail })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.siteEmail;
}
