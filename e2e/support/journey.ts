import { inject } from 'vitest';
import { useBrowser } from './browser';

/** Opens a page in a fresh context of the file's browser (openPage). */
export type NewPage = ReturnType<typeof useBrowser>;

/**
 * What every journey file starts from: the address and data folder of the app global-setup.ts
 * started for this run, and `newPage` on a browser launched for the file (useBrowser).
 */
export function useJourney() {
  return { baseUrl: inject('baseUrl'), dataDir: inject('dataDir'), newPage: useBrowser() };
}
