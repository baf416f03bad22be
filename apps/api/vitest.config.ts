import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // Set-up hooks build whole apps (migrations, the demo shop) and start server processes: on
    // a machine busy with other work one took over 60 s. A deadline for readiness, not a timing.
    hookTimeout: 120_000,
  },
});
