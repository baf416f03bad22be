import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases, reactLibraries } from './build/preact-alias';

/**
 * Testing Library's CommonJS entry would `require('react-dom')` past the aliases: its ES module
 * build imports, which the aliases resolve to Preact.
 */
const testingLibraryDir = path.dirname(
  createRequire(import.meta.url).resolve('@testing-library/react/package.json'),
);
const testingLibrary = path.join(testingLibraryDir, 'dist/@testing-library/react.esm.js');
/** Every package that imports React, transformed so its imports meet the aliases. */
const inline = reactLibraries(path.resolve(testingLibraryDir, '../..')).map(
  (name) => new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    // ES module builds first, so the libraries' own imports of React pass through the aliases.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'main'],
    alias: [{ find: /^@testing-library\/react$/, replacement: testingLibrary }, ...preactAliases],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    server: { deps: { inline } },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests wait for real timers and lazy chunks; on a busy 2-core machine Vitest's
    // default 5 s cut some of them off while they were still passing.
    testTimeout: 15_000,
  },
});
