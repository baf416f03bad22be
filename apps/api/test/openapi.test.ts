import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, okBody, send, useTestApp } from './helpers/test-app';

const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ tags: z.array(z.string()) }))),
});

describe.each(databaseKinds)('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists every catalog, geo and content call with its tag (DESIGN §3)', async () => {
    const document = okBody(
      await send(t.current.app, { method: 'GET', url: '/api/docs/json' }),
      openApiSchema,
    );
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        tags: operation.tags,
      })),
    );
    expect(operations).toEqual(
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
});
