import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { TestContext } from 'vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateMessage } from '@storefront/shared/messages';
import type { Database } from '../src/db/client';
import { contactMessages, items, sessions, siteSettings } from '../src/db/schema';
import { hashToken } from '../src/platform/tokens';
import { demoPlaces, login, PASSWORD, post } from './helpers/accounts';
import { adminSession } from './helpers/admin';
import { statusOverHttp } from './helpers/event-stream';
import { newShopper, orderRow, type Shopper, shopperWithOrder } from './helpers/orders';
import {
  databaseKinds,
  failBody,
  okBody,
  rowsOf,
  send,
  useTestApp,
  type Answer,
} from './helpers/test-app';
import { multipart, picture, postFile } from './helpers/uploads';

/**
 * Issue 7 access: every call under /api/admin refuses guests (401) and customers (403) before it
 * reads its payload or touches the database, whoever wrote the call.
 *
 * The calls are read from the OpenAPI document (DESIGN §3: every call is listed there), so a
 * call added later is checked without editing this file.
 */

/**
 * The back office held 58 calls when this test was written (orders and overview 4, catalog 18,
 * places and subscriptions 26, content and settings 10). A floor under that catches an admin
 * scope that lost its routes (every check below would then pass on nothing) without failing
 * when two calls are merged into one.
 */
const MIN_ADMIN_CALLS = 50;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

interface AdminCall {
  method: Method;
  /** OpenAPI template, e.g. /api/admin/items/{id}. */
  template: string;
  /** The template with every parameter filled with `id`. */
  url: (id: number) => string;
  label: string;
}

/** The request of a call with `language` where a client sends it: query for reads, body else. */
function request(call: AdminCall, options: { id: number; language: string; token?: string }) {
  const url = call.url(options.id);
  const headers = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const upper = call.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  if (call.method === 'get' || call.method === 'delete') {
    const separator = url.includes('?') ? '&' : '?';
    return { method: upper, url: `${url}${separator}language=${options.language}`, headers };
  }
  return { method: upper, url, headers, payload: { language: options.language } };
}

/**
 * A fingerprint of every table's rows, to show that refused calls changed nothing. `sessions`
 * is left out: a customer's refused call still marks their own session used (decision 010).
 */
async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
        order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (name === 'sessions') continue;
    const [row] = await rowsOf<{ rows: number; digest: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest
          from ${sql.identifier(name)} t`,
    );
    fingerprint[name] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return fingerprint;
}

/** A multipart/form-data body with one PNG, as the back office's image forms send it. */
async function pngUpload() {
  return multipart('image', 'dish.png', 'image/png', await picture(64, 48).png().toBuffer());
}

/** Every file under a folder (none when it does not exist). */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(databaseKinds)('back-office access on %s', (kind) => {
  const t = useTestApp(kind);
  const app = () => t.current.app;
  const db = () => t.current.db;
  let calls: AdminCall[];
  let customer: Shopper;
  let admin: { token: string; user: { id: number } };
  /** Ids that exist, so a refusal is not just a 404 of a missing record. */
  let ids: { order: number; message: number };
  /** An admin who logged out: being an admin does not outlive the session. */
  let loggedOutAdmin: string;
  let before: Record<string, string>;

  const has = (method: Method, template: string) =>
    calls.some((call) => call.method === method && call.template === template);
  const skipWithout = (context: TestContext, method: Method, template: string) => {
    if (!has(method, template)) context.skip(`${method.toUpperCase()} ${template} not built`);
  };

  beforeAll(async () => {
    const document = okBody(
      await send(app(), { method: 'GET', url: '/api/docs/json' }),
      openApiSchema,
    );
    calls = Object.entries(document.paths)
      .filter(([template]) => template.startsWith('/api/admin/') || template === '/api/admin')
      .flatMap(([template, operations]) =>
        METHODS.filter((method) => method in operations).map((method) => ({
          method,
          template,
          url: (id: number) => template.replace(/\{[^}]+\}/g, String(id)),
          label: `${method.toUpperCase()} ${template}`,
        })),
      );

    const places = await demoPlaces(db());
    customer = await newShopper(app(), places);
    admin = await adminSession(app(), db());

    const { order } = await shopperWithOrder(app(), db(), places);
    const [message] = await db()
      .insert(contactMessages)
      .values({
        name: 'Amira Saleh',
        email: 'amira@example.com',
        subject: 'Catering',
        message: 'Do you cater for forty people?',
        language: 'en',
      })
      .returning({ id: contactMessages.id });
    if (!message) throw new Error('contact message not stored');
    ids = { order: order.order_id, message: message.id };
    const leaving = await adminSession(app(), db());
    expect(
      (await post(app(), '/api/logout', { language: 'en' }, { token: leaving.token })).status,
    ).toBe(200);
    loggedOutAdmin = leaving.token;

    before = await databaseFingerprint(db());
  });

  it(`lists at least ${MIN_ADMIN_CALLS} back-office calls in the OpenAPI document`, () => {
    expect(calls.length, calls.map((call) => call.label).join('\n')).toBeGreaterThanOrEqual(
      MIN_ADMIN_CALLS,
    );
    // Every call of the scope is documented under the admin prefix, none twice.
    expect(new Set(calls.map((call) => call.label)).size).toBe(calls.length);
  });

  it('refuses guests on every call: 401 with the login text', async () => {
    for (const call of calls) {
      for (const language of ['en', 'de'] as const) {
        const answer = await send(app(), request(call, { id: 1, language }));
        expect(answer.status, `${call.label} (${language})`).toBe(401);
        expect(failBody(answer, 401).responseText, call.label).toBe(
          translateMessage('unauthorized', language),
        );
      }
    }
  });

  it('refuses customers on every call: 403 admin_only in their language', async () => {
    for (const call of calls) {
      for (const language of ['fr', 'ae'] as const) {
        const answer = await send(app(), request(call, { id: 1, language, token: customer.token }));
        expect(answer.status, `${call.label} (${language})`).toBe(403);
        expect(failBody(answer, 403).responseText, call.label).toBe(
          translateMessage('admin_only', language),
        );
      }
    }
  });

  it('refuses forged, malformed, expired and revoked tokens on every call: 401', async () => {
    const expired = await login(app(), customer.email, PASSWORD);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));

    const tokens = {
      forged: randomBytes(32).toString('base64url'),
      malformed: 'not a token',
      expired: expired.token,
      revoked: loggedOutAdmin,
    };
    for (const call of calls) {
      for (const [kind, token] of Object.entries(tokens)) {
        const answer = await send(app(), request(call, { id: 1, language: 'ka', token }));
        expect(answer.status, `${call.label} with a ${kind} token`).toBe(401);
        expect(failBody(answer, 401).responseText).toBe(translateMessage('session_expired', 'ka'));
      }
    }
  });

  it('changes nothing when it refuses, even on records that exist', async () => {
    for (const call of calls) {
      for (const id of [1, ids.order, ids.message]) {
        const asGuest = await send(app(), request(call, { id, language: 'en' }));
        const asCustomer = await send(
          app(),
          request(call, { id, language: 'en', token: customer.token }),
        );
        expect([asGuest.status, asCustomer.status], call.label).toEqual([401, 403]);
      }
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it('lets an admin through the gate on every call (whatever the call then answers)', async () => {
    const unknownId = 2_000_000_000;
    for (const call of calls) {
      const built = request(call, { id: unknownId, language: 'en', token: admin.token });
      // An event stream (the kitchen board's) answers and never ends: its status over HTTP.
      const answer: Answer = call.template.endsWith('/stream')
        ? { ...(await statusOverHttp(app(), built)), headers: {}, json: null }
        : await send(app(), built);
      // 200 for lists, 404 for a record that does not exist, 422 for an empty payload...: any
      // answer but the gate's, and never a crash.
      expect([401, 403], `${call.label} → ${answer.status}`).not.toContain(answer.status);
      expect(answer.status, `${call.label} ${JSON.stringify(answer.json)}`).toBeLessThan(500);
    }
  });

  it('a customer’s picture upload is refused before a byte is stored; an admin’s is kept', async () => {
    const uploads = calls.filter(
      (call) => call.method === 'post' && /\/image$/.test(call.template),
    );
    // Items, combos and categories take a picture (issue 7 item 3).
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    // The test app's DATA_DIR holds its outbox; uploads go beside it (platform/uploads.ts).
    const uploadsDir = path.join(path.dirname(t.current.outboxDir), 'uploads');
    const before = await filesUnder(uploadsDir);
    for (const call of uploads) {
      const answer = await postFile(
        app(),
        `${call.url(1)}?language=fr`,
        customer.token,
        await pngUpload(),
      );
      expect(failBody(answer, 403).responseText, call.label).toBe(
        translateMessage('admin_only', 'fr'),
      );
    }
    expect(await filesUnder(uploadsDir)).toEqual(before);

    // The same upload from an admin is stored: the refusal was the role's alone.
    const [first] = uploads;
    if (!first) return;
    const accepted = await postFile(
      app(),
      `${first.url(1)}?language=en`,
      admin.token,
      await pngUpload(),
    );
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect((await filesUnder(uploadsDir)).length).toBe(before.length + 1);
  });

  it('a customer cannot change the settings; the same payload from an admin does', async (context) => {
    skipWithout(context, 'put', '/api/admin/settings');
    const current = okBody(
      await send(app(), {
        method: 'GET',
        url: '/api/admin/settings?language=en',
        headers: { authorization: `Bearer ${admin.token}` },
      }),
      z.object({ responseData: z.record(z.string(), z.unknown()) }),
    ).responseData;
    const [stored] = await db().select().from(siteSettings);
    const { updated_at: _updatedAt, ...settings } = current;
    // A phone number spec §5's rule accepts (the demo shop's has a "+", which it does not).
    const payload = {
      ...settings,
      site_phone_number: '1712 3456 0',
      language: 'en',
      vat_rate: 7.5,
    };

    const refused = await send(app(), {
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${customer.token}` },
      payload,
    });
    expect(failBody(refused, 403).responseText).toBe(translateMessage('admin_only', 'en'));
    expect(await db().select().from(siteSettings)).toEqual([stored]);

    // The payload was a valid one: only the role stopped it.
    const accepted = await send(app(), {
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${admin.token}` },
      payload,
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const [changed] = await db().select().from(siteSettings);
    expect(changed?.vatRateBasisPoints).toBe(750);
  });

  it('a customer cannot cancel an order, not even their own; an admin can', async (context) => {
    skipWithout(context, 'post', '/api/admin/orders/{id}/status');
    const places = await demoPlaces(db());
    const {
      shopper,
      order: { order_id: orderId },
    } = await shopperWithOrder(app(), db(), places);
    const payload = { language: 'en', status: 'Cancelled', note: 'customer asked' };

    for (const token of [shopper.token, customer.token]) {
      const refused = await send(app(), {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      failBody(refused, 403);
    }
    expect((await orderRow(db(), orderId)).status).toBe('Pending');

    const accepted = await send(app(), {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload,
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect((await orderRow(db(), orderId)).status).toBe('Cancelled');
  });

  it('a customer cannot delete a menu item', async (context) => {
    skipWithout(context, 'delete', '/api/admin/items/{id}');
    const [item] = await db().select().from(items).limit(1);
    if (!item) throw new Error('the demo shop has no item');
    failBody(
      await send(app(), {
        method: 'DELETE',
        url: `/api/admin/items/${item.id}?language=en`,
        headers: { authorization: `Bearer ${customer.token}` },
      }),
      403,
    );
    expect(await db().select().from(items).where(eq(items.id, item.id))).toEqual([item]);
  });
});
