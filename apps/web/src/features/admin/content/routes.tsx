import type { AdminSection } from '../shell/section';

/** The back office's content part: its pages under /admin and its navigation entries (issue 7). */
export const adminContentSection: AdminSection = {
  group: 'content',
  nav: [],
  routes: [],
};
