import type { Language } from '../languages';
import { withBackOfficeMessages } from './admin';
import { aeStorefront } from './ae';
import { deStorefront } from './de';
import { enStorefront } from './en';
import { frStorefront } from './fr';
import { kaStorefront } from './ka';

/**
 * Every server text in English: the storefront's (messages/en.ts) and the back office's
 * (messages/admin/). The storefront's chunks import only a language's `<language>Storefront`.
 */
const en = withBackOfficeMessages('en', enStorefront);

export type MessageKey = keyof typeof en;
export type MessageCatalog = Record<MessageKey, string>;

/** Every server text in each language, as the API answers them. */
export const MESSAGES: Record<Language, MessageCatalog> = {
  en,
  fr: withBackOfficeMessages('fr', frStorefront),
  de: withBackOfficeMessages('de', deStorefront),
  ae: withBackOfficeMessages('ae', aeStorefront),
  ka: withBackOfficeMessages('ka', kaStorefront),
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The text of a message key in a language, with `{{name}}` placeholders filled. */
export function translateMessage(
  key: MessageKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  const template = MESSAGES[language][key] ?? en[key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
