import { adminAccessMessages } from './access';
import { adminCatalogMessages } from './catalog';
import { adminContentMessages } from './content';
import { adminHoursMessages } from './hours';
import { adminInvoicesMessages } from './invoices';
import { adminOrdersMessages } from './orders';
import { adminPaymentsMessages } from './payments';
import { adminPlacesMessages } from './places';
import { adminPromotionsMessages } from './promotions';

/** Every back-office domain's messages, merged into each language's catalog (messages/*.ts). */
export const ADMIN_MESSAGE_MODULES = [
  adminAccessMessages,
  adminOrdersMessages,
  adminCatalogMessages,
  adminPlacesMessages,
  adminContentMessages,
  adminHoursMessages,
  adminPromotionsMessages,
  adminInvoicesMessages,
  adminPaymentsMessages,
] as const;

export const adminMessagesEn = {
  ...adminAccessMessages.en,
  ...adminOrdersMessages.en,
  ...adminCatalogMessages.en,
  ...adminPlacesMessages.en,
  ...adminContentMessages.en,
  ...adminHoursMessages.en,
  ...adminPromotionsMessages.en,
  ...adminInvoicesMessages.en,
  ...adminPaymentsMessages.en,
};

export type AdminMessageKey = keyof typeof adminMessagesEn;

/** The back office's messages in a language other than English. */
export function adminMessagesIn(
  language: 'fr' | 'de' | 'ae' | 'ka',
): Record<AdminMessageKey, string> {
  return Object.assign({}, ...ADMIN_MESSAGE_MODULES.map((module) => module[language])) as Record<
    AdminMessageKey,
    string
  >;
}
