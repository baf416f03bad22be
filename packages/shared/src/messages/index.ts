import type { Language } from '../languages';
import { ae } from './ae';
import { de } from './de';
import { en, type MessageCatalog, type MessageKey } from './en';
import { fr } from './fr';
import { ka } from './ka';

export type { MessageCatalog, MessageKey };

export const MESSAGES: Record<Language, MessageCatalog> = { en, fr, de, ae, ka };

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
