// Issue 14 item 2: a Brotli (.br, best quality) and a gzip (.gz) copy beside every text file of a
// folder, written once at build time, so the server sends the smallest the browser accepts
// without compressing per request (@fastify/static `preCompressed`). Used by the storefront's
// build (apps/web/build/precompress.ts) and the API's (apps/api/build.mjs, the catalog's
// pictures).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; pictures and fonts (woff2) are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** @param {Buffer} content */
function compressed(content) {
  return Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
}

/**
 * Writes `file.br` and `file.gz` beside every text file of 1 KB or more under `dir`.
 * @param {string} dir
 * @returns {Promise<void>}
 */
export async function precompressFolder(dir) {
  const work = [];
  for await (const file of filesUnder(dir)) {
    if (!TEXT_FILE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    work.push(
      readFile(file).then(async (content) => {
        const [br, gz] = await compressed(content);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  }
  await Promise.all(work);
}
