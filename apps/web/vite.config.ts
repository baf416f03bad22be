import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { precompress } from './build/precompress';
import { preloadFont } from './build/preload-font';

/** Where the dev server sends /api and /images: the API process (npm start -w @storefront/api). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/**
 * React Router 7 points every import at its development build, dev-only warnings and checks
 * included, whatever the mode (remix-run/react-router#14102, #12532); it ships the production
 * build beside it. A build for browsers and the server's renderer takes that one; the dev
 * server and the tests keep the development build and its warnings.
 */
const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * Two builds (package.json "build"): the storefront for browsers in dist/, and, with `--ssr`,
 * the module the API process renders public pages with (src/app/entry-server.tsx) in
 * dist-ssr/, outside what the server sends to browsers.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), preloadFont(/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/), precompress()],
  // The API process serves dist/ with an SPA fallback, so deep links like /menu?page=2 must load
  // assets from the root, never relative to the current path.
  base: '/',
  resolve: {
    alias: command === 'build' ? [reactRouterProduction] : [],
  },
  // The server's module carries its packages (React and the rest), so dist-ssr needs no
  // node_modules of its own.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server finds each language's text chunks in it, to preload
    // the page's language with the page, and each page's styles and scripts (apps/api
    // storefront-page.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Decision 075: everything the entry imports arrives as one file (a phone's slow round
        // trips paid for ~25), not the entry module itself, which must stay the build's entry.
        codeSplitting: {
          groups: [
            {
              name: 'first-load',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: (id: string) => !/[\\/]src[\\/]app[\\/]main\.tsx$/.test(id),
            },
          ],
        },
      },
      treeshake: {
        // @storefront/shared builds its zod schemas at module level, which looks like a side
        // effect to the bundler and would pull zod into the first page load. Those modules are
        // pure: only what a chunk uses (e.g. the contact form's schema) is kept.
        moduleSideEffects: (id: string) =>
          !/[\\/](packages[\\/]shared|node_modules[\\/]zod)[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/images': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/images': { target: apiTarget, changeOrigin: true },
    },
  },
}));
