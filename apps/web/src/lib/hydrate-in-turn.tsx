import { Suspense, type ReactNode } from 'react';
import { awaitTurn } from './hydration';

/**
 * Issue 14 item 1: hydrating a whole page in one go is a phone's longest task at start-up. A
 * part wrapped in `HydrateInTurn` waits while hydrateRoot runs (Preact keeps the server's
 * element of a part that suspends while hydrating, and hydrates it when the part resumes), then
 * hydrates in a task of its own, the parts in page order (lib/hydration.ts hydrateInTurn). In
 * between, the browser paints and answers input.
 *
 * The part must draw exactly one element: Preact keeps the first server element it meets for a
 * waiting part. Parts that come alive later (HydrateWhenNear) are claimed in page order, so a
 * page's HydrateWhenNear parts all lie inside parts in turn (or none do).
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ children }: { children: ReactNode }) {
  const turn = awaitTurn();
  // Suspending is how Preact leaves server HTML for later.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (turn) throw turn;
  return children;
}
