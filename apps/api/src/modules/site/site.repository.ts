import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { siteSettings, siteSettingTranslations } from '../../db/schema';
import { fallbackJoin, localized, translationJoin } from '../../db/translations';

const local = alias(siteSettingTranslations, 'local');
const fallback = alias(siteSettingTranslations, 'fallback');

export async function findSiteSettings(db: Executor, language: Language) {
  const [row] = await db
    .select({
      siteEmail: siteSettings.siteEmail,
      sitePhoneNumber: siteSettings.sitePhoneNumber,
      currencyCode: siteSettings.currencyCode,
      vatRateBasisPoints: siteSettings.vatRateBasisPoints,
      shippingChargeMinor: siteSettings.shippingChargeMinor,
      siteName: localized<string>(local.siteName, fallback.siteName),
      tagline: localized<string>(local.tagline, fallback.tagline),
      siteAddress: localized<string>(local.siteAddress, fallback.siteAddress),
      openingHours: localized<string>(local.openingHours, fallback.openingHours),
    })
    .from(siteSettings)
    .leftJoin(local, translationJoin(local.settingsId, local.language, siteSettings.id, language))
    .leftJoin(fallback, fallbackJoin(fallback.settingsId, fallback.language, siteSettings.id))
    .where(eq(siteSettings.id, 1));
  return row;
}
