import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminImageResponseSchema,
  adminPaths,
  API_ROOT,
  profileImageResponseSchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { demoPlaces, registeredUser } from './helpers/accounts';
import { adminSession } from './helpers/admin';
import { startS3StandIn, type S3StandIn } from './helpers/s3-server';
import { buildTestApp, databaseKinds, failBody, okBody, type TestApp } from './helpers/test-app';
import { multipart, picture } from './helpers/uploads';

/**
 * Issue 11 item 4: with S3_* set, uploaded pictures go to an S3-compatible bucket (here s3rver,
 * a real S3 protocol server started by the test) with the same re-encoding and limits, and are
 * served from /uploads/ with the same long cache headers; nothing lands on the local disk.
 */

describe.each(databaseKinds)('pictures in an S3 bucket on %s', (kind) => {
  let s3: S3StandIn;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await buildTestApp(kind, { env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const localUploads = () => path.join(path.dirname(t.outboxDir), 'uploads');
  const upload = (url: string, token: string, file: ReturnType<typeof multipart>) =>
    t.app
      .inject({
        method: 'POST',
        url,
        payload: file.payload,
        headers: { ...file.headers, authorization: `Bearer ${token}` },
      })
      .then((done) => ({
        status: done.statusCode,
        headers: done.headers,
        json: done.json<unknown>(),
      }));

  it('stores a profile picture re-encoded in the bucket, serves it cached for a year, and deletes the one it replaces', async () => {
    const places = await demoPlaces(t.db);
    const { token, user } = await registeredUser(t.app, places);
    const url = `${API_ROOT}/profile/image?language=en`;
    const first = okBody(
      await upload(
        url,
        token,
        multipart('image', 'me.png', 'image/png', await picture(1600, 900).png().toBuffer()),
      ),
      profileImageResponseSchema,
    ).responseData.profile_image;
    expect(first).toMatch(new RegExp(`^/uploads/profile/${user.id}-[0-9a-f]+\\.webp$`));
    const key = first.replace('/uploads/', '');
    expect(await s3.keys()).toContain(key);
    const stored = await s3.object(key);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBe(512);
    expect(existsSync(path.join(localUploads(), 'profile'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, stored!)).toBe(0);

    const second = okBody(
      await upload(
        url,
        token,
        multipart('image', 'me.jpg', 'image/jpeg', await picture(300, 300).jpeg().toBuffer()),
      ),
      profileImageResponseSchema,
    ).responseData.profile_image;
    expect(await s3.keys()).toContain(second.replace('/uploads/', ''));
    expect(await s3.keys()).not.toContain(key);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('keeps the upload rules: not an image is 422, nothing is stored', async () => {
    const places = await demoPlaces(t.db);
    const { token } = await registeredUser(t.app, places);
    const before = await s3.keys();
    const body = failBody(
      await upload(
        `${API_ROOT}/profile/image?language=fr`,
        token,
        multipart('image', 'me.png', 'image/png', Buffer.from('<?php echo 1; ?>')),
      ),
      422,
    );
    expect(body.responseText).toBe(translateMessage('invalid_image', 'fr'));
    expect(await s3.keys()).toEqual(before);
  });

  it('stores a catalog picture from the back office in the bucket and serves it', async () => {
    const { token } = await adminSession(t.app, t.db);
    const image = okBody(
      await upload(
        `${API_ROOT}${adminPaths.itemImage(1)}?language=en`,
        token,
        multipart('image', 'dish.webp', 'image/webp', await picture(2400, 1600).webp().toBuffer()),
      ),
      adminImageResponseSchema,
    ).responseData.image;
    expect(image).toMatch(/^\/uploads\/catalog\/items\/1-[0-9a-f]+\.webp$/);
    expect(await s3.keys()).toContain(image.replace('/uploads/', ''));
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
  });

  it('serves nothing but the shop’s picture keys', async () => {
    for (const url of [
      '/uploads/profile/none-0.webp',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/profile/../catalog/items/x.webp',
      '/uploads/secret.txt',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });
});
