import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A record page's way back to its list, among the page's actions. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="button button--ghost button--small admin-content__back" to={to}>
      {children}
    </Link>
  );
}
