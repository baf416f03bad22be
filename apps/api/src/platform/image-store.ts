import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from './config';

/**
 * Where uploaded pictures live (issue 11 item 4): the local disk under DATA_DIR/uploads by
 * default (one machine), or an S3-compatible bucket when `S3_BUCKET` is set (several machines,
 * decision 043). Keys are paths below `/uploads/` (`profile/12-ab….webp`); the database keeps the
 * public path `/uploads/<key>` either way, so a shop can move from one to the other by copying
 * the files. Every stored picture is a re-encoded WebP under a new random name: never changed,
 * cached for a year.
 */
export interface ImageStore {
  readonly kind: 'disk' | 's3';
  put(key: string, webp: Buffer): Promise<void>;
  /** Removes the picture; a key that is not there is no error. */
  remove(key: string): Promise<void>;
  /** The picture's bytes, or undefined when there is none under that key. */
  read(key: string): Promise<Buffer | undefined>;
  close(): void;
}

/** Keys the shop writes: profile pictures and catalog pictures, nothing else is ever served. */
export const IMAGE_KEY = /^(?:profile|catalog\/(?:items|combos|categories))\/[A-Za-z0-9-]+\.webp$/;

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

function diskStore(root: string): ImageStore {
  const file = (key: string) => path.join(root, ...key.split('/'));
  return {
    kind: 'disk',
    async put(key, webp) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), webp, { flag: 'wx' });
    },
    async remove(key) {
      await unlink(file(key)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    },
    async read(key) {
      return readFile(file(key)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
    },
    close() {},
  };
}

function s3Store(config: Config & { S3_BUCKET: string }): ImageStore {
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    // MinIO, Garage, Ceph and most S3-compatible servers address buckets by path.
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // A slow bucket must not hold an upload or a picture for long.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
  const Bucket = config.S3_BUCKET;
  const Key = (key: string) => `${config.S3_PREFIX ?? ''}${key}`;
  return {
    kind: 's3',
    async put(key, webp) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: webp,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: unknown }).name === 'NotFound') {
          return undefined;
        }
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}

export function createImageStore(config: Config): ImageStore {
  const bucket = config.S3_BUCKET;
  return bucket
    ? s3Store({ ...config, S3_BUCKET: bucket })
    : diskStore(uploadsDir(config.DATA_DIR));
}
