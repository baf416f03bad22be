// `npm run build -w @storefront/api`: the API as one JavaScript file, dist/server.js, which
// `npm start` runs with plain `node` (issue 11: no TypeScript loader at run time). The shop's own
// code (this workspace and @storefront/shared, which ships TypeScript sources) is bundled;
// every npm package stays an ordinary import from node_modules. dist/ sits one level below
// apps/api like src/, so src/paths.ts resolves the same folders from either.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { precompressFolder } from '../../scripts/precompress.mjs';

const ownPackages = /^@storefront\//;

await build({
  // The embedded database's thread is a second entry: dist/pglite-worker.js (db/pglite-thread.ts).
  entryPoints: ['src/server.ts', 'src/db/pglite-worker.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          ownPackages.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The catalog's pictures shipped with the repository (assets/images: SVG, text) go out
// compressed like the storefront's files (issue 14 item 2): a copy in dist/images with Brotli
// and gzip files beside each, made afresh on every build so it never lags the sources.
await rm('dist/images', { recursive: true, force: true });
await cp('assets/images', 'dist/images', { recursive: true });
await precompressFolder('dist/images');
