import { i18n } from '../../i18n';
import { notify } from '../../ui/toast';
import { clearSession, getToken } from './session';

/**
 * The one reaction to a 401 on a call made with a token (DESIGN §4): the session is over, so it
 * is cleared and the shopper told; pages that need a login then send them to /login. A 401 for
 * a token that is no longer the stored one (logged out or in again meanwhile) changes nothing.
 */
export function expireSession(tokenSent: string): void {
  if (getToken() !== tokenSent) return;
  clearSession('expired');
  // The server's message, loaded with the language's texts (i18n/resources.ts).
  notify.error(i18n.t('session_expired'));
}
