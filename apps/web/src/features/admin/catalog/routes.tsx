import type { AdminSection } from '../shell/section';

/** The back office's catalog part: its pages under /admin and its navigation entries (issue 7). */
export const adminCatalogSection: AdminSection = {
  group: 'catalog',
  nav: [],
  routes: [],
};
