import type { ReactNode } from 'react';
import { StateArt } from './state-art';
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
      <StateArt plate="#FCE9D4" stroke="#1F6F50" line="M16 30h32a16 16 0 0 1-32 0zM24 50h16" />
      <h2 className="state__title">{title}</h2>
      {text ? <p className="state__text">{text}</p> : null}
      {children ? <div className="state__actions">{children}</div> : null}
    </div>
  );
}
