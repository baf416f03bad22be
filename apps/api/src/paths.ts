import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API workspace's folder (apps/api). This file sits one level below it in the sources
 * (src/paths.ts) and so does the production bundle (dist/server.js, issue 11), so the same
 * expression is right in both; every other path is taken from here, never from a module's own
 * location, which the bundle changes.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** The repository's root. */
export const repositoryRoot = path.resolve(apiRoot, '../..');
