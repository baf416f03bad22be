import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi-line';

const drawn = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(text, direction).map((run) => [run.text, run.font]);

describe('visualRuns (issue 16 item 5: Arabic invoices)', () => {
  it('keeps a left-to-right line as it is, one run per font', () => {
    expect(drawn('Total BHD 8.600', 'ltr')).toEqual([['Total BHD 8.600', 'latin']]);
    expect(drawn('სუფრა 2026', 'ltr')).toEqual([
      ['სუფრა', 'georgian'],
      [' 2026', 'latin'],
    ]);
  });

  it('draws an Arabic label right to left and its figure left to right, at its left', () => {
    // Logical: "رقم الفاتورة: INV-000002"; seen left to right: the number, the colon, the words.
    expect(drawn('رقم الفاتورة: INV-000002', 'rtl')).toEqual([
      ['INV-000002', 'latin'],
      [' :', 'latin'],
      ['الفاتورة', 'arabic'],
      [' ', 'latin'],
      ['رقم', 'arabic'],
    ]);
  });

  it('keeps an isolated phone number in its order and drops the directional marks', () => {
    expect(drawn('هاتف \u2066+973 1712 3456\u2069', 'rtl')).toEqual([
      ['+973 1712 3456', 'latin'],
      [' ', 'latin'],
      ['هاتف', 'arabic'],
    ]);
    expect(
      drawn('\u200f8.600 د.ب.\u200f', 'rtl')
        .map(([text]) => text)
        .join(''),
    ).not.toMatch(/[\u200e\u200f]/u);
  });

  it('hands fontkit Arabic words it shapes: joined letters take their connected forms', () => {
    const require = createRequire(import.meta.url);
    const font = fontkit.openSync(
      require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
    ) as fontkit.Font;
    const [word] = drawn('فاتورة', 'rtl');
    const shaped = font.layout(word?.[0] ?? '').glyphs.map((glyph) => glyph.id);
    // Noto draws a letter's dots as glyphs of their own: a letter's shape is its last glyph.
    const isolated = [...'فاتورة'].map((letter) => font.layout(letter).glyphs.at(-1)?.id);
    // ف opens the word and ت sits inside it: neither may be drawn in its isolated form.
    expect(shaped).not.toContain(isolated[0]);
    expect(shaped).not.toContain(isolated[2]);
    // ة closes it after و, which does not join forward: it stays isolated.
    expect(shaped).toContain(isolated[5]);
  });
});
