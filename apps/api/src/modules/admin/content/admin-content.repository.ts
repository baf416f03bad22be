import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminContactSort, AdminPageSort, Language, SortDirection } from '@storefront/shared';
import type { Executor } from '../../../db/client';
import { insertReturningId } from '../../../db/records';
import { ordered } from '../../../db/ordering';
import { pageOf } from '../../../db/paging';
import { containsPattern } from '../../../db/like';
import {
  contactMessages,
  pageTranslations,
  pages,
  siteSettingTranslations,
  siteSettings,
  users,
} from '../../../db/schema';
import { pageText } from '../../../db/texts';
import { replaceTranslations } from '../../../db/translations';

export interface ListWindow<Sort extends string> {
  page: number;
  limit: number;
  sort: Sort;
  direction: SortDirection;
  q?: string | undefined;
}

// ---------------------------------------------------------------- pages

export interface PageFilter extends ListWindow<AdminPageSort> {
  published?: boolean | undefined;
}

/** One page of the pages list, titles in `language` (English fallback), and the total. */
export async function listPages(db: Executor, language: Language, filter: PageFilter) {
  const title = pageText.text<string>('metaTitle');
  const conditions: (SQL | undefined)[] = [];
  if (filter.published !== undefined) conditions.push(eq(pages.isPublished, filter.published));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(pages.slug, pattern),
        ilike(pageText.local.metaTitle, pattern),
        ilike(pageText.fallback.metaTitle, pattern),
        /^\d{1,9}$/.test(filter.q) ? eq(pages.id, Number(filter.q)) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const sortColumn = {
    id: pages.id,
    slug: pages.slug,
    title,
    is_published: pages.isPublished,
    updated_at: pages.updatedAt,
  }[filter.sort];

  return pageOf(
    db
      .select({
        id: pages.id,
        slug: pages.slug,
        title,
        isPublished: pages.isPublished,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .leftJoin(...pageText.onLocal(pages.id, language))
      .leftJoin(...pageText.onFallback(pages.id))
      .where(where)
      .orderBy(ordered(sortColumn, filter.direction), asc(pages.id)),
    db
      .select({ total: count() })
      .from(pages)
      .leftJoin(...pageText.onLocal(pages.id, language))
      .leftJoin(...pageText.onFallback(pages.id))
      .where(where),
    filter,
  );
}

export async function findPage(db: Executor, pageId: number, lock = false) {
  const query = db.select().from(pages).where(eq(pages.id, pageId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPageTranslations(db: Executor, pageId: number) {
  return pageText.rowsFor(db, pageId, ['metaTitle', 'pageContent']);
}

/** Whether another page than `exceptId` already has `slug`. */
export async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slug, slug), exceptId === undefined ? undefined : ne(pages.id, exceptId)));
  return row !== undefined;
}

export async function insertPage(
  db: Executor,
  page: { slug: string; isPublished: boolean },
): Promise<number> {
  return insertReturningId(db, pages, page);
}

export async function updatePage(
  db: Executor,
  pageId: number,
  page: { slug: string; isPublished: boolean },
) {
  await db
    .update(pages)
    .set({ ...page, updatedAt: new Date() })
    .where(eq(pages.id, pageId));
}

export interface PageTranslationRow {
  language: Language;
  metaTitle: string;
  pageContent: string;
}

/** Replaces every translation of a page with `rows` (English always among them). */
export async function replacePageTranslations(
  db: Executor,
  pageId: number,
  rows: PageTranslationRow[],
) {
  await replaceTranslations(db, pageTranslations, 'pageId', pageId, rows);
}

export async function deletePage(db: Executor, pageId: number): Promise<boolean> {
  const deleted = await db.delete(pages).where(eq(pages.id, pageId)).returning({ id: pages.id });
  return deleted.length > 0;
}

// ---------------------------------------------------------------- settings

/** The settings row (id 1), locked for update inside a transaction when `lock`. */
export async function findSettingsRow(db: Executor, lock = false) {
  const query = db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findSettingsTranslations(db: Executor) {
  return db
    .select({
      language: siteSettingTranslations.language,
      siteName: siteSettingTranslations.siteName,
      tagline: siteSettingTranslations.tagline,
      siteAddress: siteSettingTranslations.siteAddress,
      openingHours: siteSettingTranslations.openingHours,
    })
    .from(siteSettingTranslations)
    .where(eq(siteSettingTranslations.settingsId, 1));
}

export interface SettingsRow {
  siteEmail: string;
  sitePhoneNumber: string;
  currencyCode: string;
  vatRateBasisPoints: number;
  shippingChargeMinor: number;
  guestsCustomiseCombos: boolean;
  pricesIncludeVat: boolean;
  vatNumber: string;
}

export interface SettingsTranslationRow {
  language: Language;
  siteName: string;
  tagline: string;
  siteAddress: string;
  openingHours: string;
}

export async function updateSettings(
  db: Executor,
  settings: SettingsRow,
  translations: SettingsTranslationRow[],
) {
  await db
    .update(siteSettings)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1));
  await db.delete(siteSettingTranslations).where(eq(siteSettingTranslations.settingsId, 1));
  await db
    .insert(siteSettingTranslations)
    .values(translations.map((row) => ({ settingsId: 1, ...row })));
}

// ---------------------------------------------------------------- contact messages

export interface ContactFilter extends ListWindow<AdminContactSort> {
  handled?: boolean | undefined;
}

const handler = alias(users, 'handler');

const contactColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  language: contactMessages.language,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handlerId: handler.id,
  handlerFirstName: handler.firstName,
  handlerLastName: handler.lastName,
  handlerEmail: handler.email,
};

/** Length of the list's preview of a message. */
export const PREVIEW_LENGTH = 140;

export async function listContactMessages(db: Executor, filter: ContactFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.handled === true) conditions.push(isNotNull(contactMessages.handledAt));
  if (filter.handled === false) conditions.push(isNull(contactMessages.handledAt));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const sortColumn = {
    created_at: contactMessages.createdAt,
    name: contactMessages.name,
    email: contactMessages.email,
    subject: contactMessages.subject,
    handled_at: contactMessages.handledAt,
  }[filter.sort];
  return pageOf(
    db
      .select({
        ...contactColumns,
        preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
      })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledByUserId))
      .where(where)
      // Unhandled messages (null handled_at) after handled ones either way: PostgreSQL's default
      // puts nulls last ascending and first descending, which would flip them with the arrow.
      .orderBy(
        filter.sort === 'handled_at'
          ? sql`${contactMessages.handledAt} ${sql.raw(filter.direction)} nulls last`
          : ordered(sortColumn, filter.direction),
        desc(contactMessages.id),
      ),
    db.select({ total: count() }).from(contactMessages).where(where),
    filter,
  );
}

export async function findContactMessage(db: Executor, id: number) {
  const [row] = await db
    .select({ ...contactColumns, message: contactMessages.message })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledByUserId))
    .where(eq(contactMessages.id, id));
  return row;
}

/**
 * Marks a message handled by `userId` now, or not handled. Marking a handled message handled
 * again keeps who handled it first and when. Answers whether the message exists.
 */
export async function setContactMessageHandled(
  db: Executor,
  id: number,
  handled: { byUserId: number } | false,
): Promise<boolean> {
  const changed = await db
    .update(contactMessages)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledByUserId: sql`case when ${contactMessages.handledAt} is null then ${handled.byUserId}::integer else ${contactMessages.handledByUserId} end`,
          }
        : { handledAt: null, handledByUserId: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return changed.length > 0;
}
