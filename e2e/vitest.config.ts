import { defineProject } from 'vitest/config';

/**
 * Browser journeys (DESIGN §8): the built storefront as `npm start` serves it, started once by
 * global-setup.ts, driven by the system Chromium. One file at a time: they share that server.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: './global-setup.ts',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
