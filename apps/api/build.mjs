// `npm run build -w @storefront/api`: the API as one JavaScript file, dist/server.js, which
// `npm start` runs with plain `node` (issue 11: no TypeScript loader at run time). The shop's own
// code (this workspace and @storefront/shared, which ships TypeScript sources) is bundled;
// every npm package stays an ordinary import from node_modules. dist/ sits one level below
// apps/api like src/, so src/paths.ts resolves the same folders from either.
import { build } from 'esbuild';

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
