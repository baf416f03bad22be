import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * Decision 069: the storefront is written against React's API and runs on Preact's
 * compatibility layer (about 10 KB instead of React DOM's 45 KB gzip: issue 14 item 5's
 * first-load budget). The build and the component tests resolve the same modules, so the
 * tests exercise what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  // React 17's polyfill of a hook Preact has (react-i18next imports it).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  // Its selector variant (TipTap) is CommonJS requiring React: our ES module of it.
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: fileURLToPath(
      new URL('../src/lib/external-store-with-selector.ts', import.meta.url),
    ),
  },
];

/**
 * The installed packages that declare React as a dependency: Vitest would load them straight
 * from node_modules (with React, not Preact) unless it transforms them with the aliases above.
 */
export function reactLibraries(nodeModules: string): string[] {
  const packageDirs = readdirSync(nodeModules).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(path.join(nodeModules, name)).map((scoped) => `${name}/${scoped}`)
      : [name],
  );
  return packageDirs.filter((dir) => {
    try {
      const manifest = JSON.parse(
        readFileSync(path.join(nodeModules, dir, 'package.json'), 'utf8'),
      ) as { peerDependencies?: Record<string, string>; dependencies?: Record<string, string> };
      const needs = { ...manifest.peerDependencies, ...manifest.dependencies };
      return 'react' in needs || 'react-dom' in needs;
    } catch {
      return false; // not a package (.bin, .cache)
    }
  });
}
