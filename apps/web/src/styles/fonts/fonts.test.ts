import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS, FONTS_DIR } from '../../../../../scripts/subset-fonts.mjs';

/**
 * The committed font subsets (scripts/subset-fonts.mjs, issue 14 item 4): what the shop ships must
 * be what the script makes, fonts.css must announce the characters each file has, and every
 * character the shop writes in Arabic or Georgian must be one the subset kept, or a customer
 * would read it in another font in the middle of a word.
 */
const repoRoot = path.resolve(FONTS_DIR, '../../../../..');

function unicodeRange(ranges: [number, number][]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** Every file below `dir` whose name ends with `ending`. */
async function filesBelow(dir: string, ending: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The characters of `script` in the storefront's texts in `language` and in the demo shop. */
async function shopCharacters(language: string, script: RegExp): Promise<Set<string>> {
  const locales = (
    await filesBelow(path.join(repoRoot, 'apps/web/src/i18n/locales'), '.ts')
  ).filter((file) => path.basename(file) === `${language}.ts`);
  const demoShop = await filesBelow(path.join(repoRoot, 'apps/api/src/db/seed/content'), '.ts');
  const characters = new Set<string>();
  for (const file of [...locales, ...demoShop]) {
    for (const character of await readFile(file, 'utf8')) {
      if (script.test(character)) characters.add(character);
    }
  }
  return characters;
}

const inRanges = (ranges: [number, number][]) => (character: string) => {
  const codePoint = character.codePointAt(0) ?? -1;
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
};

describe('font subsets', () => {
  // In its own Node process: the font tools' WebAssembly does not take jsdom's byte arrays.
  it('are what scripts/subset-fonts.mjs makes (npm run fonts -w @storefront/web)', async () => {
    const script = path.join(repoRoot, 'scripts/subset-fonts.mjs');
    await expect(promisify(execFile)(process.execPath, [script, '--check'])).resolves.toBeDefined();
  }, 60_000);

  it("fonts.css gives each subset its characters' range", async () => {
    const css = await readFile(path.join(FONTS_DIR, '../fonts.css'), 'utf8');
    for (const face of FONT_SUBSETS) {
      const rule = css.split('@font-face').find((block) => block.includes(`./fonts/${face.file}`));
      const declared = rule
        ?.match(/unicode-range:\s*([^;]+);/)?.[1]
        ?.replace(/\s+/g, ' ')
        .trim();
      expect(declared, face.file).toBe(unicodeRange(face.ranges));
    }
  });

  it.each([
    ['ae', /\p{Script=Arabic}/u, 'noto-sans-arabic-arabic-wght-normal.woff2'],
    ['ka', /\p{Script=Georgian}/u, 'noto-sans-georgian-georgian-wght-normal.woff2'],
  ])("keeps every character of the shop's %s texts", async (language, script, file) => {
    const face = FONT_SUBSETS.find((subset) => subset.file === file);
    const characters = [...(await shopCharacters(language, script))];
    expect(characters.length).toBeGreaterThan(20);
    expect(characters.filter((character) => !inRanges(face?.ranges ?? [])(character))).toEqual([]);
  });
});
