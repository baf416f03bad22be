import {
  PAGE_IDS,
  currencyDigits,
  toMajor,
  toMinor,
  type AdminContactDetail,
  type AdminContactRow,
  type AdminPageDetail,
  type AdminSettings,
  type Language,
  type MessageKey,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { z } from 'zod';
import type {
  adminPageInputSchema,
  adminSettingsInputSchema,
  pageTextsSchema,
} from '@storefront/shared';
import type { Database } from '../../../db/client';
import { AppError, ConflictError, NotFoundError, fieldError } from '../../../platform/errors';
import { sanitizeRichHtml } from '../../../platform/sanitize-html';
import { isUniqueViolation } from '../../accounts/accounts.repository';
import {
  deletePage,
  findContactMessage,
  findPage,
  findPageTranslations,
  findSettingsRow,
  findSettingsTranslations,
  insertPage,
  PREVIEW_LENGTH,
  replacePageTranslations,
  setContactMessageHandled,
  slugTaken,
  updatePage,
  updateSettings,
} from './admin-content.repository';
import { rowsToTexts, textsToRows } from './translated-texts';

type PageInput = z.output<typeof adminPageInputSchema>;
type PageTexts = z.output<typeof pageTextsSchema>;
type SettingsInput = z.output<typeof adminSettingsInputSchema>;

const PAGE_FIELDS = { meta_title: 'metaTitle', page_content: 'pageContent' } as const;
const SITE_FIELDS = {
  site_name: 'siteName',
  tagline: 'tagline',
  site_address: 'siteAddress',
  opening_hours: 'openingHours',
} as const;

/** A 409 that still names the field, so the form can show it beside the input. */
function fieldConflict(field: string, key: MessageKey, language: Language): AppError {
  return new AppError(409, key, [{ field, message: translateMessage(key, language) }]);
}

// ---------------------------------------------------------------- pages

/** The storefront's routes read these pages by id (spec §7: about 1, privacy 3, terms 4). */
const REQUIRED_PAGE_IDS: ReadonlySet<number> = new Set(Object.values(PAGE_IDS));

export function isRequiredPage(pageId: number): boolean {
  return REQUIRED_PAGE_IDS.has(pageId);
}

/**
 * The rows to store for a page's texts, the HTML of every language sanitised (allow-list,
 * platform/sanitize-html.ts). English content that sanitises to nothing (only a script, say)
 * is refused like empty content.
 */
function pageRows(texts: PageTexts, language: Language) {
  const rows = textsToRows(texts, PAGE_FIELDS).map((row) => ({
    ...row,
    pageContent: sanitizeRichHtml(row.pageContent),
  }));
  const english = rows.find((row) => row.language === 'en');
  if (!english?.pageContent) {
    throw fieldError('translations.en.page_content', 'english_required', language);
  }
  // Another language whose HTML sanitised to nothing falls back to English rather than blank.
  return rows.map((row) => (row.pageContent ? row : { ...row, pageContent: english.pageContent }));
}

export async function pageDetail(db: Database, pageId: number): Promise<AdminPageDetail> {
  const page = await findPage(db, pageId);
  if (!page) throw new NotFoundError('page_not_found');
  const rows = await findPageTranslations(db, pageId);
  return {
    id: page.id,
    slug: page.slug,
    is_published: page.isPublished,
    is_required: isRequiredPage(page.id),
    created_at: page.createdAt.toISOString(),
    updated_at: page.updatedAt.toISOString(),
    translations: rowsToTexts(rows, PAGE_FIELDS),
  };
}

export async function createPage(db: Database, input: PageInput): Promise<number> {
  const rows = pageRows(input.translations, input.language);
  try {
    return await db.transaction(async (tx) => {
      if (await slugTaken(tx, input.slug)) {
        throw fieldConflict('slug', 'duplicate_value', input.language);
      }
      const id = await insertPage(tx, { slug: input.slug, isPublished: input.is_published });
      await replacePageTranslations(tx, id, rows);
      return id;
    });
  } catch (error) {
    // Two saves of the same new slug at once: the unique index decides, the answer is the same.
    if (isUniqueViolation(error)) throw fieldConflict('slug', 'duplicate_value', input.language);
    throw error;
  }
}

export async function savePage(db: Database, pageId: number, input: PageInput): Promise<void> {
  const rows = pageRows(input.translations, input.language);
  try {
    await db.transaction(async (tx) => {
      const page = await findPage(tx, pageId, true);
      if (!page) throw new NotFoundError('page_not_found');
      if (isRequiredPage(pageId) && !input.is_published) {
        throw fieldConflict('is_published', 'admin_page_required', input.language);
      }
      if (await slugTaken(tx, input.slug, pageId)) {
        throw fieldConflict('slug', 'duplicate_value', input.language);
      }
      await updatePage(tx, pageId, { slug: input.slug, isPublished: input.is_published });
      await replacePageTranslations(tx, pageId, rows);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldConflict('slug', 'duplicate_value', input.language);
    throw error;
  }
}

export async function removePage(db: Database, pageId: number): Promise<void> {
  if (isRequiredPage(pageId)) {
    // Say "required" only for a page that exists; an unknown id is a plain 404.
    if (!(await findPage(db, pageId))) throw new NotFoundError('page_not_found');
    throw new ConflictError('admin_page_required');
  }
  if (!(await deletePage(db, pageId))) throw new NotFoundError('page_not_found');
}

// ---------------------------------------------------------------- settings

export async function settingsDetail(db: Database): Promise<AdminSettings> {
  const settings = await findSettingsRow(db);
  if (!settings) throw new NotFoundError();
  const rows = await findSettingsTranslations(db);
  return {
    site_email: settings.siteEmail,
    site_phone_number: settings.sitePhoneNumber,
    currency_code: settings.currencyCode,
    vat_rate: settings.vatRateBasisPoints / 100,
    shipping_charge: toMajor(settings.shippingChargeMinor, settings.currencyCode),
    guests_customise_combos: settings.guestsCustomiseCombos,
    prices_include_vat: settings.pricesIncludeVat,
    vat_number: settings.vatNumber,
    updated_at: settings.updatedAt.toISOString(),
    translations: rowsToTexts(rows, SITE_FIELDS),
  };
}

/** Whether `major` has no more decimals than `currency` has minor digits (BHD 3, USD 2). */
function fitsCurrency(major: number, currency: string): boolean {
  const scaled = major * 10 ** currencyDigits(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export async function saveSettings(db: Database, input: SettingsInput): Promise<void> {
  const translations = textsToRows(input.translations, SITE_FIELDS);
  await db.transaction(async (tx) => {
    const current = await findSettingsRow(tx, true);
    if (!current) throw new NotFoundError();
    // Every price is an integer of the current currency's minor unit (DESIGN §5). A currency
    // with other decimals would silently multiply or divide every price by 10, so the switch
    // is refused; converting a whole catalogue is an operation of its own.
    if (currencyDigits(input.currency_code) !== currencyDigits(current.currencyCode)) {
      throw fieldError('currency_code', 'admin_currency_digits', input.language);
    }
    if (!fitsCurrency(input.shipping_charge, input.currency_code)) {
      throw fieldError('shipping_charge', 'admin_amount_decimals', input.language);
    }
    await updateSettings(
      tx,
      {
        siteEmail: input.site_email,
        sitePhoneNumber: input.site_phone_number,
        currencyCode: input.currency_code,
        // Decision 004: basis points keep a rate like 5.5 % exact.
        vatRateBasisPoints: Math.round(input.vat_rate * 100),
        shippingChargeMinor: toMinor(input.shipping_charge, input.currency_code),
        guestsCustomiseCombos: input.guests_customise_combos ?? current.guestsCustomiseCombos,
        pricesIncludeVat: input.prices_include_vat ?? current.pricesIncludeVat,
        vatNumber: input.vat_number ?? current.vatNumber,
      },
      translations,
    );
  });
}

// ---------------------------------------------------------------- contact messages

type ContactRowData = Awaited<ReturnType<typeof findContactMessage>> & object;

export function contactRow(row: Omit<ContactRowData, 'message'> & { preview: string }) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    preview: row.preview,
    language: row.language as Language,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by:
      row.handledAt && row.handlerId !== null
        ? {
            id: row.handlerId,
            name: [row.handlerFirstName, row.handlerLastName].filter(Boolean).join(' '),
            email: row.handlerEmail ?? '',
          }
        : null,
  } satisfies AdminContactRow;
}

export async function contactDetail(db: Database, id: number): Promise<AdminContactDetail> {
  const row = await findContactMessage(db, id);
  if (!row) throw new NotFoundError();
  return {
    ...contactRow({ ...row, preview: row.message.slice(0, PREVIEW_LENGTH) }),
    message: row.message,
  };
}

export async function markContactMessage(
  db: Database,
  id: number,
  handled: boolean,
  byUserId: number,
): Promise<AdminContactDetail> {
  if (!(await setContactMessageHandled(db, id, handled ? { byUserId } : false))) {
    throw new NotFoundError();
  }
  return contactDetail(db, id);
}
