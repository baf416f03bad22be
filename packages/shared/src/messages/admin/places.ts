import type { DomainMessages } from './define';

/** Issue 7 back office, places: server messages owned by that module. */
const en = {
  admin_places_placeholder: 'Places',
} as const;

export const adminPlacesMessages: DomainMessages<typeof en> = {
  en,
  fr: { admin_places_placeholder: 'Places' },
  de: { admin_places_placeholder: 'Places' },
  ae: { admin_places_placeholder: 'Places' },
  ka: { admin_places_placeholder: 'Places' },
};
