import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adminImageResponseSchema,
  adminPaths,
  API_ROOT,
  profileImageResponseSchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { demoPlaces, registeredUser } from './helpers/accounts';
import { adminSession } from './helpers/admin';
import { startS3StandIn } from './helpers/s3-server';
import { useTestAppWithStandIn } from './helpers/stand-in-app';
import { databaseKinds, failBody, okBody } from './helpers/test-app';
import { multipart, picture, postFile } from './helpers/uploads';

/**
 * Issue 11 item 4: with S3_* set, uploaded pictures go to an S3-compatible bucket (here s3rver,
 * a real S3 protocol server started by the test) with the same re-encoding and limits, and are
 * served from /uploads/ with the same long cache headers; nothing lands on the local disk.
 */

describe.each(databaseKinds)('pictures in an S3 bucket on %s', (kind) => {
  const t = useTestAppWithStandIn(kind, startS3StandIn);

  const localUploads = () => path.join(path.dirname(t.current.outboxDir), 'uploads');
  const upload = (url: string, token: string, file: ReturnType<typeof multipart>) =>
    postFile(t.current.app, url, token, file);

  it('stores a profile picture re-encoded in the bucket, serves it cached for a year, and deletes the one it replaces', async () => {
    const places = await demoPlaces(t.current.db);
    const { token, user } = await registeredUser(t.current.app, places);
    const newPicture = async (file: ReturnType<typeof multipart>) =>
      okBody(
        await upload(`${API_ROOT}/profile/image?language=en`, token, file),
        profileImageResponseSchema,
      ).responseData.profile_image;
    const first = await newPicture(
      multipart('image', 'me.png', 'image/png', await picture(1600, 900).png().toBuffer()),
    );
    expect(first).toMatch(new RegExp(`^/uploads/profile/${user.id}-[0-9a-f]+\\.webp$`));
    const key = first.replace('/uploads/', '');
    expect(await t.standIn.keys()).toContain(key);
    const stored = await t.standIn.object(key);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBe(512);
    expect(existsSync(path.join(localUploads(), 'profile'))).toBe(false);

    const served = await t.current.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, stored!)).toBe(0);

    const second = await newPicture(
      multipart('image', 'me.jpg', 'image/jpeg', await picture(300, 300).jpeg().toBuffer()),
    );
    expect(await t.standIn.keys()).toContain(second.replace('/uploads/', ''));
    expect(await t.standIn.keys()).not.toContain(key);
    expect((await t.current.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('keeps the upload rules: not an image is 422, nothing is stored', async () => {
    const places = await demoPlaces(t.current.db);
    const { token } = await registeredUser(t.current.app, places);
    const before = await t.standIn.keys();
    const body = failBody(
      await upload(
        `${API_ROOT}/profile/image?language=fr`,
        token,
        multipart('image', 'me.png', 'image/png', Buffer.from('<?php echo 1; ?>')),
      ),
      422,
    );
    expect(body.responseText).toBe(translateMessage('invalid_image', 'fr'));
    expect(await t.standIn.keys()).toEqual(before);
  });

  it('stores a catalog picture from the back office in the bucket and serves it', async () => {
    const { token } = await adminSession(t.current.app, t.current.db);
    const image = okBody(
      await upload(
        `${API_ROOT}${adminPaths.itemImage(1)}?language=en`,
        token,
        multipart('image', 'dish.webp', 'image/webp', await picture(2400, 1600).webp().toBuffer()),
      ),
      adminImageResponseSchema,
    ).responseData.image;
    expect(image).toMatch(/^\/uploads\/catalog\/items\/1-[0-9a-f]+\.webp$/);
    expect(await t.standIn.keys()).toContain(image.replace('/uploads/', ''));
    const served = await t.current.app.inject({ method: 'GET', url: image });
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
      const answer = await t.current.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });
});
