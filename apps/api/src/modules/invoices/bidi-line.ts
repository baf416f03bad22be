import bidiFactory from 'bidi-js';

/**
 * One line of text as it is drawn, left to right (issue 16 item 5: Arabic invoices). PDFKit draws
 * runs left to right and leaves the Unicode bidirectional algorithm to its caller; fontkit shapes
 * each run (Arabic letters take their joined forms) and lays a run of a right-to-left script out
 * right to left. So: the embedding levels come from bidi-js (UAX #9), the line is cut into runs
 * of one level and one font, and the runs are put in visual order (rule L2) here. A right-to-left
 * run with no right-to-left letter (spaces, punctuation between Arabic words) is not reversed by
 * fontkit, so its characters are reversed, mirrored, here.
 */

export type FontName = 'latin' | 'arabic' | 'georgian';

export interface VisualRun {
  text: string;
  font: FontName;
  /** Odd: right to left. */
  level: number;
}

const bidi = bidiFactory();

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/u;
const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
/** Directional marks (Intl puts them around Arabic prices): they order, they are not drawn. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** The font that has the character: Noto's Arabic and Georgian files hold their scripts only. */
function fontOf(char: string): FontName {
  if (ARABIC.test(char)) return 'arabic';
  if (GEORGIAN.test(char)) return 'georgian';
  return 'latin';
}

/** The runs of `text` in the order they are drawn, left to right. */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const chars = [...text];
  const runs: VisualRun[] = [];
  let offset = 0;
  for (const char of chars) {
    const level = levels[offset] ?? 0;
    offset += char.length;
    if (BIDI_CONTROL.test(char)) continue;
    const last = runs.at(-1);
    const font = fontOf(char);
    if (last && last.level === level && last.font === font) last.text += char;
    else runs.push({ text: char, font, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs
  // at that level or higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    let start = 0;
    while (start < runs.length) {
      if ((runs[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs.map((run) =>
    run.level % 2 === 1 && !STRONG_RTL.test(run.text) ? { ...run, text: mirrored(run.text) } : run,
  );
}

/** A right-to-left run fontkit will not reverse: reversed here, brackets mirrored (rule L4). */
function mirrored(text: string): string {
  return [...text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
}
