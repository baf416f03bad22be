import { lazyPage } from '../../../lib/routing/lazy-page';
import type { AdminSection } from '../shell/section';

const PagesListPage = lazyPage(() => import('./pages/pages-list-page'));
// The page editor carries TipTap (ProseMirror): its own chunk, loaded only when a page opens.
const PageEditorPage = lazyPage(() => import('./pages/page-editor-page'));
const SettingsPage = lazyPage(() => import('./pages/settings-page'));
const OpeningHoursPage = lazyPage(() => import('./pages/opening-hours-page'));
const DeliverySlotsPage = lazyPage(() => import('./pages/delivery-slots-page'));
const MessagesListPage = lazyPage(() => import('./pages/messages-list-page'));
const MessagePage = lazyPage(() => import('./pages/message-page'));
const FailedMailsPage = lazyPage(() => import('./pages/failed-mails-page'));

/**
 * The back office's content part (issue 7 item 5): pages (/admin/content/pages, /new, /:id),
 * the shop's settings (/admin/content/settings), its opening hours and delivery slots
 * (/admin/content/hours, /admin/content/delivery-slots, issue 15), the contact messages
 * (/admin/content/messages, /:id), and the mails that could not be sent
 * (/admin/content/failed-mails, issue 11).
 */
export const adminContentSection: AdminSection = {
  group: 'content',
  nav: [
    { to: 'content/pages', label: (t) => t('admin_content.nav.pages') },
    { to: 'content/settings', label: (t) => t('admin_content.nav.settings') },
    { to: 'content/hours', label: (t) => t('admin_content.nav.hours') },
    { to: 'content/delivery-slots', label: (t) => t('admin_content.nav.slots') },
    { to: 'content/messages', label: (t) => t('admin_content.nav.messages') },
    { to: 'content/failed-mails', label: (t) => t('admin_content.nav.failed_mails') },
  ],
  routes: [
    { path: 'content/pages', element: <PagesListPage /> },
    { path: 'content/pages/:id', element: <PageEditorPage /> },
    { path: 'content/settings', element: <SettingsPage /> },
    { path: 'content/hours', element: <OpeningHoursPage /> },
    { path: 'content/delivery-slots', element: <DeliverySlotsPage /> },
    { path: 'content/messages', element: <MessagesListPage /> },
    { path: 'content/messages/:id', element: <MessagePage /> },
    { path: 'content/failed-mails', element: <FailedMailsPage /> },
  ],
};
