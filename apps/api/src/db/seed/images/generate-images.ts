/**
 * `npm run images:generate` (in apps/api): draws the demo shop's pictures from the seed content
 * and Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji) and writes them to
 * `apps/api/assets/images/{items,combos,categories,banners,pages}/<slug>.svg`, the files the
 * seeded image URLs name. The output is committed: the shop ships its images and never links
 * off the machine. Deterministic, so re-running changes nothing unless the content changed.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  banners,
  categories,
  combos,
  items,
  type Art,
  type BannerSeed,
  type ComboSeed,
  type ImageKind,
} from '../content';
import {
  Canvas,
  hash,
  hasEmoji,
  hsl,
  linearGradient,
  n,
  palette,
  plate,
  plateGradient,
  radialGradient,
  shadeGradient,
} from './svg';

export const imagesRoot = fileURLToPath(new URL('../../../../assets/images/', import.meta.url));

/** Dotted texture in a given colour (pattern id `dots`). */
function dots(color: string, step: number, radius: number): string {
  return (
    `<pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${step / 2}" cy="${step / 2}" r="${radius}" fill="${color}"/></pattern>`
  );
}

/**
 * One dish: the main emoji large on a plate over a warm pastel square, with up to two smaller
 * accents (garnish, side) at the plate's edge. Used for items (600) and categories (400).
 */
export function dishSvg(art: Art, hue: number, size: number, seed: string): string {
  const S = size;
  const c = new Canvas(S, S);
  const h = hash(seed);
  const mirror = h % 2 === 1;
  c.def(
    radialGradient(
      'bg',
      [
        [0, hsl(hue, 90, 95)],
        [0.7, hsl(hue, 78, 88)],
        [1, hsl(hue, 70, 82)],
      ],
      ' cx=".5" cy=".45" r=".75"',
    ),
  )
    .def(dots(hsl(hue, 55, 70), S / 20, S / 300))
    .def(shadeGradient)
    .def(plateGradient);

  c.add(`<rect width="${S}" height="${S}" fill="url(#bg)"/>`)
    .add(`<rect width="${S}" height="${S}" fill="url(#dots)" opacity=".55"/>`)
    .add(
      `<circle cx="${n(mirror ? S * 0.88 : S * 0.12)}" cy="${n(S * 0.1)}" r="${n(S * 0.26)}" fill="${hsl(hue, 80, 78)}" opacity=".45"/>`,
    )
    .add(
      `<circle cx="${n(mirror ? S * 0.1 : S * 0.9)}" cy="${n(S * 0.92)}" r="${n(S * 0.2)}" fill="none" stroke="${hsl(hue, 70, 74)}" stroke-width="${n(S * 0.02)}" opacity=".5"/>`,
    );

  const cx = S / 2;
  const cy = S * 0.53;
  c.add(plate(cx, cy, S * 0.35, hsl(hue, 35, 86)));
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy + S * 0.19)}" rx="${n(S * 0.19)}" ry="${n(S * 0.035)}" fill="#5a3a22" opacity=".13"/>`,
  );
  c.drawEmoji(art.emoji, cx, cy - S * 0.01, S * 0.5);

  const spots: [number, number, number, number][] = [
    [0.77, 0.75, 0.22, 10],
    [0.23, 0.78, 0.19, -12],
  ];
  (art.accents ?? []).slice(0, 2).forEach((accent, index) => {
    const [x, y, s, turn] = spots[index]!;
    const ax = mirror ? 1 - x : x;
    c.add(
      `<ellipse cx="${n(ax * S)}" cy="${n((y + s * 0.42) * S)}" rx="${n(s * 0.38 * S)}" ry="${n(s * 0.09 * S)}" fill="#5a3a22" opacity=".16"/>`,
    );
    c.drawEmoji(accent, ax * S, y * S, s * S, mirror ? -turn : turn);
  });
  return c.toString();
}

/** A combo: 2 to 4 dishes on a wooden tray, 800 × 600. */
export function comboSvg(combo: ComboSeed, hue: number): string {
  const W = 800;
  const H = 600;
  const c = new Canvas(W, H);
  c.def(
    radialGradient(
      'bg',
      [
        [0, hsl(hue, 85, 96)],
        [1, hsl(hue, 70, 85)],
      ],
      ' cx=".5" cy=".4" r=".8"',
    ),
  )
    .def(dots(hsl(hue, 50, 72), 36, 2.2))
    .def(
      linearGradient('wood', [
        [0, '#DDA468'],
        [1, '#B97A45'],
      ]),
    )
    .def(
      linearGradient('woodIn', [
        [0, '#EDC491'],
        [1, '#DDA76E'],
      ]),
    )
    .def(shadeGradient)
    .def(plateGradient);

  c.add(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`)
    .add(`<rect width="${W}" height="${H}" fill="url(#dots)" opacity=".5"/>`)
    .add(`<rect x="84" y="132" width="660" height="420" rx="64" fill="#5a3a22" opacity=".18"/>`)
    .add(`<rect x="70" y="110" width="660" height="420" rx="64" fill="url(#wood)"/>`)
    .add(`<rect x="94" y="134" width="612" height="372" rx="44" fill="url(#woodIn)"/>`)
    .add(
      `<g stroke="#C98F58" stroke-opacity=".35" stroke-width="3" fill="none">` +
        `<path d="M110 210H690M110 300H690M110 390H690M110 470H690"/></g>`,
    )
    .add(`<rect x="80" y="290" width="10" height="60" rx="5" fill="#8A5630" opacity=".55"/>`)
    .add(`<rect x="710" y="290" width="10" height="60" rx="5" fill="#8A5630" opacity=".55"/>`);

  const layouts: Record<number, [number, number, number][]> = {
    2: [
      [258, 320, 145],
      [550, 320, 125],
    ],
    3: [
      [262, 320, 150],
      [548, 224, 92],
      [548, 418, 92],
    ],
    4: [
      [250, 226, 88],
      [550, 226, 88],
      [250, 416, 88],
      [550, 416, 88],
    ],
  };
  const spots = layouts[Math.min(4, Math.max(2, combo.emoji.length))]!;
  combo.emoji.slice(0, spots.length).forEach((emoji, index) => {
    const [x, y, r] = spots[index]!;
    c.add(plate(x, y, r));
    c.drawEmoji(emoji, x, y - r * 0.03, r * 1.28);
  });
  return c.toString();
}

const bannerThemes = [
  { from: palette.cream, to: '#FBD2A4', blob: palette.saffron, blob2: palette.terracotta },
  { from: '#FFF3EC', to: '#F7BCA6', blob: palette.terracotta, blob2: palette.saffron },
  { from: '#F4F8F2', to: '#C9E0D1', blob: palette.green, blob2: palette.saffron },
];

/** A wide hero picture, 1600 × 640: food clustered on the right, the left kept calm for text. */
export function bannerSvg(banner: BannerSeed, index: number): string {
  const W = 1600;
  const H = 640;
  const theme = bannerThemes[index % bannerThemes.length]!;
  const c = new Canvas(W, H);
  c.def(
    linearGradient(
      'bg',
      [
        [0, theme.from],
        [0.45, theme.from],
        [1, theme.to],
      ],
      [0, 0],
      [1, 0.3],
    ),
  )
    .def(dots(theme.blob, 40, 2.4))
    .def(shadeGradient)
    .def(plateGradient);
  c.add(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`)
    .add(`<rect width="700" height="${H}" fill="url(#dots)" opacity=".12"/>`)
    .add(`<circle cx="1200" cy="330" r="360" fill="${theme.blob}" opacity=".18"/>`)
    .add(`<circle cx="1540" cy="60" r="170" fill="${theme.blob2}" opacity=".18"/>`)
    .add(`<circle cx="820" cy="640" r="150" fill="${theme.blob2}" opacity=".12"/>`)
    .add(
      `<circle cx="1200" cy="330" r="300" fill="none" stroke="${theme.blob}" stroke-width="3" stroke-dasharray="2 16" stroke-linecap="round" opacity=".55"/>`,
    );

  const spots: [number, number, number][] = [
    [1195, 330, 205],
    [1475, 168, 100],
    [1470, 478, 112],
    [905, 478, 100],
    [930, 160, 84],
  ];
  banner.emoji.slice(0, spots.length).forEach((emoji, i) => {
    const [x, y, r] = spots[i]!;
    c.add(plate(x, y, r));
    c.drawEmoji(emoji, x, y - r * 0.03, r * 1.4);
  });
  return c.toString();
}

/** The about page's picture, 1200 × 800: a shared spread seen from above. */
export function aboutSvg(): string {
  const W = 1200;
  const H = 800;
  const c = new Canvas(W, H);
  c.def(
    linearGradient('table', [
      [0, '#B9804E'],
      [1, '#94603A'],
    ]),
  )
    .def(
      linearGradient(
        'cloth',
        [
          [0, '#FFF8F0'],
          [1, '#F6E8D6'],
        ],
        [0, 0],
        [1, 1],
      ),
    )
    .def(shadeGradient)
    .def(plateGradient);
  c.add(`<rect width="${W}" height="${H}" fill="url(#table)"/>`)
    .add(
      `<g stroke="#6F4526" stroke-opacity=".28" stroke-width="3">` +
        `<path d="M0 40H1200M0 760H1200"/></g>`,
    )
    .add(`<rect x="0" y="78" width="${W}" height="652" fill="#3B2A20" opacity=".2"/>`)
    .add(`<rect x="0" y="66" width="${W}" height="652" fill="url(#cloth)"/>`)
    .add(
      `<g fill="${palette.terracotta}" opacity=".85"><rect y="88" width="${W}" height="10"/>` +
        `<rect y="686" width="${W}" height="10"/></g>` +
        `<g fill="${palette.saffron}"><rect y="106" width="${W}" height="5"/>` +
        `<rect y="673" width="${W}" height="5"/></g>` +
        `<g fill="${palette.green}" opacity=".8"><rect y="76" width="${W}" height="4"/>` +
        `<rect y="704" width="${W}" height="4"/></g>`,
    );

  const dishes: [string, number, number, number][] = [
    ['shallow-pan-of-food', 600, 392, 172],
    ['curry-rice', 300, 250, 112],
    ['green-salad', 900, 250, 112],
    ['falafel', 310, 540, 104],
    ['stuffed-flatbread', 890, 540, 104],
    ['flatbread', 600, 150, 58],
    ['bowl-with-spoon', 600, 632, 56],
  ];
  for (const [emoji, x, y, r] of dishes) {
    c.add(plate(x, y, r));
    c.drawEmoji(emoji, x, y - r * 0.03, r * 1.36);
  }
  // Tea and something sweet straight on the cloth, with their own soft shadows.
  const loose: [string, number, number, number][] = [
    ['teapot', 1085, 330, 150],
    ['teacup-without-handle', 1080, 540, 110],
    ['honey-pot', 110, 380, 120],
    ['lemon', 120, 570, 80],
  ];
  for (const [emoji, x, y, s] of loose) {
    c.add(
      `<ellipse cx="${n(x + s * 0.04)}" cy="${n(y + s * 0.4)}" rx="${n(s * 0.38)}" ry="${n(s * 0.1)}" fill="#3B2A20" opacity=".22"/>`,
    );
    c.drawEmoji(emoji, x, y, s);
  }
  return c.toString();
}

/** Category hues spread over combos so the combo list looks lively but stays on palette. */
const comboHues = [30, 95, 18, 8, 150, 40, 200];

export function renderAll(): Map<string, string> {
  const files = new Map<string, string>();
  const put = (kind: ImageKind, slug: string, svg: string) => files.set(`${kind}/${slug}.svg`, svg);
  const hueOf = new Map(categories.map((category) => [category.slug, category.hue]));

  for (const category of categories) {
    put('categories', category.slug, dishSvg(category.art, category.hue, 400, category.slug));
  }
  for (const item of items) {
    const base = hueOf.get(item.category) ?? 30;
    // A little variation inside a category, stable per item.
    const hue = (base + (hash(item.slug) % 17) - 8 + 360) % 360;
    put('items', item.slug, dishSvg(item.art, hue, 600, item.slug));
  }
  combos.forEach((combo, index) => {
    put('combos', combo.slug, comboSvg(combo, comboHues[index % comboHues.length]!));
  });
  banners.forEach((banner, index) => put('banners', banner.slug, bannerSvg(banner, index)));
  put('pages', 'about', aboutSvg());
  return files;
}

/** Every emoji name the content uses, so a typo fails before anything is written. */
function checkEmojiNames() {
  const names = new Set<string>();
  const art = (a: Art) => [a.emoji, ...(a.accents ?? [])].forEach((e) => names.add(e));
  categories.forEach((category) => art(category.art));
  items.forEach((item) => art(item.art));
  combos.forEach((combo) => combo.emoji.forEach((e) => names.add(e)));
  banners.forEach((banner) => banner.emoji.forEach((e) => names.add(e)));
  const missing = [...names].filter((name) => !hasEmoji(name));
  if (missing.length > 0) throw new Error(`unknown Fluent Emoji: ${missing.join(', ')}`);
}

function main() {
  checkEmojiNames();
  const files = renderAll();
  const kinds: ImageKind[] = ['items', 'combos', 'categories', 'banners', 'pages'];
  for (const kind of kinds) {
    const dir = path.join(imagesRoot, kind);
    mkdirSync(dir, { recursive: true });
    // Drop pictures of dishes that no longer exist.
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.svg') && !files.has(`${kind}/${file}`)) rmSync(path.join(dir, file));
    }
  }
  let bytes = 0;
  let largest = { file: '', size: 0 };
  for (const [file, svg] of files) {
    const target = path.join(imagesRoot, file);
    writeFileSync(target, svg);
    const size = statSync(target).size;
    bytes += size;
    if (size > largest.size) largest = { file, size };
  }
  console.log(
    `Wrote ${files.size} images to ${imagesRoot} (${Math.round(bytes / 1024)} KiB; ` +
      `largest ${largest.file}, ${Math.round(largest.size / 1024)} KiB).`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main();
}
