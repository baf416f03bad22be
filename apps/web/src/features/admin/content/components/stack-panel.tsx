import type { ReactNode } from 'react';
import { AdminPanel } from '../../shell/admin-page';

/**
 * A content page's panel (`AdminPanel`, named by its h2 `id`) whose fields, rows and buttons
 * stand one under another (`admin-content__stack`): the settings' and opening hours' sections,
 * a message's details.
 */
export function StackPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <AdminPanel id={id} title={title} className="admin-content__stack">
      {children}
    </AdminPanel>
  );
}
