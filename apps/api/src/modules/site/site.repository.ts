import { and, asc, eq, notInArray } from 'drizzle-orm';
import { PAGE_IDS, type Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { pages, siteSettings } from '../../db/schema';
import { pageText, settingsText } from '../../db/texts';

export async function findSiteSettings(db: Executor, language: Language) {
  const [row] = await db
    .select({
      siteEmail: siteSettings.siteEmail,
      sitePhoneNumber: siteSettings.sitePhoneNumber,
      currencyCode: siteSettings.currencyCode,
      vatRateBasisPoints: siteSettings.vatRateBasisPoints,
      shippingChargeMinor: siteSettings.shippingChargeMinor,
      guestsCustomiseCombos: siteSettings.guestsCustomiseCombos,
      siteName: settingsText.text<string>('siteName'),
      tagline: settingsText.text<string>('tagline'),
      siteAddress: settingsText.text<string>('siteAddress'),
      openingHours: settingsText.text<string>('openingHours'),
    })
    .from(siteSettings)
    .leftJoin(...settingsText.onLocal(siteSettings.id, language))
    .leftJoin(...settingsText.onFallback(siteSettings.id))
    .where(eq(siteSettings.id, 1));
  return row;
}

/** The published pages besides about, privacy and terms (their titles in `language`), by id. */
export async function listMorePages(db: Executor, language: Language) {
  return db
    .select({ id: pages.id, title: pageText.text<string>('metaTitle') })
    .from(pages)
    .leftJoin(...pageText.onLocal(pages.id, language))
    .leftJoin(...pageText.onFallback(pages.id))
    .where(and(eq(pages.isPublished, true), notInArray(pages.id, Object.values(PAGE_IDS))))
    .orderBy(asc(pages.id));
}
