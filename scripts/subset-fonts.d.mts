/** One face of src/styles/fonts.css: its fontsource file, its subset's name and its characters. */
export interface FontFace {
  file: string;
  source: string;
  ranges: [number, number][];
}

export const FONT_WEIGHTS: { min: number; max: number };
export const FONT_SUBSETS: FontFace[];
export const FONTS_DIR: string;
export function subsetFace(face: FontFace): Promise<Buffer>;
