import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, okBody, send, useTestApp } from './helpers/test-app';

const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ tags: z.array(z.string()) }))),
});

describe.each(databaseKinds)('OpenAPI document of the account calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists every account call with its tag (DESIGN §3)', async () => {
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
