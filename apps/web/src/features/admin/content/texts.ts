import type { AdminTexts } from '../shell/define-texts';

/** The back office's content pages' texts (issue 7), in the five languages. */
const en = {
  admin_content: {
    title: 'Content',
  },
};

export type AdminContentTexts = typeof en;

export const adminContentTexts: AdminTexts<AdminContentTexts> = {
  en,
  fr: { admin_content: { title: 'Content' } },
  de: { admin_content: { title: 'Content' } },
  ae: { admin_content: { title: 'Content' } },
  ka: { admin_content: { title: 'Content' } },
};
