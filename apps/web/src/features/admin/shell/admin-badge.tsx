import type { HTMLAttributes, ReactNode } from 'react';

/** The badge colours of admin.css; none is the plain (beige) badge. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info';

/**
 * A short state word as a coloured badge (`admin-badge`); the word, not the colour, carries the
 * meaning. The rest goes to the `<span>` (`data-testid`, `data-status`).
 */
export function AdminBadge({
  tone,
  children,
  ...span
}: { tone?: BadgeTone | undefined; children: ReactNode } & Omit<
  HTMLAttributes<HTMLSpanElement>,
  'className'
>) {
  return (
    <span className={tone ? `admin-badge admin-badge--${tone}` : 'admin-badge'} {...span}>
      {children}
    </span>
  );
}

/** A yes/no state as a badge: green when `on`, amber when not. */
export function StateBadge({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return <AdminBadge tone={on ? 'success' : 'warning'}>{on ? yes : no}</AdminBadge>;
}
