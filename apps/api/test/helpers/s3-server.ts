import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './server-process';

export interface S3StandIn {
  /** What the app needs to use the bucket (its S3_* variables). */
  env: Record<string, string>;
  /** The keys in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes, or undefined. */
  object(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on a free port of 127.0.0.1 (s3rver, from the npm registry: the S3 REST
 * protocol with signature checks, objects on disk) with one bucket, and an AWS SDK client to look
 * into it as an operator would.
 */
export async function startS3StandIn(bucket = 'shop-pictures'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'storefront-s3-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async keys() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((entry) => entry.Key ?? '').sort();
    },
    async object(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch {
        return undefined;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
