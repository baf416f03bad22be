import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ae } from '../apps/web/src/i18n/locales/ae';
import { de } from '../apps/web/src/i18n/locales/de';
import { en } from '../apps/web/src/i18n/locales/en';
import { fr } from '../apps/web/src/i18n/locales/fr';
import { ka } from '../apps/web/src/i18n/locales/ka';

/**
 * The storefront's JavaScript as the build wrote it, measured in gzip bytes (a deterministic
 * size, not a timing). A chunk over its budget fails here, before a phone pays for it.
 */

/**
 * What a first visit downloads before the page can render: the entry script and every chunk
 * index.html preloads. 86.5 KB while the storefront ran on Preact's compatibility layer; React 19
 * itself (React DOM alone is about 57 KB gzip) brought it to 144.4 KB (decision 094), under the
 * 150 KB the shop allows a first load. The first load is one chunk (decision 075) and the entry
 * awaits in a function, not at its top level (decision 076).
 * Lower this when a change allows it; raise it only for a faster start, with a decision.
 */
const FIRST_LOAD_BUDGET = 145_000;
/** Any lazily loaded chunk (a page, a dialog, the back office's parts). */
const CHUNK_BUDGET = 45_000;
/** The few chunks allowed more, each for a stated reason. */
const LARGER_CHUNKS: Record<string, number> = {
  // The back office's page editor: the rich-text editor (operators only).
  'page-editor-page': 135_000,
  // The back office's frame with its texts in all five languages (operators only, never in a
  // customer's load): 45,001 bytes at stop 29; 54,284 at stop 37, when the server's back-office
  // texts moved here out of every customer's language chunk (decision 075). Loading those texts
  // per language, as the shop's are, would bring it under the common budget. 56,082 under React
  // (decision 094), which the bundler lays out a little differently.
  'admin-app': 57_000,
  // Everything the entry imports, in one file rather than ~25 small ones (vite.config.ts): the
  // first-load budget above bounds it.
  'first-load': FIRST_LOAD_BUDGET,
};

const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const assetsDir = path.join(distDir, 'assets');
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');

const gzipBytes = (file: string) =>
  gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length;
/** `combo-modal-Ab12_x9Z.js` → `combo-modal`. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

/** Each script once: the entry is both index.html's script and a module preload of its own. */
const firstLoad = [
  ...new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1])),
] as string[];
const chunks = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));

describe('storefront JavaScript budgets', () => {
  it('keeps the first load within its budget', () => {
    expect(firstLoad.length).toBeGreaterThan(0);
    const sizes = firstLoad.map((file) => `${gzipBytes(file)} ${file}`);
    const total = firstLoad.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(total, sizes.join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });

  it('loads no language’s texts with the first script: each comes in a chunk of its own', () => {
    // i18n/resources.ts: the visitor's language is loaded once the first script runs.
    const texts = [ae.cart.empty, ka.cart.empty, fr.cart.empty, de.cart.empty, en.cart.empty];
    for (const file of firstLoad) {
      const source = readFileSync(path.join(assetsDir, file), 'utf8');
      for (const text of texts) expect(source.includes(text), `${file}: ${text}`).toBe(false);
    }
  });

  it('leaves the back office, the combo modal, checkout and rich text out of the first load', () => {
    const names = firstLoad.map(chunkName);
    for (const lazy of [
      'admin-app',
      'combo-modal',
      'checkout-modal',
      'item-details-modal',
      'rich-content',
      'page-editor-page',
      // The toasts' container and react-toastify: after the first paint (ui/toaster.tsx).
      'toast-container',
    ]) {
      expect(names, lazy).not.toContain(lazy);
    }
  });

  it('keeps every chunk within its budget', () => {
    const over = chunks
      .map((file) => ({ file, bytes: gzipBytes(file) }))
      .filter(({ file, bytes }) => bytes > (LARGER_CHUNKS[chunkName(file)] ?? CHUNK_BUDGET))
      .map(({ file, bytes }) => `${file}: ${bytes} bytes gzip`);
    expect(over).toEqual([]);
  });

  // Arabic in two files: the letters the shop writes, and the rest of the block (decision 091).
  it('ships the font files of the scripts the shop writes in, and preloads the Latin one', () => {
    const fonts = readdirSync(assetsDir).filter((file) => file.endsWith('.woff2'));
    expect(fonts.map((file) => file.replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual([
      'noto-sans-arabic-arabic-ext-wght-normal',
      'noto-sans-arabic-arabic-wght-normal',
      'noto-sans-georgian-georgian-wght-normal',
      'plus-jakarta-sans-latin-ext-wght-normal',
      'plus-jakarta-sans-latin-wght-normal',
    ]);
    const preloads = [...html.matchAll(/<link rel="preload" href="\/assets\/([^"]+)" as="font"/g)];
    expect(preloads.map((match) => match[1])).toEqual(
      fonts.filter((file) => file.startsWith('plus-jakarta-sans-latin-wght')),
    );
  });
});
