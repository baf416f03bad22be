import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, okBody, send, useTestApp } from './helpers/test-app';

const openApiSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ tags: z.array(z.string()), summary: z.string().optional() })),
  ),
});

describe.each(databaseKinds)('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);

  /** Every operation of the served document: its method and path, its tags and summary. */
  async function operations() {
    const document = okBody(
      await send(t.current.app, { method: 'GET', url: '/api/docs/json' }),
      openApiSchema,
    );
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        tags: operation.tags,
        summary: operation.summary,
      })),
    );
  }

  const callsAndTags = async () => (await operations()).map(({ call, tags }) => ({ call, tags }));

  it('lists every catalog, geo and content call with its tag (DESIGN §3)', async () => {
    expect(await callsAndTags()).toEqual(
      expect.arrayContaining([
        { call: 'POST /api/products', tags: ['catalog'] },
        { call: 'GET /api/combos', tags: ['catalog'] },
        { call: 'GET /api/home', tags: ['catalog'] },
        { call: 'GET /api/countries', tags: ['geo'] },
        { call: 'GET /api/city/{countryId}', tags: ['geo'] },
        { call: 'POST /api/companies', tags: ['geo'] },
        { call: 'POST /api/universities', tags: ['geo'] },
        { call: 'POST /api/buildings', tags: ['geo'] },
        { call: 'GET /api/pages/{id}', tags: ['content'] },
        { call: 'POST /api/contact-us', tags: ['content'] },
      ]),
    );
  });

  it('lists every account call with its tag (DESIGN §3)', async () => {
    expect(await callsAndTags()).toEqual(
      expect.arrayContaining(
        [
          'POST /api/register',
          'POST /api/login',
          'POST /api/social-login',
          'POST /api/logout',
          'POST /api/forgot-password',
          'POST /api/reset-password',
          'GET /api/profile',
          'POST /api/profile',
          'POST /api/profile/image',
        ].map((call) => ({ call, tags: ['accounts'] })),
      ),
    );
  });

  it.each([
    [
      'admin: orders',
      [
        'GET /api/admin/overview',
        'GET /api/admin/orders',
        'GET /api/admin/orders/{id}',
        'POST /api/admin/orders/{id}/status',
      ],
    ],
    [
      'admin: places',
      [
        'GET /api/admin/countries',
        'PUT /api/admin/cities/{id}',
        'DELETE /api/admin/companies/{id}',
        'POST /api/admin/subscription-plans',
        'GET /api/admin/subscriptions',
        'POST /api/admin/subscriptions/{id}/end',
      ],
    ],
    [
      'orders',
      ['POST /api/checkout', 'GET /api/colleagues', 'GET /api/orders', 'GET /api/orders/{id}'],
    ],
    [
      'payments',
      ['POST /api/payments/{provider}/webhook', 'GET /api/payments/sandbox/{sessionId}'],
    ],
  ])('documents the %s calls under that one tag, each with a summary', async (tag, calls) => {
    const documented = await operations();
    for (const call of calls) {
      const operation = documented.find((candidate) => candidate.call === call);
      expect(operation?.tags, call).toEqual([tag]);
      expect(operation?.summary).toBeTruthy();
    }
  });
});
