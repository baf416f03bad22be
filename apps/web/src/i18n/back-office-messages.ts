import { MESSAGES } from '@storefront/shared/messages';
import { registerTexts } from './index';

/**
 * The server's back-office texts (shared messages/admin/: a record's field errors, an order's or
 * a refund's answers) join i18next when the back office's chunk loads (imported for its effect).
 * A storefront page loads only its language's `<language>Storefront` texts (resources.ts), so
 * customers never download them (issue 14 item 5).
 */
registerTexts(MESSAGES);
