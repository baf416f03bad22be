import type { TFunction } from 'i18next';

/**
 * A field error from the shared zod schemas or the server is a message key, optionally with a
 * value after a colon (`too_long:100`, DESIGN §3); this turns it into the shopper's text.
 */
export function translateFieldError(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const [key = '', value] = message.split(':');
  const text = t(key, { max: value ?? '', defaultValue: '' });
  return text || t('invalid_value');
}
