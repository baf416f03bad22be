import type { AdminTexts } from '../shell/define-texts';

/** The back office's places pages' texts (issue 7), in the five languages. */
const en = {
  admin_places: {
    title: 'Places',
  },
};

export type AdminPlacesTexts = typeof en;

export const adminPlacesTexts: AdminTexts<AdminPlacesTexts> = {
  en,
  fr: { admin_places: { title: 'Places' } },
  de: { admin_places: { title: 'Places' } },
  ae: { admin_places: { title: 'Places' } },
  ka: { admin_places: { title: 'Places' } },
};
