import { RESPONSE_OK, type Language, type MessageKey } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';

/** A success answer in the envelope of DESIGN §3. */
export function ok<T>(
  language: Language,
  responseData: T,
  messageKey: MessageKey = 'ok',
  values?: Record<string, string | number>,
) {
  return {
    responseCode: RESPONSE_OK,
    responseText: translateMessage(messageKey, language, values),
    responseData,
  } as const;
}
