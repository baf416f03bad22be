/**
 * Small SVG building blocks for the shop's illustrations: Fluent Emoji (MIT, Microsoft) drawn on
 * plates, trays and tables. Everything is deterministic: the same input gives the same file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const require = createRequire(import.meta.url);
let iconSet: IconifySet | undefined;

function loadSet(): IconifySet {
  iconSet ??= JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'),
  ) as IconifySet;
  return iconSet;
}

/** Brand palette (also used by the storefront): saffron, terracotta, deep green, cream. */
export const palette = {
  saffron: '#F4A259',
  terracotta: '#E4572E',
  green: '#1F6F50',
  cream: '#FFF8F0',
  ink: '#3B2A20',
} as const;

export function hasEmoji(name: string): boolean {
  const set = loadSet();
  return name in set.icons || name in (set.aliases ?? {});
}

/**
 * A `<symbol>` holding one emoji, its internal ids prefixed so several emoji can share a file.
 * Iconify JSON: `width`/`height` default to the set's, and then to 16.
 */
function emojiSymbol(name: string): string {
  const set = loadSet();
  const alias = set.aliases?.[name];
  const icon = set.icons[alias ? alias.parent : name];
  if (!icon) throw new Error(`images: no Fluent Emoji named "${name}"`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const prefix = `${name}-`;
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  const viewBox = `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`;
  return `<symbol id="e-${name}" viewBox="${viewBox}">${body}</symbol>`;
}

/** Collects the emoji a picture uses, so each body is written once and drawn with `<use>`. */
export class Canvas {
  private readonly emoji = new Set<string>();
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  def(markup: string): this {
    this.defs.push(markup);
    return this;
  }

  add(markup: string): this {
    this.parts.push(markup);
    return this;
  }

  /** Draws an emoji centred on (cx, cy), `size` wide, optionally turned by `rotate` degrees. */
  drawEmoji(name: string, cx: number, cy: number, size: number, rotate = 0): this {
    this.emoji.add(name);
    const x = n(cx - size / 2);
    const y = n(cy - size / 2);
    const turn = rotate ? ` transform="rotate(${rotate} ${n(cx)} ${n(cy)})"` : '';
    return this.add(
      `<use href="#e-${name}" x="${x}" y="${y}" width="${n(size)}" height="${n(size)}"${turn}/>`,
    );
  }

  toString(): string {
    const symbols = [...this.emoji].sort().map(emojiSymbol);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" ` +
      `width="${this.width}" height="${this.height}">` +
      `<defs>${this.defs.join('')}${symbols.join('')}</defs>` +
      `${this.parts.join('')}</svg>\n`
    );
  }
}

/** Rounds a coordinate to one decimal to keep files short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A stable small number from a text, used to vary pictures without randomness. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** hsl → #rrggbb (hex renders everywhere, including image tools without CSS colour support). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (m: number) => (m + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (m: number) => l - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
  const hex = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** A gradient's `<stop>` elements: offset, colour and, when given, opacity. */
function gradientStops(stops: [number, string, number?][]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"` +
        (opacity === undefined ? '' : ` stop-opacity="${opacity}"`) +
        '/>',
    )
    .join('');
}

export function radialGradient(id: string, stops: [number, string, number?][], extra = ''): string {
  return `<radialGradient id="${id}"${extra}>` + gradientStops(stops) + '</radialGradient>';
}

export function linearGradient(
  id: string,
  stops: [number, string, number?][],
  from: [number, number] = [0, 0],
  to: [number, number] = [0, 1],
): string {
  return (
    `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">` +
    gradientStops(stops) +
    '</linearGradient>'
  );
}

/** The soft round shadow every plate and bowl sits on (gradient id `shade`). */
export const shadeGradient = radialGradient('shade', [
  [0, '#5a3a22', 0.32],
  [0.6, '#5a3a22', 0.14],
  [1, '#5a3a22', 0],
]);

/** A round plate with a rim, its shadow and a faint shine; uses gradients `shade` and `plate`. */
export function plate(cx: number, cy: number, r: number, rim = '#EADFD2'): string {
  return (
    `<ellipse cx="${n(cx + r * 0.06)}" cy="${n(cy + r * 0.16)}" rx="${n(r * 1.16)}" ry="${n(r * 1.06)}" fill="url(#shade)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#plate)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="${rim}" stroke-width="${n(r * 0.03)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.76)}" fill="#FFFFFF" fill-opacity=".35"/>` +
    `<path d="M${n(cx - r * 0.82)} ${n(cy - r * 0.3)}A${n(r * 0.88)} ${n(r * 0.88)} 0 0 1 ${n(cx - r * 0.2)} ${n(cy - r * 0.86)}" fill="none" stroke="#FFFFFF" stroke-opacity=".9" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`
  );
}

/** Porcelain gradient for plates (id `plate`). */
export const plateGradient = radialGradient(
  'plate',
  [
    [0, '#FFFFFF'],
    [0.75, '#FBF6F0'],
    [1, '#EEE3D6'],
  ],
  ' cx=".42" cy=".38" r=".7"',
);
