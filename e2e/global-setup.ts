import type { TestProject } from 'vitest/node';
import { startApp } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the storefront started for this run. */
    baseUrl: string;
    /** Its DATA_DIR: embedded database and mail outbox (<dataDir>/outbox/*.eml). */
    dataDir: string;
  }
}

/**
 * Starts the real app once for every browser test, as `npm start` serves it: built storefront,
 * API, fresh embedded database with the demo shop. Stopped when the run ends.
 */
export default async function setup(project: TestProject) {
  const app = await startApp({ withWeb: true, logName: 'e2e' });
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDir', app.dataDir);
  return async () => {
    await app.stop();
  };
}
