import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ImageStore } from './image-store';

/** Public URL prefix of uploaded files, served read-only from the image store (app.ts). */
export const UPLOADS_PREFIX = '/uploads/';
export const PROFILE_IMAGE_SIZE = 512;
/**
 * A 5 MB PNG can unpack to billions of pixels (a decompression bomb): refuse more than this
 * many (8000 × 5000) before decoding.
 */
const MAX_INPUT_PIXELS = 40_000_000;
/** Spec §5: png, jpeg or webp, judged by the bytes (sharp's detection), not the name or type. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

/**
 * The one image pipeline of uploads: decodes the upload (whatever its name or declared type),
 * refuses anything but PNG, JPEG or WebP and decompression bombs, applies the EXIF orientation,
 * scales it to fit `size` × `size` without enlarging and re-encodes it as WebP. Re-encoding drops
 * EXIF/GPS and any payload hidden in the original.
 */
async function reencodeImage(input: Buffer, size: number, quality: number): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    throw new InvalidImageError('not an image', { cause: error });
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new InvalidImageError(`format ${format ?? 'unknown'} refused`);
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  } catch (error) {
    // A truncated or corrupt file passes the header check and fails here.
    throw new InvalidImageError('image could not be decoded', { cause: error });
  }
}

/** Spec §5 profile image: re-encoded to fit 512 × 512. */
export function processProfileImage(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, PROFILE_IMAGE_SIZE, 82);
}

/**
 * Stores a processed profile image under a new random name (a new name per upload, so the file
 * can be cached for a year) and answers its public path.
 */
export async function storeProfileImage(
  store: ImageStore,
  userId: number,
  webp: Buffer,
): Promise<string> {
  const key = `profile/${userId}-${randomBytes(12).toString('hex')}.webp`;
  await store.put(key, webp);
  return `${UPLOADS_PREFIX}${key}`;
}

/** Deletes an uploaded file by its public path; anything outside uploads/profile is ignored. */
export async function deleteProfileImage(store: ImageStore, publicPath: string): Promise<void> {
  const match = /^\/uploads\/(profile\/[A-Za-z0-9-]+\.webp)$/.exec(publicPath);
  if (match?.[1]) await store.remove(match[1]);
}

// ---------------------------------------------------------------- catalog images (issue 7)

/** Menu pictures are shown at most 600 px wide (cards, combo modal), twice that for sharp screens. */
export const CATALOG_IMAGE_SIZE = 1200;
export type CatalogImageKind = 'items' | 'combos' | 'categories';

/**
 * A back-office picture of an item, combo or category (issue 7): the same checks as a profile
 * picture, re-encoded to fit 1200 × 1200.
 */
export function processCatalogImage(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, CATALOG_IMAGE_SIZE, 80);
}

/** Stores a processed catalog picture under a new random name; answers its public path. */
export async function storeCatalogImage(
  store: ImageStore,
  kind: CatalogImageKind,
  id: number,
  webp: Buffer,
): Promise<string> {
  const key = `catalog/${kind}/${id}-${randomBytes(12).toString('hex')}.webp`;
  await store.put(key, webp);
  return `${UPLOADS_PREFIX}${key}`;
}

/**
 * Deletes an uploaded catalog picture by its public path. Anything else (the shipped pictures
 * under /images/, an empty path) is left alone.
 */
export async function deleteCatalogImage(store: ImageStore, publicPath: string): Promise<void> {
  const match = /^\/uploads\/(catalog\/(?:items|combos|categories)\/[A-Za-z0-9-]+\.webp)$/.exec(
    publicPath,
  );
  if (match?.[1]) await store.remove(match[1]);
}
