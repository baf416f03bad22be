import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests wait for real timers and lazy chunks; on a busy 2-core machine Vitest's
    // default 5 s cut some of them off while they were still passing.
    testTimeout: 15_000,
  },
});
