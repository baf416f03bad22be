import type { AdminSection } from '../shell/section';

/** The back office's places part: its pages under /admin and its navigation entries (issue 7). */
export const adminPlacesSection: AdminSection = {
  group: 'organisations',
  nav: [],
  routes: [],
};
