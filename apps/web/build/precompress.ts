import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressFolder } from '../../../scripts/precompress.mjs';

/**
 * Issue 14 item 2: Brotli and gzip copies beside every text file of the build
 * (scripts/precompress.mjs), sent by @fastify/static's `preCompressed`.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
