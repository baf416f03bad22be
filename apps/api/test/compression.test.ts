import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/platform/compression';
import { demoPlaces } from './helpers/accounts';
import { availableItems, addItem, newShopper } from './helpers/orders';
import { useTestApp } from './helpers/test-app';

/**
 * Issue 14 item 2: text goes out compressed with the best encoding the browser accepts. The
 * storefront's files come from the copies the build wrote (here a small stand-in build folder,
 * with copies whose bytes differ from a fresh compression, so the test tells them apart); API
 * answers of 1 KB and more are compressed by the server, smaller ones are sent as they are.
 */

const distDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-dist-'));
const script = `console.log(${JSON.stringify('menu '.repeat(600))});\n`;
const page = `<!doctype html><html><head><title>Sufra</title></head><body>${'<p>lunch</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  await mkdir(path.join(distDir, 'assets'));
  const files: Record<string, string> = { 'index.html': page, 'assets/index-abc123.js': script };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(distDir, name), content);
    await writeFile(path.join(distDir, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(distDir, `${name}.gz`), gzipSync(content));
  }
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('compression', () => {
  const t = useTestApp('pglite', { env: { WEB_DIST_DIR: distDir } });

  const get = (url: string, acceptEncoding?: string) =>
    t.current.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the build’s Brotli or gzip copy of a script, as the browser accepts', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed on a deep link, never cached stale', async () => {
    const answer = await get('/menu?page=2', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page);
  });

  it('compresses a catalog answer, the same JSON as the plain one', async () => {
    const plain = await get('/api/home?language=en');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await get('/api/home?language=en', `${encoding}`);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(answer.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('compresses a customer’s cart of 1 KB and more, and leaves a small answer alone', async () => {
    const shopper = await newShopper(t.current.app, await demoPlaces(t.current.db));
    const cart = () =>
      t.current.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { authorization: `Bearer ${shopper.token}`, 'accept-encoding': 'br' },
        payload: { language: 'en' },
      });
    const empty = await cart();
    expect(empty.body.length).toBeLessThan(1024);
    expect(empty.headers['content-encoding']).toBeUndefined();

    for (const itemId of await availableItems(t.current.db, 8)) {
      await addItem(t.current.app, shopper, itemId);
    }
    const full = await cart();
    expect(full.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(full.rawPayload).toString()) as {
      responseData: { carts: unknown[] };
    };
    expect(body.responseData.carts).toHaveLength(8);
  });

  it('honours q=0 and answers plainly when nothing it knows is accepted', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
