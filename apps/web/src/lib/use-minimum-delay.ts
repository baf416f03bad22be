import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount (spec §9: the about page loader lasts 1 s). */
export function useMinimumDelay(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
