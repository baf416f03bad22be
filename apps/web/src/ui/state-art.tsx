import type { ReactNode } from 'react';

/**
 * The drawing above an empty, failed or coming state: a tinted plate and one stroked line
 * (`children`, drawn between them, adds shapes of its own). Decorative, hidden from readers.
 */
export function StateArt({
  plate,
  stroke,
  line,
  children,
}: {
  plate: string;
  stroke: string;
  line: string;
  children?: ReactNode;
}) {
  return (
    <div className="state__art" aria-hidden="true">
      <svg viewBox="0 0 64 64" width="64" height="64">
        <circle cx="32" cy="32" r="30" fill={plate} />
        {children}
        <path d={line} fill="none" stroke={stroke} strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
