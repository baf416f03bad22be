// The shop's web fonts, cut down to what its pages draw (issue 14 item 4): the characters of
// each script the five languages use, and the weights the stylesheets ask for (400 to 800). The
// fontsource packages ship every weight from 100 or 200 to 900 and, for Arabic, the Persian, Urdu
// and Quranic extensions too: 166 KB that an Arabic page preloads on a phone's network, where the
// subset is 54 KB. The results are committed under apps/web/src/styles/fonts/ (fonts.css names them);
// `npm run fonts -w @storefront/web` writes them again after a fontsource update, and
// apps/web/src/styles/fonts/fonts.test.ts fails while they differ from what this file makes.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
/** The storefront's own packages (the fontsource ones are its dependencies). */
const require = createRequire(path.join(webDir, 'package.json'));

/** The weights the stylesheets use: 400 (body) to 800 (headings, prices). */
export const FONT_WEIGHTS = { min: 400, max: 800 };

/**
 * One entry per face of apps/web/src/styles/fonts.css: its source file, the file it becomes and the
 * characters it keeps, as [first, last] code points. fonts.css's unicode-range says the same
 * ranges (the test checks), so a character outside them is drawn by the system's font.
 */
export const FONT_SUBSETS = [
  {
    file: 'plus-jakarta-sans-latin-wght-normal.woff2',
    source:
      '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    // Basic Latin and Latin-1 (English, French, German), typographic punctuation, € and ™.
    ranges: [
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
  {
    file: 'noto-sans-arabic-arabic-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    // Arabic as the shop writes it (every page in Arabic preloads this file: 25 KB, where the
    // whole block was 54 KB): the comma, semicolon and question mark, the letters and their
    // marks, the Arabic-Indic digits and signs, the joiners and direction marks, hyphens.
    ranges: [
      [0x060c, 0x060c],
      [0x061b, 0x061b],
      [0x061f, 0x061f],
      [0x0621, 0x0655],
      [0x0660, 0x066c],
      [0x200c, 0x200f],
      [0x2010, 0x2011],
    ],
  },
  {
    file: 'noto-sans-arabic-arabic-ext-wght-normal.woff2',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    // The rest of the Arabic block (signs, the letters of Persian and Urdu a name may hold), and
    // the presentation forms B a pasted text may hold: fetched only by a page that shows one.
    // Words keep joining across the two files (the shaper sees the letters around each run).
    ranges: [
      [0x0600, 0x060b],
      [0x060d, 0x061a],
      [0x061c, 0x061e],
      [0x0620, 0x0620],
      [0x0656, 0x065f],
      [0x066d, 0x06ff],
      [0x204f, 0x204f],
      [0x2e41, 0x2e41],
      [0xfe70, 0xfefc],
    ],
  },
  {
    file: 'noto-sans-georgian-georgian-wght-normal.woff2',
    source:
      '@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-georgian-wght-normal.woff2',
    ranges: [
      [0x0589, 0x0589],
      [0x10a0, 0x10ff],
      [0x1c90, 0x1cba],
      [0x1cbd, 0x1cbf],
      [0x205a, 0x205a],
      [0x2d00, 0x2d2f],
      [0x2e31, 0x2e31],
    ],
  },
];

/** Where the subsets are committed. */
export const FONTS_DIR = path.join(webDir, 'src/styles/fonts');

/** The subset of one face, as woff2 bytes (deterministic: the same input gives the same bytes). */
export async function subsetFace(face) {
  const source = await readFile(require.resolve(face.source));
  const characters = face.ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');
  return subsetFont(source, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_WEIGHTS },
  });
}

/**
 * `node scripts/subset-fonts.mjs` writes the subsets; with `--check` it writes nothing and exits
 * with 1 if a committed file differs from what it would write (apps/web/src/styles/fonts/fonts.test.ts).
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  for (const face of FONT_SUBSETS) {
    const bytes = await subsetFace(face);
    const file = path.join(FONTS_DIR, face.file);
    if (!check) {
      await writeFile(file, bytes);
      console.log(`${face.file}: ${bytes.length} bytes`);
    } else if (!(await readFile(file).catch(() => Buffer.alloc(0))).equals(bytes)) {
      console.error(`${face.file} is out of date: run npm run fonts -w @storefront/web`);
      process.exitCode = 1;
    }
  }
}
