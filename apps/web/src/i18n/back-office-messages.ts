import { BACK_OFFICE_MESSAGES } from '@storefront/shared/messages/admin/index';
import { registerTexts } from './index';

/**
 * The server's back-office texts (shared messages/admin/: a record's field errors, an order's or
 * a refund's answers) join i18next when the back office's chunk loads (imported for its effect).
 * A storefront page loads only its language's `<language>Storefront` texts (resources.ts), so
 * customers never download them (issue 14 item 5). Only the back office's own domains are
 * registered: the storefront's texts of each language are already in i18next or load with it.
 */
registerTexts(BACK_OFFICE_MESSAGES);
