import { eq } from 'drizzle-orm';
import type { Language } from '@storefront/shared';
import type { Executor } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { settingsText } from '../../db/texts';

export async function findSiteSettings(db: Executor, language: Language) {
  const [row] = await db
    .select({
      siteEmail: siteSettings.siteEmail,
      sitePhoneNumber: siteSettings.sitePhoneNumber,
      currencyCode: siteSettings.currencyCode,
      vatRateBasisPoints: siteSettings.vatRateBasisPoints,
      shippingChargeMinor: siteSettings.shippingChargeMinor,
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
