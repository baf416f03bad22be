import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { send, type Answer } from './test-app';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----storefront${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart body to `url`, with a bearer token when there is one. */
export function postFile(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  file: ReturnType<typeof multipart>,
): Promise<Answer> {
  return send(app, {
    method: 'POST',
    url,
    payload: file.payload,
    headers: { ...file.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A plain picture of the given size, to encode as PNG, JPEG or WebP. */
export function picture(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
}
