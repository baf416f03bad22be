/**
 * Where seeded pictures live. The API serves `apps/api/assets/images` at `/images/`, so the URL
 * `/images/items/falafel-wrap.svg` is the file `assets/images/items/falafel-wrap.svg`; the image
 * generator writes exactly the files these URLs name.
 */
export type ImageKind = 'items' | 'combos' | 'categories' | 'banners' | 'pages';

export function imageUrl(kind: ImageKind, slug: string): string {
  return `/images/${kind}/${slug}.svg`;
}

/** The about page's picture (the pages table has no image column; the storefront links it). */
export const ABOUT_IMAGE_URL = imageUrl('pages', 'about');
