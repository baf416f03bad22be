import { z } from 'zod';
import { FIELD_LIMITS, isValidName } from '../validation';
import { envelope, languageSchema, requiredText, validEmailSchema } from './common';

/** Spec §3 Page: meta_title, page_content (HTML, sanitised before display). */
export const pageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  meta_title: z.string(),
  page_content: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
export const pageResponseSchema = envelope(pageSchema);

/** POST /contact-us (spec §5 contact rules, §3 contact message fields). */
export const contactRequestSchema = z.object({
  name: requiredText('fullnamerequired', FIELD_LIMITS.name).refine(isValidName, 'validname'),
  email: validEmailSchema,
  subject: requiredText('error_subject_required', FIELD_LIMITS.subject),
  message: requiredText('messagerequired', FIELD_LIMITS.message),
  language: languageSchema,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** Spec §8: contact answers carry `responseMessage` beside the envelope's `responseText`. */
export const contactResponseSchema = envelope(z.object({ id: z.number() })).extend({
  responseMessage: z.string(),
});
