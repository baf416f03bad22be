import type { ReactNode } from 'react';
import './states.css';

/** Nothing to show: a friendly line and a way onwards. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="state">
      <div className="state__art" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="64" height="64">
          <circle cx="32" cy="32" r="30" fill="#FCE9D4" />
          <path
            d="M16 30h32a16 16 0 0 1-32 0zM24 50h16"
            fill="none"
            stroke="#1F6F50"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <h2 className="state__title">{title}</h2>
      {text ? <p className="state__text">{text}</p> : null}
      {children ? <div className="state__actions">{children}</div> : null}
    </div>
  );
}
