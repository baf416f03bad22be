import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, okBody, send, useTestApp } from './helpers/test-app';

const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ tags: z.array(z.string()) }))),
});

describe.each(databaseKinds)('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);

  /** Every operation of the served document: its method and path, and its tags. */
  async function operations() {
    const document = okBody(
      await send(t.current.app, { method: 'GET', url: '/api/docs/json' }),
      openApiSchema,
    );
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        tags: operation.tags,
      })),
    );
  }

  it('lists every catalog, geo and content call with its tag (DESIGN §3)', async () => {
    expect(await operations()).toEqual(
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
    expect(await operations()).toEqual(
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
});
