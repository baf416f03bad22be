import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project in one Vitest run (scripts/test.mjs prepares Chromium and the
 * build first): pure rules, API against real databases, components in jsdom, browser journeys.
 */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
