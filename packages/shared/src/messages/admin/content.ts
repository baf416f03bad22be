import type { DomainMessages } from './define';

/** Issue 7 back office, content: server messages owned by that module. */
const en = {
  admin_content_placeholder: 'Content',
} as const;

export const adminContentMessages: DomainMessages<typeof en> = {
  en,
  fr: { admin_content_placeholder: 'Content' },
  de: { admin_content_placeholder: 'Content' },
  ae: { admin_content_placeholder: 'Content' },
  ka: { admin_content_placeholder: 'Content' },
};
